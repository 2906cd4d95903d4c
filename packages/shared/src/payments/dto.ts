import { z } from "zod";
import { marketOrderSchema } from "../orders/dto.js";
import { CARD_TYPES } from "./schemas.js";

const cents = z.number().int();

/**
 * Answer of `POST /market/mp/card-reg-request`: the card registration the browser posts the card
 * to (`cardRegistrationUrl`, the provider's tokenisation server, with `preregistrationData` as
 * `data` and `accessKey` as `accessKeyRef`), then hands back to `POST /market/mp/pay`.
 */
export const cardRegistrationSchema = z.object({
  id: z.string(),
  cardType: z.enum(CARD_TYPES),
  accessKey: z.string(),
  preregistrationData: z.string(),
  cardRegistrationUrl: z.string(),
});
/** See `cardRegistrationSchema`. */
export type CardRegistration = z.infer<typeof cardRegistrationSchema>;

/** Where a payment stands: paid, refused, or waiting (3-D Secure, or not yet known). */
export const PAYMENT_OUTCOMES = ["SUCCEEDED", "FAILED", "PENDING"] as const;

/**
 * Answer of `POST /market/mp/pay` and `GET /market/mp/pay/{id}`: the order now, the outcome,
 * the amount charged (cents, the order's total), the 3-D Secure page to open when PENDING with
 * one (`redirectUrl`), and the French sentence for the patient (`message`).
 */
export const paymentResultSchema = z.object({
  order: marketOrderSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amount: cents,
  redirectUrl: z.string().nullable(),
  message: z.string().nullable(),
});
/** See `paymentResultSchema`. */
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * Answer of `GET /market/mp/marketId/{id}`: the user's identity at the payment provider
 * (`marketId`), a natural person for a patient or a legal one for a pharmacy, and the
 * pharmacy's wallet (null for a patient).
 */
export const marketIdentitySchema = z.object({
  userId: z.string(),
  marketId: z.string(),
  personType: z.enum(["NATURAL", "LEGAL"]),
  walletId: z.string().nullable(),
});
/** See `marketIdentitySchema`. */
export type MarketIdentity = z.infer<typeof marketIdentitySchema>;

/** A wallet (`GET /market/mp/wallets`): its id, currency and balance in cents. */
export const walletSchema = z.object({
  id: z.string(),
  currency: z.string(),
  balance: cents,
});
/** See `walletSchema`. */
export type Wallet = z.infer<typeof walletSchema>;

/**
 * A saved card (`GET /market/mp/cards`): the provider's id, its alias (`497010XXXXXX0154`,
 * never the number), expiry (MMYY), type and network, and whether it can still pay.
 */
export const savedCardSchema = z.object({
  id: z.string(),
  alias: z.string(),
  expirationDate: z.string(),
  cardType: z.string(),
  cardProvider: z.string().nullable(),
  active: z.boolean(),
});
/** See `savedCardSchema`. */
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * Answer of `POST /market/mp/pay-request` and `GET /market/mp/pay-request/{id}`: the payment
 * request (`idmessage`, its document `iddocument`), the outcome, the amount (cents, the
 * request's price), the 3-D Secure page when PENDING with one, the French sentence.
 */
export const paymentRequestResultSchema = z.object({
  idmessage: z.string(),
  iddocument: z.string().nullable(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  amount: cents,
  redirectUrl: z.string().nullable(),
  message: z.string().nullable(),
});
/** See `paymentRequestResultSchema`. */
export type PaymentRequestResult = z.infer<typeof paymentRequestResultSchema>;
