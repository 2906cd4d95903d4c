import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every opening of a health document by someone other than its patient and her managers (issue
 * 24 §2): ids only — names are joined when a list is read, so an erasure leaves none behind —
 * and no foreign key, so an entry outlives its document and its reader. Append-only: a trigger
 * (migration `document_reads`) refuses UPDATE and DELETE but for `deleteAuditOf`.
 */
export const documentReads = pgTable(
  "document_reads",
  {
    id: text("id").primaryKey(),
    /** When it was read (the context clock). */
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The signed-in user who opened it. */
    idactor: text("idactor").notNull(),
    /** The establishment the reader acted for: itself, or the one of its group it read through. */
    idestablishment: text("idestablishment").notNull(),
    iddocument: text("iddocument").notNull(),
    /** The patient the document is about, whose list shows the read. */
    idowner: text("idowner").notNull(),
  },
  (t) => [
    index("document_reads_owner_idx").on(t.idowner, t.at, t.id),
    index("document_reads_actor_idx").on(t.idactor, t.idowner),
  ],
);

/** A stored read. */
export type DocumentReadRow = typeof documentReads.$inferSelect;
