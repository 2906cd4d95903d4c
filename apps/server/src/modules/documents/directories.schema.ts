import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DirectoryType } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";

/**
 * Directories a user files her documents in (000 §3 Directory types, §7). The fixed folders of
 * « Mes dossiers » (`D_DRUG`…) are no rows: a document filed in one carries the folder's id as
 * its `iddirectory` (shared `FIXED_FOLDERS`).
 */
export const directories = pgTable(
  "directories",
  {
    id: text("id").primaryKey(),
    idowner: text("idowner")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").$type<DirectoryType>().notNull().default("NORMAL"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("directories_owner_idx").on(t.idowner, t.createdAt)],
);

export type DirectoryRow = typeof directories.$inferSelect;
