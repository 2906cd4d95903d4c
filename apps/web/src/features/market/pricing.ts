import { countedDiscount, type Product } from "@reseau/shared";

/** What a product costs at one pharmacy, in cents: its stock price and the active discount's. */
export interface ShownPrice {
  /** The pharmacy's price, or the reference price when the pharmacy has none. */
  price: number | null;
  /** The running discount's price when lower (para only), else null. */
  discountPrice: number | null;
  /** The pharmacy's quantity; null when it does not stock the product. */
  quantity: number | null;
}

/**
 * The price shown for a product at a pharmacy (issue 11 §1, §3): the pharmacy's stock price and
 * quantity when it stocks the product, else the reference price; its running discount when
 * lower than the price (the shared `countedDiscount`).
 */
export function shownPrice(product: Product, pharmaId: string | null | undefined): ShownPrice {
  const stock = pharmaId ? product.stocks.find((s) => s.pharmaId === pharmaId) : undefined;
  const price = stock ? stock.price : product.price;
  const discount = pharmaId ? product.discounts.find((d) => d.pharmaId === pharmaId) : undefined;
  const discountPrice =
    price === null
      ? null
      : countedDiscount({
          unitPrice: price,
          discountPrice: discount?.price,
          medication: product.medication,
        });
  return { price, discountPrice, quantity: stock ? stock.quantity : null };
}
