import { z } from "zod";
import { idParam } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";

/** Marketplace order statuses (001 §4), in the spec's order. */
export const MARKET_ORDER_STATUSES = [
  "CREATED",
  "AWAITING_PAYMENT",
  "PROCESSING_PAYMENT",
  "ERROR_PAYMENT",
  "CANCELED",
  "REFUNDED",
  "PAYED",
  "READY",
  "RESERVATION_ONLY",
  "DELIVRED",
] as const;
/** See `MARKET_ORDER_STATUSES`. */
export type OrderStatus = (typeof MARKET_ORDER_STATUSES)[number];

/** The statuses a pharmacy moves an order to (issue 11 §2): ready, collected, canceled. */
export const PHARMACY_ORDER_STATUSES = ["READY", "DELIVRED", "CANCELED"] as const;
/** See `PHARMACY_ORDER_STATUSES`. */
export type PharmacyOrderStatus = (typeof PHARMACY_ORDER_STATUSES)[number];

/** Statuses after which an order never moves again (and its stock is settled). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ["CANCELED", "REFUNDED", "DELIVRED"];

/**
 * Where the pharmacy may move an order from each status (issue 11 §2; 001 §4 shows no
 * transitions, these are ours): a reserved or paid order becomes READY, then DELIVRED; any open
 * order may be CANCELED (its stock is released).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly PharmacyOrderStatus[]> = {
  CREATED: ["READY", "CANCELED"],
  AWAITING_PAYMENT: ["CANCELED"],
  PROCESSING_PAYMENT: [],
  ERROR_PAYMENT: ["CANCELED"],
  CANCELED: [],
  REFUNDED: [],
  PAYED: ["READY", "CANCELED"],
  READY: ["DELIVRED", "CANCELED"],
  RESERVATION_ONLY: ["READY", "CANCELED"],
  DELIVRED: [],
};

/** Mantine colour of each status's badge. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  CREATED: "blue",
  AWAITING_PAYMENT: "orange",
  PROCESSING_PAYMENT: "orange",
  ERROR_PAYMENT: "red",
  CANCELED: "red",
  REFUNDED: "gray",
  PAYED: "teal",
  READY: "green",
  RESERVATION_ONLY: "blue",
  DELIVRED: "gray",
};

/** At most this many different products in one cart. */
export const MAX_CART_LINES = 50;
/** At most this many units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 99;

/**
 * The characters of a pickup code (issue 18 §1): capital letters and digits without those read
 * alike at a counter (0 and O, 1 and I).
 */
export const PICKUP_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** The length of a new order's pickup code (4 to 8 characters, issue 18 §1). */
export const PICKUP_CODE_LENGTH = 6;

/** One cart line on the wire: the product and how many units (1–99). */
export const cartLineSchema = z.object({
  productId: idParam,
  quantity: z
    .number({ error: TEXTS.orders.quantityInvalid })
    .int(TEXTS.orders.quantityInvalid)
    .min(1, TEXTS.orders.quantityInvalid)
    .max(MAX_LINE_QUANTITY, TEXTS.orders.quantityInvalid),
});
/** See `cartLineSchema`. */
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * Body of `POST /market/mp/order` (001 §7, issue 11 §2): `vendor` the pharmacy's id, `cart` its
 * lines, each product once; `payAtCounter` (issue 20 §1, default false): with card payment on,
 * the patient chooses to pay at the counter where the pharmacy allows it (the order is then
 * RESERVATION_ONLY). Anything else the client sends (prices, totals) is dropped: the server
 * prices the order from its own data.
 */
export const createOrderSchema = z.object({
  vendor: idParam,
  cart: z
    .array(cartLineSchema)
    .min(1, TEXTS.orders.cartEmpty)
    .max(MAX_CART_LINES, TEXTS.orders.cartTooLong)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      TEXTS.orders.productDuplicate,
    ),
  payAtCounter: z.boolean().default(false),
});
/** See `createOrderSchema`. */
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/**
 * The statuses of 001 §4 from which the patient may switch her order to paying at the counter
 * (issue 20 §1): waiting for card payment, or its payment failed. Never while a payment is under
 * way (PROCESSING_PAYMENT) nor once paid.
 */
export const COUNTER_SWITCHABLE_STATUSES: readonly OrderStatus[] = ["CREATED", "ERROR_PAYMENT"];

/**
 * Body and answer of `GET`/`PUT /market/orders/counter-payment` (issue 20 §1): whether the
 * pharmacy accepts orders paid at the counter (click & collect) besides card payment.
 */
export const counterPaymentSettingSchema = z.object({
  counterPayment: z.boolean({ error: TEXTS.orders.counterPaymentInvalid }),
});
/** See `counterPaymentSettingSchema`. */
export type CounterPaymentSetting = z.infer<typeof counterPaymentSettingSchema>;

/** Body of `POST /market/cart/quote`: the same cart, possibly empty, priced without ordering. */
export const cartQuoteSchema = z.object({
  vendor: idParam,
  cart: z.array(cartLineSchema).max(MAX_CART_LINES, TEXTS.orders.cartTooLong),
});

/** Body of `POST /market/orders/{id}/status`: READY, DELIVRED or CANCELED. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(PHARMACY_ORDER_STATUSES, { error: TEXTS.orders.statusInvalid }),
});

/**
 * Body of `POST /market/delivery/quotation` (001 §7): the pharmacy (`vendor`) and, optionally,
 * the patient delivered (default: the caller).
 */
export const deliveryQuotationSchema = z.object({
  vendor: idParam,
  client: idParam.optional(),
});

/** Query of `GET /market/cart/offer`: the pharmacy (default: the patient's own) and a name part. */
export const cartOfferQuerySchema = z.object({
  vendor: idParam.optional(),
  name: z.string().trim().max(100).optional(),
});
