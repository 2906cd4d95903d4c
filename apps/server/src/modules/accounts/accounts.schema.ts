import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { UserStatus, UserType } from "@reseau/shared";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Every account: patients, professionals, establishments and group managers (000 §3). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    type: text("type").$type<UserType>().notNull(),
    status: text("status").$type<UserStatus>().notNull().default("ACTIVE"),
    email: text("email"),
    passwordHash: text("password_hash"),
    isOnPatientApp: boolean("is_on_patient_app").notNull().default(false),
    isOnProApp: boolean("is_on_pro_app").notNull().default(false),
    title: text("title"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    name: text("name"),
    profession: text("profession"),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    phones: jsonb("phones").$type<string[]>().notNull().default([]),
    address: text("address"),
    zipCode: text("zip_code"),
    city: text("city"),
    department: text("department"),
    country: text("country"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    grp: text("grp"),
    rpps: text("rpps"),
    finess: text("finess"),
    url: text("url"),
    description: text("description"),
    nir: text("nir"),
    birth: text("birth"),
    idpharma: text("idpharma"),
    iddoctor: text("iddoctor"),
    idoptician: text("idoptician"),
    openingHours: jsonb("opening_hours").$type<unknown[]>().notNull().default([]),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Who created this account for someone else (a pharmacy, laboratory or professional creating a
     * patient, a patient adding a family member, 000 §7 `POST /ws/patient`); null when self-made.
     */
    createdBy: text("created_by"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_type_idx").on(t.type, t.grp),
    index("users_created_by_idx").on(t.createdBy),
  ],
);

/** Which manager (grp_pharm, grp_lab) manages which establishment or family member (000 §6). */
export const managers = pgTable(
  "managers",
  {
    idmanager: text("idmanager")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.idmanager, t.iduser] }),
    index("managers_user_idx").on(t.iduser),
  ],
);

/** Server sessions: the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stayConnected: boolean("stay_connected").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** What a single-use account token is for (issue 8 §5). */
export type AccountTokenPurpose = "activation" | "reset" | "email";

/**
 * Single-use links mailed for the account lifecycle (activation, password reset, e-mail
 * confirmation): the link carries a random token, only its SHA-256 is stored. `email` is the
 * address the token was sent to (an e-mail confirmation confirms that address only).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Invitations sent by e-mail (`POST /ws/invite`), counted per sender and day (at most 20). */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    idsender: text("idsender")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    ...timestamps,
  },
  (t) => [index("invitations_sender_idx").on(t.idsender, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
