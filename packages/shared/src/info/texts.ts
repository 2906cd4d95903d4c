/**
 * French labels of the pages a visitor and a patient open first (issue 19 §4): titles, links and
 * short sentences; gathered into `TEXTS`. The longer prose of these pages (numbers, schedule,
 * tests, help, tutorial) lives in `emergency-texts.ts`, `vaccination-texts.ts` and
 * `guide-texts.ts`, read by their lazy pages only (first-page budget).
 */
export const INFO_TEXTS = {
  info: {
    /** The home menu's first entry (000 §2 "catalog"). */
    catalog: "Catalogue",
    emergencyTitle: "Numéros d’urgence",
    emergencyIntro: "En cas de danger vital, appelez le 15 ou le 112.",
    emergencyServices: "Urgences et gardes",
    poisonTitle: "Centres antipoison",
    poisonIntro:
      "Produit avalé, inhalé ou projeté : appelez un centre antipoison, joignable 24 h sur 24 et 7 jours sur 7.",
    helpTitle: "Centre d’aide",
    helpMore: "Vous ne trouvez pas votre réponse ?",
    tutorialTitle: "Premiers pas",
    healthTestsTitle: "Tests de santé en pharmacie",
    healthTestsNote:
      "Les tests proposés et leur prix varient d’une pharmacie à l’autre : renseignez-vous auprès de la vôtre. Un test en pharmacie ne remplace pas une consultation médicale.",
    vaccinationTitle: "Mes vaccinations",
    myVaccines: "Mes documents de vaccination",
    noVaccine:
      "Aucun document de vaccination pour le moment. Ajoutez une photo de votre carnet de vaccination avec le type « Vaccin ».",
    scheduleTitle: "Calendrier des vaccinations",
    scheduleAge: "Âge",
    scheduleVaccines: "Vaccins recommandés",
    /** The legal pages' own menu (000 §2 "legal modal"). */
    legalNav: "Informations légales",
    salesTitle: "Conditions générales de vente",
    paymentTitle: "Conditions de paiement",
    noticeTitle: "Mentions légales",
  },
} as const;
