import type { MarketOrder } from "./dto.js";
import type { StockImportDto } from "../stock-import/dto.js";

/**
 * Socket events of namespace `/market` (docs/DECISIONS.md "Realtime"; 001 §7 "Marketplace
 * server"): the client emits `user` after connecting; the server sends `order` when an order of
 * the user (either side) is placed or changes status, with the message to the patient when the
 * pharmacy changed it; `import-stock` when a stock import of the pharmacy ends (DONE or FAILED),
 * with its result (issue 11 §4).
 */
export interface MarketServerToClientEvents {
  order: (payload: { order: MarketOrder; message: string | null }) => void;
  "import-stock": (payload: StockImportDto) => void;
}

/** Events the client sends on `/market`: `user` once connected (001 §7), answered by an ack. */
export interface MarketClientToServerEvents {
  user: (ack?: (answer: { ok: boolean }) => void) => void;
}

/** The socket.io namespace of the marketplace. */
export const MARKET_NAMESPACE = "/market";
