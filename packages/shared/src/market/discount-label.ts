import { MARKET_TEXTS } from "./texts.js";

/**
 * The discount label of a deployment variant (001 §1): "Mini-prix" in the `well` variant,
 * "Promotions" in every other (and when the variant is unknown or unset).
 */
export function discountLabel(variant?: string | null): string {
  return variant === "well" ? MARKET_TEXTS.discounts.labelWell : MARKET_TEXTS.discounts.label;
}

/**
 * 001 §8 "Pas encore de {discountsName} dans votre pharmacie pour le moment!" with `label`, the
 * running variant's discount label (`GET /ws/config` `discountLabel`).
 */
export function noDiscountText(label: string): string {
  return MARKET_TEXTS.discounts.none.replace("{discountsName}", label);
}
