/** An IBAN (masked or not) grouped by four, as a bank shows it: « FR76 •••• … 0189 ». */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s/g, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();
}

/** A card's expiry as the provider gives it (MMYY, « 0928 ») as the patient reads it: « 09/28 ». */
export function cardExpiry(expirationDate: string): string {
  return /^\d{4}$/.test(expirationDate)
    ? `${expirationDate.slice(0, 2)}/${expirationDate.slice(2)}`
    : expirationDate;
}
