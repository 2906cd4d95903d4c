import { TEXTS, type OrderStatus, type TransactionStatus } from "@reseau/shared";
import { actsFor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

/** The facts of an order its payment is decided on: its two sides. */
export interface PaidOrderFacts {
  client: string;
  vendor: string;
}

/**
 * Paying an order (issue 20 §4): `pay` only by its patient herself; the pharmacy's side (who
 * sees the order) 403; anyone else 404 (the order does not exist for them). `read` where the
 * payment stands: whoever sees the order.
 */
export const orderPaymentPolicy = definePolicy<PaidOrderFacts, "pay" | "read">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    pay: guarded((actor, o) => actor.id === o.client, TEXTS.payments.clientOnly),
    read: hidden((actor, o) => actsFor(actor, o.client) || actsFor(actor, o.vendor)),
  },
});

/** The facts of a pharmacy's payment request its payment is decided on. */
export interface PaymentRequestFacts {
  sender: string;
  recipients: string[];
}

/**
 * Paying a pharmacy's payment request (issue 20 §2, §4): `pay` only by a patient it is addressed
 * to; its sender's side 403; `read` whoever sent or received it (or manages them); anyone else
 * 404.
 */
export const paymentRequestPolicy = definePolicy<PaymentRequestFacts, "pay" | "read">({
  notFound: TEXTS.payments.noRequest,
  rules: {
    pay: guarded(
      (actor, r) => actor.type === "patient" && r.recipients.includes(actor.id),
      TEXTS.payments.requestRecipientOnly,
    ),
    read: hidden(
      (actor, r) => actsFor(actor, r.sender) || r.recipients.some((id) => actsFor(actor, id)),
    ),
  },
});

/** The user whose provider identity, cards or wallet are asked for. */
export interface PaymentOwner {
  id: string;
  type: string;
}

/**
 * Provider identities, cards and wallets (issue 20 §4: nobody reads another's): `identity` only
 * the user themself (404 otherwise), a patient or a pharmacy (403 for other kinds); `cards` a
 * patient's own; `wallet` a pharmacy's own.
 */
export const paymentAccountPolicy = definePolicy<PaymentOwner, "identity" | "cards" | "wallet">({
  notFound: TEXTS.payments.noIdentity,
  rules: {
    identity: hidden((actor, owner) => actor.id === owner.id),
    cards: guarded(
      (actor, owner) => actor.id === owner.id && owner.type === "patient",
      TEXTS.payments.patientOnly,
    ),
    wallet: guarded(
      (actor, owner) => actor.id === owner.id && owner.type === "pharmacy",
      TEXTS.payments.pharmacyOnly,
    ),
  },
});

/** Whether a user kind has a provider identity at all. */
export const hasPaymentIdentity = (type: string) => type === "patient" || type === "pharmacy";

/** A saved card at the provider and the provider identity of the one asking. */
export interface CardFacts {
  cardOwner: string;
  actorProviderId: string | null;
}

/** A card is the patient's own when the provider says its owner is her provider identity; else 404. */
export const cardPolicy = definePolicy<CardFacts, "deactivate">({
  notFound: TEXTS.payments.noCard,
  rules: {
    deactivate: hidden((_actor, card) => card.actorProviderId === card.cardOwner),
  },
});

/** A bank account at the provider and the provider identity of the one asking. */
export interface BankAccountFacts {
  accountOwner: string;
  actorProviderId: string | null;
}

/**
 * A bank account is the pharmacy's own when the provider says its owner (`UserId`) is the
 * pharmacy's provider identity (issue 20 §4): deactivated or paid out to only by it; else 404.
 */
export const bankAccountPolicy = definePolicy<BankAccountFacts, "use">({
  notFound: TEXTS.payments.noBankAccount,
  rules: {
    use: hidden((_actor, account) => account.actorProviderId === account.accountOwner),
  },
});

/**
 * Refunding an order (issue 20 §3, §4; 001 §7 `/mp/refund`): only its pharmacy; its patient (who
 * sees the order) 403; anyone else 404 (the order does not exist for them).
 */
export const orderRefundPolicy = definePolicy<PaidOrderFacts, "refund">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    refund: guarded((actor, o) => actor.id === o.vendor, TEXTS.payments.pharmacyOfOrderOnly),
  },
});

/**
 * Reading money moves (issue 20 §3, §4): `patient` her own (`/mp/transactions`, a pharmacy
 * 403), `pharmacy` its own (`/mp/transactions-pharma`, a patient 403). Always the caller's own:
 * the owner is the actor.
 */
export const transactionListPolicy = definePolicy<PaymentOwner, "patient" | "pharmacy">({
  notFound: TEXTS.payments.noIdentity,
  rules: {
    patient: guarded(
      (actor, owner) => actor.id === owner.id && owner.type === "patient",
      TEXTS.payments.patientOnly,
    ),
    pharmacy: guarded(
      (actor, owner) => actor.id === owner.id && owner.type === "pharmacy",
      TEXTS.payments.pharmacyOnly,
    ),
  },
});

/**
 * What a payout pays (issue 20 §3), in cents: `asked` or, without it, the whole `balance`.
 * @returns the amount, or the French reason it cannot: `noPayout` an empty wallet,
 *   `payoutTooHigh` more than the balance.
 */
export function payoutAmount(
  balance: number,
  asked: number | undefined,
): { amount: number } | { refusal: "noPayout" | "payoutTooHigh" } {
  if (balance <= 0) return { refusal: "noPayout" };
  if (asked === undefined) return { amount: balance };
  return asked > balance ? { refusal: "payoutTooHigh" } : { amount: asked };
}

/**
 * What a refund of an order refunds (issue 20 §3), in cents: what is left is `paid` (its
 * SUCCEEDED pay-ins) minus `refunded` (its refunds not FAILED, pending ones included, so two at
 * once never exceed what was paid); `asked` or, without it, all that is left.
 * @returns the amount, or why it cannot: `notRefundable` nothing paid or nothing left,
 *   `refundTooHigh` more than what is left (with `left`).
 */
export function refundAmount(
  paid: number,
  refunded: number,
  asked: number | undefined,
): { amount: number } | { refusal: "notRefundable" | "refundTooHigh"; left: number } {
  const left = Math.max(0, paid - refunded);
  if (left === 0) return { refusal: "notRefundable", left };
  if (asked === undefined) return { amount: left };
  return asked > left ? { refusal: "refundTooHigh", left } : { amount: asked };
}

/**
 * The order's next status once its refunds SUCCEEDED for `refunded` cents of the `paid` ones
 * (issue 20 §3): REFUNDED when refunded whole, once; null otherwise (a partial refund keeps it).
 */
export function orderStatusOnRefund(
  current: OrderStatus,
  paid: number,
  refunded: number,
): OrderStatus | null {
  return paid > 0 && refunded >= paid && current !== "REFUNDED" ? "REFUNDED" : null;
}

/**
 * What happens to an order's payment: `start` a pay-in is asked for; `succeeded` / `failed`
 * the provider settled it; `expire` the order waited past ORDER_PAYMENT_TIMEOUT_MIN.
 */
export type PaymentEvent = "start" | "succeeded" | "failed" | "expire";

/**
 * The order's next status on a payment event (issue 20 §2; 001 §4 gives no transitions: these
 * are ours), or null when the event must not move it: a repeated or late hook never moves an
 * order back, a paid order is never paid again, an order whose pay-in is under way never
 * expires under it.
 */
export function orderStatusOnPayment(
  current: OrderStatus,
  event: PaymentEvent,
): OrderStatus | null {
  switch (event) {
    case "start":
      return current === "CREATED" || current === "ERROR_PAYMENT" ? "PROCESSING_PAYMENT" : null;
    case "succeeded":
      return current === "PROCESSING_PAYMENT" ? "PAYED" : null;
    case "failed":
      return current === "PROCESSING_PAYMENT" ? "ERROR_PAYMENT" : null;
    case "expire":
      return current === "CREATED" || current === "ERROR_PAYMENT" ? "CANCELED" : null;
  }
}

/**
 * A transaction's next status from what the provider reports, or null to leave it: only a
 * CREATED one settles, once (SUCCEEDED and FAILED are final, 001 §3).
 */
export function transactionStatusOnReport(
  current: TransactionStatus,
  reported: TransactionStatus,
): TransactionStatus | null {
  return current === "CREATED" && reported !== "CREATED" ? reported : null;
}
