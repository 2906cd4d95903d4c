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
 * Attaches socket.io to the HTTP server (DECISIONS "Realtime"): a socket is accepted only with a
 * valid session cookie and joins its user's room; domain events become `newDoc`, `newMsg` and
 * `deleteDoc` sent to the rooms of the users they concern, and to no one else.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext): Realtime {
  const io = new Server<Record<string, never>, ServerToClientEvents>(app.server, {
    serveClient: false,
    cors: { origin: true, credentials: true },
  });

  io.use(async (socket, next) => {
    const cookies = parseCookie(socket.handshake.headers.cookie ?? "");
    const user = await ctx.sessions.userOfToken(cookies[SESSION_COOKIE]).catch(() => null);
    if (!user) return next(new Error("unauthorized"));
    socket.data.userId = user.id;
    await socket.join(userRoom(user.id));
    next();
  });

  const rooms = (ids: string[]) => [...new Set(ids)].map(userRoom);
  ctx.events.on("documentShared", ({ document, recipients }) => {
    if (recipients.length > 0)
      io.to(rooms(recipients)).emit("newDoc", { id: document.id, document });
  });
  // the sender's other sessions too: a pharmacy often has two counters on one account
  ctx.events.on("messageSent", ({ message, recipients }) => {
    if (recipients.length > 0)
      io.to(rooms([...recipients, message.sender])).emit("newMsg", message);
  });
  ctx.events.on("documentUpdated", ({ document, audience }) => {
    if (audience.length > 0)
      io.to(rooms(audience)).emit("updateDoc", { id: document.id, document });
  });
  ctx.events.on("documentDeleted", ({ id, audience }) => {
    if (audience.length > 0) io.to(rooms(audience)).emit("deleteDoc", { id });
  });

  return {
    io,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
