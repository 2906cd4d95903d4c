import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { DocumentStatus, DocumentType } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";
import { sharingGroups } from "../groups/groups.schema.js";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Documents (000 §3 Document); bytes live in the storage, under `storageKey`. */
export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    idcreator: text("idcreator")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idsharer: text("idsharer").references(() => users.id, { onDelete: "set null" }),
    /**
     * The directory its creator filed it in: a `directories` row's id, a fixed folder's id
     * (`D_DRUG`…), or null. Not a foreign key, for the fixed folders; deleting a directory sets
     * it back to null in the same transaction.
     */
    iddirectory: text("iddirectory"),
    type: text("type").$type<DocumentType>().notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<DocumentStatus>().notNull().default("NEW"),
    notify: boolean("notify").notNull().default(false),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
    /** A small JPEG of an image (base64, `THUMBNAIL_SIDE` px at most), made at upload; null for a PDF. */
    thumbnail: text("thumbnail"),
    /** The sharing group it was posted to (issue 21 §2): read by its current members only. */
    idgroup: text("idgroup").references(() => sharingGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("documents_creator_idx").on(t.idcreator, t.lastUpdate),
    index("documents_group_idx").on(t.idgroup, t.lastUpdate),
    // a status-filtered feed of one's own documents (status=processed…): an index walk per status
    index("documents_creator_status_idx").on(t.idcreator, t.status, t.lastUpdate),
    // a folder's feed: the owner's documents filed in it, newest first (an index walk)
    index("documents_directory_idx").on(t.idcreator, t.iddirectory, t.lastUpdate),
    // a marketing operation's directory: everyone's documents in it, newest first (issue 21 §4)
    index("documents_in_directory_idx").on(t.iddirectory, t.lastUpdate),
  ],
);

/** Who a document is shared with; `lastUpdate` and `status` copy the document's, for a fast feed per user. */
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
    /**
     * A copy of the document's status, so a status-filtered feed (the pharmacy's queue of NEW and
     * PROCESSING, oldest first) walks an index instead of the whole history of the pharmacy.
     */
    status: text("status").$type<DocumentStatus>().notNull().default("NEW"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.iddocument, t.iduser] }),
    index("document_shares_feed_idx").on(t.iduser, t.lastUpdate),
    index("document_shares_status_idx").on(t.iduser, t.status, t.lastUpdate),
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
    /** The sharing group it was sent to (issue 21 §2), instead of recipients. */
    idgroup: text("idgroup").references(() => sharingGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("messages_sender_idx").on(t.sender, t.lastUpdate),
    index("messages_group_idx").on(t.idgroup, t.lastUpdate),
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
    /** When the recipient (or a user acting for them) opened the document it is about; null: unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.idmessage, t.iduser] }),
    index("message_recipients_feed_idx").on(t.iduser, t.lastUpdate),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
