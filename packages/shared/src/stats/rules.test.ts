import { describe, expect, it } from "vitest";
import { TEXTS } from "../common/texts.js";
import { daysBetween, defaultStatsPeriod, formatDuration, percentile, statsCsv } from "./rules.js";
import { statsQuerySchema } from "./schemas.js";

describe("the statistics' period and figures (issue 21 §4)", () => {
  it("lists every Paris day of a period, across the autumn clock change", () => {
    expect(daysBetween("2026-10-24", "2026-10-27")).toEqual([
      "2026-10-24",
      "2026-10-25",
      "2026-10-26",
      "2026-10-27",
    ]);
    expect(daysBetween("2026-10-27", "2026-10-26")).toEqual([]);
  });

  it("ends the default period today in Paris, 30 days long", () => {
    // 23:30 UTC on 26 November is already the 27th in Paris
    expect(defaultStatsPeriod(new Date("2026-11-26T23:30:00Z"))).toEqual({
      from: "2026-10-29",
      to: "2026-11-27",
    });
  });

  it("takes the median and the 90th percentile by nearest rank", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
  });

  it("refuses a malformed day, an end before the start and a period over a year, in French", () => {
    const refusal = (query: object) => statsQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(refusal({ from: "27/11/2026" })).toBe(TEXTS.stats.dayInvalid);
    // found by the fuzz test: two malformed days once looped for ever in the period's check
    expect(refusal({ from: "__proto__", to: "yC" })).toBe(TEXTS.stats.dayInvalid);
    expect(refusal({ from: "2026-11-27", to: "2026-11-26" })).toBe(TEXTS.stats.toBeforeFrom);
    expect(refusal({ from: "2025-01-01", to: "2026-11-27" })).toBe(
      "Choisissez une période d’au plus 366 jours.",
    );
    expect(statsQuerySchema.parse({ from: "2025-11-27", to: "2026-11-27" })).toEqual({
      from: "2025-11-27",
      to: "2026-11-27",
    });
  });

  it("writes a processing time as a pharmacist reads it", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(25)).toBe("25 min");
    expect(formatDuration(65)).toBe("1 h 05");
    expect(formatDuration(60 * 24 * 2 + 180 + 7)).toBe("2 j 3 h");
  });

  it("exports one CSV row per Paris date, semicolons and decimal commas for a French spreadsheet", () => {
    const csv = statsCsv([
      { date: "2026-11-26", received: 12, processed: 10, renewals: 1, orders: 2, revenue: 4550 },
      { date: "2026-11-27", received: 0, processed: 0, renewals: 0, orders: 0, revenue: 0 },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Date;Ordonnances reçues;Ordonnances traitées;Renouvellements;Commandes;Chiffre d’affaires (€)",
      "2026-11-26;12;10;1;2;45,50",
      "2026-11-27;0;0;0;0;0,00",
      "",
    ]);
  });
});
