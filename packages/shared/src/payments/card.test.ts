import { describe, expect, it } from "vitest";
import { CARD_TEXTS } from "./card-texts.js";
import { checkCard, formatCardNumber, providerExpiry } from "./card.js";

const T = CARD_TEXTS.card;
const NOW = new Date("2026-11-27T10:00:00Z");
const GOOD = { number: "4970 1000 0000 0154", expiry: "09/28", cvx: "123" };

describe("the card form's rule (issue 20 §2)", () => {
  it("accepts a test card as typed", () => {
    expect(checkCard(GOOD, NOW)).toEqual({});
    expect(checkCard({ ...GOOD, expiry: "11/26" }, NOW)).toEqual({});
  });

  it("names each wrong field in French", () => {
    expect(checkCard({ number: "", expiry: "", cvx: "" }, NOW)).toEqual({
      number: T.numberMissing,
      expiry: T.expiryFormat,
      cvx: T.cvxInvalid,
    });
    expect(checkCard({ ...GOOD, number: "4970 1000 0000 0155" }, NOW).number).toBe(T.numberInvalid);
    expect(checkCard({ ...GOOD, expiry: "10/26" }, NOW).expiry).toBe(T.expired);
    expect(checkCard({ ...GOOD, expiry: "13/28" }, NOW).expiry).toBe(T.expiryFormat);
    expect(checkCard({ ...GOOD, cvx: "12" }, NOW).cvx).toBe(T.cvxInvalid);
  });

  it("writes the expiry as the provider reads it and groups the number by four", () => {
    expect(providerExpiry("9/28")).toBe("0928");
    expect(providerExpiry("09 / 28")).toBe("0928");
    expect(formatCardNumber("4970100000000154")).toBe("4970 1000 0000 0154");
    expect(formatCardNumber("4970-1000 00")).toBe("4970 1000 00");
  });
});
