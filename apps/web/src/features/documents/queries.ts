import {
  documentsApi,
  type DocumentDto,
  type FeedItem,
  type UploadDocumentBody,
} from "@reseau/shared";
import { useQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Key of one document with its data (`GET /api/documents/{id}`). */
export function documentKey(id: string) {
  return [QUERY_ROOTS.document, id] as const;
}

/** `GET /api/documents/{id}`: the document with its `data` in base64. 404 when not yours. */
export function fetchDocument(id: string, signal?: AbortSignal): Promise<DocumentDto> {
  return call(documentsApi.get, { params: { id }, signal });
}

/**
 * `POST /feed/documents` (docs/DECISIONS.md "Documents"): `data` is base64 without the data-URL
 * prefix, at most 153600 bytes decoded. @returns the stored document (status NEW).
 * @throws ApiError 413 too large, 400 bad format.
 */
export function uploadDocument(body: UploadDocumentBody): Promise<DocumentDto> {
  return call(documentsApi.upload, { body });
}

/** `PUT /feed/documents/{id}/share` with 1 to 5 recipients' ids. @returns the document. */
export function shareDocument(id: string, sharers: string[]): Promise<DocumentDto> {
  return call(documentsApi.share, { params: { id }, body: { sharers } });
}

/**
 * `DELETE /feed/documents/{id}` (000 §7): only its creator may delete a document; the people it
 * was shared with get `deleteDoc`. @throws ApiError 403 when not the creator, 404 when unknown.
 */
export function deleteDocument(id: string): Promise<void> {
  return call(documentsApi.remove, { params: { id } });
}

/** One document with its data (`GET /api/documents/{id}`); the data never changes, so it is kept. */
export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKey(id ?? ""),
    queryFn: ({ signal }) => fetchDocument(id ?? "", signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { context: "open document" },
  });
}

type ListPages = InfiniteData<FeedItem[], string | null>;

/** Applies `map` to every cached list of feed items (the patient's feed, the dashboard's lists). */
function mapLists(queryClient: QueryClient, map: (items: FeedItem[]) => FeedItem[]): void {
  queryClient.setQueriesData<ListPages>({ queryKey: [QUERY_ROOTS.feed] }, (data) =>
    data ? { ...data, pages: data.pages.map(map) } : data,
  );
}

/**
 * The document `id` as this page already knows it (its own entry, or a cached list), without a
 * request; undefined when none has it.
 */
export function findCachedDocument(queryClient: QueryClient, id: string): DocumentDto | undefined {
  const own = queryClient.getQueryData<DocumentDto>(documentKey(id));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<ListPages>({ queryKey: [QUERY_ROOTS.feed] })) {
    for (const page of data?.pages ?? []) {
      const found = page.find((item) => item.type !== "MESSAGE" && item.id === id);
      if (found && found.type !== "MESSAGE") return found;
    }
  }
  return undefined;
}

/** Puts an updated document in every cached list, and in its own cached entry. */
export function replaceDocumentInLists(queryClient: QueryClient, document: DocumentDto): void {
  mapLists(queryClient, (items) =>
    items.map((item) =>
      item.type !== "MESSAGE" && item.id === document.id ? { ...item, ...document } : item,
    ),
  );
  queryClient.setQueryData<DocumentDto>(documentKey(document.id), (old) =>
    old ? { ...old, ...document, data: document.data ?? old.data } : old,
  );
}

/**
 * Removes a deleted document from every cached list (its deletion, socket `deleteDoc`), with the
 * messages about it, which the server deleted with it.
 */
export function removeDocumentFromLists(queryClient: QueryClient, id: string): void {
  mapLists(queryClient, (items) =>
    items.filter((item) => ("iddocument" in item ? item.iddocument !== id : item.id !== id)),
  );
  queryClient.removeQueries({ queryKey: documentKey(id) });
}
