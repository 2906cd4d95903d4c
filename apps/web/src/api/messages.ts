import type { MessageDto } from "@reseau/shared";
import { api } from "./client";

/**
 * Body of `POST /feed/messages` (000 §3 Message), the part of shared `sendMessageSchema` the app
 * sends: the text (1 to 5000 characters once trimmed), the recipients' ids, the document the
 * message is about, and `notify` (a question written to someone notifies them).
 */
export interface SendMessageRequest {
  content: string;
  recipients: string[];
  iddocument?: string;
  notify?: boolean;
}

/**
 * `GET /api/documents/{id}/linked_messages` (000 §7): the messages about a document that the
 * user sent or received, oldest first. @throws ApiError 404 when the document is not theirs.
 */
export function fetchLinkedMessages(
  iddocument: string,
  signal?: AbortSignal,
): Promise<MessageDto[]> {
  return api.get<MessageDto[]>(
    `/api/documents/${encodeURIComponent(iddocument)}/linked_messages`,
    undefined,
    { signal },
  );
}

/**
 * `POST /feed/messages` (000 §7): @returns the stored message (201); the recipients get `newMsg`.
 * @throws ApiError 400 "Le message est vide." or "Erreur dans l'envoie du message" (unknown
 *   recipient), 404 when the document is not the sender's to read.
 */
export function sendMessage(body: SendMessageRequest): Promise<MessageDto> {
  return api.post<MessageDto>("/feed/messages", body);
}
