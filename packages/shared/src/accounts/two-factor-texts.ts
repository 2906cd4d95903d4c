import { COMMON_TEXTS } from "../common/common-texts.js";
import { ACCOUNTS_TEXTS } from "./texts.js";

/**
 * The French texts of the second factor (issue 24 §1): answers, the « Double authentification »
 * section of `/compte`, the login's second step, and the mails. Gathered into `TEXTS.twoFactor`.
 */
/** The mails' button to `/compte`. */
const SEE_MY_ACCOUNT = "Voir mon compte";

export const TWO_FACTOR_TEXTS = {
  /** The issuer an authenticator app shows beside the account's e-mail. */
  issuer: COMMON_TEXTS.appName,
  /** 401 of `POST /ws/login/2fa` (a wrong, used or expired code, or no pending step). */
  invalidCode: "Ce code n’est pas valide.",
  /** 400 of `POST /ws/user/2fa/totp/confirm` without an enrolment begun. */
  noEnrolment: "Commencez par afficher un nouveau QR code.",
  /** 409 of `POST /ws/user/2fa/totp` while TOTP is on. */
  alreadyOn: "La double authentification par application est déjà activée.",
  /** 400 of `DELETE /ws/user/2fa/totp` without TOTP on. */
  notOn: "La double authentification par application n’est pas activée.",
  /** 400 of `DELETE /ws/user/2fa/totp` with a wrong password. */
  wrongPassword: "Le mot de passe n’est pas le bon.",
  /** The 400s of the bodies. */
  codeRequired: "Saisissez le code.",
  passwordRequired: "Saisissez votre mot de passe.",
  /** `POST /ws/login/2fa/email`; `{email}`: the account's address, partly hidden. */
  emailCodeSent: "Un code vient d’être envoyé à {email}.",
  /** The `/compte` section. */
  section: {
    title: "Double authentification",
    intro:
      "Protégez votre compte : après le mot de passe, un code à 6 chiffres vous est demandé à chaque connexion.",
    on: "Activée avec une application d’authentification.",
    off: "Non activée : un code par e-mail vous sera demandé si votre profil l’exige.",
    required: "Votre profil exige un second facteur à chaque connexion.",
    /** `{count}`: recovery codes not yet used. */
    codesLeft: "Codes de secours restants : {count}",
    start: "Activer avec une application",
    scan: "Scannez ce QR code avec votre application d’authentification (Google Authenticator, FreeOTP, Microsoft Authenticator…), ou saisissez la clé ci-dessous.",
    qrAlt: "QR code à scanner avec l’application d’authentification",
    secretLabel: "Clé à saisir dans l’application",
    /** On a phone, whose screen its own camera cannot scan: the `otpauth://` link. */
    openInApp: "Ajouter dans mon application",
    copySecret: "Copier la clé",
    secretCopied: "Clé copiée",
    codeLabel: "Code à 6 chiffres",
    confirm: "Valider",
    cancel: COMMON_TEXTS.actions.cancel,
    recoveryTitle: "Vos codes de secours",
    recoveryIntro:
      "Gardez ces codes en lieu sûr : chacun permet une connexion sans l’application, une seule fois. Ils ne seront plus affichés.",
    copy: "Copier les codes",
    copied: "Codes copiés",
    done: "J’ai noté mes codes",
    enabled: "La double authentification est activée.",
    disable: "Désactiver",
    disableTitle: "Désactiver la double authentification",
    disableIntro:
      "Saisissez votre mot de passe. Pour changer de téléphone, désactivez puis activez à nouveau.",
    passwordLabel: ACCOUNTS_TEXTS.fields.password,
    disabled: "La double authentification par application est désactivée.",
  },
  /** The login's second step. */
  login: {
    title: "Vérification en deux étapes",
    totpIntro: "Saisissez le code à 6 chiffres affiché par votre application d’authentification.",
    emailIntro: "Saisissez le code à 6 chiffres que nous venons de vous envoyer par e-mail.",
    recoveryIntro: "Saisissez l’un de vos codes de secours.",
    codeLabel: "Code de vérification",
    recoveryLabel: "Code de secours",
    remember: "Se souvenir de cet appareil pendant 30 jours",
    submit: "Vérifier",
    byEmail: "Recevoir un code par e-mail",
    byRecovery: "Utiliser un code de secours",
    byApp: "Utiliser l’application d’authentification",
    back: "Retour",
  },
  /** The mails: subject, then paragraphs. */
  mail: {
    code: {
      subject: "Votre code de connexion Réseau Santé",
      /** `{code}`: the 6 digits. */
      intro: "Votre code de connexion est : {code}",
      validity: "Ce code est valable 10 minutes et ne sert qu’une fois.",
      button: "Ouvrir Réseau Santé",
    },
    enrolled: {
      subject: "Double authentification activée sur votre compte Réseau Santé",
      intro:
        "La double authentification par application vient d’être activée sur votre compte. Un code vous sera demandé à chaque connexion.",
      button: SEE_MY_ACCOUNT,
    },
    disabled: {
      subject: "Double authentification désactivée sur votre compte Réseau Santé",
      intro: "La double authentification par application vient d’être désactivée sur votre compte.",
      button: SEE_MY_ACCOUNT,
    },
    notYou:
      "Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et contactez-nous.",
  },
} as const;
