import { z } from "zod";
import { isValidEmail, stripSpaces } from "../accounts/signup.js";
import { idSchema } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";
import { APOTICARE_REFERENCE } from "./reference.js";
import { checkFormula, DEFAULT_AGE, MAX_AGE, MIN_AGE } from "./rules.js";

const texts = TEXTS.apoticare;

/** The statuses of a cosmetics order (001 §3, §4): NEW_ORDER → PROCESSING → PAID, PAID final. */
export const APOTICARE_STATUSES = ["NEW_ORDER", "PROCESSING", "PAID"] as const;
/** See `APOTICARE_STATUSES`. */
export type ApoticareStatus = (typeof APOTICARE_STATUSES)[number];

/** A base cream or an active on the wire (001 §3): see `ApoticareIngredient`. */
export const apoticareIngredientSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  color: z.string(),
  detail: z.string(),
  text: z.string(),
  /** INCI names. */
  components: z.array(z.string()).readonly(),
  url1: z.string().nullable(),
  url2: z.string().nullable(),
  url3: z.string().nullable(),
});

/** A care goal on the wire: see `ApoticareGoal`; `actives` keyed "1", "2", "3". */
export const apoticareGoalSchema = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string(),
  base: z.string(),
  actives: z.object({
    1: z.array(z.string()).readonly(),
    2: z.array(z.string()).readonly(),
    3: z.array(z.string()).readonly(),
  }),
});

/** Answer of `GET /api/apoticare/reference` (issue 22 §1): `{bases, goals, actives}`. */
export const apoticareReferenceSchema = z.object({
  bases: z.array(apoticareIngredientSchema).readonly(),
  goals: z.array(apoticareGoalSchema).readonly(),
  actives: z.array(apoticareIngredientSchema).readonly(),
});

/**
 * The formula as the wizard sends it (`data` of 001 §3 "Cosmetics order"): `age` in years
 * (default 20, 001 §5), `goal`, `count` (1 to 3; defaults to the number of actives), `base` and
 * `actives` (ids). Checked against the reference by `checkFormula`: 400 with its first French
 * message (0 or 4 actives, unknown base, goal or active, an incompatible pair).
 */
export const apoticareFormulaSchema = z
  .object({
    age: z
      .number({ error: texts.ageInvalid })
      .int(texts.ageInvalid)
      .min(MIN_AGE, texts.ageInvalid)
      .max(MAX_AGE, texts.ageInvalid)
      .default(DEFAULT_AGE),
    goal: z.string({ error: texts.goalUnknown }).max(64, texts.goalUnknown),
    count: z.number({ error: texts.countInvalid }).int(texts.countInvalid).optional(),
    base: z.string({ error: texts.baseUnknown }).max(64, texts.baseUnknown),
    actives: z.array(z.string().max(64), { error: texts.countInvalid }).max(16, texts.countInvalid),
  })
  .transform((formula, ctx) => {
    const withCount = { ...formula, count: formula.count ?? formula.actives.length };
    for (const error of checkFormula(withCount, APOTICARE_REFERENCE)) {
      ctx.addIssue({ code: "custom", message: error.message, path: [error.field] });
    }
    return withCount;
  });
/** A checked formula: `count` always set. */
export type ApoticareFormula = z.output<typeof apoticareFormulaSchema>;
/** A formula as the wizard sends it. */
export type ApoticareFormulaInput = z.input<typeof apoticareFormulaSchema>;

/**
 * Body of `POST /api/apoticare` (001 §7): `{idpharma, firstname, lastname, email, status, data}`.
 * `status` and any price sent are ignored (unknown keys are dropped): the order starts NEW_ORDER
 * at the server's prices.
 */
export const apoticareOrderCreateSchema = z.object({
  idpharma: z.string({ error: texts.pharmacyRequired }).min(1, texts.pharmacyRequired).max(64),
  firstname: z
    .string({ error: texts.firstnameRequired })
    .trim()
    .min(1, texts.firstnameRequired)
    .max(100, texts.firstnameRequired),
  lastname: z
    .string({ error: texts.lastnameRequired })
    .trim()
    .min(1, texts.lastnameRequired)
    .max(100, texts.lastnameRequired),
  email: z
    .string({ error: texts.emailInvalid })
    .max(254, texts.emailInvalid)
    .transform(stripSpaces)
    .refine(isValidEmail, texts.emailInvalid),
  data: apoticareFormulaSchema,
});
/** See `apoticareOrderCreateSchema`. */
export type ApoticareOrderCreateInput = z.input<typeof apoticareOrderCreateSchema>;

/** Body of `POST /api/apoticare/{id}/status`: `{status}`, one of `APOTICARE_STATUSES` (else 400). */
export const apoticareStatusSchema = z.object({
  status: z.enum(APOTICARE_STATUSES, { error: texts.statusInvalid }),
});

/**
 * A cosmetics order on the wire (001 §3): the patient `idpatient`, her pharmacy `idpharma` and
 * its `pharmacyName`, the names and e-mail she gave, `status`, the formula `data`, `price` (what
 * she pays, cents), `date` and `lastUpdate` (ISO 8601). `purchasePrice` (cents, the pharmacy's
 * purchase price, docs/DECISIONS.md "Apoticare") is present only for the order's pharmacy, never
 * for the patient.
 */
export const apoticareOrderSchema = z.object({
  id: idSchema,
  idpatient: z.string(),
  idpharma: z.string(),
  /** The pharmacy's name (`displayName`), for the pages: an addition to 001 §3. */
  pharmacyName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  status: z.enum(APOTICARE_STATUSES),
  data: z.object({
    age: z.number(),
    goal: z.string(),
    count: z.number(),
    base: z.string(),
    actives: z.array(z.string()),
  }),
  price: z.number().int(),
  purchasePrice: z.number().int().optional(),
  date: z.string(),
  lastUpdate: z.string(),
});
/** See `apoticareOrderSchema`. */
export type ApoticareOrderDto = z.infer<typeof apoticareOrderSchema>;
