/**
 * French health identity numbers (docs/DECISIONS.md "Identity numbers").
 * Pure functions: no I/O, shared by the sign-up form and the server.
 */

/** Message shown for a NIR of the wrong format (000 §5). */
export const NIR_FORMAT_MESSAGE = "Ce numéro n'a pas l'air au bon format. Merci de verifier.";

// sex, year, month (01–12 or 20–99 unknown), department (2 digits, 2A, 2B), commune, order, optional key
const NIR_PATTERN = /^([12])(\d{2})(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2[AB])(\d{3})(\d{3})(\d{2})?$/;

/**
 * Checks a NIR (numéro de sécurité sociale): 13 characters plus an optional 2-digit key,
 * spaces ignored. Key = 97 − (number mod 97), with 2A counted as 19 and 2B as 18 at the
 * department position only. Numbers starting with 7 or 8 are provisional and rejected.
 * @returns true when the format (and the key, if present) is right.
 */
export function isValidNir(input: string): boolean {
  const nir = input.replace(/\s/g, "").toUpperCase();
  const match = NIR_PATTERN.exec(nir);
  if (!match) return false;
  const key = match[7];
  if (key === undefined) return true;
  const department = match[4] === "2A" ? "19" : match[4] === "2B" ? "18" : match[4];
  const digits = `${match[1]}${match[2]}${match[3]}${department}${match[5]}${match[6]}`;
  return nirKey(digits) === Number(key);
}

/** The NIR key of 13 digits (2A/2B already replaced): 97 − (n mod 97), from 1 to 97. */
export function nirKey(thirteenDigits: string): number {
  return 97 - Number(BigInt(thirteenDigits) % 97n);
}

/** RPPS: exactly 11 digits, no check digit verified (the official examples fail Luhn). */
export function isValidRpps(input: string): boolean {
  return /^\d{11}$/.test(input.replace(/\s/g, ""));
}

/**
 * FINESS: 9 characters, digits with 2A or 2B allowed in positions 1–2 (Corsica), the last a
 * Luhn key over the first 8 (2A and 2B counted as 20 for the key).
 */
export function isValidFiness(input: string): boolean {
  const finess = input.replace(/\s/g, "").toUpperCase();
  if (!/^(\d{2}|2A|2B)\d{7}$/.test(finess)) return false;
  const digits = finess.replace(/^2[AB]/, "20");
  return luhnKey(digits.slice(0, 8)) === Number(digits[8]);
}

/** The Luhn check digit (0–9) of a string of digits. */
export function luhnKey(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // from the right, the digit next to the key is doubled
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A NIR as stored: spaces removed, upper case (2A / 2B). */
export function normalizeNir(input: string): string {
  return input.replace(/\s/g, "").toUpperCase();
}

/** A FINESS as stored: spaces removed, upper case (2A / 2B). */
export function normalizeFiness(input: string): string {
  return input.replace(/\s/g, "").toUpperCase();
}

/** An RPPS as stored: spaces removed. */
export function normalizeRpps(input: string): string {
  return input.replace(/\s/g, "");
}
