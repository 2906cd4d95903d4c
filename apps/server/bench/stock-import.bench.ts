/**
 * The stock import's bench (issue 11 §4), run by `npm run bench` after the feed's: imports CSVs
 * of 10 000 and 100 000 lines (`;`, decimal comma, ISO-8859-1, every code new to the catalogue,
 * so each line creates a product and a stock) through the real import — streamed from the
 * storage, staged in batches, applied in one transaction — and prints the seconds and the
 * memory of the process above its level before the import: the peaks of the JS heap and RSS
 * (sampled every 20 ms, garbage not yet collected included) and the live heap (the heap right
 * after a full collection every 250 ms, what the import really holds; needs `--expose-gc`, which
 * `npm run bench` passes). The import must not grow with the file: the 100 000-line import's live
 * heap stays at the 10 000-line import's. Then a second import of the same file (nothing
 * changes; every line finds its product by the code index).
 * `BENCH_IMPORT_LINES` sets the larger size.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.js";
import { stockImports, stockUploads, users } from "../src/db/schema.js";
import { runImport } from "../src/modules/stock-import/index.js";
import type { Config } from "../src/platform/config.js";
import { table } from "./bench-http.js";

const LARGE = Number(process.env.BENCH_IMPORT_LINES) || 100_000;

/** A pharmacy software's export of `lines` lines, generated chunk by chunk (never whole). */
async function* exportCsv(lines: number, offset: number): AsyncGenerator<Buffer> {
  yield Buffer.from("Code CIP13;Libellé;Quantité;Prix TTC\r\n", "latin1");
  for (let start = 0; start < lines; start += 1_000) {
    const rows: string[] = [];
    for (let k = start; k < Math.min(lines, start + 1_000); k++) {
      const code = `3${String(offset + k).padStart(12, "0")}`;
      rows.push(`${code};Crème hydratante été n°${k};${k % 50};${(k % 90) + 1},${k % 100}`);
    }
    yield Buffer.from(`${rows.join("\r\n")}\r\n`, "latin1");
  }
}

const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs one import of `fileName` for `pharmaId`, sampling the memory. */
async function measure(
  built: Awaited<ReturnType<typeof buildApp>>,
  pharmaId: string,
  fileName: string,
) {
  const id = randomUUID();
  await built.ctx.db.insert(stockImports).values({ id, pharmaId, fileName, status: "PENDING" });
  global.gc?.();
  const before = process.memoryUsage();
  let heap = before.heapUsed;
  let rss = before.rss;
  let live = before.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
    // every 250 ms, what the import really holds: the heap after a full collection
    if (global.gc && ++ticks % 12 === 0) {
      global.gc();
      live = Math.max(live, process.memoryUsage().heapUsed);
    }
  }, 20);
  const started = performance.now();
  await runImport(built.ctx, id);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [row] = await built.ctx.db.select().from(stockImports).where(eq(stockImports.id, id));
  return {
    seconds,
    heap: heap - before.heapUsed,
    live: global.gc ? MB(live - before.heapUsed) : "—",
    rss: rss - before.rss,
    row,
  };
}

/** The bench: two sizes, then the same large file again. */
export async function benchStockImport(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-bench-import-"));
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    webDist: undefined,
    logLevel: false,
    trustProxy: false,
    jobs: false,
  };
  const built = await buildApp(config);
  try {
    const rows: string[][] = [];
    let offset = 0;
    for (const [label, lines, again] of [
      ["10 000 lines", 10_000, false],
      [`${LARGE.toLocaleString("fr-FR")} lines`, LARGE, false],
      [`${LARGE.toLocaleString("fr-FR")} lines, again`, LARGE, true],
    ] as const) {
      const pharmaId = again ? `bench-pharmacy-${offset - LARGE}` : `bench-pharmacy-${offset}`;
      const fileName = again ? `csv-bench-${offset - LARGE}` : `csv-bench-${offset}`;
      if (!again) {
        await built.ctx.db.insert(users).values({ id: pharmaId, type: "pharmacy", name: label });
        const size = await built.ctx.storage.stageStream(fileName, exportCsv(lines, offset));
        await built.ctx.storage.commit(fileName);
        await built.ctx.db.insert(stockUploads).values({ fileName, pharmaId, size });
      }
      const result = await measure(built, pharmaId, fileName);
      if (result.row?.status !== "DONE") throw new Error(`import failed: ${result.row?.error}`);
      rows.push([
        label,
        result.seconds.toFixed(1),
        String(result.row.read),
        String(result.row.created),
        String(result.row.unchanged),
        MB(result.heap),
        result.live,
        MB(result.rss),
      ]);
      if (!again) offset += lines;
    }
    console.log(`\nStock import (${built.database.kind}), one transaction per file:`);
    console.log(
      table(
        [
          "CSV",
          "seconds",
          "read",
          "created",
          "unchanged",
          "peak heap +MB",
          "live heap +MB",
          "peak RSS +MB",
        ],
        rows,
      ),
    );
  } finally {
    await built.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// run on its own: `node --expose-gc --import tsx bench/stock-import.bench.ts`
if (process.argv[1]?.endsWith("stock-import.bench.ts")) {
  benchStockImport().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
