/** French texts of accounts: sign-up, profile (000 §5, §8). Gathered into `TEXTS`. */
export const ACCOUNTS_TEXTS = {
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
  },
} as const;
