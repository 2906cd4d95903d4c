import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
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

/** What applying one batch of staged lines did to the pharmacy's stocks and products. */
export interface BatchCounts {
  /** Stocks whose price, quantity or group changed. */
  updated: number;
  /** Stocks created. */
  created: number;
  /** The pharmacy's own products created for codes the catalogue lacks. */
  productsCreated: number;
}

/** Runs a statement and reads its rows (both drivers, PGlite and node-postgres, answer `{ rows }`). */
async function rowsOf<R>(tx: Executor, query: SQL): Promise<R[]> {
  const result = (await tx.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** The `n` of a `select count(*)::int as n` statement. */
async function countOf(tx: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, query);
  return Number(row?.n ?? 0);
}

/** The key of a pharmacy's import lock (`withAdvisoryLock`): one import at a time per pharmacy. */
export const importLockKeyOf = (pharmaId: string) => `stock-import:${pharmaId}`;

/** `importLockKeyOf` in SQL, of a column or value holding the pharmacy's id. */
const importLockKey = (pharmaId: SQL | AnyColumn) => sql`('stock-import:' || ${pharmaId})`;

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
   * (`stock-import:<pharmaId>`, `withAdvisoryLock`) is free in the database and not among
   * `heldHere`, the keys this process holds. An import running in a live process is left alone.
   * The reason is `errorAfterSomeStored` when batches of its lines were stored (its counts of
   * stocks updated or created: the shared `storedSomeLines`, written in SQL), otherwise `error`.
   * @returns the imports so ended.
   */
  async failAbandoned(
    db: Executor,
    input: {
      error: string;
      errorAfterSomeStored: string;
      finishedAt: Date;
      pendingToo: boolean;
      heldHere: string[];
    },
  ): Promise<StockImportRow[]> {
    const statuses = input.pendingToo ? ["PENDING", "RUNNING"] : ["RUNNING"];
    return db
      .update(stockImports)
      .set({
        status: "FAILED",
        error: sql`case when ${stockImports.updated} + ${stockImports.created} > 0
          then ${input.errorAfterSomeStored} else ${input.error} end`,
        finishedAt: input.finishedAt,
      })
      .where(
        and(
          inArray(stockImports.status, statuses as StockImportStatus[]),
          sql`not (${importLockKey(stockImports.pharmaId)} = any(${sql.param(input.heldHere)}::text[]))`,
          // the statement's own transaction takes the lock for a moment: free means abandoned
          sql`pg_try_advisory_xact_lock(hashtext(${importLockKey(stockImports.pharmaId)}))`,
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
   * Refreshes the planner's statistics of the stocks during an import (`applyBatch` finds the
   * batch's stocks by their primary key only when the planner knows how many the pharmacy has).
   */
  async analyzeStocks(db: Executor): Promise<void> {
    await db.execute(sql`analyze market_stocks`);
  },

  /**
   * Refreshes the planner's statistics of the products and stocks after a large import: the
   * embedded PGlite has no autovacuum, and plans made on stale counts can turn an index look-up
   * into a walk (PostgreSQL's autovacuum would do the same a little later).
   */
  async analyzeCatalogue(db: Executor): Promise<void> {
    await db.execute(sql`analyze market_products, market_stocks`);
  },

  /**
   * Stages one batch of an import's lines, valid and refused, in one statement of its own (no
   * transaction held between batches). @throws on a line number staged twice for the import.
   */
  async stage(
    db: Executor,
    importId: string,
    lines: readonly StagedLine[],
    refusals: readonly StockImportRefusal[],
  ): Promise<void> {
    if (lines.length + refusals.length === 0) return;
    const nulls = refusals.map(() => null);
    await db.execute(sql`insert into stock_import_staging
        (import_id, line, code, name, quantity, price, reason)
      select ${importId}, * from unnest(
        ${sql.param([...lines.map((l) => l.line), ...refusals.map((r) => r.line)])}::integer[],
        ${sql.param([...lines.map((l) => l.code), ...nulls])}::text[],
        ${sql.param([...lines.map((l) => l.name), ...nulls])}::text[],
        ${sql.param([...lines.map((l) => l.quantity), ...nulls])}::integer[],
        ${sql.param([...lines.map((l) => l.price), ...nulls])}::integer[],
        ${sql.param([...lines.map(() => null), ...refusals.map((r) => r.reason)])}::text[]
      )`);
  },

  /**
   * Refreshes the staging table's statistics once an import's lines are staged, so that the
   * apply's plans know its size (PGlite has no autovacuum).
   */
  async analyzeStaging(db: Executor): Promise<void> {
    await db.execute(sql`analyze stock_import_staging`);
  },

  /**
   * Deletes up to `limit` staged lines of the import, in one statement of its own.
   * @returns how many were deleted (fewer than `limit`: none is left).
   */
  async unstage(db: Executor, importId: string, limit: number): Promise<number> {
    return countOf(
      db,
      sql`with gone as (delete from stock_import_staging where import_id = ${importId}
        and line in (select line from stock_import_staging where import_id = ${importId}
          order by line limit ${limit})
        returning 1)
      select count(*)::int as n from gone`,
    );
  },

  /**
   * Vacuums the staging table once an import's lines are deleted: the embedded PGlite has no
   * autovacuum, and without it each import's dead rows would stay in the data folder, the next
   * import's written after them. Not in a transaction (VACUUM cannot run in one).
   */
  async vacuumStaging(db: Executor): Promise<void> {
    await db.execute(sql`vacuum stock_import_staging`);
  },

  /**
   * Deletes the staged lines of every import that is not PENDING or RUNNING (ended, or gone), at
   * start: what a process that died mid-import left.
   */
  async unstageEnded(db: Executor): Promise<void> {
    await db.execute(sql`delete from stock_import_staging s where not exists (
      select 1 from stock_imports i
      where i.id = s.import_id and i.status in ('PENDING', 'RUNNING'))`);
  },

  /**
   * Refuses every staged line whose code an earlier line of the import holds
   * (`duplicateReason`, with `{code}` and `{line}` the first one's), in one statement: the file's
   * first occurrence wins, whichever batch each falls in.
   */
  async refuseDuplicates(db: Executor, importId: string, duplicateReason: string): Promise<void> {
    const valid = sql`l.import_id = ${importId} and l.reason is null`;
    await db.execute(sql`update stock_import_staging l
      set reason = replace(replace(${duplicateReason}, '{code}', l.code), '{line}', f.first::text)
      from (select code, min(line) as first from stock_import_staging l where ${valid}
        group by code) f
      where ${valid} and l.code = f.code and l.line > f.first`);
  },

  /** The import's last staged line number, 0 when none is staged. */
  async lastStagedLine(db: Executor, importId: string): Promise<number> {
    return countOf(
      db,
      sql`select coalesce(max(line), 0)::int as n from stock_import_staging
      where import_id = ${importId}`,
    );
  },

  /**
   * Applies the import's staged lines numbered `after` < line ≤ `upTo` (`stage`, then
   * `refuseDuplicates`) to the pharmacy's stocks, set-based in the caller's transaction, and adds
   * what it did to the import's counts in that same transaction (so they always tell what is
   * stored, even when a later batch fails):
   * 1. each code finds its product — the shared catalogue's first, else one the pharmacy created;
   * 2. a code no product has becomes the pharmacy's own product (`created_by`), its catalogue
   *    number from `stock_import_pid_seq`; without a name, the line is refused (`missingName`);
   * 3. stocks whose price, quantity or group differ are updated, missing ones created, the
   *    rest left as they are (a second import of the same file changes nothing).
   * The staged lines stay (the caller deletes them with `unstage`).
   * @returns the batch's counts.
   */
  async applyBatch(
    tx: Tx,
    input: {
      importId: string;
      pharmaId: string;
      grp: string | null;
      after: number;
      upTo: number;
      missingName: string;
    },
  ): Promise<BatchCounts> {
    const { importId, pharmaId, grp } = input;
    const valid = sql`l.import_id = ${importId} and l.line > ${input.after}
      and l.line <= ${input.upTo} and l.reason is null`;
    // one look-up of the code index per line: the pharmacy's condition is written so that no
    // other index can serve it (an `or` on created_by would let the planner walk the pharmacy's
    // own products for every line — quadratic on a second import, 001 §9's hour at 100,000 lines)
    await tx.execute(sql`update stock_import_staging l set product_id = (
        select p.id from market_products p
        where p.code = l.code and coalesce(p.created_by, ${pharmaId}) = ${pharmaId}
        order by p.created_by nulls first, p.pid limit 1)
      where ${valid}`);
    await tx.execute(sql`update stock_import_staging l set reason = ${input.missingName}
      where ${valid} and l.product_id is null and l.name = ''`);
    // the new products' ids go straight back to their lines (the rows the insert returns): no
    // look-up among the pharmacy's own products, which grow with every batch
    const productsCreated = await countOf(
      tx,
      sql`with made as (
        insert into market_products (id, pid, uuid, name, price, code, created_by, search_name)
        select gen_random_uuid()::text, nextval('stock_import_pid_seq'), gen_random_uuid()::text,
          name, price, code, ${pharmaId}, ${productSearchNameSql(sql`name`)}
        from stock_import_staging l where ${valid} and l.product_id is null
        returning id, code),
      linked as (
        update stock_import_staging l set product_id = made.id from made
        where ${valid} and l.product_id is null and l.code = made.code
        returning 1)
      select count(*)::int as n from made`,
    );
    const updated = await countOf(
      tx,
      sql`with changed as (
        update market_stocks s set price = l.price, quantity = l.quantity, grp = ${grp},
          updated_at = now()
        from stock_import_staging l
        where ${valid} and s.product_id = l.product_id and s.pharma_id = ${pharmaId}
          and (s.price <> l.price or s.quantity <> l.quantity or s.grp is distinct from ${grp})
        returning 1)
      select count(*)::int as n from changed`,
    );
    // the primary key finds the stocks that exist (a `not exists` on market_stocks, planned
    // without statistics, rescanned the rows this very statement inserted: 58 s at 100,000 lines)
    const created = await countOf(
      tx,
      sql`with made as (
        insert into market_stocks (product_id, pharma_id, price, quantity, grp)
        select l.product_id, ${pharmaId}, l.price, l.quantity, ${grp} from stock_import_staging l
        where ${valid}
        on conflict (product_id, pharma_id) do nothing
        returning 1)
      select count(*)::int as n from made`,
    );
    if (updated + created + productsCreated > 0) {
      await tx
        .update(stockImports)
        .set({
          updated: sql`${stockImports.updated} + ${updated}`,
          created: sql`${stockImports.created} + ${created}`,
          productsCreated: sql`${stockImports.productsCreated} + ${productsCreated}`,
        })
        .where(eq(stockImports.id, importId));
    }
    return { updated, created, productsCreated };
  },

  /**
   * The import's staged lines counted once every batch is applied: `valid` and `refused`, and the
   * first `maxRefusals` refusals in line order.
   */
  async stagedSummary(
    db: Executor,
    importId: string,
    maxRefusals: number,
  ): Promise<{ valid: number; refused: number; refusals: StockImportRefusal[] }> {
    const [count] = await rowsOf<{ valid: number | string; refused: number | string }>(
      db,
      sql`select count(*) filter (where reason is null)::int as valid,
        count(*) filter (where reason is not null)::int as refused
      from stock_import_staging where import_id = ${importId}`,
    );
    const refusals = await rowsOf<{ line: number; reason: string }>(
      db,
      sql`select line, reason from stock_import_staging
      where import_id = ${importId} and reason is not null
      order by line limit ${maxRefusals}`,
    );
    return {
      valid: Number(count?.valid ?? 0),
      refused: Number(count?.refused ?? 0),
      refusals: refusals.map((r) => ({ line: Number(r.line), reason: r.reason })),
    };
  },
};
