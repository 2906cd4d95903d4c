import { TEXTS } from "@reseau/shared";
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
