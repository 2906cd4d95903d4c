/**
 * The check digit of a 12-digit EAN13 / CIP13 body (GS1: weights 1 and 3 from the left).
 * @returns the 13th digit, 0 to 9.
 */
export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 13 digits whose last is the EAN13 check digit (CIP13 codes are EAN13). */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
