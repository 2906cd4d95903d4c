const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** Formats an integer number of cents as euros, e.g. 1250 → "12,50 €" (docs/DECISIONS.md "Canonical values"). */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/**
 * The largest amount a patient may be asked to pay at once, in cents (50 000 €): far above any
 * pharmacy order, far below what could overflow or read as "∞ €".
 */
export const MAX_AMOUNT_CENTS = 5_000_000;

/**
 * Parses an amount typed by a French user ("12,50", "12.5", "12 €") into cents.
 * @returns integer cents, or null when the text is not a non-negative amount with at most 2 decimals.
 */
export function parseEurosToCents(input: string | number): number | null {
  const text = String(input).replace(/\s|€/g, "").replace(",", ".");
  // at most 9 digits of euros: beyond, the number is no amount (and loses its precision)
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
