/**
 * `npm run bench:request -w apps/server` (issue 23 §2): where the time of ONE request goes. Seeds
 * the feed's bench data (BENCH_DOCUMENTS, 5000), logs in as the pharmacy, then for `GET /ws/user`,
 * `GET /api/feed?limit=10` and its `res_patient_lname=martin` filter prints the SQL statements one
 * request runs (caught on the driver: node-postgres `Client.query`, PGlite `query`), each
 * statement's EXPLAIN (ANALYZE, BUFFERS) with the request's own values, and the median time of
 * the request alone (BENCH_RUNS, 50, after a warm-up). With BENCH_DURATION (seconds, 0) each
 * route is then loaded by autocannon (10 connections, on a worker thread), and with
 * BENCH_PROFILE_DIR the server's thread is profiled during each load (one `.cpuprofile` per route,
 * for Chrome's DevTools or speedscope).
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped;
 * default: the embedded PGlite in a temporary folder), BENCH_DOCUMENTS, BENCH_RUNS, BENCH_DURATION,
 * BENCH_PROFILE_DIR, BENCH_PLAN (`full`: whole plans, else their buffers and times).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { buildApp, type BuiltApp } from "../src/app.js";
import type { Config } from "../src/platform/config.js";
import { load, logIn, timeSequential } from "./bench-http.js";
import { freshDatabase, listenOn } from "./bench-database.js";
import { seedFeed } from "./bench-seed.js";

const env = (name: string, fallback: number) => {
  const value = process.env[name] ? Number(process.env[name]) : NaN;
  return Number.isFinite(value) ? value : fallback;
};
const DOCUMENTS = env("BENCH_DOCUMENTS", 5_000);
const RUNS = env("BENCH_RUNS", 50);
const DURATION_S = env("BENCH_DURATION", 0);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const ROUTES = ["/ws/user", "/api/feed?limit=10", "/api/feed?limit=10&res_patient_lname=martin"];

/** A statement as the driver received it. */
interface Caught {
  text: string;
  values: unknown[];
}
let catching: Caught[] | undefined;

/** Wraps the drivers' query methods so that the statements of one request can be listed. */
function catchStatements(): void {
  type QueryFn = (this: unknown, ...args: unknown[]) => unknown;
  const wrap = (target: { query: QueryFn }) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      if (catching) {
        const config = first as { text?: string; values?: unknown[] } | string;
        const text = typeof config === "string" ? config : (config.text ?? "");
        const values = Array.isArray(second)
          ? second
          : typeof config === "string"
            ? []
            : (config.values ?? []);
        catching.push({ text, values });
      }
      return original.apply(this, args);
    };
  };
  wrap(pg.Client.prototype as unknown as { query: QueryFn });
  wrap(PGlite.prototype as unknown as { query: QueryFn });
}

async function run(dataDir: string): Promise<void> {
  const database = await freshDatabase("cost");
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: database.url,
    webDist: undefined,
    logLevel: false,
    trustProxy: false,
    // the bench logs its establishments in with the password: no second step (issue 24 §1)
    twoFactorRequired: [],
  };
  let built: BuiltApp | undefined;
  try {
    built = await buildApp(config);
    const seed = await seedFeed(built.ctx.db, built.ctx.storage, {
      documents: DOCUMENTS,
      patients: 500,
      messageEvery: 10,
      batch: 1000,
      ownDocuments: Math.floor(DOCUMENTS / 10),
    });
    await built.database.executeSql("analyze");
    const base = await listenOn(built);
    const cookie = (await logIn(base, seed.pharmacyEmail, seed.password)).header();
    console.log(`Database: ${built.database.kind}, ${DOCUMENTS} documents`);
    for (const route of ROUTES) {
      await timeSequential(base, route, cookie, 0);
      catching = [];
      await timeSequential(base, route, cookie, 0);
      const statements: Caught[] = catching;
      catching = undefined;
      console.log(`\n=== GET ${route}: ${statements.length} statement(s) per request`);
      for (const [index, statement] of statements.entries()) {
        console.log(`\n-- ${index + 1}: ${statement.text.replace(/\s+/g, " ").slice(0, 300)}…`);
        if (!/^\s*\(?select/i.test(statement.text)) continue;
        const plan = (await built.database.executeSql(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values.length > 0 ? statement.values : undefined,
        )) as { rows: Record<string, string>[] };
        const lines = plan.rows.map((row) => Object.values(row)[0]);
        const short = lines.filter((line) =>
          /Buffers: shared|Planning Time|Execution Time|JIT/.test(line ?? ""),
        );
        console.log((process.env.BENCH_PLAN === "full" ? lines : short.slice(-6)).join("\n"));
      }
      const timing = await timeSequential(base, route, cookie, RUNS);
      console.log(`one at a time: median ${timing.median.toFixed(2)} ms (${RUNS} runs)`);
    }
    if (DURATION_S > 0) {
      const inspector = new Session();
      inspector.connect();
      if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });
      for (const route of [...ROUTES, "/ws/health"]) {
        if (PROFILE_DIR) {
          await inspector.post("Profiler.enable");
          await inspector.post("Profiler.start");
        }
        const result = await load(base, route, cookie, {
          durationS: DURATION_S,
          connections: 10,
          workers: 1,
        });
        if (PROFILE_DIR) {
          const { profile } = await inspector.post("Profiler.stop");
          const name = route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
          await writeFile(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
        }
        console.log(
          `load GET ${route}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.failures} failed`,
        );
      }
      inspector.disconnect();
    }
  } finally {
    await built?.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  catchStatements();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-cost-"));
  try {
    await run(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
