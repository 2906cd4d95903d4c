import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";
import { checkBankAccount } from "./bank-account.js";

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

/**
 * Body of `POST /market/mp/iban-reg {BIC, IBAN}` (001 §7, issue 20 §3): a pharmacy's bank
 * account, checked by `checkBankAccount` (ibantools, the French RIB key included) with its French
 * message on the wrong field; spaces and case do not matter. `ownerName` defaults to the
 * pharmacy's name.
 */
export const bankAccountRegSchema = z
  .object({
    IBAN: z.string({ error: TEXTS.bankAccount.ibanMissing }).max(60),
    BIC: z.string({ error: TEXTS.bankAccount.bicMissing }).max(40),
    ownerName: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((value, context) => {
    const errors = checkBankAccount(value);
    for (const field of ["IBAN", "BIC"] as const) {
      const message = errors[field];
      if (message) context.addIssue({ code: "custom", path: [field], message });
    }
  });
/** See `bankAccountRegSchema`. */
export type BankAccountRegInput = z.infer<typeof bankAccountRegSchema>;

/** An amount of money in cents, at least 1 cent (a refund, a payout). */
const positiveCents = z
  .number({ error: TEXTS.payments.amountInvalid })
  .int(TEXTS.payments.amountInvalid)
  .positive(TEXTS.payments.amountInvalid)
  .max(100_000_000, TEXTS.payments.amountInvalid);

/**
 * Body of `POST /market/mp/payout` (issue 20 §3): the pharmacy's wallet paid out to one of its
 * registered IBANs (`bankAccount`), the whole balance unless `amount` (cents) says less.
 */
export const payoutSchema = z.object({
  bankAccount: idSchema,
  amount: positiveCents.optional(),
});
/** See `payoutSchema`. */
export type PayoutInput = z.infer<typeof payoutSchema>;

/**
 * Body of `POST /market/mp/refund {order, amount?}` (001 §7, issue 20 §3): the order's pharmacy
 * refunds it to the patient's card, whole (no `amount`: what is left of what was paid) or part
 * (`amount` in cents, never more than what is left).
 */
export const refundSchema = z.object({
  order: idSchema,
  amount: positiveCents.optional(),
});
/** See `refundSchema`. */
export type RefundInput = z.infer<typeof refundSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, TEXTS.payments.dayInvalid)
  .optional();

/**
 * Query of `GET /market/mp/transactions` and `/market/mp/transactions-pharma` (issue 20 §3): the
 * filters, all optional — kind, status, nature, and the days `from` … `to` (YYYY-MM-DD, Paris
 * days, both included).
 */
export const transactionsQuerySchema = z.object({
  kind: z.enum(TRANSACTION_KINDS).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  nature: z.enum(TRANSACTION_NATURES).optional(),
  from: day,
  to: day,
});
/** See `transactionsQuerySchema`. */
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
