import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { accountTokens, invitations, users, type AccountTokenPurpose } from "./accounts.schema.js";

/** A stored account token: the SHA-256 of the mailed token, never the token. */
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** SQL of the account lifecycle: mailed tokens and invitations; the only place with their SQL. */
export const lifecycleRepository = {
  async insertToken(db: Executor, token: typeof accountTokens.$inferInsert): Promise<void> {
    await db.insert(accountTokens).values(token);
  },

  /** The token stored under this hash, used or not, expired or not; null when unknown. */
  async findToken(db: Executor, tokenHash: string): Promise<AccountTokenRow | null> {
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  },

  /**
   * Marks a token used, only if it was not and has not expired: the single-use guarantee, in
   * one statement (two clicks at once: one wins). @returns true when this call used it.
   */
  async useToken(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ tokenHash: accountTokens.tokenHash });
    return rows.length === 1;
  },

  /** Retires a user's unused tokens of one purpose: only the newest link works. */
  async retireTokens(
    db: Executor,
    userId: string,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<void> {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  },

  /** Locks a user's row until the transaction ends: one invitation count at a time per sender. */
  async lockUser(db: Executor, id: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
  },

  /** How many invitations a user sent since `since`. */
  async invitationsSince(db: Executor, idsender: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.idsender, idsender), gt(invitations.createdAt, since)));
    return row?.n ?? 0;
  },

  async insertInvitation(db: Executor, invitation: typeof invitations.$inferInsert): Promise<void> {
    await db.insert(invitations).values(invitation);
  },
};
