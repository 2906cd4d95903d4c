import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ApoticareFormula, ApoticareStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";

/**
 * Cosmetics orders of the made-to-measure skincare wizard (001 §3 "Cosmetics order", issue 22
 * §3): a patient (`idpatient`) orders her formula `data` from a pharmacy (`idpharma`) under the
 * names and e-mail she gave; `price` what she pays and `purchase_price` the pharmacy's purchase
 * price, both in cents, both set by the server from the number of actives.
 */
export const apoticareOrders = pgTable(
  "apoticare_orders",
  {
    id: text("id").primaryKey(),
    idpatient: text("idpatient")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idpharma: text("idpharma")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    status: text("status").$type<ApoticareStatus>().notNull().default("NEW_ORDER"),
    data: jsonb("data").$type<ApoticareFormula>().notNull(),
    price: integer("price").notNull(),
    purchasePrice: integer("purchase_price").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("apoticare_orders_patient_idx").on(t.idpatient, t.createdAt),
    index("apoticare_orders_pharma_idx").on(t.idpharma, t.createdAt),
    check("apoticare_orders_prices_check", sql`price >= 0 AND purchase_price >= 0`),
    check("apoticare_orders_status_check", sql`status IN ('NEW_ORDER', 'PROCESSING', 'PAID')`),
  ],
);

/** A cosmetics order row. */
export type ApoticareOrderRow = typeof apoticareOrders.$inferSelect;
