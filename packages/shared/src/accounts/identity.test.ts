import { describe, expect, it } from "vitest";
import {
  isValidFiness,
  isValidNir,
  isValidRpps,
  luhnKey,
  nirKey,
  normalizeFiness,
  normalizeNir,
  normalizeRpps,
} from "./identity.js";

describe("NIR (docs/DECISIONS.md Identity numbers)", () => {
  it("accepts a NIR with its right key, spaces ignored", () => {
    const base = "2690549588157";
    const key = String(nirKey(base)).padStart(2, "0");
    expect(isValidNir(`${base}${key}`)).toBe(true);
    expect(isValidNir(`2 69 05 49 588 157 ${key}`)).toBe(true);
    expect(isValidNir(base)).toBe(true); // the key is optional
  });

  it("refuses a wrong key", () => {
    const base = "1850575123456";
    const wrong = ((nirKey(base) % 97) + 1).toString().padStart(2, "0");
    expect(isValidNir(`${base}${wrong}`)).toBe(false);
  });

  it("counts 2A as 19 and 2B as 18 for the key, at the department position only", () => {
    const corsica = "18507" + "2A" + "123456";
    const key = String(nirKey("18507" + "19" + "123456")).padStart(2, "0");
    expect(isValidNir(`${corsica}${key}`)).toBe(true);
    const keyB = String(nirKey("18507" + "18" + "123456")).padStart(2, "0");
    expect(isValidNir(`18507 2B 123 456 ${keyB}`)).toBe(true);
  });

  it("accepts an unknown month (20–99) and refuses month 00 or 13, sex 3, provisional 7/8", () => {
    expect(isValidNir("1853075123456")).toBe(true);
    expect(isValidNir("1850075123456")).toBe(false);
    expect(isValidNir("1851375123456")).toBe(false);
    expect(isValidNir("3850575123456")).toBe(false);
    expect(isValidNir("7850575123456")).toBe(false);
    expect(isValidNir("8850575123456")).toBe(false);
    expect(isValidNir("185057512345")).toBe(false);
  });
});

describe("RPPS", () => {
  it("is 11 digits without check digit", () => {
    expect(isValidRpps("10003456789")).toBe(true);
    expect(isValidRpps("1000345678")).toBe(false);
    expect(isValidRpps("1000345678A")).toBe(false);
  });
});

describe("FINESS", () => {
  it("checks the Luhn key over the first 8 characters", () => {
    expect(luhnKey("7992739871")).toBe(3); // the textbook Luhn example
    const first8 = "69078106";
    const finess = `${first8}${luhnKey(first8)}`;
    expect(isValidFiness(finess)).toBe(true);
    expect(isValidFiness(`${first8}${(luhnKey(first8) + 1) % 10}`)).toBe(false);
    expect(isValidFiness("69078106")).toBe(false);
  });

  it("accepts 2A / 2B in the first two positions only", () => {
    const key = luhnKey("20000001");
    expect(isValidFiness(`2A000001${key}`)).toBe(true);
    expect(isValidFiness(`2B000001${key}`)).toBe(true);
    expect(isValidFiness(`12A00001${key}`)).toBe(false);
  });
});

describe("normalisation of identity numbers as stored", () => {
  it("removes spaces and upper-cases the Corsican departments", () => {
    expect(normalizeNir(" 1 85 05 2a 123 456 ")).toBe("185052A123456");
    expect(normalizeFiness("2b 000 000 1")).toBe("2B0000001");
    expect(normalizeRpps(" 101 234 567 89 ")).toBe("10123456789");
  });
});
