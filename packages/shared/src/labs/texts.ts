import { ACCOUNTS_TEXTS } from "../accounts/texts.js";

/** French texts of laboratory results (000 §3 HPRIM document, §8 Notify lab patient, 001 §4). Gathered into `TEXTS`. */
export const LABS_TEXTS = {
  labs: {
    /** `/analyses` (ProAnalysisResults). */
    title: "Résultats d'analyses",
    import: "Importer un fichier HPRIM",
    importing: "Import du fichier HPRIM…",
    imported: "{count} résultat(s) importé(s)",
    loading: "Chargement des résultats…",
    empty: "Aucun résultat pour ces filtres.",
    statusFilter: "Statut",
    allStatuses: "Tous",
    notNotified: "Pas encore notifié",
    patientFilter: "Nom du patient",
    patient: ACCOUNTS_TEXTS.userKinds.patient,
    date: "Date",
    status: "Statut",
    /** The result document's card in the patient's feed. */
    seeResults: "Voir les résultats",
    /** « 3 valeurs, 1 hors normes » on a line of the list. */
    valueOne: "{count} valeur",
    valueMany: "{count} valeurs",
    outOfRangeCount: "{count} hors normes",
    /** The result view. */
    resultTitle: "Résultat d'analyse",
    myResults: "Mes résultats d'analyses",
    analysis: "Analyse",
    value: "Résultat",
    unit: "Unité",
    norms: "Normes",
    bar: "Position dans les normes",
    inRange: "Dans les normes",
    below: "En dessous des normes",
    above: "Au-dessus des normes",
    noBar: "Sans normes",
    /** The bar's spoken name (issue 18 §4): the value and its range, and the state when out of it. */
    barLabel: "{analysis} : {value}, valeurs normales de {low} à {high}",
    barLabelOut: "{analysis} : {value}, valeurs normales de {low} à {high} — {state}",
    /** A line of `/analyses`: « DUPONT Marie — 26/11/2026 » (the patient and the exam's date). */
    listTitle: "{name} — {date}",
    report: "Compte rendu",
    files: "Fichiers joints",
    noResults: "Ce compte rendu ne contient pas de valeurs structurées.",
    prescriber: "Prescripteur",
    alsoPrescriber: "Partagé aussi avec le prescripteur : {name}",
    birth: "Né(e) le {date}",
    /** Share and notify. */
    shareAndNotify: "Partager et notifier le patient",
    notified: "Le patient a été notifié.",
    /** Shared, but nobody heard of it (issue 18 §4): the answer's `notReached`. */
    notReached: {
      noAccount:
        "Résultat partagé. Le patient n'a pas encore de compte : personne n'a été notifié.",
      noEmail: "Résultat partagé. Le patient n'a pas d'adresse e-mail : personne n'a été notifié.",
    },
    autoPatient: "Patient créé automatiquement (sans compte)",
    mail: {
      subject: "Vos résultats d'analyses sont disponibles",
      greeting: "Bonjour {name},",
      paragraph: "{lab} a mis vos résultats d'analyses à votre disposition.",
      button: "Voir mes résultats",
      footer:
        "Par confidentialité, ce message ne contient aucun résultat : connectez-vous pour les lire.",
    },
    /** 000 §8 Notify lab patient. */
    notifyNoDocument: "Le document n'existe pas.",
    notifyNoShare: "Le partage de document n'existe pas.",
    notifyError: "Erreur lors de la notification au patient.",
    notAResult: "Ce document n'est pas un résultat d'analyse.",
    labsOnly: "Seul un laboratoire importe un fichier HPRIM.",
    picture: "Image du résultat",
  },
  /** Why an HPRIM file is refused (400), with the line when it helps. */
  hprim: {
    prefix: "Fichier HPRIM illisible : {reason}",
    atLine: "ligne {line} : {reason}",
    empty: "le fichier est vide.",
    noEnd: "le marqueur ****FINFICHIER**** de fin de fichier manque.",
    afterEnd: "du texte suit le marqueur ****FINFICHIER****.",
    missingFin: "le marqueur ****FIN**** de fin de compte rendu manque avant ****FINFICHIER****.",
    textAfterFin: "du texte suit le marqueur ****FIN**** sans former un compte rendu complet.",
    misplacedMarker: "le marqueur {marker} est mal placé.",
    shortHeader: "l'en-tête du patient est incomplet (nom, prénom, adresse, date de naissance…).",
    lastName: "le nom du patient manque.",
    birth: "date de naissance illisible « {value} » (JJ/MM/AAAA attendu).",
    labLine: "ligne inattendue dans le bloc ****LAB**** (RES| ou TEX| attendu).",
    noPatient: "aucun patient dans le fichier.",
    santeHeader: "le segment H des délimiteurs manque en tête du fichier HPRIM Santé.",
    santeSegment: "segment « {segment} » inattendu.",
    santeOrphan: "segment « {segment} » avant tout segment P (patient).",
    santeNoL: "le segment L de fin de fichier manque.",
    santeAfterL: "du texte suit le segment L de fin de fichier.",
    santeName: "le nom du patient manque dans le segment P.",
  },
} as const;
