import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/** A folder of a pharmacy's library (001 §7 `/directory`), in one of its groups. */
export const libraryDirectories = pgTable(
  "library_directories",
  {
    id: text("id").primaryKey(),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: text("grp").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("library_directories_pharma_idx").on(t.pharmaId, t.group, t.name)],
);

/**
 * A document of a pharmacy's library (001 §3 "Library document"): `fileKey` the storage key of
 * its file (also its `/pro-api/images/{name}`), or `url` for a web link; `type` the MIME type
 * (`link` for a link); `size` in bytes.
 */
export const libraryDocuments = pgTable(
  "library_documents",
  {
    id: text("id").primaryKey(),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: text("grp").notNull(),
    directoryId: text("directory_id").references(() => libraryDirectories.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    fileKey: text("file_key").unique(),
    url: text("url"),
    size: integer("size").notNull().default(0),
    category: text("category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("library_documents_pharma_idx").on(t.pharmaId, t.group, t.createdAt)],
);

export type LibraryDirectoryRow = typeof libraryDirectories.$inferSelect;
export type LibraryDocumentRow = typeof libraryDocuments.$inferSelect;
