/**
 * French texts of prescription renewals (000 §2 "patient renewal process", "pharmacy renewals",
 * §3 "Renewal order", §4 "Renewal status"; issue 10 §3). Gathered into `TEXTS.renewals`.
 */
export const RENEWALS_TEXTS = {
  renewals: {
    /** 000 §4 "Renewal status" labels, exactly. */
    statuses: {
      SUBMITTED: "Soumis",
      CONFIRMED: "En cours",
      REJECTED: "Invalide",
      FINISHED: "Terminée",
      CANCELLED: "Annulé",
    },
    kinds: { MEDIC: "Médicaments", LENS: "Lentilles et lunettes" },
    // 400 answers
    dtstartInvalid: "La date du premier renouvellement doit être une date valide (AAAA-MM-JJ).",
    dtstartPast: "La date du premier renouvellement ne peut pas être déjà passée.",
    renewalRange: "Le nombre de renouvellements doit être compris entre 1 et 12.",
    stepRange: "L’intervalle entre deux renouvellements doit être compris entre 7 et 92 jours.",
    kindInvalid: "Le type de renouvellement doit valoir MEDIC (médicaments) ou LENS (optique).",
    statusInvalid: "Le statut doit valoir SUBMITTED, CONFIRMED, REJECTED, FINISHED ou CANCELLED.",
    reasonRequired: "Veuillez indiquer le motif du refus.",
    notSharedMedic:
      "Partagez d’abord cette ordonnance avec votre pharmacie pour demander son renouvellement.",
    notSharedLens:
      "Partagez d’abord cette ordonnance avec votre opticien pour demander son renouvellement.",
    alreadyOrdered: "Un renouvellement est déjà demandé pour cette ordonnance.",
    notToConfirm: "Ce renouvellement n’est plus en attente de confirmation.",
    notOpen: "Ce renouvellement est déjà terminé ou annulé.",
    noOrder: "Aucun renouvellement n’est demandé pour ce document.",
    patientOnly:
      "Seul le patient (ou la personne qui gère son compte) peut demander un renouvellement.",
    pharmacyOnly: "Seul l’établissement qui renouvelle l’ordonnance peut faire cette action.",
    // messages to the other side (each change, issue 10 §3)
    orderedMessage: "Demande de renouvellement : {renewal} fois, {interval}, à partir du {date}.",
    confirmedMessage: "Votre renouvellement est confirmé. Première date : {date}.",
    rejectedMessage: "Votre demande de renouvellement a été refusée : {reason}",
    cancelledByPatientMessage: "Le patient a annulé sa demande de renouvellement.",
    cancelledByPharmacyMessage: "Votre renouvellement a été annulé par l’établissement.",
    dueMessage: "Renouvellement à préparer pour le {date} ({index}/{renewal}).",
    // web: the patient's process (PatientRenewProcess)
    processTitle: "Renouveler une ordonnance",
    processIntro:
      "Choisissez une ordonnance partagée avec votre pharmacie (ou votre opticien), la date du premier renouvellement, le nombre de renouvellements et l’intervalle entre eux.",
    pickDocument: "Ordonnance",
    pickDocumentPlaceholder: "Choisir une ordonnance",
    noDocument:
      "Aucune ordonnance partagée avec une pharmacie ou un opticien. Partagez d’abord une ordonnance.",
    dtstartLabel: "Premier renouvellement",
    renewalLabel: "Nombre de renouvellements",
    /** The interval in words (issue 18 §4), see `intervalWords`. */
    intervals: {
      monthly: "tous les mois",
      quarterly: "tous les 3 mois",
      days: "tous les {step} jours",
    },
    intervalLabel: "Intervalle entre deux renouvellements",
    intervalOther: "un autre nombre de jours",
    stepLabel: "Nombre de jours entre deux renouvellements",
    kindLabel: "Type",
    kindAuto: "Selon l’ordonnance",
    preview: "Calendrier des renouvellements",
    previewDates: "Dates prévues",
    /** Said by screen readers after a renewal's day in the calendar. */
    calendarDay: "(renouvellement)",
    submit: "Demander le renouvellement",
    ordered: "Votre demande de renouvellement a été envoyée.",
    myOrders: "Mes renouvellements",
    cancel: "Annuler le renouvellement",
    cancelConfirm: "Annuler ce renouvellement ?",
    cancelled: "Le renouvellement a été annulé.",
    nextDate: "Prochaine date : {date}",
    noNextDate: "Plus aucune date à venir",
    datesCount: "{renewal} renouvellements, {interval}",
    /** The button on a renewable prescription's card in the patient's feed (issue 18 §4). */
    renewButton: "Renouveler",
    // web: the pharmacy's page (PharmaRenewals, /renouvellements)
    pageTitle: "Renouvellements",
    toConfirm: "À confirmer",
    toPrepare: "À préparer",
    dueThisWeek: "Cette semaine",
    active: "En cours",
    emptySection: "Aucun renouvellement.",
    unread: "Nouveau",
    unreadCount: "Non lus : {count}",
    confirm: "Confirmer",
    confirmed: "Renouvellement confirmé.",
    reject: "Refuser",
    rejectTitle: "Refuser le renouvellement",
    reasonLabel: "Motif du refus",
    rejected: "Renouvellement refusé.",
    preparedFor: "À préparer pour le {date}",
    forPatient: "Patient : {name}",
    navLabel: "Renouvellements",
    loading: "Chargement des renouvellements…",
    markRead: "Marquer comme lu",
    ready: "Prêt",
    readyDone: "Le patient est prévenu que son renouvellement est prêt.",
    keep: "Garder",
  },
} as const;
