import { TEXTS } from "@reseau/shared";
import { actsFor, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { MarketDiscountRow, MarketProductRow } from "./market.schema.js";

/**
 * The pharmacies whose own products (issue 11 §4 "visible to its own patients") the actor sees:
 * a pharmacy its own; a patient her default pharmacy's (`idpharma`); a group manager those of
 * the pharmacies it manages.
 */
export function visibleCreators(actor: Actor): string[] {
  if (actor.type === "patient") return actor.user.idpharma ? [actor.user.idpharma] : [];
  return [...actor.actsFor];
}

/** The pharmacy whose catalogue the actor edits: itself when a pharmacy, none otherwise. */
export function editedPharmacy(actor: Actor): string | null {
  return actor.type === "pharmacy" ? actor.id : null;
}

/**
 * A pharmacy's catalogue (001 §6 "they import stock and edit products and discounts"): `edit`
 * only by the pharmacy itself or a group manager of it (403, the caller knows the pharmacy
 * exists). The resource is the pharmacy's id and whether it is a pharmacy.
 */
export const pharmacyCatalogPolicy = definePolicy<
  { pharmaId: string; isPharmacy: boolean },
  "edit"
>({
  rules: {
    edit: guarded(
      (actor, target) => target.isPharmacy && actsFor(actor, target.pharmaId),
      TEXTS.market.pharmacyOnly,
    ),
  },
});

/**
 * A product's own fields (name, description, picture…): only on a product the actor's pharmacy
 * created (403 on the shared catalogue: the product is public, its fields are not the
 * pharmacy's to change).
 */
export const productFieldsPolicy = definePolicy<MarketProductRow, "edit">({
  notFound: TEXTS.market.productNotFound,
  rules: {
    edit: guarded(
      (actor, product) => product.createdBy !== null && actsFor(actor, product.createdBy),
      TEXTS.market.notOwnProduct,
    ),
  },
});

/** A discount: changed or deleted only by its pharmacy (or its group manager); 404 otherwise. */
export const discountPolicy = definePolicy<MarketDiscountRow, "edit">({
  notFound: TEXTS.discounts.notFound,
  rules: { edit: hidden((actor, discount) => actsFor(actor, discount.pharmaId)) },
});
