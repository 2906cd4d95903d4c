import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { knownDevices, loginThrottle } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { LoginThrottle } from "./login-throttle.js";

const MINUTE = 60_000;

// the throttle's state is rows of the database (shared by every process): the worker's, emptied
// of its counters before each test
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await t.ctx.db.delete(loginThrottle);
  await t.ctx.db.delete(knownDevices);
});

function throttleAt(start = Date.UTC(2026, 0, 5, 9)) {
  let now = start;
  const throttle = new LoginThrottle(t.ctx.db, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe("login throttle (anti brute force)", () => {
  it("makes an account wait 1 minute after 5 failures from one address, doubling up to 15", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 4; i++) await throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
    await throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(MINUTE);
    advance(MINUTE);
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
    await throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(2 * MINUTE);
    for (let i = 0; i < 10; i++) await throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(15 * MINUTE);
  });

  it("does not lock the owner out when a stranger fails from another address", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) await throttle.fail("lea@exemple.fr", "198.51.100.7");
    expect(await throttle.waitFor("lea@exemple.fr", "198.51.100.7")).toBeGreaterThan(0);
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
  });

  it("blocks an address trying many accounts for the rest of its 15-minute window", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 30; i++) await throttle.fail(`victime${i}@exemple.fr`, "198.51.100.7");
    expect(await throttle.waitFor("autre@exemple.fr", "198.51.100.7")).toBe(15 * MINUTE);
    advance(15 * MINUTE + 1);
    expect(await throttle.waitFor("autre@exemple.fr", "198.51.100.7")).toBe(0);
  });

  it("slows a distributed attack on one account by a minute at a time only", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 100; i++)
      await throttle.fail("lea@exemple.fr", `10.0.${i >> 8}.${i & 255}`);
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(MINUTE);
  });

  it("forgets the failures after a success", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 4; i++) await throttle.fail("lea@exemple.fr", "203.0.113.9");
    await throttle.succeed("lea@exemple.fr", "203.0.113.9");
    await throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(await throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
  });
});

describe("the throttle's rows (issue 23 §1)", () => {
  const DAY = 24 * 60 * MINUTE;

  it("prunes counters idle for a day and devices unseen for a year", async () => {
    const { throttle, advance } = throttleAt();
    await throttle.succeed("lea@exemple.fr", "203.0.113.9", "device-of-lea-0001");
    for (let i = 0; i < 5; i++) await throttle.fail("paul@exemple.fr", "198.51.100.7");
    await throttle.prune();
    expect(await t.ctx.db.$count(loginThrottle)).toBe(3);
    advance(DAY + 1);
    await throttle.prune();
    expect(await t.ctx.db.$count(loginThrottle)).toBe(0);
    expect(await throttle.isKnownDevice("lea@exemple.fr", "device-of-lea-0001")).toBe(true);
    advance(365 * DAY);
    await throttle.prune();
    expect(await throttle.isKnownDevice("lea@exemple.fr", "device-of-lea-0001")).toBe(false);
  });
});

describe("a stranger cannot lock the owner out (issue 6 §2)", () => {
  const owner = "lea@exemple.fr";
  const phone = "device-of-lea-0001";

  it("100 failures from 20 addresses slow strangers down, not the owner's known device", async () => {
    const { throttle, advance } = throttleAt();
    await throttle.succeed(owner, "198.51.100.7", phone);
    for (let i = 0; i < 100; i++) await throttle.fail(owner, `203.0.113.${i % 20}`);
    expect(await throttle.waitFor(owner, "192.0.2.1")).toBe(MINUTE);
    expect(await throttle.waitFor(owner, "192.0.2.1", phone)).toBe(0);
    // one more failure from a stranger re-locks the strangers, and still not the owner
    advance(MINUTE);
    await throttle.fail(owner, "203.0.113.99");
    expect(await throttle.waitFor(owner, "192.0.2.1")).toBe(MINUTE);
    expect(await throttle.waitFor(owner, "192.0.2.1", phone)).toBe(0);
  });

  it("a device that never logged in to the account is a stranger's", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 100; i++) await throttle.fail(owner, `203.0.113.${i % 20}`);
    expect(await throttle.waitFor(owner, "192.0.2.1", "device-of-someone-else")).toBe(MINUTE);
  });

  it("an address blocked by one user's guessing does not lock a neighbour's known device", async () => {
    const { throttle } = throttleAt();
    const office = "198.51.100.20";
    await throttle.succeed("marc@exemple.fr", office, "device-of-marc-0001");
    for (let i = 0; i < 30; i++) await throttle.fail(`cible${i}@exemple.fr`, office);
    expect(await throttle.waitFor("marc@exemple.fr", office)).toBeGreaterThan(0);
    expect(await throttle.waitFor("marc@exemple.fr", office, "device-of-marc-0001")).toBe(0);
  });

  it("a known device still waits after its own failures", async () => {
    const { throttle } = throttleAt();
    await throttle.succeed(owner, "198.51.100.7", phone);
    for (let i = 0; i < 5; i++) await throttle.fail(owner, "198.51.100.7", phone);
    expect(await throttle.waitFor(owner, "198.51.100.7", phone)).toBe(MINUTE);
  });
});
