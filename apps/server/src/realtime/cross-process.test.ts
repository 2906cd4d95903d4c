import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "socket.io";
import { io as ioClient } from "socket.io-client";
import { MARKET_NAMESPACE, type MessageDto } from "@reseau/shared";
import type { Config } from "../platform/config.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  workerDatabaseUrl,
  type TestApp,
} from "../test/harness.js";
import { disconnectAll, listen } from "../test/sockets.js";
import { idOf, shared, uploaded } from "../modules/documents/test-helpers.js";
import { userRoom } from "./realtime.js";

// two apps on one database stand for two server processes (issue 23 §1, docs/DECISIONS.md
// "Several processes"): a socket on the first hears what a request served by the second caused
const databaseUrl = workerDatabaseUrl();

// Redis runs on the CI machine; a fresh machine without it skips that part
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect({ host: "127.0.0.1", port: 6379 });
  socket.once("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.once("error", () => resolve(false));
});

/**
 * A socket of `/market` on the app at `url` with the session `cookie`, connected and known to the
 * server (the web app's `user` acknowledged), as the marketplace's pages open it.
 */
async function marketSocket(url: string, cookie: string) {
  const socket = ioClient(`${url}${MARKET_NAMESPACE}`, {
    transports: ["websocket"],
    // its own connection: socket.io-client would otherwise reuse a socket of another test
    forceNew: true,
    extraHeaders: { cookie },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  await socket.timeout(2_000).emitWithAck("user");
  return socket;
}

/** The same tests through each shared adapter. */
function acrossProcesses(settings: () => Partial<Config>) {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  beforeAll(async () => {
    // both apps first: each createTestApp empties the worker's database
    a = await createTestApp(settings());
    b = await createTestApp(settings());
    urlA = await a.listen();
    await b.listen();
  });
  afterAll(async () => {
    disconnectAll();
    await b?.stop();
    await a?.stop();
  });

  it("says the adapter answers in /ws/ready", async () => {
    const ready = await a.client().get("/ws/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ checks: { adapter: "ok" } });
  });

  it("sends the patient connected to one process the status message served by another", async () => {
    const patient = await createPatient(a);
    const otherPatient = await createPatient(a);
    const pharmacy = await createPharmacy(b);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const atPatient = await listen(a, urlA, patient);
    const atOtherPatient = await listen(a, urlA, otherPatient);

    const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    expect(response.status).toBe(200);
    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message).toMatchObject({
      content: "Marie s'occupe de votre ordonnance.",
      iddocument: document.id,
      sender: idOf(pharmacy),
    });
    await atPatient.next("updateDoc");
    await Promise.all([atPatient.settled(), atOtherPatient.settled()]);
    expect(atPatient.received.map((r) => r.event).sort()).toEqual(["newMsg", "updateDoc"]);
    expect(atOtherPatient.received).toEqual([]);
  });

  it("carries the marketplace namespace across processes too", async () => {
    const pharmacy = await createPharmacy(a);
    const socket = await marketSocket(urlA, pharmacy.cookieHeader());
    try {
      const arrived = new Promise<unknown>((resolve) => socket.once("import-stock", resolve));
      // the event a stock import's end sends, emitted by the other process
      (b.realtime.io as unknown as Server)
        .of(MARKET_NAMESPACE)
        .to(userRoom(idOf(pharmacy)))
        .emit("import-stock", { marker: "from-b" });
      await expect(arrived).resolves.toEqual({ marker: "from-b" });
    } finally {
      socket.disconnect();
    }
  });
}

describe.skipIf(!databaseUrl)(
  "several processes through PostgreSQL (needs TEST_DATABASE_URL: the embedded PGlite is one process)",
  () => acrossProcesses(() => ({ databaseUrl })),
);

describe.skipIf(!databaseUrl)(
  "when PostgreSQL ends the adapter's listening connection (a restart, a fail-over)",
  () => {
    let a: TestApp;
    let b: TestApp;
    let urlA: string;
    beforeAll(async () => {
      a = await createTestApp({ databaseUrl });
      b = await createTestApp({ databaseUrl });
      urlA = await a.listen();
      await b.listen();
    });
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
    });

    it("keeps serving, and carries events across processes again once it has reconnected", async () => {
      const pharmacy = await createPharmacy(a);
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        // the adapters' LISTEN connections, ended as a server shutting down ends them (57P01):
        // their error had no listener and took the process (here, the test's) down
        const { rows } = await admin.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        );
        expect(rows.filter((row) => row.ended).length).toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      expect((await a.client().get("/ws/health")).status).toBe(200);
      const socket = await marketSocket(urlA, pharmacy.cookieHeader());
      try {
        const arrived = new Promise<unknown>((resolve) => socket.once("import-stock", resolve));
        // the adapter listens again after 1 to 3 s: the other process emits until it is heard
        let heard = false;
        void arrived.then(() => (heard = true));
        for (let tries = 0; !heard && tries < 40; tries++) {
          (b.realtime.io as unknown as Server)
            .of(MARKET_NAMESPACE)
            .to(userRoom(idOf(pharmacy)))
            .emit("import-stock", { marker: "after-reconnection" });
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        await expect(arrived).resolves.toEqual({ marker: "after-reconnection" });
      } finally {
        socket.disconnect();
      }
    });
  },
);

describe.skipIf(!databaseUrl || !redisAnswers)(
  "several processes through Redis (needs TEST_DATABASE_URL and Redis on 127.0.0.1:6379)",
  () => {
    const redisNamespace = `test-${process.pid}-${Date.now()}-`;
    acrossProcesses(() => ({ databaseUrl, redisUrl: "redis://127.0.0.1:6379", redisNamespace }));
  },
);
