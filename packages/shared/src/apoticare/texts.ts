import { PATIENTS_TEXTS } from "../patients/texts.js";

/**
 * French texts of the made-to-measure skincare wizard (apoticare; 001 §3 "Cosmetics order", §4,
 * §5, §9; issue 22 §1, §3). Gathered into `TEXTS.apoticare`.
 */
export const APOTICARE_TEXTS = {
  apoticare: {
    /** The order's statuses as the patient and the pharmacy read them (issue 22 §3). */
    statuses: {
      NEW_ORDER: PATIENTS_TEXTS.patients.statuses.NEW,
      PROCESSING: "Validée",
      PAID: "Commandée",
    },
    /** The patient's message at each step (issue 22 §3), sent live (`newMsg`). */
    messages: {
      PROCESSING: "Votre pharmacie prépare votre soin sur mesure.",
      PAID: "Votre soin sur mesure est commandé : votre pharmacie vous prévient dès qu'il est prêt.",
    },
    // 400 answers, on the order's fields
    countInvalid: "Choisissez de 1 à 3 actifs.",
    countMismatch: "Le nombre d’actifs ne correspond pas aux actifs choisis.",
    activeTwice: "Un même actif ne peut être choisi qu’une fois.",
    activeUnknown: "Actif inconnu : {id}.",
    baseUnknown: "Choisissez une base parmi celles proposées.",
    goalUnknown: "Choisissez un objectif de soin parmi ceux proposés.",
    ageInvalid: "L’âge doit être un nombre entier entre 12 et 120 ans.",
    /** `{first}`, `{second}`: the actives' names. */
    incompatible: "{first} et {second} ne peuvent pas être associés dans une même formule.",
    firstnameRequired: "Indiquez votre prénom.",
    lastnameRequired: "Indiquez votre nom.",
    emailInvalid: "Indiquez une adresse e-mail valide pour votre commande.",
    pharmacyRequired: "Choisissez la pharmacie qui préparera votre soin.",
    statusInvalid: "Le statut doit valoir NEW_ORDER, PROCESSING ou PAID.",
    /** `{from}` and `{to}`: the statuses' labels. */
    moveInvalid: "Une commande « {from} » ne peut pas passer à « {to} ».",
    // 403 / 404 answers
    patientOnly: "Seul un patient peut commander un soin sur mesure.",
    pharmacyOnlyStatus: "Seule la pharmacie de la commande peut en changer le statut.",
    noPharmacy: "Pharmacie introuvable.",
    noOrder: "Commande de soin sur mesure introuvable.",
    /**
     * The summary of a formula (the wizard's « résumé » step and the order's line): `{base}`,
     * `{actives}` (names joined « A, B et C »), `{goal}`, `{price}` in euros.
     */
    summary: "{base} avec {actives}, pour « {goal} » : {price}",
    /** `{count}` actives, `{price}` in euros: a line of the price table. */
    priceLine: "{count} actif(s) : {price}",
    and: " et ",
  },
} as const;
