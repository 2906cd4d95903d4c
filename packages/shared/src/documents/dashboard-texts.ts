/**
 * French texts of the pro dashboards (000 §2 "Pro dashboard states", optician dashboard), the
 * document counts (000 §7 `GET /ws/count/docs`) and the pro profile (000 §3, §8). Gathered into
 * `TEXTS`.
 */
export const DASHBOARD_TEXTS = {
  dashboard: {
    /** Labels of the dashboard states (000 §2), as the tabs show them. */
    states: {
      DASHBOARD: "À traiter",
      DOCS_PRESC_ONLY: "Ordonnances",
      DOCS_PROCESSING_ONLY: "En cours",
      DOCS_PROCESSED_ONLY: "Traités",
      DOCS_RESULTS_READY_ONLY: "Résultats prêts",
      DOCS_RESULTS_OPENED_ONLY: "Résultats ouverts",
      DOCS_NEW_ONLY: "Nouveaux",
      DOCS_MESSAGES_ONLY: "Messages",
      DOCS_RENEW_ONLY: "Renouvellements",
      DOCS_PATIENT_FILTER: "Patient",
      DOCS_HPRIM_ONLY: "Résultats HPRIM",
      DOCS_ALL: "Tous",
      DIRECTORY_PRO: "Annuaire",
      PROFILE: "Profil pro",
      OP_MARKETING: "Opérations marketing",
      MANAGER_GROUP: "Groupe",
    },
    doctorAll: "Documents reçus",
    opticianTitle: "Ordonnances optiques",
    opticianEmpty: "Aucune ordonnance optique.",
    patientEmpty: "Aucun document de ce patient.",
    /** 400 of `GET /ws/count/docs` when `filter` is not `on`. */
    countFilterInvalid: "Le paramètre « filter » vaut « on ».",
    /** `{value}`: the unknown value. */
    countTypeInvalid: "Type de document inconnu : {value}.",
    /** `{value}`: the unknown value. */
    countStatusInvalid: "Statut de document inconnu : {value}.",
  },
  proProfile: {
    title: "Profil professionnel",
    noSite: "Aucun site pro pour le moment",
    saved: "Profil enregistré",
    phones: "Téléphones",
    phonesHint: "Un numéro par ligne, 5 au plus.",
    fax: "Fax",
    secureEmail: "Messagerie sécurisée",
    secureEmailInvalid: "La messagerie sécurisée doit être une adresse e-mail valide.",
    emergency: "Numéro d'urgence",
    specialties: "Spécialités",
    url: "Site web",
    urlHint: "Adresse commençant par http:// ou https://",
    description: "Description",
    openingHours: "Horaires d'ouverture",
    closed: "Fermé",
    addSlot: "Ajouter une plage",
    removeSlot: "Retirer la plage",
    opens: "Ouverture",
    closes: "Fermeture",
    /** `{day}`: the week day. */
    slotOf: "{day}, plage {index}",
    slotOrder: "L'heure de fermeture doit suivre l'heure d'ouverture.",
    save: "Enregistrer",
  },
} as const;
