import {
  documentsApi,
  FEED_PAGE_SIZE,
  type DocumentDto,
  type FeedItem,
  type FeedQueryInput,
  type MessageDto,
} from "@reseau/shared";
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { call } from "../../api/call";
import { isApiError } from "../../api/errors";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { readFeed, saveFeedPage } from "../offline/offlineStore";
import { useCurrentUser } from "../session/queries";

/**
 * Prefix of every feed query (patient feed, dashboard lists, folders, renewable prescriptions),
 * for invalidation. Every query under it is a paged list (`InfiniteData<FeedItem[]>`): live
 * events and mutations rewrite them all in place (`replaceDocumentInLists`).
 */
const FEED_KEY = [QUERY_ROOTS.feed] as const;

/** The filters of a feed list (000 §7); the page size and `fromDate` are added by the hook. */
export type FeedFilter = Omit<FeedQueryInput, "limit" | "fromDate">;

type FeedPages = InfiniteData<FeedItem[], string | null>;

/** True for the message items of the feed (type MESSAGE). */
export function isMessage(item: FeedItem): item is MessageDto {
  return item.type === "MESSAGE";
}

/** True for the document items of the feed. */
export function isDocument(item: FeedItem): item is DocumentDto {
  return item.type !== "MESSAGE";
}

/** A key unique across documents and messages, for React lists. */
function itemKey(item: FeedItem): string {
  return `${isMessage(item) ? "m" : "d"}:${item.id}`;
}

/**
 * The pages of a feed list flattened, without the duplicates that new items can push from one
 * page to the next.
 */
function flattenPages(data: FeedPages | undefined): FeedItem[] {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const item of data?.pages.flat() ?? []) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The type of a feed list on the device (000 §3 `@FEED{type}`): its scope, and its filters. */
export function offlineFeedType(scope: string, filter: FeedFilter): string {
  const filtered = Object.entries(filter).filter(([, value]) => value !== undefined);
  return filtered.length === 0
    ? scope
    : `${scope}?${new URLSearchParams(
        filtered.map(([key, value]) => [key, String(value)]),
      ).toString()}`;
}

/**
 * One page of a feed list, kept on the device for this user (issue 9 §5); offline, the first page
 * is what the device kept (the network error stands when nothing was kept).
 * @throws ApiError as `call` does.
 */
export async function feedPage(
  userId: string | null,
  type: string,
  fetchPage: () => Promise<FeedItem[]>,
  first: boolean,
): Promise<FeedItem[]> {
  try {
    const page = await fetchPage();
    if (userId) void saveFeedPage(userId, type, page, first).catch(() => undefined);
    return page;
  } catch (error) {
    if (userId && first && isApiError(error) && error.status === 0) {
      const kept = await readFeed(userId, type).catch(() => null);
      if (kept) return kept;
    }
    throw error;
  }
}

/**
 * A feed list with keyset pagination (docs/DECISIONS.md "Wire contract"): the next page asks for items
 * strictly older than the last item's `lastUpdate`; a page shorter than `limit` is the last.
 * With `enabled` false nothing is fetched, but a list already cached is still given.
 */
export function useFeed(
  scope: string,
  filter: FeedFilter = {},
  limit: number = FEED_PAGE_SIZE,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const userId = useCurrentUser()?.id ?? null;
  const query = useInfiniteQuery<FeedItem[], Error, FeedPages, readonly unknown[], string | null>({
    enabled,
    queryKey: [...FEED_KEY, scope, filter, limit],
    queryFn: ({ pageParam, signal }) =>
      feedPage(
        userId,
        offlineFeedType(scope, filter),
        () =>
          call(documentsApi.feed, {
            query: { ...filter, limit, fromDate: pageParam ?? undefined },
            signal,
          }),
        pageParam === null,
      ),
    // asked offline too: the pages kept on the device answer (issue 9 §5)
    networkMode: "always",
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < limit ? undefined : (lastPage.at(-1)?.lastUpdate ?? undefined),
    meta: { context: `feed ${scope}` },
  });
  return { ...query, items: flattenPages(query.data) };
}
