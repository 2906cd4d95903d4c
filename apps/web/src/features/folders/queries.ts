import {
  directoriesApi,
  documentsApi,
  DOCUMENT_TYPES,
  FEED_HIDDEN_TYPES,
  FEED_PAGE_SIZE,
  TEXTS,
  type CreateDirectoryBody,
  type DirectoryDto,
  type DocumentDto,
  type FeedItem,
} from "@reseau/shared";
import { useInfiniteQuery, useMutation, useQuery, type InfiniteData } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Key of the caller's folders (`GET /api/directories/all`). */
const FOLDERS_KEY = [QUERY_ROOTS.folders, "all"] as const;

/** The document types of « Tous »: every type a feed lists, messages aside. */
const ALL_DOCUMENT_TYPES = DOCUMENT_TYPES.filter(
  (type) => type !== "MESSAGE" && !FEED_HIDDEN_TYPES.includes(type),
).join(",");

/** The fixed folders, then the caller's own directories (`GET /api/directories/all`). */
export function useFolders(enabled = true) {
  return useQuery({
    queryKey: FOLDERS_KEY,
    queryFn: ({ signal }) => call(directoriesApi.all, { signal }),
    enabled,
    meta: { context: "folders" },
  });
}

type Pages = InfiniteData<FeedItem[], string | null>;

/**
 * The documents of a folder, newest first, 10 at a time (`GET /api/feed/directory/{id}`); `null`
 * is « Tous », every document of the feed (`GET /api/feed` of the document types). Under the
 * feed's root, so a live event refreshes it as it refreshes the feed.
 */
export function useFolderFeed(folder: string | null) {
  const query = useInfiniteQuery<FeedItem[], Error, Pages, readonly unknown[], string | null>({
    queryKey: [QUERY_ROOTS.feed, "folder", folder ?? ""],
    queryFn: ({ pageParam, signal }) => {
      const page = { limit: FEED_PAGE_SIZE, fromDate: pageParam ?? undefined };
      return folder === null
        ? call(documentsApi.feed, { query: { ...page, type: ALL_DOCUMENT_TYPES }, signal })
        : call(directoriesApi.feed, { params: { id: folder }, query: page, signal });
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) =>
      lastPage.length < FEED_PAGE_SIZE ? undefined : (lastPage.at(-1)?.lastUpdate ?? undefined),
    meta: { context: "folder feed" },
  });
  const seen = new Set<string>();
  const documents = (query.data?.pages.flat() ?? []).filter(
    (item): item is DocumentDto =>
      item.type !== "MESSAGE" && !seen.has(item.id) && !!seen.add(item.id),
  );
  return { ...query, documents };
}

/** `POST /api/directory {name, type}`: a new directory of the caller's. */
export function useCreateFolder() {
  return useMutation({
    mutationFn: (body: CreateDirectoryBody) => call(directoriesApi.create, { body }),
    meta: { context: "create folder", refreshes: [QUERY_ROOTS.folders] },
  });
}

/** `DELETE /api/directory/{id}`: its documents stay, with no directory. */
export function useDeleteFolder() {
  return useMutation({
    mutationFn: (id: string) => call(directoriesApi.remove, { params: { id } }),
    meta: { context: "delete folder", refreshes: [QUERY_ROOTS.folders, QUERY_ROOTS.feed] },
  });
}

/** `PUT /api/documents/{id}/directory`: files a document in a folder (null: in none). */
export function useMoveDocument() {
  return useMutation({
    mutationFn: ({ id, iddirectory }: { id: string; iddirectory: string | null }) =>
      call(directoriesApi.move, { params: { id }, body: { iddirectory } }),
    meta: {
      context: "move document",
      errorText: TEXTS.folders.moveFailed,
      refreshes: [QUERY_ROOTS.feed, QUERY_ROOTS.document],
    },
  });
}

/** A folder's name among the folders, or undefined. */
export function folderName(folders: readonly DirectoryDto[] | undefined, id: string | null) {
  return folders?.find((folder) => folder.id === id)?.name;
}
