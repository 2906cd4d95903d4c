import { z } from "zod";
import { marketOrderSchema } from "../orders/dto.js";
import {
  CARD_TYPES,
  TRANSACTION_KINDS,
  TRANSACTION_NATURES,
  TRANSACTION_STATUSES,
} from "./schemas.js";

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

/**
 * A pharmacy's bank account (`GET /market/mp/ibans`, `POST /market/mp/iban-reg`): the provider's
 * id, the owner's name, the IBAN masked but for its country, check digits and last four
 * characters (« FR76 •••• •••• •••• •••• •••0 189 »… shown grouped by four), the BIC, whether it
 * can still be paid out to, and when it was registered (ISO date).
 */
export const bankAccountSchema = z.object({
  id: z.string(),
  ownerName: z.string(),
  iban: z.string(),
  bic: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
/** See `bankAccountSchema`. */
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * A money move as our database recorded it (issue 20 §3, §4; 001 §3): kind PAYIN / PAYOUT /
 * TRANSFER, nature (the order payload type) REGULAR / REFUND / REPUDIATION / SETTLEMENT, status
 * CREATED / SUCCEEDED / FAILED, `amount` and `fees` in cents; the order (`orderId`, its pickup
 * code `orderCode`) or payment request (`messageId`) it belongs to; `counterpart` the other side
 * (the patient for the pharmacy, the pharmacy for the patient); `label` a French line saying
 * what it is; `failure` the French reason of a FAILED one; `refundable` (cents) what its
 * pharmacy can still refund of a SUCCEEDED pay-in (0 otherwise); dates ISO (shown in Paris
 * time by the client).
 */
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  nature: z.enum(TRANSACTION_NATURES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: cents,
  fees: cents,
  orderId: z.string().nullable(),
  orderCode: z.string().nullable(),
  messageId: z.string().nullable(),
  counterpart: z.string().nullable(),
  label: z.string(),
  failure: z.string().nullable(),
  refundable: cents,
  createdAt: z.string(),
  executedAt: z.string().nullable(),
});
/** See `transactionSchema`. */
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Answer of `GET /market/mp/transactions` and `/market/mp/transactions-pharma`: the moves that
 * pass the filters, newest first, and their totals in cents over SUCCEEDED ones only — money
 * received (`payIns`), refunded (`refunds`), paid out to the bank (`payouts`), and `net`
 * (received − refunded − paid out).
 */
export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
  totals: z.object({ payIns: cents, refunds: cents, payouts: cents, net: cents }),
});
/** See `transactionListSchema`. */
export type TransactionList = z.infer<typeof transactionListSchema>;

/**
 * Answer of `POST /market/mp/refund`: the order now (REFUNDED once refunded whole), the refund
 * as recorded, and what is left to refund (cents).
 */
export const refundResultSchema = z.object({
  order: marketOrderSchema,
  refund: transactionSchema,
  refundable: cents,
});
/** See `refundResultSchema`. */
export type RefundResult = z.infer<typeof refundResultSchema>;
