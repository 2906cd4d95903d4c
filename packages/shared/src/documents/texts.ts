/** French texts of documents, sharing and messages (000 §4, §8). Gathered into `TEXTS`. */
export const DOCUMENTS_TEXTS = {
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
    deleteTitle: "Supprimer le document",
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
    silentOnlyProcessing: "Seul le passage « En cours » peut se faire sans prévenir le patient.",
    amountRequired: "Veuillez indiquer un montant valide en euros.",
    nameRequired: "Veuillez donner un nom au document.",
    unknownType: "Type de document inconnu.",
    /** Toast when a document arrives live. */
    received: "Nouveau document reçu",
  },
  share: {
    error: "Erreur lors du partage du document",
    noRecipient: "Aucun destinataire n'a été sélectionné. Votre document a été sauvegardé.",
    notAccessible: "Document non accessible ...",
    errorTitle: "Erreur partage",
    cannotShare: "Impossible de partager le document avec ces contacts",
    tooMany: "Merci de ne pas sélectionner plus de 5 contacts de partage.",
    forwardOnlyToColleagues:
      "Vous ne pouvez transmettre ce document qu'aux professionnels de votre établissement ou de votre groupement : c'est au patient de le partager.",
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
    paymentByStatusOnly:
      "Une demande de paiement passe par le statut « Attente paiement » du document.",
    /** A patient's document shared with no one: there is nobody to write to about it. */
    shareFirst: "Partagez ce document avec votre pharmacie pour lui écrire.",
  },
} as const;
