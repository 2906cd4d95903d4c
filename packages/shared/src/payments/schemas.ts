import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";

/** The card types a card registration may ask for (MangoPay's `CardType`). */
export const CARD_TYPES = ["CB_VISA_MASTERCARD", "MAESTRO", "DINERS"] as const;
/** See `CARD_TYPES`. */
export type CardType = (typeof CARD_TYPES)[number];

/** Transaction kinds (001 §3). */
export const TRANSACTION_KINDS = ["PAYIN", "PAYOUT", "TRANSFER"] as const;
/** See `TRANSACTION_KINDS`. */
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/** Transaction statuses (001 §3). */
export const TRANSACTION_STATUSES = ["CREATED", "SUCCEEDED", "FAILED"] as const;
/** See `TRANSACTION_STATUSES`. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** Order payload types (001 §3): the nature of a money move. */
export const TRANSACTION_NATURES = ["REGULAR", "REFUND", "REPUDIATION", "SETTLEMENT"] as const;
/** See `TRANSACTION_NATURES`. */
export type TransactionNature = (typeof TRANSACTION_NATURES)[number];

/** Body of `POST /market/mp/card-reg-request` (001 §7): the card type, CB/Visa/Mastercard by default. */
export const cardRegRequestSchema = z.object({
  cardType: z
    .enum(CARD_TYPES, { error: TEXTS.payments.cardTypeInvalid })
    .default("CB_VISA_MASTERCARD"),
});

/**
 * What the provider's tokenisation answered the browser: `data=…` (the card's token) or
 * `errorCode=…` (a refused card). Never a card number: the browser posted that to the provider.
 */
const registrationData = z
  .string({ error: TEXTS.payments.registrationDataInvalid })
  .regex(/^(data|errorCode)=[\w.+/=-]{1,4000}$/, TEXTS.payments.registrationDataInvalid);

/**
 * Body of `POST /market/mp/pay` (001 §7, issue 20 §2): the order, the card registration
 * (`cardReg`) and what the tokenisation answered the browser (`registrationData`; left out when
 * the registration was already completed, e.g. a retry). No amount: the server charges the
 * order's total.
 */
export const paySchema = z.object({
  order: idSchema,
  cardReg: idSchema,
  registrationData: registrationData.optional(),
});
/** See `paySchema`. */
export type PayInput = z.infer<typeof paySchema>;

/**
 * Body of `POST /market/mp/pay-request` (issue 20 §2): the patient pays a pharmacy's payment
 * request (the AWAITING_PAYMENT message, `message`) with a registered card, as an order. No
 * amount: the server charges the price the request carries.
 */
export const payRequestSchema = paySchema.omit({ order: true }).extend({ message: idSchema });
/** See `payRequestSchema`. */
export type PayRequestInput = z.infer<typeof payRequestSchema>;

/**
 * Query of the provider's hook (`GET /market/mp/hook`), as MangoPay sends it. Only a hint: the
 * server reads the resource back from the provider and never trusts these values.
 */
export const paymentHookQuerySchema = z.object({
  EventType: z.string().min(1).max(100),
  RessourceId: z.string().min(1).max(100),
  Date: z.string().max(40).optional(),
});
