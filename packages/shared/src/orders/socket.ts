import type { MarketOrder } from "./dto.js";

/**
 * Socket events of namespace `/market` (docs/DECISIONS.md "Realtime"; 001 §7 "Marketplace
 * server"): the client emits `user` after connecting; the server sends `order` when an order of
 * the user (either side) is placed or changes status, with the message to the patient when the
 * pharmacy changed it. Other marketplace events (`import-stock`) join this interface.
 */
export interface MarketServerToClientEvents {
  order: (payload: { order: MarketOrder; message: string | null }) => void;
}

/** Events the client sends on `/market`: `user` once connected (001 §7), answered by an ack. */
export interface MarketClientToServerEvents {
  user: (ack?: (answer: { ok: boolean }) => void) => void;
}

/** The socket.io namespace of the marketplace. */
export const MARKET_NAMESPACE = "/market";
