import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import {
  cardRegistrationSchema,
  marketIdentitySchema,
  paymentRequestResultSchema,
  paymentResultSchema,
  savedCardSchema,
  walletSchema,
} from "./dto.js";
import {
  cardRegRequestSchema,
  paymentHookQuerySchema,
  payRequestSchema,
  paySchema,
} from "./schemas.js";

/**
 * Card payment on the marketplace (001 §7 `/mp/*`, issue 20 §2), under the `/market` prefix,
 * through the payment provider (MangoPay, or the sandbox speaking its API).
 */
export const paymentsApi = {
  cardRegRequest: defineEndpoint({
    method: "POST",
    path: "/market/mp/card-reg-request",
    body: cardRegRequestSchema,
    response: cardRegistrationSchema,
    status: 201,
    summary:
      "A patient starts registering a card: the provider's tokenisation URL and keys; the browser posts the card there, never here.",
  }),
  pay: defineEndpoint({
    method: "POST",
    path: "/market/mp/pay",
    body: paySchema,
    response: paymentResultSchema,
    summary:
      "The order's patient pays it with the registered card: the order's total (cents, the server's) into the pharmacy's wallet; PAYED, ERROR_PAYMENT, or 3-D Secure to follow.",
  }),
  payment: defineEndpoint({
    method: "GET",
    path: "/market/mp/pay/{id}",
    params: byIdParams,
    response: paymentResultSchema,
    summary:
      "Where the payment of an order stands, read back from the provider when pending (the 3-D Secure return page).",
  }),
  payRequest: defineEndpoint({
    method: "POST",
    path: "/market/mp/pay-request",
    body: payRequestSchema,
    response: paymentRequestResultSchema,
    summary:
      "The patient pays a pharmacy's payment request (AWAITING_PAYMENT message) with the registered card: its price (cents) into the pharmacy's wallet; the message is marked paid.",
  }),
  paymentOfRequest: defineEndpoint({
    method: "GET",
    path: "/market/mp/pay-request/{id}",
    params: byIdParams,
    response: paymentRequestResultSchema,
    summary:
      "Where the payment of a payment request stands, read back from the provider when pending (the 3-D Secure return).",
  }),
  hook: defineEndpoint({
    method: "GET",
    path: "/market/mp/hook",
    query: paymentHookQuerySchema,
    response: z.object({ ok: z.boolean() }),
    access: "public",
    summary:
      "The provider's event notification: the resource is read back from the provider, the order moves at most once.",
  }),
  marketId: defineEndpoint({
    method: "GET",
    path: "/market/mp/marketId/{id}",
    params: byIdParams,
    response: marketIdentitySchema,
    summary:
      "The user's own identity at the provider (natural for a patient, legal with a wallet for a pharmacy), created on first need; others 404.",
  }),
  wallets: defineEndpoint({
    method: "GET",
    path: "/market/mp/wallets",
    response: z.array(walletSchema),
    summary: "The pharmacy's wallets with their balance in cents.",
  }),
  cards: defineEndpoint({
    method: "GET",
    path: "/market/mp/cards",
    response: z.array(savedCardSchema),
    summary: "The patient's saved cards: alias, expiry, type — never the number.",
  }),
  deleteCard: defineEndpoint({
    method: "DELETE",
    path: "/market/mp/card/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deactivates one of the patient's own cards (others 404).",
  }),
};
