import { composeIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import { BANK_ACCOUNT_TEXTS } from "./bank-account-texts.js";
import { checkBankAccount, electronicFormat, maskIban, shortIban } from "./bank-account.js";

const T = BANK_ACCOUNT_TEXTS.bankAccount;
const GOOD = { IBAN: "FR76 3000 6000 0112 3456 7890 189", BIC: "AGRIFRPP" };

describe("a pharmacy's bank account (001 §5, issue 20 §3)", () => {
  it("accepts a French IBAN and a BIC as typed, with spaces and in lower case", () => {
    expect(checkBankAccount(GOOD)).toEqual({});
    expect(checkBankAccount({ IBAN: "fr1420041010050500013m02606", BIC: "bnpafrppxxx" })).toEqual(
      {},
    );
    expect(electronicFormat(" fr76 3000-6000 ")).toBe("FR7630006000");
  });

  it("names a wrong French RIB key, even when the IBAN's own key was computed over it", () => {
    // the RIB key 07 instead of 06, the IBAN's check digits recomputed: only the RIB key is wrong
    const iban = composeIBAN({ countryCode: "FR", bban: "20041010050500013M02607" }) ?? "";
    expect(checkBankAccount({ ...GOOD, IBAN: iban })).toEqual({ IBAN: T.ribKey });
  });

  it("names a wrong IBAN key, a wrong length, a missing country, an empty field", () => {
    expect(checkBankAccount({ ...GOOD, IBAN: "FR7730006000011234567890189" }).IBAN).toBe(
      T.ibanChecksum,
    );
    expect(checkBankAccount({ ...GOOD, IBAN: "FR763000600001123456789018" }).IBAN).toBe(
      "L’IBAN n’a pas le bon nombre de caractères pour son pays (27 attendus).",
    );
    expect(checkBankAccount({ ...GOOD, IBAN: "3000600001123456789018" }).IBAN).toBe(T.ibanCountry);
    expect(checkBankAccount({ IBAN: " ", BIC: "" })).toEqual({
      IBAN: T.ibanMissing,
      BIC: T.bicMissing,
    });
  });

  it("names a BIC of the wrong shape or of an unknown country", () => {
    expect(checkBankAccount({ ...GOOD, BIC: "BNP" }).BIC).toBe(T.bicFormat);
    expect(checkBankAccount({ ...GOOD, BIC: "BNPAXXPP" }).BIC).toBe(T.bicCountry);
  });

  it("accepts another SEPA country's IBAN", () => {
    expect(checkBankAccount({ IBAN: "DE89 3704 0044 0532 0130 00", BIC: "COBADEFFXXX" })).toEqual(
      {},
    );
  });
});

describe("a registered IBAN as shown (issue 20 §3)", () => {
  it("keeps the country, the check digits and the last four characters", () => {
    expect(maskIban(GOOD.IBAN)).toBe("FR76 •••• •••• •••• •••• •••0 189");
    expect(shortIban(GOOD.IBAN)).toBe("FR76 ••• 0189");
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• •••• •••• ••30 00");
  });
});
