import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { MAX_AMOUNT_CENTS } from "../common/money.js";
import { isSaneDay } from "../common/sane-dates.js";
import { TEXTS } from "../common/texts.js";
import { isIsoDay } from "../renewals/dates.js";

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
 * 8601, `idmarketop` its operation, `iddirectory` optional; `receiverName` the pharmacy's name.
 */
export const submissionDtoSchema = z.object({
  id: idSchema,
  status: z.enum(SUBMISSION_STATUSES),
  lastUpdate: z.string(),
  idsubmitter: z.string(),
  idreceiver: z.string(),
  /** The receiving pharmacy's name (`displayName`), for the pages: an addition to 001 §3. */
  receiverName: z.string(),
  remuneration: remunerationSchema,
  date: z.string(),
  idmarketop: z.string(),
  iddirectory: z.string().nullable().optional(),
});
/** See `submissionDtoSchema`. */
export type SubmissionDto = z.infer<typeof submissionDtoSchema>;

/** A day `YYYY-MM-DD` between 2000 and 2100, the bound of an operation (`start`, `end`). */
const operationDaySchema = z
  .string({ error: texts.dayInvalid })
  .refine(isIsoDay, { message: texts.dayInvalid, abort: true })
  .refine(isSaneDay, { message: texts.dayInvalid });

/**
 * Body of `POST /api/market-operation` (001 §7, issue 21 §4): `{name, description?, start?, end?}`,
 * `start` and `end` days `YYYY-MM-DD`, `end` not before `start`.
 */
export const operationCreateSchema = z
  .object({
    name: z.string({ error: texts.nameRequired }).trim().min(1, texts.nameRequired).max(200),
    description: z.string().max(5000).optional(),
    start: operationDaySchema.optional(),
    end: operationDaySchema.optional(),
  })
  .refine((o) => !o.start || !o.end || o.start <= o.end, {
    message: texts.endBeforeStart,
    path: ["end"],
  });
/** See `operationCreateSchema`. */
export type OperationCreateInput = z.input<typeof operationCreateSchema>;

/**
 * A marketing operation on the wire (001 §3 "Market operation"): its group manager `idcreator`,
 * `date` of creation (ISO 8601), `start` and `end` days or null, and the `submissions` the caller
 * may see, attached by `idmarketop` (all of them for its manager, a pharmacy's own for it).
 */
export const marketOperationSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  idcreator: z.string(),
  /** The group manager's name (`displayName`), for the pages: an addition to 001 §3. */
  creatorName: z.string(),
  /**
   * Its OPMARKET directory (an addition to 001 §3's operation; its submissions carry it too):
   * where its documents are posted (`POST /feed/documents {iddirectory}`), null for an operation
   * created before directories were made with them.
   */
  iddirectory: z.string().nullable(),
  date: z.string(),
  submissions: z.array(submissionDtoSchema),
});
/** See `marketOperationSchema`. */
export type MarketOperationDto = z.infer<typeof marketOperationSchema>;
