import { describe, expect, it } from "vitest";
import { birthDateOf, formatBirthDigits, formatTimeAgo } from "./dates.js";
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

describe("formatBirthDigits (issue 18 §4)", () => {
  it("puts the slashes in as the digits of « 15032019 » are typed", () => {
    const typed = "15032019";
    const shown = [...typed].map((_, k) => formatBirthDigits(typed.slice(0, k + 1)));
    expect(shown).toEqual([
      "1",
      "15",
      "15/0",
      "15/03",
      "15/03/2",
      "15/03/20",
      "15/03/201",
      "15/03/2019",
    ]);
    expect(birthDateOf(shown.at(-1) ?? "", now)).toBe("2019-03-15");
  });

  it("keeps a date typed with its slashes, and re-types the shown value unchanged", () => {
    expect(formatBirthDigits("15/03/2019")).toBe("15/03/2019");
    expect(formatBirthDigits("15/0")).toBe("15/0");
    expect(formatBirthDigits("15/")).toBe("15");
    expect(formatBirthDigits("")).toBe("");
  });

  it("pads a one-digit day or month followed by a separator", () => {
    expect(formatBirthDigits("1/")).toBe("01");
    expect(formatBirthDigits("1/3/2019")).toBe("01/03/2019");
    expect(formatBirthDigits("15.3.2019")).toBe("15/03/2019");
  });

  it("drops letters and digits past the year", () => {
    expect(formatBirthDigits("15a03b2019")).toBe("15/03/2019");
    expect(formatBirthDigits("150320191")).toBe("15/03/2019");
  });
});
