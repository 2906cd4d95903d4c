import { EventEmitter } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEXTS } from "@reseau/shared";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/client.js";
import { sweepFiles } from "../modules/documents/index.js";
import { idOf } from "../modules/documents/test-helpers.js";
import {
  createPatient,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../test/harness.js";
import type { Config } from "./config.js";
import { stopOnSignals } from "./shutdown.js";

/** A GET over real HTTP: status, JSON body, Cache-Control. */
async function get(base: string, url: string) {
  const response = await fetch(`${base}${url}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get("cache-control"),
  };
}

describe("GET /ws/health and GET /ws/ready (issue 23 §1)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers liveness and readiness with the checks, never cached", async () => {
    const health = await get(base, "/ws/health");
    expect(health).toEqual({ status: 200, body: { status: "ok" }, cacheControl: "no-store" });
    const ready = await get(base, "/ws/ready");
    expect(ready).toEqual({
      status: 200,
      body: { status: "ok", checks: { database: "ok", storage: "ok" } },
      cacheControl: "no-store",
    });
  });

  it("answers 503 to readiness once draining begins, while every other request is served", async () => {
    t.drain();
    const ready = await get(base, "/ws/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: "draining", message: TEXTS.http.draining, checks: {} });
    expect((await get(base, "/ws/health")).status).toBe(200);
    const patient = await createPatient(t);
    expect((await patient.get("/ws/user")).status).toBe(200);
  });
});

describe("GET /ws/ready when a dependency is down (issue 23 §3)", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("answers 503 in French, naming the storage or the database that does not answer", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-ready-"));
    dirs.push(dataDir);
    // an app on its own database, which the test closes under it (the real failure)
    const database = await openDatabase("memory://", dataDir);
    const config: Config = {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      databaseUrl: undefined,
      webDist: undefined,
      logLevel: false,
      trustProxy: false,
    };
    const built = await buildApp(config, { database });
    try {
      const ready = () => built.app.inject({ method: "GET", url: "/ws/ready" });
      expect((await ready()).statusCode).toBe(200);

      // the storage's folder replaced by a file: nothing can be written there
      const files = path.join(dataDir, "files");
      await rm(files, { recursive: true, force: true });
      await writeFile(files, "");
      const storageDown = await ready();
      expect(storageDown.statusCode).toBe(503);
      expect(storageDown.json()).toEqual({
        error: "notReady",
        message: TEXTS.http.notReady,
        checks: { database: "ok", storage: "down" },
      });
      await rm(files, { force: true });

      await database.close();
      const databaseDown = await ready();
      expect(databaseDown.statusCode).toBe(503);
      expect(databaseDown.headers["cache-control"]).toBe("no-store");
      expect(databaseDown.json()).toEqual({
        error: "notReady",
        message: TEXTS.http.notReady,
        checks: { database: "down", storage: "ok" },
      });
      // liveness does not touch the database
      expect((await built.app.inject({ method: "GET", url: "/ws/health" })).statusCode).toBe(200);
    } finally {
      await built.close();
    }
  });
});

/**
 * One upload's outcome over real HTTP: its status (null when the connection was refused) and
 * its `Connection` header.
 */
interface Outcome {
  name: string;
  status: number | null;
  body: unknown;
  connection?: string | null;
}

/** `POST /feed/documents` of the sample JPEG over real HTTP, with `client`'s cookies. */
async function uploadOverHttp(base: string, client: TestClient, name: string): Promise<Outcome> {
  try {
    const response = await fetch(`${base}/feed/documents`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      },
      body: JSON.stringify({
        name,
        type: "PRESC_DRUG",
        mime: "image/jpeg",
        data: SAMPLE_FILES.jpeg,
      }),
    });
    return {
      name,
      status: response.status,
      body: await response.json(),
      connection: response.headers.get("connection"),
    };
  } catch {
    // refused or cut before an answer: the server never took it
    return { name, status: null, body: null };
  }
}

describe("a SIGTERM during 50 uploads (issue 23 §3)", () => {
  it("loses none and half-stores none; sockets end so that their clients reconnect", async () => {
    const t = await createTestApp({ jobs: true, jobPollingSeconds: 0.5 });
    let closed = false;
    try {
      const base = await t.listen();
      const patient = await createPatient(t);
      await patient.get("/ws/xsrf");
      const socket = await patient.socket(base);
      const socketGone = new Promise<string>((resolve) => socket.on("disconnect", resolve));

      // 50 uploads started 10 ms apart; the graceful stop begins when the fifth is answered, so
      // some are in flight, some arrive while closing, some after. The last ten wait for the stop
      // to begin: on a slow machine the fifth answer can come after the fiftieth upload is sent,
      // and none would arrive while closing.
      let answered = 0;
      let closing: Promise<void> | undefined;
      let closeStarted = 0;
      let closingBegun: () => void = () => {};
      const stopStarted = new Promise<void>((resolve) => (closingBegun = resolve));
      const uploads = Array.from({ length: 50 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 10));
        if (i >= 40) await stopStarted;
        const outcome = await uploadOverHttp(base, patient, `Ordonnance ${i}`);
        answered += 1;
        if (answered === 5) {
          closed = true;
          closeStarted = Date.now();
          closing = t.close();
          closingBegun();
        }
        return outcome;
      });
      const outcomes = await Promise.all(uploads);
      await closing;
      // no kept-alive connection holds the stop: an answer given while closing says
      // `Connection: close`, else its idle connection waited for Fastify's 72 s time-out
      expect(Date.now() - closeStarted).toBeLessThan(30_000);
      expect(await socketGone).toBe("transport close");

      const stored = outcomes.filter((outcome) => outcome.status === 201);
      const refused = outcomes.filter((outcome) => outcome.status !== 201);
      // the test means something only with both kinds
      expect(stored.length).toBeGreaterThanOrEqual(5);
      expect(refused.length).toBeGreaterThan(0);
      // no answer but 201, the French 503 of a closing server, or a refused connection
      for (const outcome of refused) {
        if (outcome.status === null) continue;
        // and the connection ends with it
        expect(outcome).toMatchObject({
          status: 503,
          body: { error: "draining", message: TEXTS.http.draining },
          connection: "close",
        });
      }

      // the database stays open (the worker's): every 201 has its row and its very bytes
      const { rows } = (await t.database.executeSql(
        "select name, storage_key from documents where idcreator = $1",
        [idOf(patient)],
      )) as { rows: { name: string; storage_key: string }[] };
      expect(rows.map((row) => row.name).sort()).toEqual(stored.map((o) => o.name).sort());
      const sample = Buffer.from(SAMPLE_FILES.jpeg, "base64");
      for (const row of rows) {
        expect((await t.ctx.storage.get(row.storage_key))?.equals(sample)).toBe(true);
      }
      // and no other file, staged or stored: the next start's sweep finds nothing to settle
      const files = await t.ctx.storage.list();
      expect(files.staged).toEqual([]);
      expect(files.stored.sort()).toEqual(rows.map((row) => row.storage_key).sort());
      expect(await sweepFiles(t.ctx)).toEqual({ committed: 0, removed: 0 });
    } finally {
      if (!closed) await t.close();
      await rm(t.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe("stopOnSignals (main.ts)", () => {
  /** A process whose signals the test sends and whose exit it records. */
  function fakeProcess() {
    const emitter = new EventEmitter();
    const exit = vi.fn<(code: number) => void>();
    return {
      on: (signal: "SIGTERM" | "SIGINT", listener: (signal: NodeJS.Signals) => void) =>
        emitter.on(signal, listener),
      exit,
      send: (signal: NodeJS.Signals) => emitter.emit(signal, signal),
    };
  }
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as never;

  it("exits 0 once the graceful stop is done", async () => {
    const target = fakeProcess();
    let finish: () => void = () => {};
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    stopOnSignals({ close, log }, 1_000, target);
    target.send("SIGTERM");
    expect(close).toHaveBeenCalledOnce();
    expect(target.exit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(target.exit).toHaveBeenCalledWith(0));
  });

  it("exits 1 at a second signal, or when the stop outlasts its time-out", async () => {
    const forced = fakeProcess();
    stopOnSignals({ close: () => new Promise<void>(() => {}), log }, 60_000, forced);
    forced.send("SIGTERM");
    forced.send("SIGINT");
    expect(forced.exit).toHaveBeenCalledWith(1);

    const late = fakeProcess();
    stopOnSignals({ close: () => new Promise<void>(() => {}), log }, 20, late);
    late.send("SIGTERM");
    await vi.waitFor(() => expect(late.exit).toHaveBeenCalledWith(1));
  });
});
