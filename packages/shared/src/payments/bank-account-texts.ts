/**
 * French texts of a pharmacy's bank account (001 §5 "Bank registration needs BIC and IBAN";
 * issue 20 §3): each says which of the two is wrong and why. Gathered into `TEXTS`.
 */
export const BANK_ACCOUNT_TEXTS = {
  bankAccount: {
    iban: "IBAN",
    bic: "BIC",
    ibanMissing: "Veuillez saisir l’IBAN du compte.",
    ibanCountry: "L’IBAN doit commencer par le code de son pays, par exemple FR76 pour la France.",
    ibanLength: "L’IBAN n’a pas le bon nombre de caractères pour son pays ({length} attendus).",
    ibanFormat: "L’IBAN contient des caractères inattendus pour son pays.",
    ibanChecksum:
      "La clé de l’IBAN (les deux chiffres après le code du pays) ne correspond pas au reste : vérifiez l’IBAN.",
    ribKey:
      "La clé RIB (les deux derniers chiffres de l’IBAN) ne correspond pas au compte : vérifiez l’IBAN.",
    bicMissing: "Veuillez saisir le BIC de la banque.",
    bicFormat:
      "Le BIC compte 8 ou 11 caractères : 4 lettres pour la banque, 2 pour le pays, 2 pour la ville, puis 3 facultatifs pour l’agence.",
    bicCountry: "Le code pays du BIC (5ᵉ et 6ᵉ caractères) est inconnu.",
  },
} as const;
