import { format, TEXTS } from "../common/texts.js";
import { formatCents } from "../common/money.js";
import { isImageMime } from "./types.js";
import type { OrderTotals } from "./dto.js";

/** Document statuses (`meta.status`, 000 §4). */
export const DOCUMENT_STATUSES = [
  "NEW",
  "PROCESSING",
  "UNREADABLE",
  "CANCELED",
  "READY",
  "DELIVERY",
  "RENEWING_STANDBY",
  "RENEWING_ACTIVE",
  "AWAITING_PAYMENT",
  "COMMAND",
  "REQUEST_ORIGINAL",
  "RESULTS_READY",
  "RESULTS_OPENED",
  "PUBLISHED",
  "DELIVERED",
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** True for one of the statuses of 000 §4 (a value read from a meta or a query). */
export function isDocumentStatus(value: unknown): value is DocumentStatus {
  return typeof value === "string" && (DOCUMENT_STATUSES as readonly string[]).includes(value);
}

/** French labels of 000 §4. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  NEW: "Nouveau",
  PROCESSING: "En cours",
  UNREADABLE: "Illisible",
  CANCELED: "Annulé",
  READY: "Prêt",
  DELIVERY: "En livraison",
  RENEWING_STANDBY: "Renouvellement proposé",
  RENEWING_ACTIVE: "Renouvellement activé",
  AWAITING_PAYMENT: "Attente paiement",
  COMMAND: "En commande",
  REQUEST_ORIGINAL: "Original requis",
  RESULTS_READY: "Résultat prêt",
  RESULTS_OPENED: "Résultats ouverts",
  PUBLISHED: "Publié",
  DELIVERED: "Délivrée",
};

/**
 * Badge colours (Mantine palette names). The spec names no colour for document statuses; these
 * follow the renewal table's logic: orange waiting on the pharmacy, green done, red a problem.
 */
export const DOCUMENT_STATUS_COLORS: Record<DocumentStatus, string> = {
  NEW: "blue",
  PROCESSING: "orange",
  UNREADABLE: "red",
  CANCELED: "gray",
  READY: "green",
  DELIVERY: "teal",
  RENEWING_STANDBY: "grape",
  RENEWING_ACTIVE: "violet",
  AWAITING_PAYMENT: "yellow",
  COMMAND: "cyan",
  REQUEST_ORIGINAL: "pink",
  RESULTS_READY: "green",
  RESULTS_OPENED: "gray",
  PUBLISHED: "indigo",
  DELIVERED: "dark",
};

/** Feed groups of 000 §4. */
export const PROCESSED_STATUSES: readonly DocumentStatus[] = [
  "READY",
  "CANCELED",
  "DELIVERY",
  "DELIVERED",
];
export const RENEWAL_STATUSES: readonly DocumentStatus[] = ["RENEWING_ACTIVE", "RENEWING_STANDBY"];

/** Label of a status; an unknown value shows as empty (000 §8). */
export function statusLabel(status: string | undefined): string {
  return (DOCUMENT_STATUS_LABELS as Record<string, string>)[status ?? ""] ?? "";
}

/** Laboratory users (labo, grp_lab) set PROCESSING directly, without a first name (000 §4). */
export function isLaboratoryType(userType: string): boolean {
  return userType === "labo" || userType === "grp_lab";
}

/**
 * The PROCESSING first-name rule of 000 §4, for the form and the server: a pharmacy or a
 * professional taking a prescription in hand gives the first name the patient will read ("Marie
 * s'occupe de votre ordonnance."), unless the change is `silent` (a correction, no message); a
 * laboratory never gives one.
 * @returns true when the change must carry a first name.
 */
export function needsFirstName(status: string, actorType: string, silent = false): boolean {
  return status === "PROCESSING" && !silent && !isLaboratoryType(actorType);
}

/** The messages the status-change action sends to the patient (000 §4), in French. */
export const STATUS_MESSAGES = {
  UNREADABLE:
    "Votre ordonnance est illisible. Merci de nous envoyer une nouvelle photo, bien nette et en entier.",
  CANCELED: "Votre commande a été annulée.",
  READY: "Votre commande est prête : vous pouvez venir la retirer à la pharmacie.",
  READY_BRING_ORIGINAL: "N'oubliez pas d'apporter l'original de votre ordonnance.",
  REQUEST_ORIGINAL:
    "Avez-vous l'original de votre ordonnance ? Merci de l'apporter lors de votre passage à la pharmacie.",
  DELIVERY: "Votre commande est en cours de livraison.",
  NEW: "Votre demande a bien été reçue.",
  AWAITING_PAYMENT: "Votre commande est prête. Il vous reste {amount} à régler.",
  AWAITING_PAYMENT_DELIVERY:
    "Votre commande est prête. Il vous reste {amount} à régler, soit {total} avec la livraison.",
  PROCESSING: "{firstName} s'occupe de votre ordonnance.",
  RESULTS_READY: "Vos résultats d'analyse sont disponibles.",
} as const;

/** What the status-change action sends: the text and notify flag, or no message at all. */
export interface StatusMessagePlan {
  /** null when the status sends no message (RESULTS_OPENED, DELIVERED, RENEWING_ACTIVE). */
  content: string | null;
  notify: boolean;
  /** Set for AWAITING_PAYMENT: the price in cents and needToPay, carried by the message. */
  meta?: { price: number; needToPay: true };
}

/** Inputs of the status-change action (`POST /api/documents/{id}/status`). */
export interface StatusChangeInput {
  status: DocumentStatus;
  /** The pharmacist's first name; required for PROCESSING by a pharmacy. */
  firstName?: string;
  /** The patient's remaining amount in cents; required for AWAITING_PAYMENT. */
  amountCents?: number;
  /** The document's mime: READY on an image adds the reminder to bring the original. */
  mime: string;
  /** The delivery cost already on the order, in cents (0 when delivery is off). */
  deliveryCents: number;
}

/**
 * The message of the status-change action of 000 §4: text, notify flag and, for
 * AWAITING_PAYMENT, the price in cents. Any status without its own text gets "Document mis à jour".
 */
export function planStatusMessage(input: StatusChangeInput): StatusMessagePlan {
  switch (input.status) {
    case "UNREADABLE":
      return { content: STATUS_MESSAGES.UNREADABLE, notify: true };
    case "CANCELED":
      return { content: STATUS_MESSAGES.CANCELED, notify: false };
    case "READY":
      return {
        content: isImageMime(input.mime)
          ? `${STATUS_MESSAGES.READY} ${STATUS_MESSAGES.READY_BRING_ORIGINAL}`
          : STATUS_MESSAGES.READY,
        notify: true,
      };
    case "REQUEST_ORIGINAL":
      return { content: STATUS_MESSAGES.REQUEST_ORIGINAL, notify: true };
    case "DELIVERY":
      return { content: STATUS_MESSAGES.DELIVERY, notify: true };
    case "NEW":
      return { content: STATUS_MESSAGES.NEW, notify: false };
    case "AWAITING_PAYMENT": {
      const amount = input.amountCents ?? 0;
      const total = amount + input.deliveryCents;
      const content =
        input.deliveryCents > 0
          ? format(STATUS_MESSAGES.AWAITING_PAYMENT_DELIVERY, {
              amount: formatCents(amount),
              total: formatCents(total),
            })
          : format(STATUS_MESSAGES.AWAITING_PAYMENT, { amount: formatCents(amount) });
      return { content, notify: true, meta: { price: total, needToPay: true } };
    }
    case "PROCESSING":
      return input.firstName
        ? {
            content: format(STATUS_MESSAGES.PROCESSING, { firstName: input.firstName }),
            notify: true,
          }
        : // a laboratory, or a pharmacist correcting a mistake: the status changes without a message
          { content: null, notify: false };
    case "RESULTS_READY":
      return { content: STATUS_MESSAGES.RESULTS_READY, notify: true };
    case "RESULTS_OPENED":
    case "DELIVERED":
    case "RENEWING_ACTIVE":
      return { content: null, notify: false };
    default:
      return { content: TEXTS.documents.updated, notify: true };
  }
}

/**
 * The order fields after AWAITING_PAYMENT (000 §4): reductionPara, totalMedi and totalPara
 * cleared, totalWithoutDelivery = amount, totalFinal = amount + delivery. All cents.
 */
export function awaitingPaymentOrder(amountCents: number, deliveryCents: number): OrderTotals {
  return {
    reductionPara: 0,
    totalMedi: 0,
    totalPara: 0,
    totalDelivery: deliveryCents,
    totalWithoutDelivery: amountCents,
    totalFinal: amountCents + deliveryCents,
  };
}
