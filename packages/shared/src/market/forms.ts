import { z } from "zod";
import { MAX_AMOUNT_CENTS, formatCents, parseEurosToCents } from "../common/money.js";
import { format, TEXTS } from "../common/texts.js";
import { isValidEan13 } from "./ean.js";
import { MARKET_TEXTS } from "./texts.js";

/** The largest stock a pharmacy may declare for a product, in units (as `stockInputSchema`). */
export const MAX_STOCK_QUANTITY = 1_000_000;

/**
 * The rule of a discount's price (issue 11 §3): strictly below the pharmacy's normal price.
 * Shared by the discount form and the server's `checkDiscountPrice`.
 * @param price the discounted price, in cents.
 * @param normalPrice the pharmacy's stock price, in cents; null when unknown (no check).
 * @returns the French refusal « Le prix remisé doit être inférieur au prix normal (14,90 €). », or null.
 */
export function discountPriceError(price: number, normalPrice: number | null): string | null {
  if (normalPrice === null || price < normalPrice) return null;
  return format(MARKET_TEXTS.discounts.priceAboveNormal, { price: formatCents(normalPrice) });
}

/**
 * The rule of a discount's dates (001 §3 Discount): its end strictly after its start.
 * @param start,end ISO 8601 instants.
 * @returns true when they are in order (false when either is no date).
 */
export function discountDatesInOrder(start: string, end: string): boolean {
  return Date.parse(end) > Date.parse(start);
}

/**
 * The instant a Paris day (`YYYY-MM-DD`, as a date input gives it) starts at, or ends at with
 * `end`, in ISO 8601 — read in the device's time zone, which is Paris for the network's users.
 * @returns the ISO instant, or null when the text is no day.
 */
export function dayToIso(day: string, end = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T${end ? "23:59:59" : "00:00:00"}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A price typed in euros ("12,90", "12.9", "12 €") → integer cents; else « Le prix doit être… ». */
export const euroTextSchema = z.string().transform((text, ctx) => {
  const cents = parseEurosToCents(text);
  if (cents === null || cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: MARKET_TEXTS.market.priceInvalid });
    return z.NEVER;
  }
  return cents;
});

/** A stock typed as whole units ("8") → a number from 0 to `MAX_STOCK_QUANTITY`. */
export const quantityTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, MARKET_TEXTS.market.quantityInvalid)
  .transform(Number)
  .refine((units) => units <= MAX_STOCK_QUANTITY, MARKET_TEXTS.market.quantityInvalid);

const productName = format(TEXTS.validation.field, { field: MARKET_TEXTS.market.productName });

/**
 * The product edit modal's fields as typed (001 §2 "Product edit modal", issue 11 §4): the
 * pharmacy's price in euros and stock in units, and for a product it created its name,
 * description, EAN13 / CIP13 (empty: none) and medication flag. Its output is what
 * `PUT`/`POST /market/product` take: `price` in cents, `quantity` a number, empty texts null.
 * Errors are the French messages the server gives for the same rules.
 */
export const productFormSchema = z.object({
  price: euroTextSchema,
  quantity: quantityTextSchema,
  name: z
    .string()
    .trim()
    .min(2, format(TEXTS.validation.minLength, { subject: productName, minimum: 2 }))
    .max(200, format(TEXTS.validation.maxLength, { subject: productName, maximum: 200 })),
  description: z
    .string()
    .trim()
    .max(5000)
    .transform((text) => text || null),
  code: z
    .string()
    .trim()
    .refine((code) => code === "" || isValidEan13(code), MARKET_TEXTS.market.eanInvalid)
    .transform((code) => code || null),
  medication: z.boolean(),
});
/** What the product edit modal holds (texts as typed). */
export type ProductFormInput = z.input<typeof productFormSchema>;
/** What the product edit modal sends: cents, units, null for empty texts. */
export type ProductFormValues = z.output<typeof productFormSchema>;

/**
 * The discount edit modal's fields as typed (001 §2 "Discount edit modal", issue 11 §3): the
 * discounted price in euros, the first and last days (`YYYY-MM-DD`). Its output is the body's
 * `price` in cents and `start`/`end` in ISO (the first day's start, the last day's end). The
 * rules are the server's: a price strictly below `normalPrice` (cents; null: unknown, the
 * server checks) — « Le prix remisé doit être inférieur au prix normal (…) » under the price —
 * and an end after the start — « La fin de la promotion doit être après son début. » under the end.
 */
export function discountFormSchema(normalPrice: number | null) {
  return z
    .object({ price: euroTextSchema, start: z.string(), end: z.string() })
    .transform((form, ctx) => {
      const start = dayToIso(form.start);
      const end = dayToIso(form.end, true);
      const priceError = discountPriceError(form.price, normalPrice);
      if (priceError) ctx.addIssue({ code: "custom", message: priceError, path: ["price"] });
      if (!start || !end || !discountDatesInOrder(start, end))
        ctx.addIssue({
          code: "custom",
          message: MARKET_TEXTS.discounts.endBeforeStart,
          path: ["end"],
        });
      if (priceError || !start || !end) return z.NEVER;
      return { price: form.price, start, end };
    });
}
/** What the discount edit modal holds (texts as typed). */
export type DiscountFormInput = z.input<ReturnType<typeof discountFormSchema>>;
/** What the discount edit modal sends: `price` in cents, `start`/`end` ISO instants. */
export type DiscountFormValues = z.output<ReturnType<typeof discountFormSchema>>;
