/**
 * French texts of the RGPD rights (issue 24 §3): the data export, the account's erasure and the
 * consents. Gathered into `TEXTS.privacy`.
 */
export const PRIVACY_TEXTS = {
  privacy: {
    title: "Mes données personnelles",
    intro:
      "Vous pouvez télécharger toutes vos données (profil, documents, messages, commandes, résultats) ou demander la suppression de votre compte.",
    exportButton: "Télécharger mes données",
    exportQueued:
      "Votre export est en préparation. Vous recevrez un e-mail avec le lien de téléchargement.",
    exportRunning:
      "Un export de vos données est déjà en préparation. Vous recevrez un e-mail dès qu’il sera prêt.",
    exportNotFound: "Cet export n’existe pas ou a expiré.",
    deleteButton: "Supprimer mon compte",
    deleteTitle: "Supprimer mon compte",
    deleteExplain:
      "Votre compte, vos documents et vos messages seront supprimés le {date}. D’ici là, il vous suffit de vous reconnecter pour annuler la suppression.",
    deletePassword: "Votre mot de passe",
    deleteConfirm: "Supprimer mon compte",
    cancel: "Annuler",
    close: "Fermer",
    deletionQueued: "Votre compte sera supprimé le {date}.",
    wrongPassword: "Le mot de passe n’est pas le bon.",
    passwordRequired: "Veuillez saisir votre mot de passe.",
    consentsTitle: "Mes consentements",
    consentAccepted: "{document} : version {version}, acceptée le {date}",
    consentDocuments: {
      terms: "Conditions générales d’utilisation",
      privacy: "Politique de confidentialité",
    },
    mail: {
      exportSubject: "Vos données sont prêtes",
      exportIntro:
        "L’export de vos données est prêt. Le lien ci-dessous le télécharge depuis votre session ; il fonctionne pendant 7 jours.",
      exportButton: "Télécharger mes données",
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
