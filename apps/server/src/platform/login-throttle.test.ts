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
