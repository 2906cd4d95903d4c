import { COUNTER_SWITCHABLE_STATUSES, TEXTS, type OrderStatus } from "@reseau/shared";
import { actsFor, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

/** The two sides of a marketplace order: the patient (`client`) and the pharmacy (`vendor`). */
export interface OrderSides {
  client: string;
  vendor: string;
}

/**
 * Who may do what on a marketplace order (issue 11 §2):
 * - `view`: the patient or the pharmacy (and whoever manages them); anyone else 404;
 * - `setStatus`: the pharmacy's side only; anyone else, the patient included, 404 (an order of
 *   someone else's pharmacy does not exist for them).
 */
export const orderPolicy = definePolicy<OrderSides, "view" | "setStatus">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    view: hidden((actor, o) => actsFor(actor, o.client) || actsFor(actor, o.vendor)),
    setStatus: hidden((actor, o) => actsFor(actor, o.vendor)),
  },
});

/** The user whose orders a list shows, and the kind of that user. */
export interface OrderListOwner {
  id: string;
  type: string;
}

/**
 * Reading a list of orders (`/market/orders/patient/{id}`, `/pharmacy/{id}`): only that patient
 * or pharmacy, or whoever manages them; anyone else, or a user of the other kind, 404.
 */
export const orderListPolicy = definePolicy<OrderListOwner, "patient" | "pharmacy">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    patient: hidden((actor, owner) => owner.type === "patient" && actsFor(actor, owner.id)),
    pharmacy: hidden((actor, owner) => owner.type === "pharmacy" && actsFor(actor, owner.id)),
  },
});

/** Placing an order: patients only (a professional has no cart), 403 otherwise. */
export const orderPlacePolicy = definePolicy<Actor, "place">({
  notFound: TEXTS.orders.noOrder,
  rules: { place: guarded((actor) => actor.type === "patient", TEXTS.orders.patientOnly) },
});

/**
 * The pharmacy's counter payment setting (`GET`/`PUT /market/orders/counter-payment`, issue 20
 * §1): pharmacies only, each its own (the actor is the resource); anyone else 403.
 */
export const counterSettingPolicy = definePolicy<Actor, "read" | "set">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    read: guarded((actor) => actor.type === "pharmacy", TEXTS.orders.counterPaymentPharmacyOnly),
    set: guarded((actor) => actor.type === "pharmacy", TEXTS.orders.counterPaymentPharmacyOnly),
  },
});

/**
 * Switching an order to payment at the counter (`POST /market/mp/order/{id}/pay-at-counter`,
 * issue 20 §1): only its patient herself; the pharmacy's side (who sees the order) 403; anyone
 * else 404 (the order does not exist for them).
 */
export const orderCounterPolicy = definePolicy<OrderSides, "payAtCounter">({
  notFound: TEXTS.orders.noOrder,
  rules: {
    payAtCounter: guarded((actor, o) => actor.id === o.client, TEXTS.orders.counterClientOnly),
  },
});

/**
 * Where a patient's order goes when she asks to pay at the counter (issue 20 §1; statuses of
 * 001 §4): RESERVATION_ONLY when card payment is off whatever she asked; else CREATED (waiting
 * for the card) unless she asked for the counter.
 * @returns the status of the new order, or "refused" when she asked for the counter at a pharmacy
 *   that takes card payment only (the caller answers 400 `TEXTS.orders.counterRefused`).
 */
export function newOrderStatus(facts: {
  cardPayment: boolean;
  payAtCounter: boolean;
  counterPayment: boolean;
}): "CREATED" | "RESERVATION_ONLY" | "refused" {
  if (!facts.cardPayment) return "RESERVATION_ONLY";
  if (!facts.payAtCounter) return "CREATED";
  return facts.counterPayment ? "RESERVATION_ONLY" : "refused";
}

/**
 * Whether an existing order may switch to payment at the counter (issue 20 §1, 001 §4):
 * "status" when its status does not allow it (only CREATED and ERROR_PAYMENT do: never while a
 * payment is under way nor once paid, answered 409), "refused" when its pharmacy takes card
 * payment only (400), "ok" otherwise.
 */
export function counterSwitch(facts: {
  status: OrderStatus;
  counterPayment: boolean;
}): "ok" | "status" | "refused" {
  if (!COUNTER_SWITCHABLE_STATUSES.includes(facts.status)) return "status";
  return facts.counterPayment ? "ok" : "refused";
}
