import { TEXTS, type UserType } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

const texts = TEXTS.apoticare;

/** Ordering a formula (issue 22 §3): a patient only; anyone else 403. */
export const apoticareCreatePolicy = definePolicy<Pick<Actor, "type">, "create">({
  rules: { create: guarded((actor) => actor.type === "patient", texts.patientOnly) },
});

/**
 * The pharmacy an order is sent to (`idpharma`, issue 22 §3): a user of type `pharmacy`; an
 * unknown id or another kind of account is 404 « Pharmacie introuvable. » (docs/DECISIONS.md
 * "Apoticare").
 */
export const apoticarePharmacyPolicy = definePolicy<{ type: UserType }, "orderFrom">({
  notFound: texts.noPharmacy,
  rules: { orderFrom: hidden((_actor, user) => user.type === "pharmacy") },
});

/** The two sides of an order. */
export interface ApoticareOrderFacts {
  idpatient: string;
  idpharma: string;
}

/**
 * An order (issue 22 §3): `read` by its patient and its pharmacy, anyone else 404; `setStatus`
 * by its pharmacy only, the patient 403.
 */
export const apoticareOrderPolicy = definePolicy<ApoticareOrderFacts, "read" | "setStatus">({
  notFound: texts.noOrder,
  rules: {
    read: hidden((actor, o) => actor.id === o.idpatient || actor.id === o.idpharma),
    setStatus: guarded((actor, o) => actor.id === o.idpharma, texts.pharmacyOnlyStatus),
  },
});

/**
 * True when `actor` sees the order's purchase price: its pharmacy only, never the patient
 * (issue 22 §1). Pure.
 */
export function seesPurchasePrice(actor: Pick<Actor, "id">, order: ApoticareOrderFacts): boolean {
  return actor.id === order.idpharma;
}
