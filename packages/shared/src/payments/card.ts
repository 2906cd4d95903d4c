import { luhnKey } from "../accounts/identity.js";
import { CARD_TEXTS } from "./card-texts.js";

const T = CARD_TEXTS.card;

/** A card as the patient types it in the payment form (never sent to our server). */
export interface CardInput {
  /** The number, with or without spaces. */
  number: string;
  /** « MM/AA », the way it is printed on the card. */
  expiry: string;
  /** The card verification value, 3 or 4 digits. */
  cvx: string;
}

/** What is wrong with a card, by field, in French; empty when it can be sent. */
export type CardErrors = Partial<Record<keyof CardInput, string>>;

const digitsOf = (text: string) => text.replace(/[\s-]/g, "");

/**
 * The expiry « MM/AA » as the provider's tokenisation reads it, « MMAA »; null when it is not a
 * month and a year.
 */
export function providerExpiry(expiry: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, "0")}${match[2]}`;
}

/**
 * The rule of the card form (issue 20 §2), checked in the browser before the card goes to the
 * provider: a number of 12 to 19 digits that passes the Luhn check, an expiry « MM/AA » not
 * before this month (`now`, the Paris month is close enough: the provider decides), a CVV of 3
 * or 4 digits.
 * @returns the French error of each wrong field; `{}` when the card can be sent.
 */
export function checkCard(card: CardInput, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(card.number);
  if (!digits) errors.number = T.numberMissing;
  else if (
    !/^\d{12,19}$/.test(digits) ||
    luhnKey(digits.slice(0, -1)) !== Number(digits[digits.length - 1])
  )
    errors.number = T.numberInvalid;
  const expiry = providerExpiry(card.expiry);
  if (!expiry) errors.expiry = T.expiryFormat;
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2));
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = T.expired;
  }
  if (!/^\d{3,4}$/.test(card.cvx.trim())) errors.cvx = T.cvxInvalid;
  return errors;
}

/** A card number as the patient reads it while typing: groups of four digits. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}
