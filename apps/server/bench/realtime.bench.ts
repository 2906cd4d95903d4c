/**
 * `npm run bench:realtime -w apps/server` (issue 23 §2): the realtime delay across two processes.
 * Two server processes on one PostgreSQL database (as `src/realtime/cross-process.test.ts`, here
 * with a real second process): app A in the bench's process, with a patient's socket connected,
 * and app B, `src/main.ts` in a child process, through whose HTTP API a pharmacy changes the
 * status of a document the patient shared with it (`POST /api/documents/{id}/status`,
 * PROCESSING and READY in turn) BENCH_REALTIME_CHANGES times (200), one at a time. For each
 * change: the time from sending the request to the patient's `newMsg` arriving, and the HTTP
 * call's own time; prints their p50 and p95. No threshold.
 *
 * PostgreSQL only (BENCH_DATABASE_URL: a fresh database is created and dropped): the embedded
 * PGlite is one process, so the measure is skipped there. Also run by `npm run bench` unless
 * BENCH_REALTIME=0.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { io as ioClient } from "socket.io-client";
import { buildApp, type BuiltApp } from "../src/app.js";
import type { Config } from "../src/platform/config.js";
import { logIn, table } from "./bench-http.js";
import { seedFeed } from "./bench-seed.js";
import { freshDatabase, listenOn, percentile } from "./bench-database.js";
import { freePort, serverEnv, startServer } from "./feed-contention.js";

const CHANGES = Number(process.env.BENCH_REALTIME_CHANGES ?? 200) || 200;
/** How long one change may take to reach the patient before the bench fails, in ms. */
const ARRIVAL_TIMEOUT_MS = 5_000;

/** The delays measured, in ms, one entry per status change. */
export interface RealtimeResult {
  /** From sending the request to app B to the patient's `newMsg` on app A. */
  delays: number[];
  /** The HTTP call's own time (request sent → answer read). */
  calls: number[];
}

/**
 * Runs the realtime bench (see the file's comment) and prints its table.
 * @returns the delays in ms, or undefined when skipped (no BENCH_DATABASE_URL)
 * @throws when a change is refused or its message does not arrive within 5 s
 */
export async function benchRealtime(): Promise<RealtimeResult | undefined> {
  if (!process.env.BENCH_DATABASE_URL) {
    console.log(
      "\nRealtime delay across two processes: skipped (PostgreSQL only: set BENCH_DATABASE_URL).",
    );
    return undefined;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-bench-rt-"));
  const database = await freshDatabase("realtime");
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
  let a: BuiltApp | undefined;
  let b: ChildProcess | undefined;
  try {
    a = await buildApp(config);
    const seed = await seedFeed(a.ctx.db, a.ctx.storage, {
      documents: 1000,
      patients: 10,
      messageEvery: 0,
      batch: 1000,
    });
    // the first patient logs in with the pharmacy's password (the seed gives patients none)
    const patientEmail = "patient.0@bench.local";
    const found = (await a.ctx.db.execute(sql`
      UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = ${seed.pharmacyEmail})
      WHERE email = ${patientEmail} RETURNING id`)) as unknown as { rows: { id: string }[] };
    const patientId = found.rows[0]?.id ?? "";
    const docs = (await a.ctx.db.execute(
      sql`SELECT id FROM documents WHERE idcreator = ${patientId} ORDER BY last_update DESC LIMIT 1`,
    )) as unknown as { rows: { id: string }[] };
    const documentId = docs.rows[0]?.id ?? "";
    const urlA = await listenOn(a);
    const portB = await freePort();
    b = await startServer(serverEnv(database.url ?? "", dataDir), portB);
    const urlB = `http://127.0.0.1:${portB}`;
    const patient = await logIn(urlA, patientEmail, seed.password, "patient");
    const pharmacy = await logIn(urlB, seed.pharmacyEmail, seed.password);

    const socket = ioClient(urlA, {
      transports: ["websocket"],
      forceNew: true,
      extraHeaders: { cookie: patient.header() },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const result: RealtimeResult = { delays: [], calls: [] };
    try {
      for (let i = 0; i < CHANGES; i++) {
        const status = i % 2 === 0 ? "PROCESSING" : "READY";
        const started = performance.now();
        const arrived = new Promise<number>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`newMsg not received within ${ARRIVAL_TIMEOUT_MS} ms`)),
            ARRIVAL_TIMEOUT_MS,
          );
          socket.once("newMsg", () => {
            clearTimeout(timer);
            resolve(performance.now());
          });
        });
        const response = await fetch(`${urlB}/api/documents/${documentId}/status`, {
          method: "POST",
          headers: pharmacy.jsonWrite(),
          body: JSON.stringify({ status, firstName: "Marie" }),
        });
        await response.text();
        const answered = performance.now();
        if (response.status !== 200) throw new Error(`status change answered ${response.status}`);
        result.calls.push(answered - started);
        result.delays.push((await arrived) - started);
      }
    } finally {
      socket.disconnect();
    }
    const ms = (value: number) => value.toFixed(2);
    const row = (label: string, values: number[]) => [
      label,
      ms(percentile(values, 50)),
      ms(percentile(values, 95)),
      ms(Math.max(...values)),
    ];
    console.log(
      `\nRealtime delay across two server processes (PostgreSQL adapter), ${CHANGES} status changes:`,
    );
    console.log(
      table(
        ["pharmacy on B, patient's socket on A", "p50 ms", "p95 ms", "max ms"],
        [
          row("request sent → patient's newMsg", result.delays),
          row("HTTP call alone", result.calls),
        ],
      ),
    );
    return result;
  } finally {
    if (b && b.exitCode === null) {
      b.kill("SIGTERM");
      await once(b, "exit");
    }
    await a?.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// run on its own: `npm run bench:realtime -w apps/server`
if (process.argv[1]?.endsWith("realtime.bench.ts")) {
  benchRealtime().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
