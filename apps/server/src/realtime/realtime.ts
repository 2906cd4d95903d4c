import { Server, type Namespace } from "socket.io";
import type { FastifyInstance } from "fastify";
import type { ServerToClientEvents } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { attachMarketNamespace } from "./market-namespace.js";
import { sessionsGuard, userRoom } from "./sessions-guard.js";
import type { SharedAdapter } from "./shared-adapter.js";

export { userRoom };

/** The socket.io server of namespace `/`, and how to stop it. */
export interface Realtime {
  io: Server<Record<string, never>, ServerToClientEvents>;
  /** Disconnects the sockets of every namespace whose session has expired (run every minute). */
  sweepSessions(): Promise<void>;
  /**
   * Ends every socket without sending a disconnect packet (the client sees "transport close" and
   * reconnects by itself, issue 23 §1) and resolves once the HTTP server has closed.
   */
  close(): Promise<void>;
}

/** How often sockets are checked against their sessions' expiry, in ms. */
const SESSION_SWEEP_MS = 60_000;

/**
 * Attaches socket.io to the HTTP server (docs/DECISIONS.md "Realtime"): a socket is accepted only
 * with a valid session cookie and joins its user's room; domain events become `newDoc`, `newMsg`,
 * `updateDoc`, `updateMsg` and `deleteDoc`, sent to the rooms of their audience and no one else.
 * With a `shared` adapter (`openSharedAdapter`), every namespace reaches the sockets of the other
 * processes too (docs/DECISIONS.md "Several processes"); without, this process's alone.
 */
export function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  shared?: SharedAdapter,
): Realtime {
  const allowed = new Set(ctx.config.allowedOrigins ?? []);
  const io = new Server<Record<string, never>, ServerToClientEvents>(app.server, {
    serveClient: false,
    ...(shared ? { adapter: shared.create } : {}),
    // no CORS answer for anyone: the app's pages are on its own origin (or a configured one)
    cors: { origin: [...allowed], credentials: true },
    // a browser always says where the page comes from: a page of another site gets no socket,
    // even with the user's cookie (a WebSocket is not bound by CORS)
    allowRequest: (request, answer) => {
      const origin = request.headers.origin;
      if (!origin) return answer(null, true);
      let sameSite = false;
      try {
        sameSite = new URL(origin).host === request.headers.host;
      } catch {
        sameSite = false;
      }
      answer(null, sameSite || allowed.has(origin));
    },
  });

  // one authentication for every namespace: `/` here, `/market` in its file
  const sessions = sessionsGuard(ctx);
  sessions.guard(io.of("/") as unknown as Namespace);

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
  // a marketing operation's submission proposed or moved (issue 21 §4), to its sides
  ctx.events.on("submissionChanged", ({ submission, audience }) =>
    send(audience, "submission", { id: submission.id, submission }),
  );
  // a groupement's invitation (issue 21 §1), to its invitee
  ctx.events.on("invitationSent", ({ invitation, audience }) =>
    send(audience, "newInvitation", { id: invitation.id, invitation }),
  );
  // a sharing group changed (issue 21 §2), to its members before and after
  ctx.events.on("groupChanged", ({ id, audience }) => send(audience, "groupChanged", { id }));
  // a sharing group's documents out of reach (group deleted, member removed or gone): each one
  // leaves the open pages as a deleted document does
  ctx.events.on("groupDocumentsGone", ({ ids, audience }) => {
    for (const id of ids) send(audience, "deleteDoc", { id });
  });

  // a socket belongs to its session: logout or a new login in that browser ends it at once
  // (`guard`), and an expired session's sockets leave at the next sweep, in every namespace
  const sweepSessions = () => sessions.sweep();
  // the marketplace's namespace `/market` (its own file: reused by the marketplace modules)
  attachMarketNamespace(io as unknown as Server, ctx, sessions);

  const sweeper = setInterval(() => void sweepSessions().catch(() => {}), SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    io,
    sweepSessions,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        io.close(() => resolve());
      }),
  };
}
