import { describe, expect, it } from "vitest";
import {
  addDays,
  firstAfter,
  isIsoDay,
  monthGrid,
  parisDay,
  parisMidnight,
  renewalDates,
} from "./dates.js";

describe("renewal dates (issue 10 §3)", () => {
  it("steps calendar days across the spring daylight-saving change (29 March 2026)", () => {
    expect(renewalDates("2026-03-22", 3, 7)).toEqual(["2026-03-22", "2026-03-29", "2026-04-05"]);
  });

  it("steps calendar days across the autumn change (25 October 2026) with 28-day steps", () => {
    expect(renewalDates("2026-10-01", 3, 28)).toEqual(["2026-10-01", "2026-10-29", "2026-11-26"]);
  });

  it("gives `renewal` dates, across months and years", () => {
    const dates = renewalDates("2026-12-15", 12, 31);
    expect(dates).toHaveLength(12);
    expect(dates[1]).toBe("2027-01-15");
    expect(dates[11]).toBe("2027-11-21");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("reads the Paris day of an instant, not the UTC one, in summer and in winter", () => {
    // 23:30 UTC on 28 March is 00:30 on the 29th in Paris (UTC+1)
    expect(parisDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
    // 22:30 UTC on 29 March is 00:30 on the 30th (UTC+2, after the change)
    expect(parisDay(new Date("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
    expect(parisDay(new Date("2026-03-29T21:30:00Z"))).toBe("2026-03-29");
  });

  it("finds the first date on or after today in Paris", () => {
    const dates = renewalDates("2026-03-22", 3, 7);
    expect(firstAfter(dates, parisDay(new Date("2026-03-28T22:59:00Z")))).toBe("2026-03-29");
    expect(firstAfter(dates, parisDay(new Date("2026-03-29T21:59:00Z")))).toBe("2026-03-29");
    expect(firstAfter(dates, parisDay(new Date("2026-03-29T22:00:00Z")))).toBe("2026-04-05");
    expect(firstAfter(dates, "2026-04-06")).toBeNull();
  });

  it("knows when a Paris day begins on both sides of a change", () => {
    expect(parisMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(parisMidnight("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(parisMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(parisMidnight("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("accepts only real days", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-31")).toBe(false);
    expect(isIsoDay("28/02/2026")).toBe(false);
  });

  it("lays a month out Monday first", () => {
    // 1 March 2026 is a Sunday: six blanks before it
    const grid = monthGrid(2026, 3);
    expect(grid.slice(0, 7)).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(grid.at(-1)).toBe("2026-03-31");
  });
});
