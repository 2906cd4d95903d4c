import { format, messageAlert, TEXTS, type ServerToClientEvents } from "@reseau/shared";
import type { QueryClient } from "@tanstack/react-query";
import { refreshRoots } from "../../app/queryRoots";
import {
  findCachedDocument,
  removeDocumentFromLists,
  replaceDocumentInLists,
} from "../documents/queries";
import { linkedMessagesKey } from "../messages/queries";
import { EVENT_REFRESHES, RESYNC_ROOTS } from "./eventQueries";

/** Toast shown when a document arrives. */
export const NEW_DOC_TEXT = TEXTS.documents.received;

/** Shows a realtime notification (a neutral toast in the app). */
export type Notify = (message: string, title?: string) => void;

/**
 * What the app does on each socket event, for the user `userId` (the data each refreshes is
 * `EVENT_REFRESHES`):
 * - `newDoc`: "Nouveau document reçu" is toasted.
 * - `newMsg`: the conversation of `iddocument` refreshes; when `notify`, the text is toasted
 *   under « Message de {sender} », after the document it is about when the page knows it
 *   (`messageAlert`), unless the user sent it (the server also sends a message to its sender's
 *   other sessions, e.g. a second counter on the same account).
 * - `updateDoc`: a status or meta changed (even without a message): the document is replaced at
 *   once in every cached list and in its own entry (the viewer, a feed card read by itself);
 *   no toast.
 * - `updateMsg`: a message's meta changed; its conversation refreshes; no toast.
 * - `deleteDoc`: the document leaves the lists at once.
 * - `submission`: a marketing operation's submission was proposed or moved; the operations
 *   refresh; no toast.
 * - `newInvitation`: a groupement invited the establishment; its invitations refresh and
 *   « {name} vous invite à rejoindre son groupement. » is toasted.
 * - `groupChanged`: a sharing group changed; its lists, the group and its feed refresh; no toast.
 */
export function createRealtimeHandlers(
  queryClient: QueryClient,
  userId: string,
  notify: Notify,
): ServerToClientEvents {
  const refresh = (event: keyof ServerToClientEvents) =>
    refreshRoots(queryClient, EVENT_REFRESHES[event]);
  const refreshConversation = (iddocument: string | null) => {
    if (iddocument) void queryClient.invalidateQueries({ queryKey: linkedMessagesKey(iddocument) });
  };
  return {
    newDoc: () => {
      refresh("newDoc");
      notify(NEW_DOC_TEXT);
    },
    newMsg: (message) => {
      refresh("newMsg");
      refreshConversation(message.iddocument);
      if (!message.notify || message.sender === userId) return;
      const document = message.iddocument
        ? findCachedDocument(queryClient, message.iddocument)
        : undefined;
      const alert = messageAlert({
        content: message.content,
        senderName: message.senderInfo?.name,
        document,
      });
      notify(alert.body, alert.title);
    },
    updateDoc: ({ document }) => {
      replaceDocumentInLists(queryClient, document);
      refresh("updateDoc");
    },
    updateMsg: ({ message }) => {
      refresh("updateMsg");
      refreshConversation(message.iddocument);
    },
    deleteDoc: ({ id }) => {
      removeDocumentFromLists(queryClient, id);
      refresh("deleteDoc");
    },
    submission: () => refresh("submission"),
    newInvitation: ({ invitation }) => {
      refresh("newInvitation");
      notify(format(TEXTS.membership.invitedBy, { name: invitation.group.name }));
    },
    groupChanged: () => refresh("groupChanged"),
  };
}

/**
 * After the socket reconnects (a dropped wifi, a laptop waking up), events sent meanwhile are
 * lost: every list, count and open conversation is fetched again so nothing stays missing.
 */
export function resyncAfterReconnect(queryClient: QueryClient): void {
  refreshRoots(queryClient, RESYNC_ROOTS);
}

/**
 * When the socket first connects (`connectedAt`, ms since the epoch): the lists, counts and
 * conversations whose request left before it may have missed an event sent before the
 * connection (a page loaded under load, a slow phone), so those are fetched again: the ones
 * answered before `connectedAt`, and the ones still in flight, whose request may predate the
 * event and whose answer comes after the connection (they are cancelled, then fetched anew: a
 * first load in flight would otherwise be shared, not repeated). Data never fetched is left
 * alone.
 */
export function resyncAfterFirstConnect(queryClient: QueryClient, connectedAt: number): void {
  const roots = new Set<unknown>(RESYNC_ROOTS);
  const stale = new Set(
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => roots.has(query.queryKey[0]) })
      .filter(
        (query) =>
          query.state.fetchStatus === "fetching" ||
          (query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < connectedAt),
      )
      .map((query) => query.queryHash),
  );
  if (stale.size === 0) return;
  const predicate = (query: { queryHash: string }) => stale.has(query.queryHash);
  void queryClient
    .cancelQueries({ predicate })
    .then(() => queryClient.invalidateQueries({ predicate }));
}
