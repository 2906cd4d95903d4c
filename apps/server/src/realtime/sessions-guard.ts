import type { Namespace } from "socket.io";
import { parseCookie } from "cookie";
import type { AppContext } from "../platform/context.js";
import { SESSION_COOKIE, sessionKeyOf } from "../platform/sessions.js";

/** The room of one user, in every namespace: each socket of that user joins it. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room of one session, in every namespace: its sockets leave with it. */
const sessionRoom = (sessionKey: string) => `session:${sessionKey}`;

/**
 * Sockets bound to their session, in every namespace (docs/DECISIONS.md "Realtime"; issue 17 §3,
 * §6): `guard(namespace)` accepts a socket only with a valid session cookie (else the error
 * "unauthorized"), puts `userId` and `sessionKey` in its data and joins its user's and session's
 * rooms, and disconnects its sockets the moment a session ends (logout, a new login);
 * `sweep()` disconnects, in every guarded namespace, the sockets whose session has expired.
 */
export function sessionsGuard(ctx: AppContext) {
  const namespaces: Namespace[] = [];
  return {
    guard(namespace: Namespace): void {
      namespace.use(async (socket, next) => {
        const cookies = parseCookie(socket.handshake.headers.cookie ?? "");
        const token = cookies[SESSION_COOKIE];
        const actor = await ctx.sessions.actorOfToken(token).catch(() => null);
        if (!actor || !token) return next(new Error("unauthorized"));
        socket.data.userId = actor.id;
        socket.data.sessionKey = sessionKeyOf(token);
        await socket.join([userRoom(actor.id), sessionRoom(socket.data.sessionKey)]);
        next();
      });
      ctx.sessions.onEnded((key) => namespace.in(sessionRoom(key)).disconnectSockets(true));
      namespaces.push(namespace);
    },
    async sweep(): Promise<void> {
      const sockets = namespaces.flatMap((namespace) => [...namespace.sockets.values()]);
      const keys = [...new Set(sockets.map((socket) => String(socket.data.sessionKey)))];
      if (keys.length === 0) return;
      const active = await ctx.sessions.activeAmong(keys);
      for (const socket of sockets) {
        if (!active.has(String(socket.data.sessionKey))) socket.disconnect(true);
      }
    },
  };
}

/** See `sessionsGuard`. */
export type SessionsGuard = ReturnType<typeof sessionsGuard>;
