import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./dates.js";
import { searchKey } from "./search.js";

const now = new Date("2026-11-23T09:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe("formatTimeAgo", () => {
  it.each([
    [0, "à l’instant"],
    [59_000, "à l’instant"],
    [-30_000, "à l’instant"],
    [MIN, "il y a 1 min"],
    [12 * MIN, "il y a 12 min"],
    [59 * MIN, "il y a 59 min"],
    [60 * MIN, "il y a 1 h"],
    [65 * MIN, "il y a 1 h 05"],
    [23 * 60 * MIN + 59 * MIN, "il y a 23 h 59"],
    [24 * 60 * MIN, "il y a 1 jour"],
    [3 * 24 * 60 * MIN + 5 * MIN, "il y a 3 jours"],
  ])("%d ms ago reads « %s »", (ms, text) => {
    expect(formatTimeAgo(ago(ms), now)).toBe(text);
  });

  it("takes a Date as well as ISO text", () => {
    expect(formatTimeAgo(new Date(now.getTime() - 12 * MIN), now)).toBe("il y a 12 min");
  });
});

describe("searchKey", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(searchKey("  Élodie  ")).toBe("elodie");
    expect(searchKey("LE  GOFF")).toBe("le goff");
    expect(searchKey("Françoise")).toBe("francoise");
  });
});
