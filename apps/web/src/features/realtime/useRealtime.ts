import { TEXTS, type ServerToClientEvents } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { socketUrl } from "../../api/config";
import { notifyInfo } from "../../components/notify";
import { FEED_KEY, removeDocumentFromFeeds } from "../feed/feedQueries";

/** Socket options of 001 §7: websocket only, 10 attempts, 5 s to 15 s apart, 5 s time-out. */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  transports: ["websocket"],
  reconnectionAttempts: 10,
  reconnectionDelay: 5_000,
  reconnectionDelayMax: 15_000,
  timeout: 5_000,
  withCredentials: true,
};

/** Toast shown when a document arrives. */
export const NEW_DOC_TEXT = "Nouveau document reçu";

/**
 * Opens the main server's socket (namespace `/`) while a user is logged in, and closes it on
 * logout. `newDoc` refreshes the lists and toasts; `newMsg` refreshes the feed (the patient sees
 * the message and the new status) and toasts the text under "Notification" when `notify`;
 * `deleteDoc` removes the document from the lists.
 */
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const url = socketUrl();
    const socket: Socket<ServerToClientEvents> = url ? io(url, SOCKET_OPTIONS) : io(SOCKET_OPTIONS);

    socket.on("newDoc", () => {
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
      notifyInfo(NEW_DOC_TEXT);
    });
    socket.on("newMsg", (message) => {
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
      if (message.notify) notifyInfo(message.content, TEXTS.notification);
    });
    socket.on("deleteDoc", ({ id }) => removeDocumentFromFeeds(queryClient, id));

    return () => {
      socket.disconnect();
    };
  }, [userId, queryClient]);
}
