/**
 * French texts of accounts: the fields of an identity, the kinds of account, login, sign-up,
 * profile (000 §3, §5, §8). Gathered into `TEXTS`. Other domains' texts point at `fields` and
 * `userKinds` rather than write these words again.
 */
export const ACCOUNTS_TEXTS = {
  /** The labels of identity and address fields, the same in every form and card (000 §3). */
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    familyName: "Nom de famille",
    birth: "Date de naissance",
    /** The format a birth date is typed in. */
    birthHint: "JJ/MM/AAAA",
    email: "E-mail",
    phone: "Téléphone",
    address: "Adresse",
    zipCode: "Code postal",
    city: "Ville",
    civility: "Civilité",
    establishment: "Nom de l’établissement",
    profession: "Profession",
    specialty: "Spécialité",
    nir: "Numéro de sécurité sociale",
    nirOptional: "Numéro de sécurité sociale (facultatif)",
    /** The short name of the NIR, in a table's column. */
    nirShort: "NIR",
    rpps: "Numéro RPPS",
    finess: "Numéro FINESS",
    password: "Mot de passe",
  },
  /** What kind of account a user is, as a card or a choice names it (000 §1). */
  userKinds: {
    patient: "Patient",
    /** A patient created by a professional, who never logged in (STUB). */
    stubPatient: "Patient (sans compte)",
    professional: "Professionnel de santé",
    /** A professional's badge in a pharmacist's folders, where space is short. */
    professionalShort: "Professionnel",
    establishment: "Établissement",
    pharmacy: "Pharmacie",
    labo: "Laboratoire",
    /** The plural kinds a directory search looks for. */
    professionals: "Professionnels de santé",
    pharmacies: "Pharmacies",
    labos: "Laboratoires",
  },
  /** The login form and page (000 §2 `/login`). */
  login: {
    identifier: "E-mail ou identifiant",
    stayConnected: "Rester connecté",
    submit: "Se connecter",
    createAccount: "Créer un compte",
    noAccount: "Pas encore de compte ?",
    loadingForm: "Chargement du formulaire",
  },
  signup: {
    title: "Création de compte",
    loginTitle: "Connexion",
    emailTaken: "Cet e-mail est déjà lié à un compte",
    failed: "Impossible de faire l'inscription",
    finessIncorrect: "Code FINESS incorrect",
    rppsIncorrect: "Code RPPS incorrect",
    unknownType: "Type d'utilisateur inconnu.",
    /** `{app}`: « patient » or « pro ». */
    wrongApp: "Ce type de compte se crée depuis l'application {app}.",
    /** Under the form's title: what the asterisk of a label means. */
    requiredNote: "* champ obligatoire",
    /** The two links under the terms checkbox (« Lire les … et la … »). */
    termsLink: "conditions d’utilisation",
    privacyLink: "politique de confidentialité",
    /** Said to screen readers after a link that opens a new tab. */
    newTab: "(s’ouvre dans un nouvel onglet)",
    youAre: "Vous êtes",
    passwordHint: "Au moins 8 caractères, dont un chiffre et une lettre.",
    acceptTerms: "J'accepte les conditions générales d'utilisation",
    /** Around the two links: « Lire les {termsLink} et la {privacyLink}. » */
    readThe: "Lire les",
    andThe: "et la",
    submit: "Créer mon compte",
  },
  /** The name of the eye of a password field, by what it will do (issue 7 §3). */
  password: {
    show: "Afficher le mot de passe",
    hide: "Masquer le mot de passe",
  },
  /** The titles of the terms and privacy pages (`/infos/cgu`, `/infos/confidentialite`). */
  legal: {
    termsTitle: "Conditions générales d’utilisation",
    privacyTitle: "Politique de confidentialité",
  },
  /**
   * Whether an establishment is open at this moment (issue 18 §1, `openingStatusText`): `{time}`
   * as « 19 h 30 », `{day}` a week day in lower case (« lundi »).
   */
  openingNow: {
    openUntil: "Ouverte jusqu’à {time}",
    opensToday: "Fermée — ouvre à {time}",
    opensTomorrow: "Fermée — ouvre demain à {time}",
    opensOn: "Fermée — ouvre {day} à {time}",
  },
  /** The visitors' home menu (`/`, 000 §2) and the titles of its information pages. */
  home: {
    tagline: "Envoyez vos ordonnances à votre pharmacie et suivez leur préparation.",
    /** « Comment ça marche » in three steps (issue 18 §2). */
    howTitle: "Comment ça marche",
    steps: [
      "Choisissez votre pharmacie.",
      "Photographiez votre ordonnance et envoyez-la.",
      "Retirez vos médicaments quand la pharmacie vous dit qu’ils sont prêts.",
    ],
    info: "Informations",
    about: "À propos",
    /** The visitors' pharmacy finder (issue 18 §2). */
    finder: "Trouver une pharmacie",
    finderLoading: "Recherche des pharmacies",
    finderNone: "Aucune pharmacie trouvée : essayez une ville voisine ou un code postal.",
    /** After a pharmacy: an account sends it her prescriptions. */
    finderChoose: "Créer mon compte pour l’y envoyer",
    back: "Retour à l'accueil",
  },
  /** The ten sign-up checks of 000 §5, in their order. */
  signupChecks: {
    terms: "Veuillez accepter les conditions",
    emailMissing: "Veuillez renseigner votre email",
    emailInvalid: "Veuillez renseigner un email valide",
    passwordMissing: "Veuillez renseigner votre mot de passe",
    passwordPattern: "Votre mot de passe doit contenir au moins un chiffre",
    passwordLength: "Votre mot de passe doit faire au moins 8 caractères",
    firstName: "Veuillez renseigner votre prénom",
    lastName: "Veuillez renseigner votre nom",
    rpps: "Veuillez renseigner votre RPPS",
    finess: "Veuillez renseigner votre FINESS",
  },
  profile: {
    metaInvalid: "Le champ meta doit être un objet JSON.",
    openingHoursInvalid: "Horaires d'ouverture invalides.",
    patientOpeningHours: "Un patient n'a pas d'horaires d'ouverture.",
    urlInvalid: "L'adresse du site doit commencer par http:// ou https://",
    birthInvalid: "Date de naissance invalide.",
    pharmacySaved: "Votre pharmacie est enregistrée.",
    /** The patient's « Mon profil » (`/profil`, 000 §3): its cards and links. */
    identity: "Mon identité",
    myPharmacy: "Ma pharmacie",
    myDoctor: "Mon médecin",
    myOptician: "Mon opticien",
    practitioners: "Mes praticiens",
    seeFeed: "Voir mes documents et messages",
    noPharmacy: "Choisissez votre pharmacie pour lui envoyer vos ordonnances.",
    pharmacySearchHint: "Nom, ville ou code postal",
    /** The picker's geolocation (issue 18 §2): the pharmacies nearest first. */
    aroundMe: "Autour de moi",
    /** The browser refused or could not give a position. */
    locationUnavailable:
      "Votre position n'est pas disponible : autorisez la localisation, ou cherchez par ville ou code postal.",
    /** Shown while the list is the nearest pharmacies. */
    nearestFirst: "Les pharmacies les plus proches de vous d'abord.",
    /** How far a pharmacy is, after its address: `{distance}` as « 850 m » or « 1,2 km ». */
    distanceAway: "à {distance}",
  },
} as const;
