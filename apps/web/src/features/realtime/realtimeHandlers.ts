import { TEXTS, type ServerToClientEvents } from "@reseau/shared";
import type { QueryClient } from "@tanstack/react-query";
import { DOC_COUNTS_KEY } from "../dashboard/useDocumentCounts";
import { FEED_KEY, removeDocumentFromFeeds } from "../feed/feedQueries";
import { linkedMessagesKey } from "../messages/conversationQueries";

/** Toast shown when a document arrives. */
export const NEW_DOC_TEXT = TEXTS.documents.received;

/** Shows a realtime notification (a neutral toast in the app). */
export type Notify = (message: string, title?: string) => void;

/**
 * What the app does on each socket event, for the user `userId`:
 * - `newDoc`: the lists and the dashboard counts refresh; "Nouveau document reçu" is toasted.
 * - `newMsg`: the lists, the counts and the conversation of `iddocument` refresh; the text is
 *   toasted under "Notification" when `notify`, unless the user sent it (the server also sends a
 *   message to its sender's other sessions, e.g. a second counter on the same account).
 * - `updateDoc`: a status or meta changed (even without a message): lists and counts refresh,
 *   without a toast.
 * - `deleteDoc`: the document leaves the lists; the counts refresh.
 */
export function createRealtimeHandlers(
  queryClient: QueryClient,
  userId: string,
  notify: Notify,
): ServerToClientEvents {
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: FEED_KEY });
    void queryClient.invalidateQueries({ queryKey: DOC_COUNTS_KEY });
  };
  return {
    newDoc: () => {
      refreshLists();
      notify(NEW_DOC_TEXT);
    },
    newMsg: (message) => {
      refreshLists();
      if (message.iddocument) {
        void queryClient.invalidateQueries({ queryKey: linkedMessagesKey(message.iddocument) });
      }
      if (message.notify && message.sender !== userId) notify(message.content, TEXTS.notification);
    },
    updateDoc: () => refreshLists(),
    updateMsg: ({ message }) => {
      refreshLists();
      if (message.iddocument) {
        void queryClient.invalidateQueries({ queryKey: linkedMessagesKey(message.iddocument) });
      }
    },
    deleteDoc: ({ id }) => {
      removeDocumentFromFeeds(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: DOC_COUNTS_KEY });
    },
  };
}

/**
 * After the socket reconnects (a dropped wifi, a laptop waking up), events sent meanwhile are
 * lost: every list, count and open conversation is fetched again so nothing stays missing.
 */
export function resyncAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: FEED_KEY });
  void queryClient.invalidateQueries({ queryKey: DOC_COUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ["linkedMessages"] });
}
