import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { sessions, users, type UserRow } from "../db/schema.js";
import { unauthorized } from "./errors.js";

/** The session cookie (DECISIONS "Wire contract"). */
export const SESSION_COOKIE = "sid";
/** "Stay connected": 30 days, renewed on use (DECISIONS). */
export const STAY_CONNECTED_MS = 30 * 24 * 3600 * 1000;
/** An ordinary session lasts 12 hours after the last use. */
export const SHORT_SESSION_MS = 12 * 3600 * 1000;
// renew at most once an hour, so reading the feed does not write on every call
const RENEW_AFTER_MS = 3600 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Server sessions stored in the database; the cookie holds a random token. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  /** Opens a session for a user and sets the `sid` cookie (HttpOnly, SameSite=Lax). */
  async open(reply: FastifyReply, request: FastifyRequest, userId: string, stayConnected: boolean) {
    const token = randomBytes(32).toString("base64url");
    const lifetime = stayConnected ? STAY_CONNECTED_MS : SHORT_SESSION_MS;
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      stayConnected,
      expiresAt: new Date(Date.now() + lifetime),
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      ...(stayConnected ? { maxAge: STAY_CONNECTED_MS / 1000 } : {}),
    });
  }

  /** Ends the request's session, if any, and clears the cookie. */
  async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
  }

  /**
   * The user of a session token, or null when the token is unknown or expired. Renews a
   * session's expiry when it was last renewed more than an hour ago.
   */
  async userOfToken(token: string | undefined): Promise<UserRow | null> {
    if (!token) return null;
    const tokenHash = hashToken(token);
    const now = new Date();
    const [row] = await this.db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return null;
    const lifetime = row.session.stayConnected ? STAY_CONNECTED_MS : SHORT_SESSION_MS;
    if (row.session.expiresAt.getTime() - now.getTime() < lifetime - RENEW_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + lifetime) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return row.user;
  }

  /** Removes expired sessions; called at start. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

declare module "fastify" {
  interface FastifyRequest {
    /** Cached result of the session lookup; use `currentUser` / `requireUser`. */
    sessionUser?: UserRow | null;
  }
}

/** The signed-in user of a request, or null. Looked up once per request. */
export async function currentUser(
  store: SessionStore,
  request: FastifyRequest,
): Promise<UserRow | null> {
  if (request.sessionUser === undefined) {
    request.sessionUser = await store.userOfToken(request.cookies[SESSION_COOKIE]);
  }
  return request.sessionUser;
}

/** The signed-in user. @throws AppError 401 "Authentification requise" without a session. */
export async function requireUser(store: SessionStore, request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(store, request);
  if (!user) throw unauthorized();
  return user;
}
