import { Server } from "socket.io";
import type { FastifyInstance } from "fastify";
import { parseCookie } from "cookie";
import type { ServerToClientEvents } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { SESSION_COOKIE } from "../platform/sessions.js";

/** The socket.io server of namespace `/`, and how to stop it. */
export interface Realtime {
  io: Server<Record<string, never>, ServerToClientEvents>;
  close(): Promise<void>;
}

/** The room of one user: every socket of that user joins it. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Attaches socket.io to the HTTP server (docs/DECISIONS.md "Realtime"): a socket is accepted only
 * with a valid session cookie and joins its user's room; domain events become `newDoc`, `newMsg`,
 * `updateDoc`, `updateMsg` and `deleteDoc`, sent to the rooms of their audience and no one else.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext): Realtime {
  const io = new Server<Record<string, never>, ServerToClientEvents>(app.server, {
    serveClient: false,
    cors: { origin: true, credentials: true },
  });

  io.use(async (socket, next) => {
    const cookies = parseCookie(socket.handshake.headers.cookie ?? "");
    const actor = await ctx.sessions.actorOfToken(cookies[SESSION_COOKIE]).catch(() => null);
    if (!actor) return next(new Error("unauthorized"));
    socket.data.userId = actor.id;
    await socket.join(userRoom(actor.id));
    next();
  });

  // every audience is computed by the policy of the event's module (who may read what): this
  // layer only addresses rooms, so the live audience and the readers cannot disagree
  const rooms = (ids: string[]) => [...new Set(ids)].map(userRoom);
  const send = <K extends keyof ServerToClientEvents>(
    audience: string[],
    event: K,
    ...payload: Parameters<ServerToClientEvents[K]>
  ) => {
    if (audience.length > 0) io.to(rooms(audience)).emit(event, ...payload);
  };
  ctx.events.on("documentShared", ({ document, audience }) =>
    send(audience, "newDoc", { id: document.id, document }),
  );
  // the sender is in the audience: a pharmacy often has two counters on one account
  ctx.events.on("messageSent", ({ message, audience }) => send(audience, "newMsg", message));
  ctx.events.on("messageUpdated", ({ message, audience }) =>
    send(audience, "updateMsg", { id: message.id, message }),
  );
  ctx.events.on("documentUpdated", ({ document, audience }) =>
    send(audience, "updateDoc", { id: document.id, document }),
  );
  ctx.events.on("documentDeleted", ({ id, audience }) => send(audience, "deleteDoc", { id }));

  return {
    io,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
