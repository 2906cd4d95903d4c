import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Every account: patients, professionals, establishments and group managers (000 §3). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    status: text("status").notNull().default("ACTIVE"),
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
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_type_idx").on(t.type, t.grp)],
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

/** A user's contact book (000 §3 User and contact). */
export const contacts = pgTable(
  "contacts",
  {
    idowner: text("idowner")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idcontact: text("idcontact")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.idowner, t.idcontact] })],
);

/** Documents (000 §3 Document); bytes live in the storage, under `storageKey`. */
export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    idcreator: text("idcreator")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idsharer: text("idsharer").references(() => users.id, { onDelete: "set null" }),
    iddirectory: text("iddirectory"),
    type: text("type").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("NEW"),
    notify: boolean("notify").notNull().default(false),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_creator_idx").on(t.idcreator, t.lastUpdate)],
);

/** Who a document is shared with; `lastUpdate` copies the document's, for a fast feed per user. */
export const documentShares = pgTable(
  "document_shares",
  {
    iddocument: text("iddocument")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idsharer: text("idsharer").notNull(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.iddocument, t.iduser] }),
    index("document_shares_feed_idx").on(t.iduser, t.lastUpdate),
  ],
);

/** Messages (000 §3 Message). */
export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    sender: text("sender")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    iddocument: text("iddocument").references(() => documents.id, { onDelete: "cascade" }),
    idparent: text("idparent"),
    notify: boolean("notify").notNull().default(false),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_sender_idx").on(t.sender, t.lastUpdate),
    index("messages_document_idx").on(t.iddocument),
  ],
);

/** Recipients of a message; `lastUpdate` copies the message's, for a fast feed per user. */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    idmessage: text("idmessage")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    iduser: text("iduser")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idmessage, t.iduser] }),
    index("message_recipients_feed_idx").on(t.iduser, t.lastUpdate),
  ],
);

/** Client errors sent to `POST /logs` (000 §7, §8). */
export const clientLogs = pgTable("client_logs", {
  id: text("id").primaryKey(),
  userId: text("user_id"),
  error: text("error").notNull(),
  context: jsonb("context").$type<unknown>(),
  ip: text("ip"),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
