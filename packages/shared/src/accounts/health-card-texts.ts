/** French texts of the patient's health card (000 §3 "Patient adds", issue 17 §1). Gathered into `TEXTS`. */
export const HEALTH_CARD_TEXTS = {
  healthCard: {
    /** The card's title on « Mon profil », on a family member's card and on a contact page. */
    title: "Fiche santé",
    /** `{name}`: the family member whose card is edited. */
    titleOf: "Fiche santé de {name}",
    intro:
      "Visible par les professionnels à qui vous (ou le parent qui gère le compte) avez envoyé un document.",
    emergencyCall: "Téléphone à appeler en cas d’urgence",
    bloodType: "Groupe sanguin",
    bloodTypeUnknown: "Non renseigné",
    allergens: "Allergies",
    special: "Informations particulières",
    specialHint: "Traitement au long cours, maladie chronique, appareillage…",
    /** `{maximum}`: characters. */
    counter: "{count} / {maximum} caractères",
    save: "Enregistrer la fiche santé",
    edit: "Modifier la fiche santé",
    saved: "La fiche santé est enregistrée.",
    /** `{name}`: the family member. */
    savedOf: "La fiche santé de {name} est enregistrée.",
    empty: "Fiche santé non renseignée.",
    /** One part of a folder row's summary: `{label}` a field's label, `{value}` its value. */
    summaryPart: "{label}\u00a0: {value}",
    emergencyCallInvalid:
      "Le numéro à appeler en cas d’urgence ne peut contenir que des chiffres, des espaces, des points, des tirets et un + au début (30 caractères au plus).",
    bloodTypeInvalid: "Groupe sanguin inconnu : choisissez A+, A-, B+, B-, AB+, AB-, O+ ou O-.",
    allergensTooLong: "Les allergies ne doivent pas dépasser 500 caractères.",
    patientsOnly: "Seul un patient a une fiche santé.",
    specialTooLong: "Les informations particulières ne doivent pas dépasser 500 caractères.",
  },
} as const;
