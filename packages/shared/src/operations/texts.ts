import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { DASHBOARD_TEXTS } from "../documents/dashboard-texts.js";
import { LIBRARY_TEXTS } from "../library/texts.js";
import { MARKET_TEXTS } from "../market/texts.js";
import { RENEWALS_TEXTS } from "../renewals/texts.js";

/**
 * French texts of marketing operations' submissions (001 §3 "Submission", §4 "Submission status";
 * issue 21 §4). Gathered into `TEXTS.operations`.
 */
export const OPERATIONS_TEXTS = {
  operations: {
    /** 001 §4 "Submission status" labels, exactly (« Terminée » is the renewals' word too). */
    statuses: {
      PROPOSED: "Proposée",
      ACCEPTED: "Acceptée",
      REFUSED: "Refusée",
      FINISHED: RENEWALS_TEXTS.renewals.statuses.FINISHED,
    },
    // 400 / 403 answers
    statusInvalid: "Le statut doit valoir PROPOSED, ACCEPTED, REFUSED ou FINISHED.",
    /** `{from}` and `{to}`: the statuses' labels. */
    moveInvalid: "Une proposition « {from} » ne peut pas passer à « {to} ».",
    receiverOnly: "Seul le destinataire de la proposition peut l’accepter ou la refuser.",
    managerOnly: "Seul l’auteur de la proposition peut la terminer.",
    receiverRequired: "Indiquez le destinataire de la proposition.",
    amountInvalid: "La rémunération doit être un montant en centimes, entier et positif.",
    currencyInvalid: "La rémunération doit être en euros (EUR).",
    nameRequired: "Donnez un nom à l’opération.",
    dayInvalid: "Les dates de l’opération s’écrivent AAAA-MM-JJ.",
    endBeforeStart: "L’opération ne peut pas finir avant de commencer.",
    managerOnlyCreate: "Seul un groupement peut créer une opération commerciale.",
    operationManagerOnly: "Seul le groupement de l’opération peut y faire des propositions.",
    receiverNotMember:
      "La proposition ne peut être adressée qu’à une pharmacie que votre groupement gère.",
    // 404 answers
    noOperation: "Opération commerciale introuvable.",
    noSubmission: "Proposition introuvable.",
    // the pages `/liste-ops` and `/op?id=` (issue 21 §4)
    listTitle: DASHBOARD_TEXTS.dashboard.states.OP_MARKETING,
    onlyPros: "Les opérations marketing réunissent un groupement et ses pharmacies membres.",
    newTitle: "Nouvelle opération",
    nameLabel: "Nom de l’opération",
    descriptionLabel: MARKET_TEXTS.market.description,
    startLabel: MARKET_TEXTS.discounts.start,
    endLabel: MARKET_TEXTS.discounts.end,
    create: "Créer l’opération",
    created: "Opération « {name} » créée.",
    mineTitle: "Mes opérations",
    noneCreated: "Aucune opération pour l’instant : créez la première ci-dessus.",
    receivedTitle: "Propositions reçues",
    noneReceived: "Aucune proposition reçue pour l’instant.",
    /** `{start}`, `{end}`: French days. */
    period: "Du {start} au {end}",
    from: "À partir du {start}",
    until: "Jusqu’au {end}",
    submissionsTitle: "Propositions",
    noSubmissions: "Pas encore de proposition pour cette opération.",
    pharmacy: ACCOUNTS_TEXTS.userKinds.pharmacy,
    remuneration: "Rémunération",
    /** `{amount}`: in euros. */
    remunerationIs: "Rémunération : {amount}",
    status: "Statut",
    /** `{name}`: the groupement. */
    proposedBy: "Proposée par {name}",
    details: "Voir l’opération",
    /** `{name}`: the operation, for a screen reader. */
    detailsOf: "Voir l’opération « {name} »",
    accept: "Accepter",
    refuse: RENEWALS_TEXTS.renewals.reject,
    finish: "Marquer terminée",
    proposeTitle: "Proposer à une pharmacie membre",
    receiverLabel: "Pharmacie membre",
    amountLabel: "Rémunération (€)",
    amountHint: "En euros, par exemple 150 ou 150,50.",
    amountEuros: "La rémunération s’écrit en euros, par exemple 150 ou 150,50.",
    propose: "Proposer",
    proposed: "Proposition envoyée à {name}.",
    noMembers: "Votre groupement n’a pas encore de pharmacie membre à qui proposer l’opération.",
    backToList: "Toutes les opérations",
    // the operation's documents, in its OPMARKET directory
    documentsTitle: "Documents de l’opération",
    noDocuments: "Pas encore de document pour cette opération.",
    addDocument: LIBRARY_TEXTS.library.add,
    documentAdded: "Document ajouté à l’opération.",
    /** 403: posting to the operation's directory without being its manager or an accepting pharmacy. */
    postRefused:
      "Seuls le groupement de l’opération et les pharmacies qui l’ont acceptée y ajoutent des documents.",
    /** 400: deleting the operation's directory, or filing a document into or out of it. */
    directoryFixed:
      "Le dossier d’une opération marketing ne se supprime pas et on n’y range rien : ajoutez-y des documents depuis la page de l’opération.",
    /** 403: sharing one of its documents on. */
    documentStays: "Un document d’une opération marketing reste dans l’opération.",
  },
} as const;
