import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DocumentStatus, RenewalKind, RenewalOrderStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";
import { documents } from "../documents/documents.schema.js";

/**
 * Renewal orders (000 §3 "Renewal order", issue 10 §3). Days are `date` columns read as
 * `YYYY-MM-DD` (Paris calendar days). `nextDue` is the next renewal day the job queue has not yet
 * reached (null when none is left, or the order is not CONFIRMED): the due sweep reads
 * `renewal_orders_due_idx`, and moving it in the firing transaction is what makes a day fire once.
 */
export const renewalOrders = pgTable(
  "renewal_orders",
  {
    id: text("id").primaryKey(),
    iddocument: text("iddocument")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    idpatient: text("idpatient")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idpharmacy: text("idpharmacy")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RenewalKind>().notNull(),
    status: text("status").$type<RenewalOrderStatus>().notNull().default("SUBMITTED"),
    dtstart: date("dtstart", { mode: "string" }).notNull(),
    renewal: integer("renewal").notNull(),
    step: integer("step").notNull(),
    /** How many renewal days have been reached. */
    fired: integer("fired").notNull().default(0),
    lastFired: date("last_fired", { mode: "string" }),
    nextDue: date("next_due", { mode: "string" }),
    reason: text("reason"),
    /** The document's status before the order, restored when it is rejected or cancelled. */
    documentStatusBefore: text("document_status_before").$type<DocumentStatus>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one running order per document
    uniqueIndex("renewal_orders_open_idx")
      .on(t.iddocument)
      .where(sql`${t.status} in ('SUBMITTED', 'CONFIRMED')`),
    index("renewal_orders_patient_idx").on(t.idpatient, t.createdAt),
    index("renewal_orders_pharmacy_idx").on(t.idpharmacy, t.createdAt),
    index("renewal_orders_due_idx")
      .on(t.nextDue)
      .where(sql`${t.nextDue} is not null`),
  ],
);

/** A renewal order row. */
export type RenewalOrderRow = typeof renewalOrders.$inferSelect;
