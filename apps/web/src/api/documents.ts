import type {
  DocumentCount,
  DocumentDto,
  DocumentStatus,
  FeedItem,
  StatusChangeResult,
  UploadDocumentBody,
} from "@reseau/shared";
import { api, type QueryParams } from "./client";

/** Query of `GET /api/feed` (000 §7): comma lists for `status` and `type`, ISO `fromDate`. */
export interface FeedParams {
  limit: number;
  fromDate?: string;
  status?: string;
  type?: string;
  messages_only?: boolean;
}

/** `GET /api/feed`: documents and messages, newest `lastUpdate` first, at most `limit`. */
export function fetchFeed(params: FeedParams, signal?: AbortSignal): Promise<FeedItem[]> {
  return api.get<FeedItem[]>("/api/feed", { ...params } satisfies QueryParams, { signal });
}

/** `GET /api/documents/{id}`: the document with its `data` in base64. 404 when not yours. */
export function fetchDocument(id: string, signal?: AbortSignal): Promise<DocumentDto> {
  return api.get<DocumentDto>(`/api/documents/${encodeURIComponent(id)}`, undefined, { signal });
}

/**
 * `POST /feed/documents` (DECISIONS "Documents"): `data` is base64 without the data-URL prefix,
 * at most 153600 bytes decoded. @returns the stored document (status NEW).
 * @throws ApiError 413 too large, 400 bad format.
 */
export function uploadDocument(body: UploadDocumentBody): Promise<DocumentDto> {
  return api.post<DocumentDto>("/feed/documents", body);
}

/** `PUT /feed/documents/{id}/share` with 1 to 5 recipients' ids. */
export function shareDocument(id: string, sharers: string[]): Promise<unknown> {
  return api.put<unknown>(`/feed/documents/${encodeURIComponent(id)}/share`, { sharers });
}

/** Body of the status change: `amount` in euros as typed ("12,50"). */
export interface StatusChangeRequest {
  status: DocumentStatus;
  firstName?: string;
  amount?: string;
  silent?: boolean;
}

/**
 * `POST /api/documents/{id}/status` (000 §4): the server messages the patient and saves the new
 * status atomically. @returns the updated document and the message sent (or null).
 */
export function changeDocumentStatus(
  id: string,
  body: StatusChangeRequest,
): Promise<StatusChangeResult> {
  return api.post<StatusChangeResult>(`/api/documents/${encodeURIComponent(id)}/status`, body);
}

/** Optional filters of the counts: comma lists of document types and statuses. */
export interface DocumentCountParams {
  type?: string;
  status?: string;
}

/**
 * `GET /ws/count/docs?filter=on` (000 §7): the documents shared with the user, counted by
 * `meta.status`. @returns the `count` list (statuses without documents may be absent).
 */
export async function fetchDocumentCounts(
  params: DocumentCountParams = {},
  signal?: AbortSignal,
): Promise<DocumentCount[]> {
  const answer = await api.get<{ count?: DocumentCount[] } | undefined>(
    "/ws/count/docs",
    { filter: "on", ...params },
    { signal },
  );
  return answer?.count ?? [];
}

/**
 * `DELETE /feed/documents/{id}` (000 §7): only its creator may delete a document; the people it
 * was shared with get `deleteDoc`. @throws ApiError 403 when not the creator, 404 when unknown.
 */
export function deleteDocument(id: string): Promise<unknown> {
  return api.delete<unknown>(`/feed/documents/${encodeURIComponent(id)}`);
}
