import type { Readable } from "node:stream";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import {
  findStockColumns,
  format,
  isUnsafeText,
  parseEuroCents,
  parseProductCode,
  parseQuantity,
  STOCK_COLUMN_LABELS,
  STOCK_IMPORT_MAX_BYTES,
  STOCK_IMPORT_MAX_REFUSALS,
  STOCK_IMPORT_TIMEOUT_MS,
  STOCK_PRODUCT_NAME_MAX,
  storedSomeLines,
  TEXTS,
  type StartStockImportInput,
  type StockImportDto,
  type StockImportRefusal,
  type StockUploadDto,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { advisoryLocksHeldHere, withAdvisoryLock } from "../../platform/advisory-lock.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, badRequest, conflict } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { readCsvRecords } from "./stock-import.csv.js";
import { stockImportPolicy } from "./stock-import.policy.js";
import {
  importLockKeyOf,
  stockImportRepository as repo,
  type StagedLine,
} from "./stock-import.repository.js";
import type { StockImportRow } from "./stock-import.schema.js";
import "./stock-import.events.js";

const T = TEXTS.stockImport;
/** The queue of stock imports (docs/ARCHITECTURE.md "Jobs and the clock"). */
const STOCK_IMPORT_QUEUE = "stock-import";
/** Stocks created or updated past which an import refreshes the catalogue's statistics. */
const ANALYZE_AFTER_CHANGES = 1_000;
/**
 * Lines staged per statement, each its own short statement followed by a turn of the event loop:
 * bounded memory, few round trips, and other requests' queries run between two batches (on
 * PGlite's one connection too).
 */
const BATCH = 1_000;
/**
 * The apply's transactions (issue 23 §2): the staged lines are applied in batches of line
 * numbers, the first `APPLY_BATCH_FIRST` long, each next one sized from the last one's duration
 * to take about the database's target (ms), within `APPLY_BATCH_MIN`–`APPLY_BATCH_MAX`. On
 * PGlite's one connection a transaction holds every other request until it ends: 100 ms. On PostgreSQL it
 * holds nobody's reads, only the pharmacy's own stocks (an order's stock change waits): 1 s, so
 * that a loaded server does not cut the import into small, costly batches. The outcome never
 * depends on the sizes (duplicates are refused over the whole file first).
 */
const APPLY_TARGET_MS = { pglite: 100, postgres: 1_000 };
/**
 * The pause between two batches (ms): on PGlite a request needs a few statements in a row, and
 * without a pause each waited for a whole batch (20 ms: the feed's median during an import
 * 766 → 262 ms, the import 1.2 times longer; docs/BENCHMARKS.md "The stock import in batches").
 * On PostgreSQL nobody waits on a batch: a turn of the event loop.
 */
const APPLY_PAUSE_MS = { pglite: 20, postgres: 0 };
const APPLY_BATCH_FIRST = 1_000;
const APPLY_BATCH_MIN = 100;
const APPLY_BATCH_MAX = 10_000;
/** Staged lines deleted per statement when an import ends. */
const UNSTAGE_BATCH = 5_000;
/** Characters of a refused cell quoted back in its reason (a cell may be kilobytes long). */
const QUOTED_MAX = 40;

/** A cell as quoted in a refusal: at most `QUOTED_MAX` characters. */
const quoted = (cell: string) =>
  cell.length > QUOTED_MAX ? `${cell.slice(0, QUOTED_MAX)}…` : cell;

/**
 * The line's refusal reason, or its staged fields (prices in cents) when it is valid: columns
 * missing, text no database column may hold (a NUL, a lone surrogate), a name over
 * `STOCK_PRODUCT_NAME_MAX` characters, a bad code, quantity or price. One bad line never fails
 * the file (issue 17 §6).
 */
function readLine(
  cells: readonly string[],
  at: { code: number; name: number; quantity: number; price: number },
): { reason: string } | Omit<StagedLine, "line"> {
  const width = Math.max(at.code, at.name, at.quantity, at.price) + 1;
  if (cells.length < width) return { reason: T.wrongColumnCount };
  if (cells.some(isUnsafeText)) return { reason: T.unsafeCharacter };
  const rawCode = cells[at.code] ?? "";
  const name = cells[at.name] ?? "";
  const code = parseProductCode(rawCode);
  const quantity = parseQuantity(cells[at.quantity] ?? "");
  const price = parseEuroCents(cells[at.price] ?? "");
  if (!code) return { reason: format(T.badCode, { code: quoted(rawCode) }) };
  if (name.length > STOCK_PRODUCT_NAME_MAX) {
    return { reason: format(T.nameTooLong, { max: STOCK_PRODUCT_NAME_MAX }) };
  }
  if (quantity === null) {
    return { reason: format(T.badQuantity, { value: quoted(cells[at.quantity] ?? "") }) };
  }
  if (price === null)
    return { reason: format(T.badPrice, { value: quoted(cells[at.price] ?? "") }) };
  return { code, name, quantity, price };
}

/** An import row as the API answers it (instants in ISO 8601). */
function toStockImportDto(row: StockImportRow): StockImportDto {
  return {
    id: row.id,
    pharmaId: row.pharmaId,
    fileName: row.fileName,
    name: row.name,
    grp: row.grp,
    status: row.status,
    read: row.read,
    updated: row.updated,
    created: row.created,
    unchanged: row.unchanged,
    refused: row.refused,
    productsCreated: row.productsCreated,
    refusals: row.refusals,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * `POST /pro-api/upload` (001 §7, issue 17 §3): stores the uploaded CSV — a raw `text/csv` body or
 * a multipart form's `file` part, opened by `open` once the caller is known to be a pharmacy —
 * streamed to the storage (never whole in memory), as a new file of the pharmacy.
 * @returns its `fileName` for `import-csv` and its `size` in bytes.
 * @throws AppError 403 "Not a pharmacy"; 400 when there is no CSV (`open` gives null) or it is
 *   empty; 413 above `STOCK_IMPORT_MAX_BYTES`.
 */
export async function uploadCsv(
  ctx: AppContext,
  actor: Actor,
  open: () => Promise<Readable | null>,
): Promise<StockUploadDto> {
  authorize(stockImportPolicy, "use", actor, { pharmaId: actor.id });
  const body = await open();
  if (!body) throw badRequest(T.notCsv);
  const fileName = `csv-${newId()}`;
  let size = 0;
  const tooLarge = new AppError(
    413,
    "tooLarge",
    format(T.tooLarge, { max: STOCK_IMPORT_MAX_BYTES / 1024 / 1024 }),
  );
  const counted = (async function* () {
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > STOCK_IMPORT_MAX_BYTES) throw tooLarge;
      yield chunk;
    }
  })();
  try {
    await ctx.storage.stageStream(fileName, counted);
  } catch (error) {
    if (error === tooLarge) body.resume();
    throw error;
  }
  if (size === 0) {
    await ctx.storage.discard(fileName);
    throw badRequest(T.emptyFile);
  }
  try {
    await repo.insertUpload(ctx.db, { fileName, pharmaId: actor.id, size });
  } catch (error) {
    await ctx.storage.discard(fileName);
    throw error;
  }
  await ctx.storage.commit(fileName);
  return { fileName, size };
}

/**
 * `POST /pro-api/import-csv {fileName, pharmaId, name, grp}` (001 §3, §7): queues the import of an
 * uploaded file as a job (run in this process when the queue is off) and answers it PENDING. The
 * stocks go under the pharmacy's own group (`users.grp`); a `grp` the client sends is ignored.
 * @throws AppError 403 "Not a pharmacy"; 404 when the file or `pharmaId` is not the caller's;
 *   409 when this file's import is already queued or running.
 */
export async function startImport(
  ctx: AppContext,
  actor: Actor,
  input: StartStockImportInput,
): Promise<StockImportDto> {
  authorize(stockImportPolicy, "use", actor, { pharmaId: actor.id });
  const pharmaId = input.pharmaId ?? actor.id;
  authorize(stockImportPolicy, "own", actor, { pharmaId });
  // the stocks are filed under the pharmacy's own group, never one the client names (issue 17 §6)
  const grp = actor.user.grp;
  const upload = await repo.findUpload(ctx.db, input.fileName);
  authorize(stockImportPolicy, "own", actor, upload);
  if (await repo.openImportOf(ctx.db, upload.fileName)) throw conflict(T.alreadyRunning);
  const row = await repo.insertImport(ctx.db, {
    id: newId(),
    pharmaId,
    fileName: upload.fileName,
    name: input.name?.trim() || null,
    grp,
    status: "PENDING",
    createdAt: ctx.clock.now(),
  });
  if (ctx.jobs) {
    await ctx.jobs.send(
      STOCK_IMPORT_QUEUE,
      { id: row.id },
      { singletonKey: row.id, expireInSeconds: STOCK_IMPORT_TIMEOUT_MS / 1000 + 60 },
    );
  } else {
    setImmediate(() => void runImport(ctx, row.id).catch(() => {}));
  }
  return toStockImportDto(row);
}

/**
 * `GET /pro-api/import-csv-result`: one import of the caller's (by `id`), else the latest, or
 * null when there is none.
 * @throws AppError 403 "Not a pharmacy"; 404 for an unknown id or another pharmacy's import.
 */
export async function importResult(
  ctx: AppContext,
  actor: Actor,
  id: string | undefined,
): Promise<StockImportDto | null> {
  authorize(stockImportPolicy, "use", actor, { pharmaId: actor.id });
  if (id === undefined) {
    const latest = await repo.latestImport(ctx.db, actor.id);
    return latest ? toStockImportDto(latest) : null;
  }
  const row = await repo.findImport(ctx.db, id);
  authorize(stockImportPolicy, "own", actor, row);
  return toStockImportDto(row);
}

/**
 * An import that stops with a reason for the pharmacy: `message` when nothing was stored,
 * `afterSomeStored` when batches of lines were (they stay; a new run ends the import).
 */
class ImportFailure extends Error {
  constructor(
    message: string,
    readonly afterSomeStored = message,
  ) {
    super(message);
  }
}

/**
 * Streams the import's file through the CSV parser and stages its lines (`repo.stage`) in
 * batches of `BATCH`, each its own statement, giving the event loop a turn after each.
 * @returns the number of data lines read. @throws ImportFailure when the file is empty or
 *   unreadable, its header lacks columns, or `STOCK_IMPORT_TIMEOUT_MS` passed since `started`.
 */
async function stageFile(ctx: AppContext, row: StockImportRow, started: number): Promise<number> {
  const stream = await ctx.storage.readStream(row.fileName);
  if (!stream) throw new ImportFailure(T.emptyFile);
  let read = 0;
  let columns: ReturnType<typeof findStockColumns> | undefined;
  let lines: StagedLine[] = [];
  let refusals: StockImportRefusal[] = [];
  const flush = async () => {
    if (Date.now() - started > STOCK_IMPORT_TIMEOUT_MS) throw new ImportFailure(T.timedOut);
    await repo.stage(ctx.db, row.id, lines, refusals);
    lines = [];
    refusals = [];
    // the others' requests run here: the import holds no transaction between two batches
    await nextTurn();
  };
  try {
    for await (const { line, cells } of readCsvRecords(stream)) {
      if (!columns) {
        columns = findStockColumns(cells);
        if ("missing" in columns) {
          const names = columns.missing.map((c) => STOCK_COLUMN_LABELS[c]).join(", ");
          throw new ImportFailure(
            columns.missing.length === 4
              ? T.noHeader
              : format(T.missingColumns, { columns: names }),
          );
        }
        continue;
      }
      if (!("columns" in columns)) break;
      read += 1;
      const parsed = readLine(cells, columns.columns);
      if ("reason" in parsed) refusals.push({ line, reason: parsed.reason });
      else lines.push({ line, ...parsed });
      if (lines.length + refusals.length >= BATCH) await flush();
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ImportFailure) throw error;
    if (error instanceof Error && "code" in error && String(error.code).startsWith("CSV_")) {
      throw new ImportFailure(format(T.unreadable, { reason: error.message }));
    }
    throw error;
  }
  if (!columns) throw new ImportFailure(T.emptyFile);
  await flush();
  return read;
}

/** Deletes the import's staged lines, `UNSTAGE_BATCH` per statement, a turn of the loop between. */
async function unstageAll(ctx: AppContext, id: string): Promise<void> {
  while ((await repo.unstage(ctx.db, id, UNSTAGE_BATCH)) === UNSTAGE_BATCH) await nextTurn();
}

/**
 * Applies the import's staged lines: duplicates refused first (over the whole file), then batches
 * of line numbers (`APPLY_TARGET_MS`: lines 1–1000 first), each its own transaction that also
 * adds its counts to the import row, a pause between two (`APPLY_PAUSE_MS`; issue 23 §2: on
 * PGlite nobody waits more than one batch, about 0.1 s); the stocks' statistics are refreshed each time
 * the stocks created double.
 * @throws ImportFailure past `STOCK_IMPORT_TIMEOUT_MS` since `started`; a database error as it is
 *   (the batches before it stay stored).
 */
async function applyStaged(ctx: AppContext, row: StockImportRow, started: number): Promise<void> {
  await repo.refuseDuplicates(ctx.db, row.id, T.duplicateCode);
  const last = await repo.lastStagedLine(ctx.db, row.id);
  const target = APPLY_TARGET_MS[ctx.databaseKind];
  const pause = APPLY_PAUSE_MS[ctx.databaseKind];
  let after = 0;
  let size = APPLY_BATCH_FIRST;
  let stocksCreated = 0;
  let analyzeAt = ANALYZE_AFTER_CHANGES;
  while (after < last) {
    if (Date.now() - started > STOCK_IMPORT_TIMEOUT_MS) {
      throw new ImportFailure(T.timedOut, T.timedOutPartly);
    }
    const begun = performance.now();
    const counts = await inTransaction(ctx, (tx) =>
      repo.applyBatch(tx, {
        importId: row.id,
        pharmaId: row.pharmaId,
        grp: row.grp,
        after,
        upTo: after + size,
        missingName: T.missingName,
      }),
    );
    const took = Math.max(1, performance.now() - begun);
    after += size;
    // each time the stocks created double: without autovacuum (PGlite) the planner would still
    // count the pharmacy's stocks as before the import, and hash them all in every batch — a
    // cost growing with the import's progress — instead of one look-up per line
    stocksCreated += counts.created;
    if (stocksCreated >= analyzeAt) {
      await repo.analyzeStocks(ctx.db);
      analyzeAt = stocksCreated * 2;
    }
    size = Math.min(APPLY_BATCH_MAX, Math.max(APPLY_BATCH_MIN, Math.round((size * target) / took)));
    await (pause > 0 ? sleep(pause) : nextTurn());
  }
}

/**
 * Runs one import (the job's work, issue 11 §4, issue 23 §2): waits for the pharmacy's import
 * lock (one import at a time per pharmacy, `withAdvisoryLock`), streams the file from the storage
 * through the CSV parser and stages its lines in short batches outside any transaction (other
 * requests run between them), then applies them in batches, each its own transaction
 * (`applyStaged`, about 0.1 s each on PGlite), counts the refusals, ends DONE and deletes the
 * staged lines (then vacuums the staging table). Idempotent: an import already ended is left
 * alone (a retried job, or one `failInterruptedImports` ended at start), one still RUNNING runs
 * again (its staged lines deleted first; what its batches stored shows as unchanged or in its
 * counts). Emits `stockImportEnded` after the end.
 * A file that cannot be read ends FAILED with the reason and nothing stored; a database failure
 * or the 1-hour time-out (001 §9) during the apply ends it FAILED too, saying that the lines of
 * the batches before it are stored (its counts tell which changes) and that a new run of the same
 * file stores the rest. @throws only when even that cannot be written (the job is retried).
 */
export async function runImport(ctx: AppContext, id: string): Promise<void> {
  const row = await repo.findImport(ctx.db, id);
  if (!row || row.status === "DONE" || row.status === "FAILED") return;
  const started = Date.now();
  await repo.updateImport(ctx.db, id, { status: "RUNNING", startedAt: ctx.clock.now() });
  let ended: StockImportRow | null;
  try {
    ended = await withAdvisoryLock(ctx.db, importLockKeyOf(row.pharmaId), async () => {
      try {
        await unstageAll(ctx, id);
        const read = await stageFile(ctx, row, started);
        await repo.analyzeStaging(ctx.db);
        await applyStaged(ctx, row, started);
        const summary = await repo.stagedSummary(ctx.db, id, STOCK_IMPORT_MAX_REFUSALS);
        const applied = await repo.findImport(ctx.db, id);
        return repo.updateImport(ctx.db, id, {
          status: "DONE",
          read,
          unchanged: summary.valid - (applied?.updated ?? 0) - (applied?.created ?? 0),
          refused: summary.refused,
          refusals: summary.refusals,
          error: null,
          finishedAt: ctx.clock.now(),
        });
      } finally {
        // what is left is deleted at the next start (`failInterruptedImports`)
        await unstageAll(ctx, id)
          .then(() => repo.vacuumStaging(ctx.db))
          .catch((error: unknown) => {
            console.error("stock import: staged lines not deleted:", error);
          });
      }
    });
  } catch (error) {
    const failure = error instanceof ImportFailure ? error : null;
    if (!failure) console.error("stock import failed:", error);
    // the pharmacy is told why and may run it again; a process that dies mid-import leaves it
    // RUNNING until the next start ends it FAILED
    const current = await repo.findImport(ctx.db, id);
    const someStored = current !== null && storedSomeLines(current);
    ended = await repo.updateImport(ctx.db, id, {
      status: "FAILED",
      error: someStored
        ? (failure?.afterSomeStored ?? T.stoppedPartly)
        : (failure?.message ?? T.notStored),
      finishedAt: ctx.clock.now(),
    });
  }
  if (ended?.status === "DONE" && ended.created + ended.updated >= ANALYZE_AFTER_CHANGES) {
    await repo.analyzeCatalogue(ctx.db).catch(() => {});
  }
  if (ended) {
    ctx.events.emit("stockImportEnded", {
      result: toStockImportDto(ended),
      audience: [ended.pharmaId],
    });
  }
}

/**
 * At start (issue 17 §6): an import whose process died (kill -9, crash) would stay RUNNING, and
 * its file refused with 409, until the job's time-out an hour later. Every import no live process
 * holds ends FAILED « interrompu » — saying that nothing was stored, or, when batches of its lines
 * were (its counts), that they stay and a new run stores the rest — and its file can be imported
 * again; without a job queue, PENDING ones too (nothing would run them). The staged lines of
 * every import no longer running are deleted.
 * A job pg-boss retries later finds its import ended and leaves it alone (`runImport`).
 */
async function failInterruptedImports(ctx: AppContext): Promise<void> {
  const ended = await repo.failAbandoned(ctx.db, {
    error: T.interrupted,
    errorAfterSomeStored: T.interruptedPartly,
    finishedAt: ctx.clock.now(),
    pendingToo: !ctx.jobs,
    heldHere: advisoryLocksHeldHere(),
  });
  await repo.unstageEnded(ctx.db);
  for (const row of ended) {
    ctx.events.emit("stockImportEnded", {
      result: toStockImportDto(row),
      audience: [row.pharmaId],
    });
  }
}

/** Ends the imports a dead process left, then starts the worker of the import queue, if any. */
export async function startStockImport(ctx: AppContext): Promise<void> {
  await failInterruptedImports(ctx);
  if (!ctx.jobs) return;
  await ctx.jobs.work(STOCK_IMPORT_QUEUE, async (data) => {
    if (typeof data.id === "string") await runImport(ctx, data.id);
  });
}
