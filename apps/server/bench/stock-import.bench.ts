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
 *
 * Then the others' requests during an import (issue 23 §2): a feed of `BENCH_IMPORT_FEED_DOCUMENTS`
 * documents (5 000) shared with a pharmacy, whose `GET /api/feed?limit=10` is called by
 * `BENCH_IMPORT_FEED_CLIENTS` loops (4, over HTTP, in this process) for `BENCH_IMPORT_IDLE` seconds
 * (5) with nothing else running, then while another pharmacy imports a new file of
 * `BENCH_IMPORT_LINES` lines, then the same file again; prints the p50 and p99 (ms), the slowest
 * answer, and the ratios of the p99s; then the same while a laboratory sends a batch of
 * `BENCH_HPRIM_FILES` (100) HPRIM result files over HTTP, two at a time, each for a new patient.
 * `BENCH_IMPORT_FEED_DOCUMENTS=0` leaves it out.
 * `BENCH_IMPORT_LINES` sets the larger size; `BENCH_IMPORT_SIZES=feed` runs the feed part only.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { HPRIM_MIME } from "@reseau/shared";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.js";
import { stockImports, stockUploads, users } from "../src/db/schema.js";
import { runImport } from "../src/modules/stock-import/index.js";
import type { Config } from "../src/platform/config.js";
import { hashPassword } from "../src/platform/passwords.js";
import { logIn, table } from "./bench-http.js";
import { BENCH_PASSWORD, seedFeed } from "./bench-seed.js";

const LARGE = Number(process.env.BENCH_IMPORT_LINES) || 100_000;
const envNumber = (name: string, fallback: number) => {
  const value = process.env[name] ? Number(process.env[name]) : NaN;
  return Number.isFinite(value) ? value : fallback;
};
const FEED_DOCUMENTS = envNumber("BENCH_IMPORT_FEED_DOCUMENTS", 5_000);
const FEED_CLIENTS = envNumber("BENCH_IMPORT_FEED_CLIENTS", 4);
const IDLE_S = envNumber("BENCH_IMPORT_IDLE", 5);
/** The result files of the laboratory's batch sent during the feed's sampling (issue 23 §2). */
const HPRIM_FILES = envNumber("BENCH_HPRIM_FILES", 100);
/** The feed part only (`BENCH_IMPORT_SIZES=feed`): not the three timed imports. */
const FEED_ONLY = process.env.BENCH_IMPORT_SIZES === "feed";

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

/** The latencies' percentile `p` (0–1), in ms; 0 when there is none. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * Calls `GET route` with `clients` loops, one request at a time each, until `done()` says stop.
 * @returns the latencies in ms, sorted, and the non-200 answers.
 */
async function sample(base: string, route: string, cookie: string, done: () => boolean) {
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: FEED_CLIENTS }, async () => {
      while (!done()) {
        const started = performance.now();
        const response = await fetch(`${base}${route}`, { headers: { cookie } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/**
 * An HPRIM Médecins file of one report for patient number `n` (a new patient each: the lab's
 * import looks her up and creates her), with eight results, base64 as `POST /feed/documents`
 * takes it.
 */
function hprimFile(n: number): string {
  const tests = ["GLY", "CHOL", "HDL", "LDL", "TG", "CREA", "UREE", "HB"];
  const lines = [
    String(n).padStart(6, "0"),
    "BANC",
    `Essai${n}`,
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    "03/05/1970",
    "",
    String(10_000 + n),
    "26/11/2026",
    "Dr Paul DURAND",
    "",
    "Bilan",
    "****LAB****",
    ...tests.map((code, i) => `RES|Analyse ${code}|${code}|N|${i + 1},05|g/l|0,70|9,10|N|F`),
    "****FIN****",
    "****FINFICHIER****",
    "",
  ];
  return Buffer.from(lines.join("\r\n"), "utf8").toString("base64");
}

/**
 * A laboratory's batch (issue 23 §2): `HPRIM_FILES` result files sent over HTTP, two at a time,
 * as a lab's software sends the morning's results, each parsed, matched to its patient (created
 * here) and stored by the real upload. @returns when every file answered 201.
 * @throws when one did not
 */
async function sendHprimBatch(
  built: Awaited<ReturnType<typeof buildApp>>,
  base: string,
): Promise<void> {
  const email = "labo.bench@bench.local";
  await built.ctx.db.insert(users).values({
    id: randomUUID(),
    type: "labo",
    email,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    isOnProApp: true,
    name: "Laboratoire du Banc d'essai",
    city: "Lyon",
    zipCode: "69002",
  });
  const jar = await logIn(base, email, BENCH_PASSWORD);
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < HPRIM_FILES) {
        const n = next++;
        const response = await fetch(`${base}/feed/documents`, {
          method: "POST",
          headers: jar.jsonWrite(),
          body: JSON.stringify({
            name: `resultats-${n}.hpr`,
            type: "ANALYS_RES",
            mime: HPRIM_MIME,
            data: hprimFile(n),
          }),
        });
        if (response.status !== 201) {
          throw new Error(`HPRIM file ${n}: ${response.status} ${await response.text()}`);
        }
      }
    }),
  );
}

/**
 * The feed's p99 idle, then during an import of `LARGE` new lines by another pharmacy (issue 23
 * §2), in the same app; prints both and their ratio.
 */
async function benchFeedDuringImport(built: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const seed = await seedFeed(built.ctx.db, built.ctx.storage, {
    documents: FEED_DOCUMENTS,
    patients: 100,
    messageEvery: 10,
    batch: 1000,
  });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const address = built.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const base = `http://127.0.0.1:${address.port}`;
  const cookie = (await logIn(base, seed.pharmacyEmail, seed.password)).header();
  const route = "/api/feed?limit=10";
  // warm-up: the plans and the code paths, then the feed with nothing else running
  await sample(
    base,
    route,
    cookie,
    (
      (n) => () =>
        n-- <= 0
    )(20),
  );
  const idleUntil = performance.now() + IDLE_S * 1000;
  const idle = await sample(base, route, cookie, () => performance.now() > idleUntil);
  const pharmaId = "bench-pharmacy-feed";
  const fileName = "csv-bench-feed";
  await built.ctx.db.insert(users).values({ id: pharmaId, type: "pharmacy", name: "Import" });
  const size = await built.ctx.storage.stageStream(fileName, exportCsv(LARGE, 5_000_000));
  await built.ctx.storage.commit(fileName);
  await built.ctx.db.insert(stockUploads).values({ fileName, pharmaId, size });
  /** One import of the file, the feed sampled while it runs. */
  const during = async () => {
    const id = randomUUID();
    await built.ctx.db.insert(stockImports).values({ id, pharmaId, fileName, status: "PENDING" });
    let importing = true;
    const started = performance.now();
    const running = runImport(built.ctx, id).finally(() => (importing = false));
    const sampled = await sample(base, route, cookie, () => !importing);
    await running;
    const seconds = (performance.now() - started) / 1000;
    const [row] = await built.ctx.db.select().from(stockImports).where(eq(stockImports.id, id));
    if (row?.status !== "DONE") throw new Error(`import failed: ${row?.error}`);
    return { ...sampled, seconds };
  };
  const fresh = await during();
  const again = await during();
  // then a laboratory's batch of result files, the feed sampled while it is sent
  let sending = true;
  const batchStarted = performance.now();
  const sent = sendHprimBatch(built, base).finally(() => (sending = false));
  const batch = {
    ...(await sample(base, route, cookie, () => !sending)),
    seconds: 0,
  };
  await sent;
  batch.seconds = (performance.now() - batchStarted) / 1000;
  const line = (label: string, r: Awaited<ReturnType<typeof sample>>) => [
    label,
    String(r.latencies.length),
    String(r.failures),
    percentile(r.latencies, 0.5).toFixed(1),
    percentile(r.latencies, 0.99).toFixed(1),
    (r.latencies.at(-1) ?? 0).toFixed(1),
  ];
  console.log(
    `\nThe feed (${route}, ${FEED_CLIENTS} clients) idle, then during an import of ` +
      `${LARGE.toLocaleString("fr-FR")} new lines (${fresh.seconds.toFixed(1)} s), then of the ` +
      `same file again (${again.seconds.toFixed(1)} s) (${built.database.kind}):`,
  );
  console.log(
    table(
      ["feed", "requests", "failures", "p50 ms", "p99 ms", "max ms"],
      [
        line(`idle, ${IDLE_S} s`, idle),
        line("during the new lines' import", fresh),
        line("during the same file again", again),
        line(`during ${HPRIM_FILES} HPRIM files (${batch.seconds.toFixed(1)} s)`, batch),
      ],
    ),
  );
  const idleP99 = percentile(idle.latencies, 0.99);
  const ratio = (r: Awaited<ReturnType<typeof sample>>) =>
    (percentile(r.latencies, 0.99) / idleP99).toFixed(1);
  console.log(
    `p99 during / idle: ${ratio(fresh)} (new lines), ${ratio(again)} (again), ` +
      `${ratio(batch)} (HPRIM batch)`,
  );
}

/** The bench: two sizes, then the same large file again; then the feed during an import. */
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
    // the bench logs its establishments in with the password: no second step (issue 24 §1)
    twoFactorRequired: [],
    jobs: false,
  };
  const built = await buildApp(config);
  try {
    const rows: string[][] = [];
    let offset = 0;
    const sizes = [
      ["10 000 lines", 10_000, false],
      [`${LARGE.toLocaleString("fr-FR")} lines`, LARGE, false],
      [`${LARGE.toLocaleString("fr-FR")} lines, again`, LARGE, true],
    ] as const;
    for (const [label, lines, again] of FEED_ONLY ? [] : sizes) {
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
    if (rows.length > 0) {
      console.log(`\nStock import (${built.database.kind}), one final transaction per file:`);
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
    }
    if (FEED_DOCUMENTS > 0) await benchFeedDuringImport(built);
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
