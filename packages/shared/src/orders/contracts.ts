import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import {
  cartOfferSchema,
  cartQuoteResultSchema,
  deliveryQuoteSchema,
  marketOrderSchema,
} from "./dto.js";
import {
  cartOfferQuerySchema,
  cartQuoteSchema,
  counterPaymentSettingSchema,
  createOrderSchema,
  deliveryQuotationSchema,
  orderStatusChangeSchema,
} from "./schemas.js";

/**
 * Marketplace cart and click & collect orders (001 §7 "Marketplace", issue 11 §2), under the
 * `/market` prefix (docs/DECISIONS.md).
 */
export const ordersApi = {
  create: defineEndpoint({
    method: "POST",
    path: "/market/mp/order",
    body: createOrderSchema,
    response: marketOrderSchema,
    status: 201,
    summary:
      "A patient orders her cart from one pharmacy (vendor): priced by the server, stock reserved; CREATED waiting for card payment, or RESERVATION_ONLY (no card payment, or payAtCounter where the pharmacy accepts it).",
  }),
  payAtCounter: defineEndpoint({
    method: "POST",
    path: "/market/mp/order/{id}/pay-at-counter",
    params: byIdParams,
    response: marketOrderSchema,
    summary:
      "The patient switches her unpaid order (CREATED, ERROR_PAYMENT) to payment at the counter (RESERVATION_ONLY), where the pharmacy accepts it; both sides are told live.",
  }),
  counterPayment: defineEndpoint({
    method: "GET",
    path: "/market/orders/counter-payment",
    response: counterPaymentSettingSchema,
    summary: "The calling pharmacy's setting: whether it accepts payment at the counter.",
  }),
  setCounterPayment: defineEndpoint({
    method: "PUT",
    path: "/market/orders/counter-payment",
    body: counterPaymentSettingSchema,
    response: counterPaymentSettingSchema,
    summary:
      "The calling pharmacy accepts payment at the counter (click & collect) or requires card payment (pharmacies only, 403 otherwise).",
  }),
  setStatus: defineEndpoint({
    method: "POST",
    path: "/market/orders/{id}/status",
    params: byIdParams,
    body: orderStatusChangeSchema,
    response: marketOrderSchema,
    summary:
      "The pharmacy moves its order to READY, DELIVRED or CANCELED (stock released); the patient is told live.",
  }),
  ofPatient: defineEndpoint({
    method: "GET",
    path: "/market/orders/patient/{id}",
    params: byIdParams,
    response: z.array(marketOrderSchema),
    summary: "A patient's orders, newest first (the patient or whoever manages her; others 404).",
  }),
  ofPharmacy: defineEndpoint({
    method: "GET",
    path: "/market/orders/pharmacy/{id}",
    params: byIdParams,
    response: z.array(marketOrderSchema),
    summary: "A pharmacy's orders, newest first (the pharmacy or its managers; others 404).",
  }),
  quote: defineEndpoint({
    method: "POST",
    path: "/market/cart/quote",
    body: cartQuoteSchema,
    response: cartQuoteResultSchema,
    summary: "Prices a cart now from the pharmacy's stock and discounts, without ordering.",
  }),
  offer: defineEndpoint({
    method: "GET",
    path: "/market/cart/offer",
    query: cartOfferQuerySchema,
    response: cartOfferSchema,
    summary:
      "Products in stock at a pharmacy (default: the patient's own), by name, priced for the cart (20 at most).",
  }),
  deliveryQuotation: defineEndpoint({
    method: "POST",
    path: "/market/delivery/quotation",
    body: deliveryQuotationSchema,
    response: deliveryQuoteSchema,
    summary:
      "A courier's quote for delivering from the pharmacy to the patient: distance (km, 2 decimals) and price (cents).",
  }),
};
