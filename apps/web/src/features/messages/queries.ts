import {
  messagesApi,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type SendMessageBody,
} from "@reseau/shared";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";

/** Key of the conversation about a document (`GET /api/documents/{id}/linked_messages`). */
export function linkedMessagesKey(iddocument: string) {
  return [QUERY_ROOTS.linkedMessages, iddocument] as const;
}

/**
 * Who a message about `document` goes to: the document's creator (the patient) when someone
 * else writes (the pharmacy); the people it is shared with (the pharmacies) when its creator
 * writes. Empty when there is nobody to write to.
 */
export function conversationRecipients(document: DocumentDto, userId: string): string[] {
  const creator = document.creator?.id ?? document.idcreator;
  if (creator !== userId) return creator ? [creator] : [];
  return document.sharers.filter((id) => id !== userId);
}

/** Adds a message at the end of its document's cached conversation, once. */
function appendToConversation(queryClient: QueryClient, message: MessageDto): void {
  if (!message.iddocument) return;
  queryClient.setQueryData<MessageDto[]>(linkedMessagesKey(message.iddocument), (old) =>
    old && !old.some((m) => m.id === message.id) ? [...old, message] : old,
  );
}

/** The messages about a document, oldest first. */
export function useLinkedMessages(iddocument: string) {
  return useQuery({
    queryKey: linkedMessagesKey(iddocument),
    queryFn: ({ signal }) => call(messagesApi.linked, { params: { id: iddocument }, signal }),
    meta: { context: "load conversation" },
  });
}

/**
 * Sends a message (`POST /feed/messages`): on success it is appended to its conversation, the
 * feeds refresh, and "Votre message a bien été envoyé" is toasted; a failure the server did not
 * explain shows "Erreur dans l'envoie du message" (000 §8) through the central handler.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => call(messagesApi.send, { body }),
    meta: {
      context: "send message",
      errorText: TEXTS.messages.sendError,
      refreshes: [QUERY_ROOTS.feed],
    },
    onSuccess: (message) => {
      appendToConversation(queryClient, message);
      notifySuccess(TEXTS.messages.sent);
    },
  });
}
