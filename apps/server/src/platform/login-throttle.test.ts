import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle.js";

const MINUTE = 60_000;

function throttleAt(start = 0) {
  let now = start;
  const throttle = new LoginThrottle(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe("login throttle (anti brute force)", () => {
  it("makes an account wait 1 minute after 5 failures from one address, doubling up to 15", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
    throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(MINUTE);
    advance(MINUTE);
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
    throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(2 * MINUTE);
    for (let i = 0; i < 10; i++) throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(15 * MINUTE);
  });

  it("does not lock the owner out when a stranger fails from another address", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) throttle.fail("lea@exemple.fr", "198.51.100.7");
    expect(throttle.waitFor("lea@exemple.fr", "198.51.100.7")).toBeGreaterThan(0);
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
  });

  it("blocks an address trying many accounts for the rest of its 15-minute window", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 30; i++) throttle.fail(`victime${i}@exemple.fr`, "198.51.100.7");
    expect(throttle.waitFor("autre@exemple.fr", "198.51.100.7")).toBe(15 * MINUTE);
    advance(15 * MINUTE + 1);
    expect(throttle.waitFor("autre@exemple.fr", "198.51.100.7")).toBe(0);
  });

  it("slows a distributed attack on one account by a minute at a time only", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 100; i++) throttle.fail("lea@exemple.fr", `10.0.${i >> 8}.${i & 255}`);
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(MINUTE);
  });

  it("forgets the failures after a success", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.fail("lea@exemple.fr", "203.0.113.9");
    throttle.succeed("lea@exemple.fr", "203.0.113.9");
    throttle.fail("lea@exemple.fr", "203.0.113.9");
    expect(throttle.waitFor("lea@exemple.fr", "203.0.113.9")).toBe(0);
  });
});

describe("a stranger cannot lock the owner out (issue 6 §2)", () => {
  const owner = "lea@exemple.fr";
  const phone = "device-of-lea-0001";

  it("100 failures from 20 addresses slow strangers down, not the owner's known device", () => {
    const { throttle, advance } = throttleAt();
    throttle.succeed(owner, "198.51.100.7", phone);
    for (let i = 0; i < 100; i++) throttle.fail(owner, `203.0.113.${i % 20}`);
    expect(throttle.waitFor(owner, "192.0.2.1")).toBe(MINUTE);
    expect(throttle.waitFor(owner, "192.0.2.1", phone)).toBe(0);
    // one more failure from a stranger re-locks the strangers, and still not the owner
    advance(MINUTE);
    throttle.fail(owner, "203.0.113.99");
    expect(throttle.waitFor(owner, "192.0.2.1")).toBe(MINUTE);
    expect(throttle.waitFor(owner, "192.0.2.1", phone)).toBe(0);
  });

  it("a device that never logged in to the account is a stranger's", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 100; i++) throttle.fail(owner, `203.0.113.${i % 20}`);
    expect(throttle.waitFor(owner, "192.0.2.1", "device-of-someone-else")).toBe(MINUTE);
  });

  it("an address blocked by one user's guessing does not lock a neighbour's known device", () => {
    const { throttle } = throttleAt();
    const office = "198.51.100.20";
    throttle.succeed("marc@exemple.fr", office, "device-of-marc-0001");
    for (let i = 0; i < 30; i++) throttle.fail(`cible${i}@exemple.fr`, office);
    expect(throttle.waitFor("marc@exemple.fr", office)).toBeGreaterThan(0);
    expect(throttle.waitFor("marc@exemple.fr", office, "device-of-marc-0001")).toBe(0);
  });

  it("a known device still waits after its own failures", () => {
    const { throttle } = throttleAt();
    throttle.succeed(owner, "198.51.100.7", phone);
    for (let i = 0; i < 5; i++) throttle.fail(owner, "198.51.100.7", phone);
    expect(throttle.waitFor(owner, "198.51.100.7", phone)).toBe(MINUTE);
  });
});
