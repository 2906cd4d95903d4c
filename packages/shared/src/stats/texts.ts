import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { DASHBOARD_TEXTS } from "../documents/dashboard-texts.js";
import { LABS_TEXTS } from "../labs/texts.js";
import { MARKET_ACCOUNT_TEXTS } from "../payments/account-texts.js";

/** French texts of the pharmacy statistics (issue 21 §4 "Pharmacy statistics"). Gathered into `TEXTS.stats`;
 * the page's h1, « Statistiques », is the shell's title of `/stats`. */
export const STATS_TEXTS = {
  stats: {
    // 400 / 403 answers
    dayInvalid: "Les dates des statistiques s’écrivent AAAA-MM-JJ.",
    toBeforeFrom: "La fin de la période ne peut pas précéder son début.",
    /** `{max}`: days. */
    rangeTooLong: "Choisissez une période d’au plus {max} jours.",
    pharmaciesOnly:
      "Les statistiques sont celles d’une pharmacie : seuls la pharmacie et son groupement les consultent.",
    notYours: "Cette pharmacie n’est pas l’une des vôtres.",
    // the page /stats
    from: MARKET_ACCOUNT_TEXTS.marketAccount.from,
    to: MARKET_ACCOUNT_TEXTS.marketAccount.to,
    pharmacy: ACCOUNTS_TEXTS.userKinds.pharmacy,
    allPharmacies: "Toutes les pharmacies du groupement",
    noMembers: "Votre groupement n’a pas encore de pharmacie membre.",
    summary: "En résumé",
    perDay: "Jour par jour",
    chart: "Ordonnances reçues et traitées par jour",
    received: DASHBOARD_TEXTS.dashboard.pharmacyTitle,
    processed: "Ordonnances traitées",
    medianTime: "Temps de traitement médian",
    p90Time: "90 % traitées en moins de",
    noTime: "—",
    renewals: "Renouvellements",
    orders: "Commandes",
    revenue: "Chiffre d’affaires",
    surveysAnswered: "Questionnaires répondus",
    date: LABS_TEXTS.labs.date,
    export: "Exporter (CSV)",
    /** The CSV file's name; `{from}` and `{to}`: `YYYY-MM-DD`. */
    fileName: "statistiques-{from}-{to}.csv",
    /** The CSV's revenue column (euros, decimal comma). */
    revenueEuros: "Chiffre d’affaires (€)",
    /** A duration under an hour; `{minutes}`. */
    durationMinutes: "{minutes} min",
    /** `{hours}` and `{minutes}` (two digits). */
    durationHours: "{hours} h {minutes}",
    /** `{days}` and `{hours}`. */
    durationDays: "{days} j {hours} h",
  },
} as const;
