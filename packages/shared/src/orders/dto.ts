import { z } from "zod";
import { MARKET_ORDER_STATUSES } from "./schemas.js";

const cents = z.number().int();

/** The six totals of an order (001 §3 Order), in cents. */
export const marketTotalsSchema = z.object({
  totalPara: cents,
  totalMedi: cents,
  reductionPara: cents,
  totalDelivery: cents,
  totalWithoutDelivery: cents,
  totalFinal: cents,
});

/**
 * The URL of a product's thumbnail (`GET /market/images/{key}`), or null when it has no picture
 * (issue 18 §1: the cart and the orders show it beside the name).
 */
const thumb = z.string().nullable();

/**
 * A line of an order as sold: the product, its name, medication flag, quantity, unit price
 * before discount and unit price paid (cents), and the product's thumbnail now (`thumb`, null
 * when it has none or was removed from the catalogue).
 */
export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  medication: z.boolean(),
  quantity: z.number().int(),
  unitPrice: cents,
  paidUnitPrice: cents,
  thumb,
});
/** See `orderLineSchema`. */
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A marketplace order (001 §3 Order): `client` the patient, `vendor` the pharmacy (with their
 * shown names), `cart` its lines, the totals in cents, `date` when it was placed (ISO 8601).
 */
export const marketOrderSchema = marketTotalsSchema.extend({
  id: z.string(),
  client: z.string(),
  clientName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  status: z.enum(MARKET_ORDER_STATUSES),
  cart: z.array(orderLineSchema),
  deliveryRef: z.string().nullable(),
  cardReg: z.string().nullable(),
  /** What the patient says at the counter: 4 to 8 capital letters and digits (issue 18 §1). */
  pickupCode: z.string().regex(/^[A-Z0-9]{4,8}$/),
  /**
   * Whether its pharmacy accepts payment at the counter now (issue 20 §1): an unpaid order may
   * then switch to it (`POST /market/mp/order/{id}/pay-at-counter`).
   */
  counterPayment: z.boolean(),
  date: z.string(),
  updatedAt: z.string(),
});
/** See `marketOrderSchema`. */
export type MarketOrder = z.infer<typeof marketOrderSchema>;

/**
 * A product a pharmacy sells, priced for the cart: its stock price (`unitPrice`), the active
 * discount's price or null (`discountPrice`), the units in stock (`available`), all from the
 * server's data, and the product's thumbnail URL or null (`thumb`).
 */
export const cartItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  medication: z.boolean(),
  prescriptionOnly: z.boolean(),
  unitPrice: cents,
  discountPrice: cents.nullable(),
  available: z.number().int(),
  thumb,
});
/** See `cartItemSchema`. */
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Answer of `POST /market/cart/quote`: the vendor's name, each known line priced now (with the
 * asked quantity), the ids the vendor does not sell, and the totals (no delivery). Issue 20 §1:
 * `cardPayment` whether the marketplace takes card payment (orders wait for it), `counterPayment`
 * whether this pharmacy accepts payment at the counter (`payAtCounter` of the order).
 */
export const cartQuoteResultSchema = z.object({
  vendorName: z.string(),
  cardPayment: z.boolean(),
  counterPayment: z.boolean(),
  lines: z.array(cartItemSchema.extend({ quantity: z.number().int() })),
  unknown: z.array(z.string()),
  totals: marketTotalsSchema,
});
/** See `cartQuoteResultSchema`. */
export type CartQuote = z.infer<typeof cartQuoteResultSchema>;

/** Answer of `GET /market/cart/offer`: the pharmacy and its matching products in stock. */
export const cartOfferSchema = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  items: z.array(cartItemSchema),
});
/** See `cartOfferSchema`. */
export type CartOffer = z.infer<typeof cartOfferSchema>;

/**
 * A delivery quote (001 §7 `/delivery/quotation`): which courier provider answered, the distance
 * pharmacy–patient in km (2 decimals, 000 §9) and the price in cents.
 */
export const deliveryQuoteSchema = z.object({
  provider: z.string(),
  distanceKm: z.number(),
  price: cents,
});
/** See `deliveryQuoteSchema`. */
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
