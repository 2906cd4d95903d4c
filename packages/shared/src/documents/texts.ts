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
    orderInvalid: "Le paramètre « order » vaut « asc » ou « desc ».",
    /** Toast when a document arrives live. */
    received: "Nouveau document reçu",
    /** 403 to a patient deleting a prescription a pharmacy is working on (issue 7 §2). */
    deleteInPreparation:
      "Votre pharmacie prépare déjà cette ordonnance\u00a0: demandez-lui plutôt de l’annuler.",
    /** The document-add dialog's PDF question, in a patient's words. */
    pdfQuestion: "Envoyer ce PDF tel quel, ou en photo de la page (plus léger)\u00a0?",
    pdfAsPhoto: "En photo de la page",
    pdfAsIs: "Tel quel (PDF)",
    takePhoto: "Prendre une photo",
    chooseFile: "Choisir un fichier",
    /** `{pharmacy}`: its name and place, « Pharmacie du Centre (Lyon 2e) ». */
    sendTo: "Envoyer à {pharmacy}",
    sendTitle: "Envoyer une ordonnance",
    changePharmacy: "changer",
    choosePharmacy: "Choisir ma pharmacie",
    noPharmacy:
      "Vous n’avez pas encore choisi de pharmacie\u00a0: l’ordonnance sera gardée dans votre historique.",
    /** The default name of a prescription, `{day}` « 23 nov. ». */
    defaultName: "Ordonnance du {day}",
    nameLabel: "Titre de l’ordonnance",
    formats: "Formats acceptés\u00a0: PDF, JPEG, PNG, GIF.",
    /** `{size}`: « 2 Ko ». */
    finalSize: "Taille finale\u00a0: {size}",
    /** `{name}`: the PDF's file name. */
    pdfName: "PDF\u00a0: {name}",
    currentPharmacy: "Pharmacie actuelle\u00a0:",
    /** The word, as a table's column names it, or a viewer's title when the name is missing. */
    document: "Document",
    loadingOne: "Chargement du document",
    preparing: "Préparation du document",
    chosen: "Document choisi",
    preview: "Aperçu du document",
    changeFile: "Changer de fichier",
  },
  /** The patient's « Mon fil »: one card per prescription (issue 7 §2). */
  feed: {
    title: "Mon fil",
    loading: "Chargement du fil",
    empty: "Aucun document pour le moment.",
    open: "Voir le document",
    /** The fixed text of « Demander l’annulation », sent to the pharmacy about the document. */
    cancelRequest: "Je souhaite annuler cette ordonnance. Merci de ne pas la préparer.",
    cancelAsk: "Demander l’annulation",
    cancelTitle: "Demander l’annulation\u00a0?",
    cancelExplain:
      "Votre pharmacie a déjà commencé à préparer cette ordonnance. Nous lui envoyons un message pour lui demander de l’annuler.",
    cancelSend: "Envoyer la demande",
    cancelAsked: "Annulation demandée",
    readyAt: "À retirer à",
    /** The title of the « ready » card (issue 18 §1): a prescription or a click & collect order. */
    readyTitle: {
      prescription: "Votre ordonnance est prête",
      order: "Votre commande est prête",
    },
    /** A timeline step that has not happened yet. */
    toCome: "à venir",
    messageHint: "Votre message",
    messageHintKeyboard: "Votre message (Ctrl+Entrée pour envoyer)",
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
    /** A message claiming a status: only the status change writes `meta.status` on a message. */
    statusByActionOnly:
      "Un statut se change par l’action «\u00a0Changer le statut\u00a0» du document.",
    /** A patient's document shared with no one: there is nobody to write to about it. */
    shareFirst: "Partagez ce document avec votre pharmacie pour lui écrire.",
  },
} as const;
