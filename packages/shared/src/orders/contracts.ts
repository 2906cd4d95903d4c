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
      "A patient orders her cart from one pharmacy (vendor): priced by the server, stock reserved, RESERVATION_ONLY.",
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
