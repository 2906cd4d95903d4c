import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.schema.js";

/** Where an export stands: being built by its job, ready to download, or failed. */
export type DataExportStatus = "PENDING" | "READY" | "FAILED";

/**
 * A user's data exports (issue 24 §3): the ZIP is in the file storage under `storageKey` once
 * READY; the row and the file go after `expiresAt` (7 days), or with the user.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<DataExportStatus>().notNull(),
    storageKey: text("storage_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId),
    index("data_exports_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * An erasure asked for (issue 24 §3): the account goes at `eraseAt` unless she logs in before
 * (the row is then deleted). One per user.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    eraseAt: timestamp("erase_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("account_deletions_due_idx").on(t.eraseAt)],
);

export type DataExportRow = typeof dataExports.$inferSelect;
