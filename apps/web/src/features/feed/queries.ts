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
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Prefix of every feed query (patient feed and dashboard lists), for invalidation. */
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
export function itemKey(item: FeedItem): string {
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
  const query = useInfiniteQuery<FeedItem[], Error, FeedPages, readonly unknown[], string | null>({
    enabled,
    queryKey: [...FEED_KEY, scope, filter, limit],
    queryFn: ({ pageParam, signal }) =>
      call(documentsApi.feed, {
        query: { ...filter, limit, fromDate: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < limit ? undefined : (lastPage.at(-1)?.lastUpdate ?? undefined),
    meta: { context: `feed ${scope}` },
  });
  return { ...query, items: flattenPages(query.data) };
}
