import { TEXTS } from "@reseau/shared";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { MessageWithPeople } from "./documents.repository.js";

/**
 * Meta fields only the sender changes: those of a payment request (000 §4 AWAITING_PAYMENT), the
 * document link, and the status a status-change message set (the patient's timeline reads it).
 */
const SENDER_ONLY_META = ["price", "needToPay", "iddocument", "status"] as const;
/** The fields that make a message a payment request (000 §4 AWAITING_PAYMENT). */
const PAYMENT_REQUEST_META = ["price", "needToPay"] as const;

/** The fields the card payment of a request writes (issue 20 §2): nobody sets them by hand. */
const PAID_META = ["paid", "idtransaction"] as const;

/**
 * True when a message's `meta` asks for a payment: only the status action AWAITING_PAYMENT
 * may (docs/DECISIONS.md "Messages"). `iddocument`, the message's own link, is no such field.
 */
function requestsPayment(meta: Record<string, unknown> | undefined): boolean {
  return PAYMENT_REQUEST_META.some((key) => meta !== undefined && key in meta);
}

/**
 * True when a message's `meta` names a status: only the status-change action writes one
 * (the step it set, read by the patient's timeline), so a free message cannot fake a step.
 */
function claimsStatus(meta: Record<string, unknown> | undefined): boolean {
  return meta !== undefined && "status" in meta;
}

/**
 * The one rule of both paths that write a message's meta (docs/DECISIONS.md "Messages", issue 17
 * §1): a payment request (`price`, `needToPay`) comes only from the status action
 * AWAITING_PAYMENT, a `status` only from a status change, and `paid` only from its card
 * payment (issue 20 §2). `current` is the stored meta
 * (`{}` for a new message, `POST /feed/messages`), `patch` what is sent (the new meta, or the
 * fields merged by `PUT /feed/messages/{id}/meta`). A message that already is a payment request
 * (or carries a status) keeps its fields, edited under `messageMetaPolicy`.
 * @returns the French text of the 400, or null when the meta may be written.
 */
export function metaRefusal(
  current: Record<string, unknown>,
  patch: Record<string, unknown> | undefined,
): string | null {
  if (!requestsPayment(current) && requestsPayment(patch))
    return TEXTS.messages.paymentByStatusOnly;
  if (!claimsStatus(current) && claimsStatus(patch)) return TEXTS.messages.statusByActionOnly;
  if (PAID_META.some((key) => patch !== undefined && key in patch && patch[key] !== current[key])) {
    return TEXTS.payments.paidByPaymentOnly;
  }
  return null;
}

/** The sender and the recipients of a message, each once. */
export function messageParticipants(found: MessageWithPeople): string[] {
  return [...new Set([found.message.sender, ...found.recipients])];
}

/**
 * Everyone who sees a message: its sender, its recipients, and their managers (000 §6: a group
 * manager's feed holds its pharmacies' messages). The live audience of `newMsg` and `updateMsg`,
 * so what a manager reads in its feed also reaches it live.
 */
export function messageAudience(participants: string[], managerIds: string[]): string[] {
  return [...new Set([...participants, ...managerIds])];
}

/**
 * Whether a message may go to `recipients` (docs/DECISIONS.md "Messages"): each must be related
 * to the sender — a reader of the document it is about, a contact, someone a document was
 * exchanged with, a member of the same group — never any user id. `related` are the recipients
 * the repository found such a relation for.
 */
export function mayWriteTo(recipients: string[], related: string[]): boolean {
  return recipients.every((id) => related.includes(id));
}

/** A meta change on a message: the message, and whether it touches the payment fields. */
export interface MessageMetaChange {
  found: MessageWithPeople;
  changesPayment: boolean;
}

/** True when `patch` changes one of the sender-only payment fields of `current`. */
export function changesPaymentFields(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): boolean {
  return SENDER_ONLY_META.some((key) => key in patch && patch[key] !== current[key]);
}

const isParticipant = (actorId: string, found: MessageWithPeople) =>
  found.message.sender === actorId || found.recipients.includes(actorId);

/**
 * Who may do what with a message (000 §3 Message, §7): `reply` to it (as `idparent`) and `writeMeta`
 * are its sender's and recipients' (404 for anyone else, so a message's existence never leaks).
 */
export const messagePolicy = definePolicy<MessageWithPeople, "reply" | "writeMeta">({
  rules: {
    reply: hidden((actor, found) => isParticipant(actor.id, found)),
    writeMeta: hidden((actor, found) => isParticipant(actor.id, found)),
  },
});

/** The payment fields of a message's meta stay its sender's (403 for a recipient). */
export const messageMetaPolicy = definePolicy<MessageMetaChange, "write">({
  rules: {
    write: guarded(
      (actor, change) => !change.changesPayment || change.found.message.sender === actor.id,
    ),
  },
});
