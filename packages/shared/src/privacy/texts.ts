import { TWO_FACTOR_TEXTS } from "../accounts/two-factor-texts.js";
import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { COMMON_TEXTS } from "../common/common-texts.js";

/**
 * French texts of the RGPD rights (issue 24 §3): the data export, the account's erasure and the
 * consents. Gathered into `TEXTS.privacy`.
 */
/** The export's button, on `/compte` and in the mail. */
const DOWNLOAD_MY_DATA = "Télécharger mes données";
/** The erasure's button, its dialog's title and its confirmation. */
const DELETE_MY_ACCOUNT = "Supprimer mon compte";

export const PRIVACY_TEXTS = {
  privacy: {
    title: "Mes données personnelles",
    intro:
      "Vous pouvez télécharger toutes vos données (profil, documents, messages, commandes, résultats) ou demander la suppression de votre compte.",
    exportButton: DOWNLOAD_MY_DATA,
    exportQueued:
      "Votre export est en préparation. Vous recevrez un e-mail avec le lien de téléchargement.",
    exportRunning:
      "Un export de vos données est déjà en préparation. Vous recevrez un e-mail dès qu’il sera prêt.",
    exportNotFound: "Cet export n’existe pas ou a expiré.",
    deleteButton: DELETE_MY_ACCOUNT,
    deleteTitle: DELETE_MY_ACCOUNT,
    deleteExplain:
      "Votre compte, vos documents et vos messages seront supprimés le {date}. D’ici là, il vous suffit de vous reconnecter pour annuler la suppression.",
    deletePassword: ACCOUNTS_TEXTS.fields.password,
    deleteConfirm: DELETE_MY_ACCOUNT,
    cancel: COMMON_TEXTS.actions.cancel,
    close: COMMON_TEXTS.actions.close,
    deletionQueued: "Votre compte sera supprimé le {date}.",
    wrongPassword: TWO_FACTOR_TEXTS.wrongPassword,
    passwordRequired: TWO_FACTOR_TEXTS.passwordRequired,
    consentsTitle: "Mes consentements",
    consentAccepted: "{document} : version {version}, acceptée le {date}",
    consentDocuments: {
      terms: ACCOUNTS_TEXTS.legal.termsTitle,
      privacy: ACCOUNTS_TEXTS.legal.privacyTitle,
    },
    mail: {
      exportSubject: "Vos données sont prêtes",
      exportIntro:
        "L’export de vos données est prêt. Le lien ci-dessous le télécharge depuis votre session ; il fonctionne pendant 7 jours.",
      exportButton: DOWNLOAD_MY_DATA,
      exportFooter: "Si vous n’avez pas demandé cet export, changez votre mot de passe.",
      deletionSubject: "Suppression de votre compte",
      deletionIntro:
        "Vous avez demandé la suppression de votre compte. Il sera supprimé le {date}, avec vos documents et vos messages.",
      deletionButton: "Annuler en me reconnectant",
      deletionFooter: "Pour annuler, reconnectez-vous avant cette date.",
      cancelledSubject: "Suppression de votre compte annulée",
      cancelledIntro:
        "Vous vous êtes reconnecté(e) : la suppression de votre compte est annulée. Vos données sont conservées.",
      cancelledButton: "Ouvrir mon compte",
      cancelledFooter: "Si ce n’était pas vous, changez votre mot de passe.",
    },
  },
} as const;
