import { describe, expect, it } from "vitest";
import { intervalWords, isRenewablePrescription } from "./rules.js";

describe("intervalWords (issue 18 §4)", () => {
  it("says a month and three months in words, any other interval in days", () => {
    expect(intervalWords(30)).toBe("tous les mois");
    expect(intervalWords(90)).toBe("tous les 3 mois");
    expect(intervalWords(28)).toBe("tous les 28 jours");
    expect(intervalWords(7)).toBe("tous les 7 jours");
  });
});

describe("isRenewablePrescription (issue 18 §4)", () => {
  const prescription = { type: "PRESC_DRUG", sharers: ["ph"], meta: { status: "READY" } };

  it("offers a shared prescription of drugs, equipment or optics", () => {
    expect(isRenewablePrescription(prescription)).toBe(true);
    expect(isRenewablePrescription({ ...prescription, type: "PRESC_MTL" })).toBe(true);
    expect(isRenewablePrescription({ ...prescription, type: "PRESC_OPT" })).toBe(true);
  });

  it("not a prescription shared with nobody, another type, or one whose renewal runs", () => {
    expect(isRenewablePrescription({ ...prescription, sharers: [] })).toBe(false);
    expect(isRenewablePrescription({ ...prescription, type: "ANALYS_RES" })).toBe(false);
    for (const status of ["RENEWING_STANDBY", "RENEWING_ACTIVE"]) {
      expect(isRenewablePrescription({ ...prescription, meta: { status } })).toBe(false);
    }
  });
});
