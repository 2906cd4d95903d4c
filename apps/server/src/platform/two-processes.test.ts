import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatient, createTestApp, PASSWORD, type TestApp } from "../test/harness.js";

const MINUTE = 60_000;

// two servers on one database, as two processes behind a load balancer (issue 23 §1, §3); both
// made before anything is written, as each `createTestApp` empties the worker's database
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ jobs: true, jobPollingSeconds: 0.5 });
  b = await createTestApp({ jobs: true, jobPollingSeconds: 0.5 });
});
afterAll(async () => {
  await a.stop();
  await b.stop();
});

describe("the login throttle is shared by every process (issue 23 §1)", () => {
  it("five failures spread over two servers lock the pair on both; a known device passes", async () => {
    await createPatient(a, { email: "deux.serveurs@exemple.fr" });
    const login = "deux.serveurs@exemple.fr";
    // the owner logs in on server A: her browser becomes a known device of the account
    const phone = a.client();
    expect((await phone.post("/ws/login", { login, password: PASSWORD })).status).toBe(200);
    expect(phone.cookies.get("did")).toBeTruthy();

    // a stranger (same address, new browsers) alternates between the servers
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await server.client().post("/ws/login", { login, password: `faux${i}abcd` });
      expect(response.status).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await server
        .client()
        .post<{ error: string; message: string }>("/ws/login", { login, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        error: "tooManyAttempts",
        message: "Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.",
      });
    }

    // the owner's browser, known from server A, is known to server B too: not locked out
    const sameBrowser = b.client();
    sameBrowser.cookies.set("did", phone.cookies.get("did") ?? "");
    const mine = await sameBrowser.post("/ws/login", { login, password: PASSWORD });
    expect(mine.status).toBe(200);
    expect((await sameBrowser.get("/ws/user")).status).toBe(200);
  });

  it("keeps the device's cookie hashed, never as sent", async () => {
    const phone = a.client();
    await createPatient(a, { email: "cookie.hache@exemple.fr" });
    await phone.post("/ws/login", { login: "cookie.hache@exemple.fr", password: PASSWORD });
    const device = phone.cookies.get("did") ?? "";
    const { rows } = (await a.database.executeSql(
      "select device_hash from known_devices where account = $1",
      ["cookie.hache@exemple.fr"],
    )) as { rows: { device_hash: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]?.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.device_hash).not.toContain(device);
  });

  it("two servers counting at once lose no count", async () => {
    const login = "simultane@exemple.fr";
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? a : b).ctx.loginThrottle.fail(login, "192.0.2.44"),
      ),
    );
    const { rows } = (await a.database.executeSql(
      "select failures from login_throttle where kind = 'pair' and key = $1",
      [`${login} 192.0.2.44`],
    )) as { rows: { failures: number }[] };
    expect(rows).toEqual([{ failures: 6 }]);
    // the sixth failure: 2 minutes (give or take the milliseconds between the calls)
    const wait = await b.ctx.loginThrottle.waitFor(login, "192.0.2.44");
    expect(wait).toBeGreaterThan(MINUTE);
    expect(wait).toBeLessThanOrEqual(2 * MINUTE);
  });
});

describe("a job runs once with two processes (issue 23 §3)", () => {
  it("twenty jobs sent, both servers working their queue: each runs exactly once", async () => {
    const runs: string[] = [];
    const queue = "two-processes-once";
    for (const [name, server] of [
      ["A", a],
      ["B", b],
    ] as const) {
      await server.ctx.jobs?.work(queue, async (data) => {
        runs.push(`${name}:${String(data.n)}`);
      });
    }
    const sent = Array.from({ length: 20 }, (_, n) => n);
    for (const n of sent) await (n % 2 ? a : b).ctx.jobs?.send(queue, { n });
    const deadline = Date.now() + 20_000;
    while (runs.length < sent.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // several polling rounds of both workers (0.5 s each) after the last run: none runs again
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const jobs = runs.map((run) => Number(run.split(":")[1]));
    expect(jobs.toSorted((x, y) => x - y)).toEqual(sent);
    expect(runs.every((run) => /^[AB]:\d+$/.test(run))).toBe(true);
  });
});
