import { z } from "zod";
import { MAX_AMOUNT_CENTS, parseEurosToCents } from "../common/money.js";
import { TEXTS } from "../common/texts.js";
import { operationCreateSchema, type OperationCreateInput, type Remuneration } from "./schemas.js";

const texts = TEXTS.operations;

/**
 * The « Nouvelle opération » form as typed (issue 21 §4): `name`, `description`, `start` and
 * `end` (days `YYYY-MM-DD` from date inputs, empty when not given). Its output is the body of
 * `POST /api/market-operation`, checked by the server's own `operationCreateSchema` (same French
 * messages, on `name` and `end`).
 */
export const operationFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
  })
  // an empty field is one not given: left out of the body
  .transform(({ name, ...optional }): OperationCreateInput => ({
    name,
    ...Object.fromEntries(Object.entries(optional).filter(([, text]) => text.trim() !== "")),
  }))
  .pipe(operationCreateSchema);
/** The typed fields of `operationFormSchema`. */
export type OperationForm = z.input<typeof operationFormSchema>;

/**
 * A remuneration typed in euros (« 150 », « 150,50 », « 150 € ») → integer cents, the one rule
 * of the proposal form (issue 21 §4); else « La rémunération s’écrit en euros… ».
 */
export const remunerationEurosSchema = z.string().transform((text, ctx) => {
  const cents = parseEurosToCents(text);
  if (cents === null || cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: "custom", message: texts.amountEuros });
    return z.NEVER;
  }
  return cents;
});

/**
 * The proposal form as typed (issue 21 §4): the member pharmacy `idreceiver` and the `amount` in
 * euros. Its output is the body of `POST /api/market-operation/{id}/submission`:
 * `{idreceiver, remuneration: {amount (cents), currency: "EUR"}}`.
 */
export const submissionFormSchema = z
  .object({
    idreceiver: z.string().min(1, texts.receiverRequired),
    amount: remunerationEurosSchema,
  })
  .transform(({ idreceiver, amount }): { idreceiver: string; remuneration: Remuneration } => ({
    idreceiver,
    remuneration: { amount, currency: "EUR" },
  }));
/** The typed fields of `submissionFormSchema`. */
export type SubmissionForm = z.input<typeof submissionFormSchema>;
