import { describe, expect, it } from "vitest";
import { barState, resultBarPosition } from "./bar.js";

const bar = (
  result: number | string,
  normInf: number | null,
  normSup: number | null,
  unit = "g/l",
) => resultBarPosition({ result, unit, normInf, normSup });

describe("lab result bar (001 §4, DECISIONS)", () => {
  it("is 0 below, 1 at normInf, 20 at normSup, 21 above", () => {
    expect(bar(0.5, 1, 2)).toBe(0);
    expect(bar(1, 1, 2)).toBe(1);
    expect(bar(1.0001, 1, 2)).toBe(1);
    expect(bar(1.05, 1, 2)).toBe(1);
    expect(bar(1.051, 1, 2)).toBe(2);
    expect(bar(1.5, 1, 2)).toBe(10);
    expect(bar(2, 1, 2)).toBe(20);
    expect(bar(2.0001, 1, 2)).toBe(21);
  });

  it("does not drift on decimal arithmetic", () => {
    // 20 × (0.4 − 0.1) / 0.6 is 10.000000000000002 in floating point
    expect(bar(0.4, 0.1, 0.7)).toBe(10);
    expect(bar(13.3, 12.5, 15.5)).toBe(6);
  });

  it("has no bar for text, PDF units, missing or inverted norms", () => {
    expect(bar("< 0.12", 0, 5)).toBeNull();
    expect(bar(3, 0, 5, "PDF")).toBeNull();
    expect(bar(3, 0, 5, " pdf ")).toBeNull();
    expect(bar(3, null, 5)).toBeNull();
    expect(bar(3, 0, null)).toBeNull();
    expect(bar(3, 5, 5)).toBeNull();
    expect(bar(3, 6, 5)).toBeNull();
  });

  it("names where a position stands", () => {
    expect([0, 1, 20, 21].map(barState)).toEqual(["below", "in", "in", "above"]);
  });
});
