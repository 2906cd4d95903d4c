/**
 * French texts of the document viewers, the document details modal and the patient's « forward to
 * my pharmacy » action (issue 9 §3; 000 §2 "PDF viewer", "image viewer"; 001 modal-doc-details).
 * Gathered into `TEXTS`.
 */
export const VIEWER_TEXTS = {
  viewer: {
    /** `{page}` of `{pages}`: « Page 2 sur 5 ». */
    pageOf: "Page {page} sur {pages}",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    rotate: "Pivoter",
    download: "Télécharger",
    loadingPdf: "Chargement du PDF",
    zoomOut: "Réduire",
    zoomIn: "Agrandir",
    /** Back to the whole image in the zoomed view. */
    fit: "Ajuster",
    openPdfTab: "Ouvrir le PDF dans un nouvel onglet",
  },
  forward: {
    toPharmacy: "Transmettre à ma pharmacie",
    toOptician: "Transmettre à mon opticien",
    choosePharmacy: "Transmettre à une pharmacie",
    /** A patient without any pharmacy among her contacts. */
    noPharmacy: "Ajoutez une pharmacie à vos contacts pour lui transmettre ce document.",
  },
  details: {
    open: "Détails",
    title: "Détails du document",
    type: "Type",
    status: "Statut",
    date: "Envoyé le",
    lastUpdate: "Mis à jour le",
    creator: "Créé par",
    sharedWith: "Partagé avec",
    nobody: "Personne pour le moment",
    history: "Historique des statuts",
    noHistory: "Aucun changement de statut pour le moment.",
    /** A status step: `{status}` by `{name}`. */
    stepBy: "{status} — {name}",
    unknownUser: "Utilisateur",
    back: "Retour à mes documents",
  },
} as const;
