import type { ServerToClientEvents } from "@reseau/shared";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ManagerOptions, Socket, SocketOptions } from "socket.io-client";
import { socketUrl } from "../../api/config";
import { notifyInfo } from "../../components/notify";
import {
  createRealtimeHandlers,
  resyncAfterFirstConnect,
  resyncAfterReconnect,
} from "./realtimeHandlers";

/** Socket options of 001 §7: websocket only, 10 attempts, 5 s to 15 s apart, 5 s time-out. */
const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  transports: ["websocket"],
  reconnectionAttempts: 10,
  reconnectionDelay: 5_000,
  reconnectionDelayMax: 15_000,
  timeout: 5_000,
  withCredentials: true,
};

/**
 * Opens the main server's socket (namespace `/`) while a user is logged in, and closes it on
 * logout. Each event refreshes the lists, counts and conversations and
 * toast as `createRealtimeHandlers` describes; a reconnection fetches them all again.
 */
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    // socket.io-client is fetched once someone is logged in: the home and login pages do without
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      const url = socketUrl();
      const socket: Socket<ServerToClientEvents> = url
        ? io(url, SOCKET_OPTIONS)
        : io(SOCKET_OPTIONS);
      stop = wire(socket, queryClient, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
}

/** Wires a socket's events to the query cache; returns what closes it. */
function wire(
  socket: Socket<ServerToClientEvents>,
  queryClient: QueryClient,
  userId: string,
): () => void {
  const handlers = createRealtimeHandlers(queryClient, userId, notifyInfo);
  socket.on("newDoc", handlers.newDoc);
  socket.on("newMsg", handlers.newMsg);
  socket.on("updateDoc", handlers.updateDoc);
  socket.on("updateMsg", handlers.updateMsg);
  socket.on("deleteDoc", handlers.deleteDoc);
  socket.on("submission", handlers.submission);
  socket.on("newInvitation", handlers.newInvitation);
  socket.on("groupChanged", handlers.groupChanged);
  socket.io.on("reconnect", () => resyncAfterReconnect(queryClient));
  socket.once("connect", () => resyncAfterFirstConnect(queryClient, Date.now()));
  // the server ends a socket with its session (a logout, a new login in this browser): if the
  // user is still signed in here, under a new session, the socket comes back with it
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect") {
      setTimeout(() => {
        if (socket.disconnected) {
          socket.connect();
          resyncAfterReconnect(queryClient);
        }
      }, 1_000);
    }
  });
  // after its 10 attempts the socket gives up; the browser coming back online starts it again
  const reconnect = () => {
    if (socket.disconnected) {
      socket.connect();
      resyncAfterReconnect(queryClient);
    }
  };
  window.addEventListener("online", reconnect);

  return () => {
    window.removeEventListener("online", reconnect);
    socket.disconnect();
  };
}
