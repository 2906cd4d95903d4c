/**
 * The cart totals of an order (001 §3 Order: reductionPara, totalPara, totalMedi, totalDelivery,
 * totalWithoutDelivery, totalFinal), every amount an integer number of cents. Pure: the server
 * computes an order's totals with it from its own prices, the web app shows the same numbers in
 * the cart before the order exists.
 *
 * Rules (issue 11 §3, decided here):
 * - a line is "medi" when its product has the medication flag (`product.medication`), "para"
 *   otherwise (the category type is not consulted: the flag is the product's own answer);
 * - totalPara and totalMedi are the lines' unit prices before any discount × quantity;
 * - discounts are parapharmacy only (the order has a reductionPara and no medication reduction):
 *   reductionPara = Σ over para lines of (unitPrice − discountPrice) × quantity, counting only
 *   discounts that lower the price (a discount price at or above the unit price reduces nothing);
 *   a discount price on a medication line is ignored;
 * - totalDelivery is {@link MARKET_DELIVERY_FEE_CENTS} when delivery applies (and the cart is not
 *   empty), 0 otherwise (001 §9: delivery is off in most variants);
 * - totalWithoutDelivery = totalPara − reductionPara + totalMedi;
 * - totalFinal = totalWithoutDelivery + totalDelivery.
 */

/** The marketplace delivery fee, in cents (001 §9 "Marketplace delivery fee 100"; DECISIONS.md). */
export const MARKET_DELIVERY_FEE_CENTS = 100;

/** One line of a cart, as {@link cartTotals} reads it. */
export interface CartTotalsLine {
  /** Units ordered, a positive integer. */
  quantity: number;
  /** Unit price before any discount, in cents (the pharmacy's stock price). */
  unitPrice: number;
  /** The active discount's unit price, in cents; null or absent when no discount is active. */
  discountPrice?: number | null;
  /** The product's medication flag: true makes the line "medi", false "para". */
  medication: boolean;
}

/** Options of {@link cartTotals}. */
export interface CartTotalsOptions {
  /** Whether the order is delivered (adds the delivery fee). Default false (001 §9: delivery off). */
  delivery?: boolean;
  /** The delivery fee in cents; default {@link MARKET_DELIVERY_FEE_CENTS}. */
  deliveryFee?: number;
}

/** The totals of an order (001 §3 Order), every field in cents. */
export interface CartTotals {
  totalPara: number;
  totalMedi: number;
  reductionPara: number;
  totalDelivery: number;
  totalWithoutDelivery: number;
  totalFinal: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
  }
}

/**
 * THE discount rule (issue 11 §3, issue 17 §2): a discount counts when its price is lower than
 * the unit price, and never on a medication. Used by the totals, the server's product answers
 * and the web's shown price.
 * @returns the counted discount price in cents, or null when none counts.
 */
export function countedDiscount(line: {
  unitPrice: number;
  discountPrice?: number | null | undefined;
  medication: boolean;
}): number | null {
  const discount = line.discountPrice;
  if (line.medication || discount === null || discount === undefined) return null;
  return discount < line.unitPrice ? discount : null;
}

/** The unit price a line is paid at, in cents: its counted discount, else its unit price. */
export function paidUnitPrice(line: CartTotalsLine): number {
  return countedDiscount(line) ?? line.unitPrice;
}

/**
 * Computes the totals of a cart (see the rules at the top of this file).
 * @param lines the cart's lines; an empty cart gives all zeros (and no delivery fee).
 * @returns the six totals of 001 §3, in cents.
 * @throws RangeError when a quantity is not a positive integer or a price not a non-negative
 *   integer number of cents (callers validate their input first; this guards the arithmetic).
 */
export function cartTotals(
  lines: readonly CartTotalsLine[],
  options: CartTotalsOptions = {},
): CartTotals {
  let totalPara = 0;
  let totalMedi = 0;
  let reductionPara = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
    }
    assertCents(line.unitPrice, "unitPrice");
    if (line.discountPrice !== null && line.discountPrice !== undefined) {
      assertCents(line.discountPrice, "discountPrice");
    }
    const gross = line.unitPrice * line.quantity;
    if (line.medication) {
      totalMedi += gross;
    } else {
      totalPara += gross;
      reductionPara += (line.unitPrice - paidUnitPrice(line)) * line.quantity;
    }
  }
  const fee = options.deliveryFee ?? MARKET_DELIVERY_FEE_CENTS;
  assertCents(fee, "deliveryFee");
  const totalDelivery = options.delivery && lines.length > 0 ? fee : 0;
  const totalWithoutDelivery = totalPara - reductionPara + totalMedi;
  return {
    totalPara,
    totalMedi,
    reductionPara,
    totalDelivery,
    totalWithoutDelivery,
    totalFinal: totalWithoutDelivery + totalDelivery,
  };
}
