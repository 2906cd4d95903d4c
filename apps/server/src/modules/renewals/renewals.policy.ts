import { isOpticianProfession, TEXTS, type RenewalKind } from "@reseau/shared";
import { actsFor, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { RenewableDocument } from "../documents/index.js";

/** The two sides of an order: the patient it renews for and the establishment that prepares it. */
export interface OrderSides {
  idpatient: string;
  idpharmacy: string;
}

/** True when `actor` is, or acts for (a group manager, a family manager), the patient's side. */
export const onPatientSide = (actor: Actor, sides: OrderSides) => actsFor(actor, sides.idpatient);
/** True when `actor` is, or manages, the establishment that prepares the order. */
export const onPharmacySide = (actor: Actor, sides: OrderSides) => actsFor(actor, sides.idpharmacy);

/**
 * Who may do what on a renewal order (issue 10 §3):
 * - `view` and `cancel`: either side (and their managers); anyone else is told there is no order
 *   (404), so its existence never leaks;
 * - `confirm`, `reject`, `read`: the establishment's side only (403 for the patient).
 */
export const renewalOrderPolicy = definePolicy<
  OrderSides,
  "view" | "cancel" | "confirm" | "reject" | "read"
>({
  notFound: TEXTS.renewals.noOrder,
  rules: {
    view: hidden((actor, sides) => onPatientSide(actor, sides) || onPharmacySide(actor, sides)),
    cancel: guarded(
      (actor, sides) => onPatientSide(actor, sides) || onPharmacySide(actor, sides),
      TEXTS.renewals.pharmacyOnly,
    ),
    confirm: guarded(onPharmacySide, TEXTS.renewals.pharmacyOnly),
    reject: guarded(onPharmacySide, TEXTS.renewals.pharmacyOnly),
    read: guarded(onPharmacySide, TEXTS.renewals.pharmacyOnly),
  },
});

/**
 * Placing an order (issue 10 §3): the patient who owns the prescription — its creator, a patient —
 * or whoever manages her (Léa for her son Léo); a professional reading it may not (403).
 */
export const renewalPlacePolicy = definePolicy<RenewableDocument, "place">({
  notFound: TEXTS.documents.notFound,
  rules: {
    place: guarded(
      (actor, document) => document.creatorType === "patient" && actsFor(actor, document.idcreator),
      TEXTS.renewals.patientOnly,
    ),
  },
});

/** The kind of an order when the patient names none: LENS for an optical prescription. */
export function defaultKind(documentType: string): RenewalKind {
  return documentType === "PRESC_OPT" ? "LENS" : "MEDIC";
}

/**
 * The establishment that renews: the first pharmacy the document is shared with (MEDIC), or the
 * first optician (LENS: a professional whose profession is optician). null: none, a 400.
 */
export function renewingEstablishment(
  kind: RenewalKind,
  recipients: readonly { id: string; type: string; profession: string | null }[],
): string | null {
  const found = recipients.find((r) =>
    kind === "MEDIC"
      ? r.type === "pharmacy"
      : r.type === "professional" && isOpticianProfession(r.profession),
  );
  return found?.id ?? null;
}
