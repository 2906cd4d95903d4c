import { countedDiscount, type CartItem, type Product } from "@reseau/shared";

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

/**
 * The product as the cart holds it when bought at `pharmaId` (issue 18 §1): its stock price,
 * the counted discount and the units in stock, with that pharmacy as the vendor; null when the
 * pharmacy does not stock it or it is prescription-only (never sold). The server prices the
 * cart again when it is quoted and ordered.
 */
export function cartItemOf(
  product: Product,
  pharmaId: string | null | undefined,
): { item: CartItem; vendor: { id: string; name: string } } | null {
  const stock = pharmaId ? product.stocks.find((s) => s.pharmaId === pharmaId) : undefined;
  if (!stock || product.prescriptionOnly) return null;
  const shown = shownPrice(product, stock.pharmaId);
  return {
    item: {
      productId: product._id,
      name: product.name,
      medication: product.medication,
      prescriptionOnly: product.prescriptionOnly,
      unitPrice: stock.price,
      discountPrice: shown.discountPrice,
      available: stock.quantity,
      thumb: product.thumb,
    },
    vendor: { id: stock.pharmaId, name: stock.name },
  };
}
