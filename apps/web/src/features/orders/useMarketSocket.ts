import {
  format,
  MARKET_NAMESPACE,
  TEXTS,
  type MarketClientToServerEvents,
  type MarketServerToClientEvents,
} from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Socket } from "socket.io-client";
import { socketUrl } from "../../api/config";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifyInfo } from "../../components/notify";
import { refreshLatestImport, showImportEvent } from "../stock-import/queries";

/**
 * Opens the marketplace socket (namespace `/market`, 001 §7) while a user is logged in: emits
 * `user` once connected; each `order` event refreshes the orders and the marketplace account on
 * screen and shows its message to the order's patient (a status change) as a toast, and a new order to the pharmacy's side as
 * « Nouvelle commande de Léa Martin » on whatever page it is; each `import-stock` event (a pharmacy's
 * ended stock import, issue 11 §4) replaces the latest import shown, which each (re)connection
 * reads again (an event sent while disconnected is lost). Same options as the main socket.
 */
export function useMarketSocket(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let socket: Socket<MarketServerToClientEvents, MarketClientToServerEvents> | undefined;
    let cancelled = false;
    void import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      const base = socketUrl() ?? "";
      socket = io(`${base}${MARKET_NAMESPACE}`, {
        transports: ["websocket"],
        reconnectionAttempts: 10,
        reconnectionDelay: 5_000,
        reconnectionDelayMax: 15_000,
        timeout: 5_000,
        withCredentials: true,
      });
      socket.on("connect", () => {
        socket?.emit("user");
        refreshLatestImport(queryClient);
      });
      socket.on("order", ({ order, message }) => {
        // a payment or a refund moves money too: the marketplace account's balance and moves
        refreshRoots(queryClient, [QUERY_ROOTS.marketOrders, QUERY_ROOTS.marketAccount]);
        // the message speaks to the patient (« … vous a remboursé … »): her toast only
        if (message) {
          if (order.client === userId) notifyInfo(message);
        }
        // a new order, to the pharmacy's side wherever it is (issue 18 §3)
        else if (order.client !== userId && order.date === order.updatedAt) {
          notifyInfo(format(TEXTS.orders.newOrder, { name: order.clientName }));
        }
      });
      socket.on("import-stock", (result) => showImportEvent(queryClient, result));
      socket.io.on("reconnect", () => refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]));
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [userId, queryClient]);
}
