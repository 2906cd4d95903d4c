import { ACCOUNTS_TEXTS } from "./texts.js";

/**
 * French texts of the account lifecycle by e-mail (issue 8 §5; 000 §5, §8): activation, e-mail
 * confirmation, password change, recovery and reset, invitations, and the mails themselves.
 * Gathered into `TEXTS.lifecycle`.
 */
export const LIFECYCLE_TEXTS = {
  /** 000 §5 "The activation link needs an email on the contact". */
  noValidEmail: "Cet utilisateur n'a pas de mail valide pour le moment",
  /** 000 §8 Contacts. */
  activationSent: "Lien d'activation envoyé",
  activationLimit:
    "Trop de liens d'activation envoyés en une heure (à ce patient ou par vous). Réessayez plus tard.",
  /** 000 §8 "Password recovery": the one answer, whether or not the address has an account. */
  recoveryAnswer:
    "Si cette adresse e-mail correspond à un compte Réseau Santé, un e-mail de réinitialisation du mot de passe vous sera envoyé dans quelques instants.",
  /** 000 §5 "Invite by email". */
  inviteEmailInvalid: "Email incorrect",
  /** `{email}`: the invited address. */
  inviteSent: "Invitation envoyée à {email}.",
  /** `{limit}`: invitations per day. */
  inviteLimit: "Vous avez atteint la limite de {limit} invitations par jour. Réessayez demain.",
  /** Any unknown, used, expired or foreign link: one text, so a guess learns nothing. */
  linkInvalid: "Ce lien n’est plus valide. Demandez-en un nouveau.",
  oldPasswordWrong: "L’ancien mot de passe n’est pas le bon.",
  passwordChanged: "Votre mot de passe a été modifié.",
  passwordReset: "Votre mot de passe a été modifié. Vous pouvez vous connecter.",
  /** `{email}`: where the confirmation link went. */
  emailConfirmationSent: "Un lien de confirmation a été envoyé à {email}.",
  emailNotYours: "Cette adresse n’est pas celle de votre compte.",
  emailConfirmed: "Votre adresse e-mail est confirmée.",
  /** `POST /ws/lab/patient/reinit`: no patient of this laboratory has that address. */
  labPatientUnknown: "Aucun patient de votre laboratoire n’a cette adresse e-mail.",
  labOnly: "Seul un laboratoire peut réinitialiser l’accès de ses patients.",
  mailUnavailable:
    "L’e-mail n’a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques minutes.",
  /** The web pages and forms (`features/account/`). */
  pages: {
    accountTitle: "Mon compte",
    menu: "Mon compte",
    profileSection: "Mes informations",
    passwordSection: ACCOUNTS_TEXTS.fields.password,
    emailSection: "Adresse e-mail",
    emailConfirmedBadge: "Confirmée",
    emailUnconfirmedBadge: "Non confirmée",
    emailWrongBadge: "Signalée invalide",
    confirmEmailButton: "Envoyer un lien de confirmation",
    oldPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    newPasswordConfirm: "Confirmez le nouveau mot de passe",
    passwordsDiffer: "Les deux mots de passe ne sont pas identiques.",
    changePasswordButton: "Changer le mot de passe",
    saveButton: "Enregistrer",
    profileSaved: "Vos informations sont enregistrées.",
    forgotLink: "Mot de passe oublié ?",
    recoveryTitle: "Mot de passe oublié",
    recoveryIntro:
      "Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    recoveryButton: "Envoyer le lien",
    resetTitle: "Nouveau mot de passe",
    resetButton: "Enregistrer le mot de passe",
    activationTitle: "Activer mon compte",
    activationIntro: "Choisissez le mot de passe de votre compte {email}.",
    activationButton: "Activer mon compte",
    confirmationTitle: "Confirmation de l’adresse e-mail",
    confirming: "Confirmation en cours…",
    missingLink: "Ce lien est incomplet. Ouvrez-le de nouveau depuis l’e-mail reçu.",
    toLogin: "Aller à la connexion",
    toAccount: "Aller à mon compte",
    passwordHint: ACCOUNTS_TEXTS.signup.passwordHint,
    inviteSection: "Inviter par e-mail",
    inviteIntro:
      "Invitez un proche, un patient ou un confrère à rejoindre Réseau Santé (20 invitations par jour au plus).",
    inviteEmail: "E-mail de la personne invitée",
    inviteButton: "Envoyer l’invitation",
  },
  /** The mails: subject, then the lines of the text; `{link}` is the button's address. */
  mail: {
    greeting: "Bonjour {name},",
    greetingAnonymous: "Bonjour,",
    signature: "L’équipe Réseau Santé",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.",
    activation: {
      subject: "Activez votre compte Réseau Santé",
      intro:
        "Un compte Réseau Santé a été ouvert pour vous. Pour l’activer, choisissez votre mot de passe en suivant ce lien :",
      button: "Activer mon compte",
      validity: "Ce lien est valable 7 jours et ne sert qu’une fois.",
    },
    reset: {
      subject: "Réinitialisation de votre mot de passe Réseau Santé",
      intro:
        "Vous avez demandé à changer le mot de passe de votre compte. Choisissez-en un nouveau en suivant ce lien :",
      button: "Choisir un nouveau mot de passe",
      validity: "Ce lien est valable 1 heure et ne sert qu’une fois.",
    },
    email: {
      subject: "Confirmez votre adresse e-mail Réseau Santé",
      intro: "Pour confirmer que cette adresse est bien la vôtre, suivez ce lien :",
      button: "Confirmer mon adresse",
      validity: "Ce lien est valable 7 jours et ne sert qu’une fois.",
    },
    invite: {
      /** `{sender}`: who invites. */
      subject: "{sender} vous invite sur Réseau Santé",
      intro:
        "{sender} vous invite à rejoindre Réseau Santé, le réseau qui relie patients, pharmacies, laboratoires et professionnels de santé. Créez votre compte en suivant ce lien :",
      button: ACCOUNTS_TEXTS.signup.submit,
      validity: "",
    },
  },
} as const;
