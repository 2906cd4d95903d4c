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
    /** The wizard's pages (issue 22 §2): each step's h1, by its segment under `/apoticare/`. */
    steps: {
      start: "Mon soin sur mesure",
      params: "À propos de moi",
      formule: "Ma formule",
      base: "Ma base",
      actifs: "Mes actifs",
      resume: "Résumé de ma formule",
      commande: "Commander ma formule",
      "page-step1-start": "Commencer ma formule",
      "page-step2-age": "Mon âge et mon objectif",
      "page-step3-base": "Ma base de soin",
      "page-step4-actif": "Choisir mes actifs",
      "page-step5-type": "Mon type de soin",
    },
    /** « Étape 2 sur 7 ». */
    stepOf: "Étape {step} sur {total}",
    intro:
      "Composez en quelques étapes une crème adaptée à votre peau : votre âge, votre objectif, une base et jusqu’à trois actifs. Votre pharmacie la commande pour vous.",
    begin: "Commencer",
    next: "Suivant",
    previous: "Précédent",
    ageLabel: "Votre âge",
    ageUnit: "ans",
    goalLabel: "Votre objectif de soin",
    countLabel: "Nombre d’actifs",
    /** `{count}` actives, `{price}`: a choice of the count's radio group. */
    countChoice: "{count} actif(s) — {price}",
    baseLabel: "Votre base",
    recommended: "Recommandée pour votre objectif",
    activesLabel: "Vos actifs (3 au plus)",
    activesHint: "Les actifs recommandés pour votre objectif sont cochés ; vous pouvez en changer.",
    /** The fourth active checked. */
    tooMany: "Vous avez déjà choisi 3 actifs : décochez-en un pour en choisir un autre.",
    /** `{count}` checked. */
    activesChosen: "{count} actif(s) choisi(s)",
    missingChoice: "Votre formule n’est pas complète : reprenez à l’étape indiquée.",
    resumeAt: "Reprendre ma formule",
    ageLine: "Âge : {age} ans",
    /** The pharmacy the order goes to. `{name}`. */
    orderTo: "Votre commande sera envoyée à votre pharmacie : {name}.",
    pharmacyMissing:
      "Vous n’avez pas encore choisi de pharmacie : choisissez-en une pour commander.",
    changePharmacy: "Changer de pharmacie",
    loginToOrder: "Connectez-vous pour commander votre formule.",
    order: "Commander",
    /** The toast once ordered. `{name}`: the pharmacy. */
    ordered: "Votre commande est envoyée à {name}.",
    /** The orders' page (`/apoticare/commandes`): the patient's, the pharmacy's. */
    myOrders: "Mes soins sur mesure",
    pharmacyOrders: "Commandes de soins sur mesure",
    noOrders: "Aucune commande de soin sur mesure pour le moment.",
    newFormula: "Composer une nouvelle formule",
    purchasePriceLabel: "Prix d’achat",
    patientPriceLabel: "Prix patient",
    /** NEW_ORDER → PROCESSING, PROCESSING → PAID: the pharmacy's buttons. */
    moves: { PROCESSING: "Valider la commande", PAID: "Commander le soin" },
    /** `{name}`: the patient; for the screen reader, on the button. */
    moveFor: "{action} de {name}",
    moved: "Statut mis à jour : {status}.",
    /** The two logins (001 §2 `page-apoticare-login`, `page-apoticare-login-pro`). */
    loginTitle: "Connexion — soin sur mesure",
    loginProTitle: "Connexion pharmacie — soins sur mesure",
    loginIntro: "Connectez-vous pour commander votre soin sur mesure à votre pharmacie.",
    loginProIntro:
      "Connectez-vous pour recevoir et traiter les commandes de soins sur mesure de vos patients.",
  },
} as const;
