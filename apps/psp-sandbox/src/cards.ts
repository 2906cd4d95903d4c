import { createHash, randomBytes } from "node:crypto";
import type { CardBehaviour, TokenisedCard } from "./store.js";

/** A documented test card: its number (16 digits, Luhn-valid), what it does, in French. */
export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  label: string;
}

/**
 * The test cards, in MangoPay's style (the first two are MangoPay's own former sandbox cards, the
 * next two its current ones). Any other Luhn-valid number pays without 3-D Secure. The expiry may
 * be any month to come (MMYY), the CVV any three digits.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4970100000000154", behaviour: "success", label: "paiement accepté, sans 3-D Secure" },
  {
    number: "4970100000000055",
    behaviour: "secure3ds",
    label: "3-D Secure demandé : la page du bac à sable propose « Valider » ou « Refuser »",
  },
  {
    number: "4970100000000063",
    behaviour: "insufficientFunds",
    label: "refusé : provision insuffisante (ResultCode 101102)",
  },
  {
    number: "4970100000000071",
    behaviour: "doNotHonor",
    label: "refusé par la banque, sans motif (ResultCode 101101)",
  },
  { number: "4970107111111119", behaviour: "success", label: "paiement accepté, sans 3-D Secure" },
  { number: "4970105181818183", behaviour: "secure3ds", label: "3-D Secure demandé" },
];

/** The tokenisation's refusals (`errorCode=…`), with what each means, in French. */
export const TOKENISATION_ERRORS = {
  "105202": "numéro de carte invalide (longueur ou clé de Luhn), par exemple 4970 1000 0000 0000",
  "105203": "date d'expiration invalide ou passée (carte expirée), par exemple 01/20",
  "105204": "cryptogramme (CVV) invalide : trois chiffres attendus",
} as const;

/** The amounts (cents) that fail whatever the card, as MangoPay's sandbox amounts 333.05 and 333.51 do. */
export const FAILING_AMOUNTS: Readonly<Record<number, CardBehaviour>> = {
  33305: "doNotHonor",
  33351: "insufficientFunds",
};

/** The ResultCode and ResultMessage of a refused card pay-in. */
export const REFUSALS = {
  insufficientFunds: { code: "101102", message: "Transaction refused by the bank (Amount limit)" },
  doNotHonor: { code: "101101", message: "Transaction refused by the bank (Do not honor)" },
  secure3dsFailed: { code: "101301", message: "Secure mode: 3DSecure authentication has failed" },
  inactiveCard: { code: "101410", message: "The card is not active" },
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryValid(mmyy: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(mmyy);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * What the tokenisation server makes of a card typed by the user: the card as the sandbox keeps
 * it (alias `497010XXXXXX0154`, expiry, fingerprint — never the number nor the CVV), or the
 * `errorCode` MangoPay answers for an invalid number, expiry or CVV.
 */
export function tokenise(
  input: { cardNumber?: string; cardExpirationDate?: string; cardCvx?: string },
  now = new Date(),
): { card: TokenisedCard } | { errorCode: keyof typeof TOKENISATION_ERRORS } {
  const digits = (input.cardNumber ?? "").replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { errorCode: "105202" };
  if (!expiryValid(input.cardExpirationDate ?? "", now)) return { errorCode: "105203" };
  if (!/^\d{3,4}$/.test(input.cardCvx ?? "")) return { errorCode: "105204" };
  const known = TEST_CARDS.find((card) => card.number === digits);
  return {
    card: {
      token: randomBytes(24).toString("base64url"),
      alias: `${digits.slice(0, 6)}XXXXXX${digits.slice(-4)}`,
      expiry: input.cardExpirationDate as string,
      fingerprint: createHash("sha256").update(digits).digest("hex").slice(0, 32),
      provider: digits.startsWith("5") ? "MASTERCARD" : digits.startsWith("4") ? "VISA" : "CB",
      behaviour: known?.behaviour ?? "success",
    },
  };
}

/** `4970100000000154` → `4970 1000 0000 0154`, for the pages. */
export function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}
