import {
  electronicFormatIBAN,
  getCountrySpecifications,
  validateBIC,
  validateIBAN,
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
} from "ibantools";
import { format } from "../common/common-texts.js";
import { BANK_ACCOUNT_TEXTS } from "./bank-account-texts.js";

const T = BANK_ACCOUNT_TEXTS.bankAccount;

/** A bank account as a pharmacy types it (001 §7 `POST /mp/iban-reg {BIC, IBAN}`). */
export interface BankAccountInput {
  IBAN: string;
  BIC: string;
}

/** What is wrong with a bank account, by field, in French; empty when both are right. */
export type BankAccountErrors = Partial<Record<keyof BankAccountInput, string>>;

/**
 * An IBAN or a BIC as stored and sent to the payment provider: upper case, without spaces or
 * dashes (« fr76 3000 6000 … » → « FR7630006000… »).
 */
export function electronicFormat(text: string): string {
  return electronicFormatIBAN(text) ?? "";
}

/** The French text of the first thing wrong with `iban` (electronic format), if any. */
function ibanError(iban: string): string | undefined {
  if (!iban) return T.ibanMissing;
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return T.ibanCountry;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    const length = getCountrySpecifications()[iban.slice(0, 2)]?.chars ?? 0;
    return format(T.ibanLength, { length });
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return T.ibanFormat;
  // the national key (the French RIB key) is named first: it says which digits to check
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) return T.ribKey;
  return T.ibanChecksum;
}

/** The French text of the first thing wrong with `bic` (electronic format), if any. */
function bicError(bic: string): string | undefined {
  if (!bic) return T.bicMissing;
  if (bic.length !== 8 && bic.length !== 11) return T.bicFormat;
  const { valid, errorCodes } = validateBIC(bic);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) return T.bicCountry;
  return T.bicFormat;
}

/**
 * The rule for a bank account (001 §5 "Bank registration needs BIC and IBAN", issue 20 §3),
 * the same in the pharmacy's form and on the server: the IBAN by its country's length and
 * format, its check digits and, where the country has one, its national key (the French RIB
 * key), through ibantools; the BIC by its shape and country. Spaces and case do not matter.
 * @returns the French error of each wrong field; `{}` when both are right.
 */
export function checkBankAccount(input: BankAccountInput): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const iban = ibanError(electronicFormat(input.IBAN));
  const bic = bicError(electronicFormat(input.BIC));
  if (iban) errors.IBAN = iban;
  if (bic) errors.BIC = bic;
  return errors;
}

/**
 * An IBAN as shown once registered (issue 20 §3): its country and check digits and its last
 * four characters kept, the rest masked with •, grouped by four
 * (« FR76 •••• •••• •••• •••• •••0 189 »).
 */
export function maskIban(iban: string): string {
  const plain = electronicFormat(iban);
  if (plain.length <= 8) return plain;
  const masked = plain.slice(0, 4) + "•".repeat(plain.length - 8) + plain.slice(-4);
  return masked.replace(/(.{4})(?!$)/g, "$1 ");
}

/** An IBAN in one line of a list (a payout's label): « FR76 ••• 0189 ». */
export function shortIban(iban: string): string {
  const plain = electronicFormat(iban);
  return plain.length <= 8 ? plain : `${plain.slice(0, 4)} ••• ${plain.slice(-4)}`;
}
