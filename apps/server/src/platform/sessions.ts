import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { sessions, users } from "../db/schema.js";
import { actorOf, type Actor } from "./actor.js";
import { issueXsrfToken } from "./xsrf.js";

/** The session cookie (docs/DECISIONS.md "Wire contract"). */
export const SESSION_COOKIE = "sid";
/** "Stay connected": 30 days, renewed on use (docs/DECISIONS.md "Login"). */
const STAY_CONNECTED_MS = 30 * 24 * 3600 * 1000;
/** An ordinary session lasts 12 hours after the last use. */
const SHORT_SESSION_MS = 12 * 3600 * 1000;
// renew at most once an hour, so reading the feed does not write on every call
const RENEW_AFTER_MS = 3600 * 1000;

// the users the session's user manages, in the same statement (managers by idmanager: primary key)
const managedOfUser = sql<string[]>`array(select m.iduser from managers m
  where m.idmanager = "users"."id" order by m.iduser)`;

/**
 * The statement of `actorOfToken`, built once per store and prepared (`session_actor`): building
 * a Drizzle query costs more CPU than PostgreSQL spends running this one (issue 23 §2), and every
 * signed-in request runs it. Values: `key` (the token's SHA-256), `now` (ISO 8601).
 */
const actorStatement = (db: Db) =>
  db
    .select({ user: users, session: sessions, managed: managedOfUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("key")),
        sql`${sessions.expiresAt} > ${sql.placeholder("now")}::timestamptz`,
      ),
    )
    .limit(1)
    .prepare("session_actor");

/** The key of a session: the SHA-256 of its cookie token, what the database keeps. */
export const sessionKeyOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Server sessions stored in the database; the cookie holds a random token. */
export class SessionStore {
  private readonly endedListeners: ((sessionKey: string) => void)[] = [];
  private readonly openedListeners: ((userId: string) => Promise<void>)[] = [];
  private readonly actorOfKey: ReturnType<typeof actorStatement>;

  constructor(private readonly db: Db) {
    this.actorOfKey = actorStatement(db);
  }

  /** Calls `listener` with the key of every session that ends here (logout, a new login). */
  onEnded(listener: (sessionKey: string) => void): void {
    this.endedListeners.push(listener);
  }

  /**
   * Calls `listener` with the user of every session opened (a login, a sign-up, an activation
   * link), awaited before the answer: a pending erasure is cancelled by logging in (issue 24 §3).
   */
  onOpened(listener: (userId: string) => Promise<void>): void {
    this.openedListeners.push(listener);
  }

  /**
   * Opens a session for a user and sets the `sid` cookie (HttpOnly, SameSite=Lax). The browser's
   * previous session, if any, ends (its sockets with it), and the XSRF token is rotated: a token
   * read before logging in is worth nothing after.
   */
  async open(reply: FastifyReply, request: FastifyRequest, userId: string, stayConnected: boolean) {
    await this.end(request);
    issueXsrfToken(request, reply);
    const token = randomBytes(32).toString("base64url");
    const lifetime = stayConnected ? STAY_CONNECTED_MS : SHORT_SESSION_MS;
    await this.db.insert(sessions).values({
      tokenHash: sessionKeyOf(token),
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
    for (const listener of this.openedListeners) await listener(userId);
  }

  /**
   * Ends the request's session, if any, and clears the cookie; its sockets are disconnected by
   * the `onEnded` listeners (realtime).
   */
  async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.end(request);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
  }

  /** Deletes the request's session, if any, and tells the `onEnded` listeners. */
  private async end(request: FastifyRequest): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const key = sessionKeyOf(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, key));
    for (const listener of this.endedListeners) listener(key);
  }

  /**
   * Ends every session of a user but the one of `keep` (a request whose session stays open, or
   * none), and tells the `onEnded` listeners (their sockets close): after a password change or
   * reset, a stolen session is worth nothing (issue 8 §5).
   */
  async endAllOf(userId: string, keep?: FastifyRequest): Promise<void> {
    const kept = keep?.cookies[SESSION_COOKIE];
    const keptKey = kept ? sessionKeyOf(kept) : undefined;
    const ended = await this.db
      .delete(sessions)
      .where(
        keptKey
          ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keptKey}`)
          : eq(sessions.userId, userId),
      )
      .returning({ key: sessions.tokenHash });
    for (const { key } of ended) for (const listener of this.endedListeners) listener(key);
  }

  /** The keys among `keys` whose session still runs (not ended, not expired). */
  async activeAmong(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: sessions.tokenHash })
      .from(sessions)
      .where(and(inArray(sessions.tokenHash, keys), gt(sessions.expiresAt, new Date())));
    return new Set(rows.map((row) => row.key));
  }

  /**
   * The actor of a session token — its user and the users they manage (000 §6), read in the same
   * statement — or null when the token is unknown or expired. Renews a session's expiry when it
   * was last renewed more than an hour ago.
   */
  async actorOfToken(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    const tokenHash = sessionKeyOf(token);
    const now = new Date();
    const [row] = await this.actorOfKey.execute({ key: tokenHash, now: now.toISOString() });
    if (!row) return null;
    const lifetime = row.session.stayConnected ? STAY_CONNECTED_MS : SHORT_SESSION_MS;
    if (row.session.expiresAt.getTime() - now.getTime() < lifetime - RENEW_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + lifetime) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return actorOf(row.user, row.managed);
  }

  /** Removes expired sessions; called at start. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
