import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SubmissionStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";
import { directories } from "../documents/directories.schema.js";

/**
 * Marketing operations (001 §3 "Market operation", issue 21 §4): created by a group manager
 * (`idcreator`, grp_pharm or grp_lab), from `start` to `end` (Paris days, optional).
 * `iddirectory` its OPMARKET directory, owned by the manager and created with it (migration
 * 0028; null for an operation created before): the operation's documents, read by its manager
 * and its receivers only.
 */
export const marketOperations = pgTable(
  "market_operations",
  {
    id: text("id").primaryKey(),
    idcreator: text("idcreator")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    start: date("start", { mode: "string" }),
    end: date("end", { mode: "string" }),
    iddirectory: text("iddirectory").references(() => directories.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_operations_creator_idx").on(t.idcreator, t.createdAt),
    uniqueIndex("market_operations_directory_idx").on(t.iddirectory),
    check("market_operations_dates_check", sql`start IS NULL OR "end" IS NULL OR start <= "end"`),
  ],
);

/** A marketing operation row. */
export type MarketOperationRow = typeof marketOperations.$inferSelect;

/**
 * Submissions of an operation (001 §3 "Submission", §4 "Submission status"): the manager
 * (`idsubmitter`) proposes `amount` cents in `currency` to a pharmacy it manages (`idreceiver`),
 * which accepts or refuses; the manager finishes an accepted one. `iddirectory` the operation's
 * OPMARKET directory of documents, when there is one.
 */
export const marketSubmissions = pgTable(
  "market_submissions",
  {
    id: text("id").primaryKey(),
    idmarketop: text("idmarketop")
      .notNull()
      .references(() => marketOperations.id, { onDelete: "cascade" }),
    idsubmitter: text("idsubmitter")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idreceiver: text("idreceiver")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<SubmissionStatus>().notNull().default("PROPOSED"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    iddirectory: text("iddirectory").references(() => directories.id, { onDelete: "set null" }),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_submissions_operation_idx").on(t.idmarketop, t.date),
    index("market_submissions_receiver_idx").on(t.idreceiver, t.date),
    check("market_submissions_amount_check", sql`amount >= 0`),
    check(
      "market_submissions_status_check",
      sql`status IN ('PROPOSED', 'ACCEPTED', 'REFUSED', 'FINISHED')`,
    ),
  ],
);

/** A submission row. */
export type MarketSubmissionRow = typeof marketSubmissions.$inferSelect;
