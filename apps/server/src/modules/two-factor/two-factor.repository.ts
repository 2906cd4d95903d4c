import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import {
  recoveryCodes,
  trustedDevices,
  twoFactorAccounts,
  twoFactorChallenges,
  users,
  type TwoFactorAccountRow,
  type TwoFactorChallengeRow,
} from "../../db/schema.js";

/** The SQL of the second factor (issue 24 §1): its four tables, nothing else written. */
export const twoFactorRepository = {
  /** The user's second-factor row, or undefined when she has none. */
  async accountOf(db: Executor, userId: string): Promise<TwoFactorAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(twoFactorAccounts)
      .where(eq(twoFactorAccounts.userId, userId));
    return row;
  },

  /** How many of the user's recovery codes are not used yet. */
  async recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  /** Keeps `secret` as the enrolment under way (a previous one is replaced). */
  async setPendingSecret(db: Executor, userId: string, secret: string): Promise<void> {
    await db
      .insert(twoFactorAccounts)
      .values({ userId, pendingSecret: secret })
      .onConflictDoUpdate({
        target: twoFactorAccounts.userId,
        set: { pendingSecret: secret, updatedAt: new Date() },
      });
  },

  /**
   * Turns TOTP on with the enrolled secret, `step` the time step of the code that confirmed it
   * (used: it will not open a login), and `codeHashes` as the only recovery codes.
   */
  async enable(db: Executor, userId: string, secret: string, step: number, codeHashes: string[]) {
    await db
      .update(twoFactorAccounts)
      .set({ totpSecret: secret, pendingSecret: null, lastStep: step, updatedAt: new Date() })
      .where(eq(twoFactorAccounts.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId })));
  },

  /** Turns TOTP off: no secret, no recovery code, no remembered browser. */
  async disable(db: Executor, userId: string): Promise<void> {
    await db
      .update(twoFactorAccounts)
      .set({ totpSecret: null, pendingSecret: null, lastStep: null, updatedAt: new Date() })
      .where(eq(twoFactorAccounts.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  },

  /**
   * Records `step` as the last accepted TOTP step when it is later than the one recorded: one
   * statement, so two processes given the same code accept it once. @returns true when recorded.
   */
  async claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(twoFactorAccounts)
      .set({ lastStep: step })
      .where(
        and(
          eq(twoFactorAccounts.userId, userId),
          or(isNull(twoFactorAccounts.lastStep), lt(twoFactorAccounts.lastStep, step)),
        ),
      )
      .returning({ userId: twoFactorAccounts.userId });
    return rows.length === 1;
  },

  /** Marks an unused recovery code of the user used. @returns true when there was one. */
  async useRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.codeHash, codeHash),
          eq(recoveryCodes.userId, userId),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: recoveryCodes.codeHash });
    return rows.length === 1;
  },

  /** Stores a pending second step. */
  async insertChallenge(db: Executor, row: TwoFactorChallengeRow): Promise<void> {
    await db.insert(twoFactorChallenges).values(row);
  },

  /** The pending step of a cookie token's hash, unless expired at `now`. */
  async challengeOf(
    db: Executor,
    tokenHash: string,
    now: Date,
  ): Promise<TwoFactorChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, now)),
      );
    return row;
  },

  /** Gives a pending step a new mailed code (its HMAC), valid until `expiresAt`. */
  async setEmailCode(db: Executor, tokenHash: string, codeHash: string, expiresAt: Date) {
    await db
      .update(twoFactorChallenges)
      .set({ emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt })
      .where(eq(twoFactorChallenges.tokenHash, tokenHash));
  },

  /** Ends a pending step. @returns true when this call ended it (a step completes once). */
  async deleteChallenge(db: Executor, tokenHash: string): Promise<boolean> {
    const rows = await db
      .delete(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, tokenHash))
      .returning({ tokenHash: twoFactorChallenges.tokenHash });
    return rows.length === 1;
  },

  /** Remembers a browser for the user until `expiresAt`. */
  async insertTrustedDevice(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
    await db.insert(trustedDevices).values({ tokenHash, userId, expiresAt });
  },

  /** True when the token's hash is a browser remembered for this user, not expired at `now`. */
  async isTrustedDevice(db: Executor, userId: string, tokenHash: string, now: Date) {
    const rows = await db
      .select({ tokenHash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(
        and(
          eq(trustedDevices.tokenHash, tokenHash),
          eq(trustedDevices.userId, userId),
          gt(trustedDevices.expiresAt, now),
        ),
      );
    return rows.length === 1;
  },

  /** Deletes the pending steps and remembered browsers expired at `now`. */
  async purgeExpired(db: Executor, now: Date): Promise<void> {
    await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
    await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
  },

  /** The e-mail, type and names of a user, to mail her a code. */
  async addresseeOf(db: Executor, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        type: users.type,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** Marks every account that exists exempt from a required second step (the demo seed). */
  async exemptEveryUser(db: Executor): Promise<void> {
    await db.execute(sql`insert into ${twoFactorAccounts} (user_id, exempt)
      select ${users.id}, true from ${users}
      on conflict (user_id) do update set exempt = true`);
  },
};
