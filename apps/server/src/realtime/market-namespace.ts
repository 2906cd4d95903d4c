import type { Namespace, Server } from "socket.io";
import {
  MARKET_NAMESPACE,
  type MarketClientToServerEvents,
  type MarketServerToClientEvents,
} from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { userRoom, type SessionsGuard } from "./sessions-guard.js";

/** The namespace `/market`, typed. */
type MarketNamespace = Namespace<MarketClientToServerEvents, MarketServerToClientEvents>;

/**
 * The marketplace namespace `/market` (docs/DECISIONS.md "Realtime", 001 §7): authenticated by
 * the session cookie by the same `guard` as `/`, one room per user (joined at connection; the client's `user`
 * event, sent after connecting as 001 §7 says, is acknowledged), sockets closed with their
 * session. Modules' domain events become its messages here: `marketOrderChanged` → `order`, to
 * the audience the orders policy computed. A reusable piece: other marketplace events (the
 * stock import's `import-stock`) add their listener in the same way.
 * @returns the namespace, and `send(audience, event, payload)` for other marketplace events.
 */
export function attachMarketNamespace(io: Server, ctx: AppContext, sessions: SessionsGuard) {
  const market = io.of(MARKET_NAMESPACE) as unknown as MarketNamespace;
  sessions.guard(market as unknown as Namespace);
  market.on("connection", (socket) => {
    socket.on("user", (ack) => {
      if (typeof ack === "function") ack({ ok: true });
    });
  });

  const send = <K extends keyof MarketServerToClientEvents>(
    audience: string[],
    event: K,
    ...payload: Parameters<MarketServerToClientEvents[K]>
  ) => {
    const rooms = [...new Set(audience)].map(userRoom);
    if (rooms.length > 0) market.to(rooms).emit(event, ...payload);
  };
  ctx.events.on("marketOrderChanged", ({ order, message, audience }) =>
    send(audience, "order", { order, message }),
  );
  // a stock import's end, to the pharmacy that started it (issue 11 §4)
  ctx.events.on("stockImportEnded", ({ result, audience }) =>
    send(audience, "import-stock", result),
  );
  return { namespace: market, send };
}
