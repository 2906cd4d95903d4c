/**
 * French texts of the error catalogue and shared UI messages (000 §8, 001 §8).
 * Each text appears once in the code base; server and web import it from here.
 */
export const TEXTS = {
  auth: {
    title: "Authentification requise",
    required: "Pour accéder à cette page, veuillez tout d'abord vous connecter.",
    badCredentials: "Nom d'utilisateur ou mot de passe non reconnus",
    restrictedType: "Vous n'avez pas de droits suffisants pour acceder a cette page.",
    wrongApp: "Vous n'avez pas accès à cette application.",
    /** `{group}` is replaced by the account's group. */
    wrongGroup: "Impossible de vous logguer dans cette application (compte groupe {group}).",
    tooManyAttempts:
      "Trop de tentatives de connexion. Veuillez réessayer dans {minutes} minute(s).",
    forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
    xsrf: "Requête refusée : jeton de sécurité (XSRF) manquant ou invalide.",
  },
  signup: {
    title: "Création de compte",
    emailTaken: "Cet e-mail est déjà lié à un compte",
    failed: "Impossible de faire l'inscription",
    finessIncorrect: "Code FINESS incorrect",
    rppsIncorrect: "Code RPPS incorrect",
  },
  http: {
    tooLarge: "Le document a une taille trop importante pour être enregistré",
    badRequest: "Impossible de faire la recherche avec ces parametres",
    offline: "Problème de connexion internet.",
    server: "Erreur serveur",
    notFound: "Ressource introuvable.",
    invalidInput: "Données invalides.",
  },
  documents: {
    badFormat: "Utilisez le format PDF ou image (JPEG,PNG,GIF)",
    badFormatTitle: "Erreur de format",
    pdfTooLarge: "Veuillez ne pas envoyer de fichier PDF plus grand que 150kb",
    pdfTooLargeTitle: "Erreur PDF",
    loginFirst: "Veuillez vous connecter avant d'envoyer un document",
    uploadFailed: "Impossible d'uploader le document pour le moment.",
    deleteFailed: "Impossible de supprimer ce document pour le moment.",
    deleteConfirm:
      "Supprimer ce document ? Les professionnels avec qui vous l'avez partagé ne le verront plus.",
    deleted: "Document supprimé",
    notFound: "Le document n'existe pas.",
    updated: "Document mis à jour",
    fileErrorTitle: "Erreur fichier",
    fileError: "Impossible de traiter ce fichier",
    pdfSaveError: "Erreur lors de l'enregistrement du fichier PDF",
    enlargeError: "Impossible d'agrandir l'image",
    cameraError: "Impossible de prendre une photo sur cet appareil",
    cancelConfirm: "Voulez-vous arrêter l'envoi de ce document ?",
    stop: "Arrêter",
    continue: "Continuer",
    firstNameRequired: "Veuillez indiquer votre prénom.",
    amountRequired: "Veuillez indiquer un montant valide en euros.",
  },
  share: {
    error: "Erreur lors du partage du document",
    noRecipient: "Aucun destinataire n'a été sélectionné. Votre document a été sauvegardé.",
    notAccessible: "Document non accessible ...",
    errorTitle: "Erreur partage",
    cannotShare: "Impossible de partager le document avec ces contacts",
    tooMany: "Merci de ne pas sélectionner plus de 5 contacts de partage.",
    atLeastOne: "Vous devez selectionner au moins un contact ...",
    sentToPharmacy: "Document envoyé à la pharmacie",
    sentToOptician: "Document envoyé à l'opticien",
    shared: "Document partagé",
    savedInHistory: "Document enregistré dans votre historique",
    onBehalfOf: "pour le compte de",
  },
  messages: {
    sent: "Votre message a bien été envoyé",
    sendError: "Erreur dans l'envoie du message",
    empty: "Le message est vide.",
    /** A patient's document shared with no one: there is nobody to write to about it. */
    shareFirst: "Partagez ce document avec votre pharmacie pour lui écrire.",
  },
  contacts: {
    cannotAdd: "Impossible d'ajouter {name}",
    addError: "Une erreur est survenue lors de l'ajout de {name}",
    self: "Vous ne pouvez pas vous ajouter vous-même.",
    pharmacyInfo: "Impossible d'acceder aux informations de la pharmacie",
  },
  notification: "Notification",
} as const;

/**
 * Replaces `{name}` placeholders in a catalogue text.
 * @example format(TEXTS.auth.wrongGroup, { group: "galien" })
 */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
