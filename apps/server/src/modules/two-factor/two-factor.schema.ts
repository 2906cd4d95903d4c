import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/**
 * A user's second factor (issue 24 §1), one row per user who has one or is exempt: the TOTP secret
 * (base32) once confirmed, the one being enrolled, the last time step a TOTP code was accepted at
 * (a code works once), and `exempt`, set by the demo seed only, which spares an account the
 * second step its type would require (TOTP, once enrolled, is still asked).
 */
export const twoFactorAccounts = pgTable("two_factor_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totpSecret: text("totp_secret"),
  pendingSecret: text("pending_secret"),
  /** The 30-second step (Unix time / 30) of the last TOTP code accepted, or null. */
  lastStep: bigint("last_step", { mode: "number" }),
  exempt: boolean("exempt").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
/** A stored second factor. */
export type TwoFactorAccountRow = typeof twoFactorAccounts.$inferSelect;

/** The recovery codes of a TOTP enrolment (issue 24 §1): their HMAC only, each used once. */
export const recoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * Logins waiting for their second step (issue 24 §1): the SHA-256 of the `tfa` cookie's token,
 * the user, whether the session will stay connected, the HMAC of the mailed code and its expiry.
 * Rows of the database, so that any server process completes a step another began.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stayConnected: boolean("stay_connected").notNull(),
    /** The normalised login the password was typed with: the throttle's counter. */
    login: text("login").notNull(),
    emailCodeHash: text("email_code_hash"),
    emailCodeExpiresAt: timestamp("email_code_expires_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("two_factor_challenges_expiry_idx").on(t.expiresAt)],
);
/** A pending second step. */
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;

/** Browsers that skip the second step for 30 days (« Se souvenir de cet appareil »): token SHA-256s. */
export const trustedDevices = pgTable(
  "two_factor_trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("two_factor_trusted_devices_user_idx").on(t.userId)],
);
