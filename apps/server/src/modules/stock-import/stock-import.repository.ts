import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { StockImportRefusal, StockImportStatus } from "@reseau/shared";
import type { Executor, Tx } from "../../db/client.js";
import { productSearchNameSql } from "../market/index.js";
import {
  stockImports,
  stockUploads,
  type StockImportRow,
  type StockUploadRow,
} from "./stock-import.schema.js";

/** One valid line of the CSV, as staged for the set-based apply: prices in cents. */
export interface StagedLine {
  line: number;
  code: string;
  name: string;
  quantity: number;
  price: number;
}

/** What applying a staged file did to the pharmacy's stocks. */
export interface ApplyCounts {
  updated: number;
  created: number;
  unchanged: number;
  productsCreated: number;
  refused: number;
  refusals: StockImportRefusal[];
}

/** Runs a statement and reads its rows (both drivers, PGlite and node-postgres, answer `{ rows }`). */
async function rowsOf<R>(tx: Tx, query: SQL): Promise<R[]> {
  const result = (await tx.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** The `n` of a `select count(*)::int as n` statement. */
async function countOf(tx: Tx, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, query);
  return Number(row?.n ?? 0);
}

/** SQL of the stock import (issue 11 §4): uploads, imports, and the staged apply. */
export const stockImportRepository = {
  async insertUpload(db: Executor, row: typeof stockUploads.$inferInsert): Promise<void> {
    await db.insert(stockUploads).values(row);
  },

  async findUpload(db: Executor, fileName: string): Promise<StockUploadRow | null> {
    const [row] = await db.select().from(stockUploads).where(eq(stockUploads.fileName, fileName));
    return row ?? null;
  },

  async insertImport(db: Executor, row: typeof stockImports.$inferInsert): Promise<StockImportRow> {
    const [inserted] = await db.insert(stockImports).values(row).returning();
    return inserted as StockImportRow;
  },

  async findImport(db: Executor, id: string): Promise<StockImportRow | null> {
    const [row] = await db.select().from(stockImports).where(eq(stockImports.id, id));
    return row ?? null;
  },

  /** The pharmacy's latest import, or null. */
  async latestImport(db: Executor, pharmaId: string): Promise<StockImportRow | null> {
    const [row] = await db
      .select()
      .from(stockImports)
      .where(eq(stockImports.pharmaId, pharmaId))
      .orderBy(desc(stockImports.createdAt), desc(stockImports.id))
      .limit(1);
    return row ?? null;
  },

  /** An import of this file still queued or running, if any. */
  async openImportOf(db: Executor, fileName: string): Promise<StockImportRow | null> {
    const [row] = await db
      .select()
      .from(stockImports)
      .where(
        and(
          eq(stockImports.fileName, fileName),
          sql`${stockImports.status} in ('PENDING', 'RUNNING')`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /**
   * Ends FAILED (with `error`) the imports no process runs any more: RUNNING ones — and PENDING
   * ones too when `pendingToo` (no job queue will ever pick them up) — whose pharmacy's import lock
   * (`createStaging`) is free, i.e. whose transaction died with its process. An import running in
   * another live process holds that lock and is left alone.
   * @returns the imports so ended.
   */
  async failAbandoned(
    db: Executor,
    input: { error: string; finishedAt: Date; pendingToo: boolean },
  ): Promise<StockImportRow[]> {
    const statuses = input.pendingToo ? ["PENDING", "RUNNING"] : ["RUNNING"];
    return db
      .update(stockImports)
      .set({ status: "FAILED", error: input.error, finishedAt: input.finishedAt })
      .where(
        and(
          inArray(stockImports.status, statuses as StockImportStatus[]),
          // the statement's own transaction takes the lock for a moment: free means abandoned
          sql`pg_try_advisory_xact_lock(hashtext('stock-import:' || ${stockImports.pharmaId}))`,
        ),
      )
      .returning();
  },

  async updateImport(
    db: Executor,
    id: string,
    fields: Partial<typeof stockImports.$inferInsert>,
  ): Promise<StockImportRow | null> {
    const [row] = await db
      .update(stockImports)
      .set(fields)
      .where(eq(stockImports.id, id))
      .returning();
    return row ?? null;
  },

  /**
   * Waits for the pharmacy's other import to end, then creates the transaction's staging tables
   * (dropped at its end, commit or rollback): the valid lines and the refusals, so a file of any
   * size never sits in the server's memory.
   */
  async createStaging(tx: Tx, pharmaId: string): Promise<void> {
    // one import at a time per pharmacy (two would wait on each other's stock rows); held for
    // the whole import, it also tells `failAbandoned` which RUNNING imports are alive
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-import:${pharmaId}`}))`);
    await tx.execute(sql`create temporary table stock_import_lines (
      line integer primary key, code text not null, name text not null,
      quantity integer not null, price integer not null, product_id text
    ) on commit drop`);
    await tx.execute(sql`create temporary table stock_import_refusals (
      line integer not null, reason text not null
    ) on commit drop`);
  },

  /**
   * Refreshes the planner's statistics of the products and stocks after a large import: the
   * embedded PGlite has no autovacuum, and plans made on stale counts can turn an index look-up
   * into a walk (PostgreSQL's autovacuum would do the same a little later).
   */
  async analyzeCatalogue(db: Executor): Promise<void> {
    await db.execute(sql`analyze market_products, market_stocks`);
  },

  /** Stages one batch of valid lines. */
  async stageLines(tx: Tx, lines: readonly StagedLine[]): Promise<void> {
    if (lines.length === 0) return;
    await tx.execute(sql`insert into stock_import_lines (line, code, name, quantity, price)
      select * from unnest(
        ${sql.param(lines.map((l) => l.line))}::integer[],
        ${sql.param(lines.map((l) => l.code))}::text[],
        ${sql.param(lines.map((l) => l.name))}::text[],
        ${sql.param(lines.map((l) => l.quantity))}::integer[],
        ${sql.param(lines.map((l) => l.price))}::integer[]
      )`);
  },

  /** Stages one batch of refused lines. */
  async stageRefusals(tx: Tx, refusals: readonly StockImportRefusal[]): Promise<void> {
    if (refusals.length === 0) return;
    await tx.execute(sql`insert into stock_import_refusals (line, reason)
      select * from unnest(
        ${sql.param(refusals.map((r) => r.line))}::integer[],
        ${sql.param(refusals.map((r) => r.reason))}::text[]
      )`);
  },

  /**
   * Applies the staged lines to the pharmacy's stocks, set-based in the caller's transaction:
   * 1. a code seen on an earlier line is refused (`duplicateReason(code, firstLine)`);
   * 2. each code finds its product — the shared catalogue's first, else one the pharmacy created;
   * 3. a code no product has becomes the pharmacy's own product (`created_by`), its catalogue
   *    number from `stock_import_pid_seq`; without a name, the line is refused (`missingName`);
   * 4. stocks whose price, quantity or group differ are updated, missing ones created, the
   *    rest left as they are (a second import of the same file changes nothing).
   * @returns the counts and the first `maxRefusals` refusals, in line order.
   */
  async applyStaged(
    tx: Tx,
    input: {
      pharmaId: string;
      grp: string | null;
      maxRefusals: number;
      duplicateReason: string;
      missingName: string;
    },
  ): Promise<ApplyCounts> {
    const { pharmaId, grp } = input;
    // the staged lines' statistics: a temporary table has none until analyzed (no autovacuum)
    await tx.execute(sql`analyze stock_import_lines`);
    await tx.execute(sql`insert into stock_import_refusals (line, reason)
      select l.line, replace(replace(${input.duplicateReason}, '{code}', l.code), '{line}', f.first::text)
      from stock_import_lines l
      join (select code, min(line) as first from stock_import_lines group by code) f using (code)
      where l.line > f.first`);
    await tx.execute(sql`delete from stock_import_lines l using
      (select code, min(line) as first from stock_import_lines group by code) f
      where l.code = f.code and l.line > f.first`);
    // one look-up of the code index per line: the pharmacy's condition is written so that no
    // other index can serve it (an `or` on created_by would let the planner walk the pharmacy's
    // own products for every line — quadratic on a second import, 001 §9's hour at 100,000 lines)
    await tx.execute(sql`update stock_import_lines l set product_id = (
        select p.id from market_products p
        where p.code = l.code and coalesce(p.created_by, ${pharmaId}) = ${pharmaId}
        order by p.created_by nulls first, p.pid limit 1)`);
    await tx.execute(sql`insert into stock_import_refusals (line, reason)
      select line, ${input.missingName} from stock_import_lines
      where product_id is null and name = ''`);
    await tx.execute(sql`delete from stock_import_lines where product_id is null and name = ''`);
    const created = await countOf(
      tx,
      sql`with made as (
        insert into market_products (id, pid, uuid, name, price, code, created_by, search_name)
        select gen_random_uuid()::text, nextval('stock_import_pid_seq'), gen_random_uuid()::text,
          name, price, code, ${pharmaId}, ${productSearchNameSql(sql`name`)}
        from stock_import_lines where product_id is null
        returning id, code)
      select count(*)::int as n from made`,
    );
    await tx.execute(sql`update stock_import_lines l set product_id = p.id
      from market_products p
      where l.product_id is null and p.code = l.code and p.created_by = ${pharmaId}`);
    const updated = await countOf(
      tx,
      sql`with changed as (
        update market_stocks s set price = l.price, quantity = l.quantity, grp = ${grp},
          updated_at = now()
        from stock_import_lines l
        where s.product_id = l.product_id and s.pharma_id = ${pharmaId}
          and (s.price <> l.price or s.quantity <> l.quantity or s.grp is distinct from ${grp})
        returning 1)
      select count(*)::int as n from changed`,
    );
    const inserted = await countOf(
      tx,
      sql`with made as (
        insert into market_stocks (product_id, pharma_id, price, quantity, grp)
        select l.product_id, ${pharmaId}, l.price, l.quantity, ${grp} from stock_import_lines l
        where not exists (select 1 from market_stocks s
          where s.product_id = l.product_id and s.pharma_id = ${pharmaId})
        returning 1)
      select count(*)::int as n from made`,
    );
    const valid = await countOf(tx, sql`select count(*)::int as n from stock_import_lines`);
    const refused = await countOf(tx, sql`select count(*)::int as n from stock_import_refusals`);
    const refusals = await rowsOf<{ line: number; reason: string }>(
      tx,
      sql`select line, reason from stock_import_refusals
      order by line limit ${input.maxRefusals}`,
    );
    return {
      updated,
      created: inserted,
      unchanged: valid - updated - inserted,
      productsCreated: created,
      refused,
      refusals: refusals.map((r) => ({
        line: Number(r.line),
        reason: r.reason,
      })),
    };
  },
};
