import { describe, expect, it } from "vitest";
import { TEXTS } from "../common/texts.js";
import { refusalText } from "./rules.js";
import { paySchema } from "./schemas.js";

describe("refusalText (issue 20 §2)", () => {
  it.each([
    ["101101", TEXTS.payments.refusals.declined],
    ["101102", TEXTS.payments.refusals.insufficientFunds],
    ["105203", TEXTS.payments.refusals.expired],
    ["101301", TEXTS.payments.refusals.secureModeFailed],
    ["105202", TEXTS.payments.refusals.invalidCard],
    ["101410", TEXTS.payments.refusals.inactiveCard],
    ["999999", TEXTS.payments.refusals.other],
    [null, TEXTS.payments.refusals.other],
  ])("%s", (code, text) => {
    expect(refusalText(code)).toBe(text);
  });
});

describe("paySchema", () => {
  it("takes what the tokenisation answered, never a card number nor an amount", () => {
    const parsed = paySchema.parse({
      order: "o1",
      cardReg: "c1",
      registrationData: "data=abc-DEF_1.2/3+4=",
      amount: 1,
    });
    expect(parsed).toEqual({
      order: "o1",
      cardReg: "c1",
      registrationData: "data=abc-DEF_1.2/3+4=",
    });
    expect(
      paySchema.safeParse({ order: "o", cardReg: "c", registrationData: "4970100000000154" })
        .success,
    ).toBe(false);
    expect(
      paySchema.safeParse({ order: "o", cardReg: "c", registrationData: "errorCode=105203" })
        .success,
    ).toBe(true);
  });
});
