import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import {
  bankAccountSchema,
  cardRegistrationSchema,
  marketIdentitySchema,
  paymentRequestResultSchema,
  paymentResultSchema,
  refundResultSchema,
  savedCardSchema,
  transactionListSchema,
  transactionSchema,
  walletSchema,
} from "./dto.js";
import {
  bankAccountRegSchema,
  cardRegRequestSchema,
  paymentHookQuerySchema,
  payRequestSchema,
  paySchema,
  payoutSchema,
  refundSchema,
  transactionsQuerySchema,
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
  ibanReg: defineEndpoint({
    method: "POST",
    path: "/market/mp/iban-reg",
    body: bankAccountRegSchema,
    response: bankAccountSchema,
    status: 201,
    summary:
      "The pharmacy registers a bank account (BIC, IBAN checked with the French RIB key) to be paid out to.",
  }),
  deleteIban: defineEndpoint({
    method: "DELETE",
    path: "/market/mp/iban-reg/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deactivates one of the pharmacy's own bank accounts (others 404).",
  }),
  ibans: defineEndpoint({
    method: "GET",
    path: "/market/mp/ibans",
    response: z.array(bankAccountSchema),
    summary: "The pharmacy's active bank accounts, IBAN masked but for its last characters.",
  }),
  payout: defineEndpoint({
    method: "POST",
    path: "/market/mp/payout",
    body: payoutSchema,
    response: transactionSchema,
    status: 201,
    summary:
      "The pharmacy's wallet paid out to one of its bank accounts: the whole balance, or `amount` cents.",
  }),
  refund: defineEndpoint({
    method: "POST",
    path: "/market/mp/refund",
    body: refundSchema,
    response: refundResultSchema,
    status: 201,
    summary:
      "The order's pharmacy refunds it to the patient's card, whole or part (cents); REFUNDED when whole; the patient is told live.",
  }),
  transactions: defineEndpoint({
    method: "GET",
    path: "/market/mp/transactions",
    query: transactionsQuerySchema,
    response: transactionListSchema,
    summary: "The patient's money moves (payments, refunds), filtered, with totals in cents.",
  }),
  transactionsPharma: defineEndpoint({
    method: "GET",
    path: "/market/mp/transactions-pharma",
    query: transactionsQuerySchema,
    response: transactionListSchema,
    summary:
      "The pharmacy's money moves (payments received, refunds, payouts), filtered, with totals in cents.",
  }),
};
