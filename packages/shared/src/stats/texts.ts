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
  },
} as const;
