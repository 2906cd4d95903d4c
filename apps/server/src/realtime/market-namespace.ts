import type { Server } from "socket.io";
import { parseCookie } from "cookie";
import type { MarketClientToServerEvents, MarketServerToClientEvents } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { SESSION_COOKIE } from "../platform/sessions.js";

/** The room of one user on `/market`. */
export const marketUserRoom = (userId: string) => `market-user:${userId}`;

/**
 * The `/market` namespace (001 §7, docs/DECISIONS.md "Realtime"): a socket is accepted only with
 * a valid session cookie and joins its user's room; the client emits `user` after connecting (it
 * is acknowledged, the room is already joined). Events: `import-stock` to the pharmacy whose
 * import ended.
 * @returns a function sending `event` to the sockets of `audience` (user ids) on `/market`.
 */
export function attachMarketNamespace(io: Server, ctx: AppContext) {
  const market = io.of("/market");
  market.use(async (socket, next) => {
    const cookies = parseCookie(socket.handshake.headers.cookie ?? "");
    const actor = await ctx.sessions.actorOfToken(cookies[SESSION_COOKIE]).catch(() => null);
    if (!actor) return next(new Error("unauthorized"));
    socket.data.userId = actor.id;
    await socket.join(marketUserRoom(actor.id));
    next();
  });
  market.on("connection", (socket) => {
    socket.on(
      "user" satisfies keyof MarketClientToServerEvents,
      (_payload: unknown, ack?: unknown) => {
        if (typeof ack === "function") (ack as (ok: boolean) => void)(true);
      },
    );
  });
  const send = <K extends keyof MarketServerToClientEvents>(
    audience: string[],
    event: K,
    ...payload: Parameters<MarketServerToClientEvents[K]>
  ) => {
    if (audience.length === 0) return;
    market.to([...new Set(audience)].map(marketUserRoom)).emit(event, ...payload);
  };
  ctx.events.on("stockImportEnded", ({ result, audience }) =>
    send(audience, "import-stock", result),
  );
  return send;
}
