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
  },
} as const;
