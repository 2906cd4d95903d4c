import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { CONVERSATIONS_TEXTS } from "../conversations/texts.js";

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
      DOCS_MESSAGES_ONLY: CONVERSATIONS_TEXTS.conversation.messages,
      DOCS_RENEW_ONLY: "Renouvellements",
      DOCS_PATIENT_FILTER: ACCOUNTS_TEXTS.userKinds.patient,
      DOCS_HPRIM_ONLY: "Résultats HPRIM",
      DOCS_ALL: "Tous",
      DIRECTORY_PRO: "Annuaire",
      PROFILE: "Profil pro",
      OP_MARKETING: "Opérations marketing",
      MANAGER_GROUP: "Groupe",
    },
    doctorAll: "Documents reçus",
    /** The page's title for a pharmacy or an optician, and for a laboratory. */
    pharmacyTitle: "Ordonnances reçues",
    laboratoryTitle: "Analyses reçues",
    loading: "Chargement des documents",
    /** The label of the states' list, on a small screen. */
    show: "Afficher",
    /** The columns of the documents' and the messages' tables. */
    waiting: "Attente",
    from: "De",
    /** The quick actions (issue 7 §1). */
    take: "Prendre en charge",
    changeStatus: "Changer le statut",
    shortcuts: "Raccourcis",
    /** What the keys do, in the shortcuts' line (« ↑ ↓ choisir »). */
    shortcutChoose: "choisir",
    /** The Enter key's name on a French keyboard. */
    enterKey: "Entrée",
    /** The status dialog (« En cours », « Attente paiement »). */
    yourFirstName: "Votre prénom",
    /**
     * Why « Prendre en charge » asks a first name (000 §4), under the field: the patient is told
     * who prepares her prescription (`STATUS_MESSAGES.PROCESSING`).
     */
    firstNameWhy:
      "Le patient est prévenu : « {firstName} s'occupe de votre ordonnance. » Votre prénom est retenu sur ce poste pour les ordonnances suivantes.",
    silent: "Ne pas prévenir le patient",
    silentWarning:
      "Le statut changera sans que le patient soit prévenu. À n'utiliser que pour corriger une erreur.",
    amountLeft: "Montant restant à payer (€)",
    /** What an empty list says. */
    emptySearch: "Aucun document de ce patient ici.",
    emptyMessages: "Aucun message.",
    emptyQueue: "Rien à traiter\u00a0: tout est à jour.",
    emptyDoctor:
      "Aucun document reçu. Les documents que vos patients vous partagent apparaîtront ici.",
    empty: "Aucun document.",
    /** A group manager's « Groupe » state with nothing yet (issue 21 §1). */
    emptyGroup: "Aucun document reçu par vos établissements membres.",
    /** The red count of a document's unread messages, `{count}` of them. */
    unreadOne: "{count} message non lu",
    unreadMany: "{count} messages non lus",
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
