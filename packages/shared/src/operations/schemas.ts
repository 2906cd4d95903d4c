import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { MAX_AMOUNT_CENTS } from "../common/money.js";
import { TEXTS } from "../common/texts.js";

/** Submission statuses (001 §4 "Submission status"): PROPOSED first, FINISHED and REFUSED final. */
export const SUBMISSION_STATUSES = ["PROPOSED", "ACCEPTED", "REFUSED", "FINISHED"] as const;
/** See `SUBMISSION_STATUSES`. */
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The currencies of a remuneration: euros only (docs/DECISIONS.md "Canonical values"). */
export const REMUNERATION_CURRENCIES = ["EUR"] as const;

const texts = TEXTS.operations;

/**
 * A submission's remuneration (001 §3 "Submission", issue 21 §4): `{amount, currency}`, `amount`
 * an integer number of cents from 0 to `MAX_AMOUNT_CENTS`, `currency` "EUR" (the default).
 */
export const remunerationSchema = z.object({
  amount: z
    .number({ error: texts.amountInvalid })
    .int(texts.amountInvalid)
    .min(0, texts.amountInvalid)
    .max(MAX_AMOUNT_CENTS, texts.amountInvalid),
  currency: z.enum(REMUNERATION_CURRENCIES, { error: texts.currencyInvalid }).default("EUR"),
});
/** See `remunerationSchema`. */
export type Remuneration = z.infer<typeof remunerationSchema>;

/**
 * Body of `POST /api/market-operation/{id}/submission` (001 §7): `{idreceiver, remuneration}`;
 * the submission starts PROPOSED.
 */
export const submissionCreateSchema = z.object({
  idreceiver: z.string({ error: texts.receiverRequired }).min(1, texts.receiverRequired).max(64),
  remuneration: remunerationSchema,
});
/** See `submissionCreateSchema`. */
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;

/** Body of `PUT /api/market-operation/submission/{id}` (001 §7): `{status}`, checked by `submissionTransition`. */
export const submissionStatusSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: texts.statusInvalid }),
});

/**
 * A submission on the wire (001 §3 "Submission"): `idsubmitter` the manager who proposed it,
 * `idreceiver` who accepts or refuses it, `remuneration` in cents, `date` and `lastUpdate` ISO
 * 8601, `idmarketop` its operation, `iddirectory` optional.
 */
export const submissionDtoSchema = z.object({
  id: idSchema,
  status: z.enum(SUBMISSION_STATUSES),
  lastUpdate: z.string(),
  idsubmitter: z.string(),
  idreceiver: z.string(),
  remuneration: remunerationSchema,
  date: z.string(),
  idmarketop: z.string(),
  iddirectory: z.string().nullable().optional(),
});
/** See `submissionDtoSchema`. */
export type SubmissionDto = z.infer<typeof submissionDtoSchema>;
