import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { StockImportRefusal, StockImportStatus } from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";

/**
 * A CSV a pharmacy uploaded for the stock import (`POST /pro-api/upload`): `fileName` is its
 * storage key (what `import-csv` names), `size` in bytes.
 */
export const stockUploads = pgTable(
  "stock_uploads",
  {
    fileName: text("file_name").primaryKey(),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_uploads_pharma_idx").on(t.pharmaId, t.createdAt)],
);

/**
 * A stock import (001 §3 "Stock import": fileName, pharmaId, name, grp) and its result (issue 11
 * §4): counts of lines, the first refusals with their line and reason, `error` when it FAILED.
 */
export const stockImports = pgTable(
  "stock_imports",
  {
    id: text("id").primaryKey(),
    pharmaId: text("pharma_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    name: text("name"),
    grp: text("grp"),
    status: text("status").$type<StockImportStatus>().notNull(),
    read: integer("read").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    created: integer("created").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    productsCreated: integer("products_created").notNull().default(0),
    refusals: jsonb("refusals").$type<StockImportRefusal[]>().notNull().default([]),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("stock_imports_pharma_idx").on(t.pharmaId, t.createdAt)],
);

/**
 * The lines of a running import (issue 23 §2), staged in short batches outside the transaction
 * that applies them, so that other requests run between the batches: one row per line of the
 * CSV (`line`, the header being 1), either valid (`reason` null; `price` in cents, `productId`
 * found at the apply) or refused (`reason`, the French text). Emptied when the import ends, and
 * at start of the rows of imports no longer running. No foreign key: a check per staged line
 * would cost more than the clean-up it saves.
 */
export const stockImportStaging = pgTable(
  "stock_import_staging",
  {
    importId: text("import_id").notNull(),
    line: integer("line").notNull(),
    code: text("code"),
    name: text("name"),
    quantity: integer("quantity"),
    price: integer("price"),
    productId: text("product_id"),
    reason: text("reason"),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * Catalogue numbers (`market_products.pid`) of the products an import creates for codes the
 * catalogue lacks: from 1 000 000 000, far above the catalogue's own numbers.
 */
export const stockImportPidSequence = pgSequence("stock_import_pid_seq", {
  startWith: 1_000_000_000,
  minValue: 1_000_000_000,
  maxValue: 2_147_483_647,
});

export type StockImportRow = typeof stockImports.$inferSelect;
export type StockUploadRow = typeof stockUploads.$inferSelect;
