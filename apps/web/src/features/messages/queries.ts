import {
  CONVERSATION_PAGE_SIZE,
  conversationsApi,
  documentsApi,
  messagesApi,
  PUBLISHABLE_TYPES,
  TEXTS,
  type FeedItem,
  type DocumentDto,
  type MessageDto,
  type SendMessageBody,
} from "@reseau/shared";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
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
      refreshes: [QUERY_ROOTS.feed, QUERY_ROOTS.conversation],
    },
    onSuccess: (message) => {
      appendToConversation(queryClient, message);
      notifySuccess(TEXTS.messages.sent);
    },
  });
}

/** Key of the conversation with user `peer` (`GET /api/{id}/feed`, the contact page's CHAT mode). */
function conversationKey(peer: string) {
  return [QUERY_ROOTS.conversation, peer] as const;
}

/**
 * The conversation with user `peer` (000 §2 CHAT mode): pages of `GET /api/{id}/feed`, newest
 * first, each next page strictly older than the last item (`fromDate`); refreshed live by
 * `newMsg`, `newDoc`, `updateMsg` and `updateDoc` (`features/realtime`).
 */
export function useConversation(peer: string) {
  return useInfiniteQuery({
    queryKey: conversationKey(peer),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(conversationsApi.feed, {
        params: { id: peer },
        query: {
          limit: CONVERSATION_PAGE_SIZE,
          ...(pageParam ? { fromDate: pageParam } : {}),
        },
        signal,
      }),
    getNextPageParam: (page: FeedItem[]) =>
      page.length < CONVERSATION_PAGE_SIZE ? undefined : page.at(-1)?.lastUpdate,
    meta: { context: "load conversation" },
  });
}

/** The items of a conversation's pages, oldest first (the newest at the bottom). */
export function oldestFirst(pages: readonly FeedItem[][] | undefined): FeedItem[] {
  const seen = new Set<string>();
  const items = (pages ?? []).flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
  return items.reverse();
}

/** Key of what establishment `id` published (`GET /api/{id}/public`). */
function publicationsKey(id: string) {
  return [QUERY_ROOTS.publications, id] as const;
}

/** What pharmacy or laboratory `id` published for the public, newest first (issue 9 §4). */
export function usePublications(id: string, enabled = true) {
  return useQuery({
    queryKey: publicationsKey(id),
    queryFn: ({ signal }) => call(conversationsApi.public, { params: { id }, query: {}, signal }),
    enabled,
    meta: { context: "load publications" },
  });
}

/**
 * The publishable documents (PUBLICATION, DOC_PUBLIC, AFFICHE) establishment `id` created, as its
 * own feed lists them (`GET /api/feed?creator=&type=`): what it may publish or withdraw.
 */
export function useOwnPublications(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.publications, id, "own"] as const,
    queryFn: async ({ signal }) => {
      const items = await call(documentsApi.feed, {
        query: { creator: id, type: PUBLISHABLE_TYPES.join(","), limit: 50 },
        signal,
      });
      return items.filter((item): item is DocumentDto => item.type !== "MESSAGE");
    },
    enabled,
    meta: { context: "load own publications" },
  });
}

/**
 * Publishes a document or withdraws it (`PUT /feed/documents/{id}/meta {meta: {status}}`, 000 §4
 * PUBLISHED): PUBLISHED, or back to NEW; toasts « Document publié » or « Publication retirée ».
 */
export function usePublish() {
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      call(documentsApi.updateMeta, {
        params: { id },
        body: { meta: { status: publish ? "PUBLISHED" : "NEW" } },
      }),
    meta: { context: "publish", refreshes: [QUERY_ROOTS.publications, QUERY_ROOTS.feed] },
    onSuccess: (document) =>
      notifySuccess(
        document.meta.status === "PUBLISHED"
          ? TEXTS.publications.published
          : TEXTS.publications.unpublished,
      ),
  });
}
