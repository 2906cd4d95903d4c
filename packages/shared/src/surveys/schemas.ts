import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { format, TEXTS } from "../common/texts.js";

/** Survey kinds (001 §3 "Survey"). */
export const SURVEY_KINDS = ["public", "pharma", "satisfaction"] as const;
/** See `SURVEY_KINDS`. */
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** Survey statuses (001 §3 "Survey"); a new survey is NEW. */
export const SURVEY_STATUSES = ["NEW", "ACTIVE", "ARCHIVED", "DISABLED"] as const;
/** See `SURVEY_STATUSES`. */
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/**
 * Question types (001 §3 "Survey"): bool (yes / no), qcm (several options), radio (one option),
 * real (any number), range (a number from low to high by step), text.
 */
export const QUESTION_TYPES = ["bool", "qcm", "radio", "real", "range", "text"] as const;
/** See `QUESTION_TYPES`. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Answer states (001 §3 "Survey answer"). */
export const ANSWER_STATES = ["RESPONDED", "AWAITING", "ACTIVATED"] as const;
/** See `ANSWER_STATES`. */
export type AnswerState = (typeof ANSWER_STATES)[number];

/** At most this many surveys in a list (001 §9 "Survey list limit 50"). */
export const SURVEY_LIST_LIMIT = 50;

/** A range question's bounds and step when the survey leaves them out (001 §3, §5): 0 to 100 by 1. */
export const RANGE_DEFAULTS = { low: 0, high: 100, step: 1 } as const;

/** Bounds of a survey's texts and sizes (ours: the spec gives none). */
export const SURVEY_LIMITS = {
  titleMax: 200,
  labelMax: 500,
  /** Options of a qcm or radio question: lettered A to Z. */
  optionsMax: 26,
  questionsMax: 100,
  /** Characters of a text answer. */
  textAnswerMax: 2000,
} as const;

/** The letter of the option at `index` (0 → "A", 25 → "Z"), 001 §3 "Qcm options are lettered A onward". */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

const texts = TEXTS.surveys;
/** A finite number (zod 4 refuses NaN and ±Infinity). */
const finite = z.number({ error: texts.evaluationNumber });

/** What every question has: its number (1…n in the survey), label and whether it must be answered. */
const questionBase = {
  number: z
    .number({ error: texts.numberInvalid })
    .int(texts.numberInvalid)
    .min(1, texts.numberInvalid),
  label: z
    .string({ error: texts.labelRequired })
    .trim()
    .min(1, texts.labelRequired)
    .max(SURVEY_LIMITS.labelMax, format(texts.labelTooLong, { max: SURVEY_LIMITS.labelMax })),
  mandatory: z.boolean().default(false),
};

/** An option of a qcm or radio question: its letter (A onward, in order) and label. */
const optionSchema = z.object(
  {
    letter: z.string({ error: texts.optionsList }),
    label: z.string({ error: texts.optionsList }).trim(),
  },
  { error: texts.optionsList },
);

/** A yes / no question; `evaluation` `[yes, no]`: what each answer adds to the score. */
const boolQuestion = z.object({
  ...questionBase,
  type: z.literal("bool"),
  evaluation: z.array(finite, { error: texts.evaluationList }).optional(),
});

/** A qcm (several options) or radio (one option) question; `evaluation` one value per option. */
const choiceQuestion = <T extends "qcm" | "radio">(type: T) =>
  z.object({
    ...questionBase,
    type: z.literal(type),
    options: z.array(optionSchema, { error: texts.optionsList }),
    evaluation: z.array(finite, { error: texts.evaluationList }).optional(),
  });

/** A real question: any finite number. */
const realQuestion = z.object({ ...questionBase, type: z.literal("real") });

/** A text question: free text. */
const textQuestion = z.object({ ...questionBase, type: z.literal("text") });

/** One interval of a range question's evaluation: a value in `min`…`max` (both included) adds `value`. */
const rangeEvaluationSchema = z.object({ min: finite, max: finite, value: finite });
/** See `rangeEvaluationSchema`. */
export type RangeEvaluation = z.infer<typeof rangeEvaluationSchema>;

/** A range question: a number from `low` to `high` by `step` (defaults 0, 100, 1, 001 §5). */
const rangeQuestion = z.object({
  ...questionBase,
  type: z.literal("range"),
  low: z.number({ error: texts.rangeNumbers }).default(RANGE_DEFAULTS.low),
  high: z.number({ error: texts.rangeNumbers }).default(RANGE_DEFAULTS.high),
  step: z.number({ error: texts.rangeNumbers }).default(RANGE_DEFAULTS.step),
  evaluation: z.array(rangeEvaluationSchema, { error: texts.evaluationList }).optional(),
});

/**
 * One question of a survey (001 §3, issue 21 §3), by `type`: `{number, type, label, mandatory,
 * options?, evaluation?, low?, high?, step?}`. The shape of each type's fields is checked here;
 * how they agree with each other (letters, evaluation's size, bounds) by `surveySchema`.
 */
export const questionSchema = z.discriminatedUnion(
  "type",
  [
    boolQuestion,
    choiceQuestion("qcm"),
    choiceQuestion("radio"),
    realQuestion,
    rangeQuestion,
    textQuestion,
  ],
  { error: texts.typeInvalid },
);
/** A question, once parsed (a range's `low`, `high` and `step` filled in). */
export type SurveyQuestion = z.infer<typeof questionSchema>;
/** A question as a client sends it (a range's bounds may be left out). */
export type SurveyQuestionInput = z.input<typeof questionSchema>;

/** The French messages of the ways `question` disagrees with itself (options, evaluation, bounds). */
function questionProblems(question: SurveyQuestion): string[] {
  const say = (text: string, values: Record<string, string | number> = {}) =>
    format(text, { number: question.number, ...values });
  const problems: string[] = [];
  switch (question.type) {
    case "bool":
      if (question.evaluation && question.evaluation.length !== 2)
        problems.push(say(texts.evaluationBool));
      break;
    case "qcm":
    case "radio": {
      const { options, evaluation } = question;
      if (options.length === 0) problems.push(say(texts.optionsRequired));
      if (options.length > SURVEY_LIMITS.optionsMax) {
        problems.push(say(texts.optionsTooMany, { max: SURVEY_LIMITS.optionsMax }));
      }
      const wrong = options.findIndex((option, index) => option.letter !== optionLetter(index));
      if (wrong >= 0 && wrong < SURVEY_LIMITS.optionsMax) {
        problems.push(say(texts.optionLetterInvalid, { letter: optionLetter(wrong) }));
      }
      if (options.some((option) => option.label === ""))
        problems.push(say(texts.optionLabelRequired));
      if (evaluation && evaluation.length !== options.length)
        problems.push(say(texts.evaluationPerOption));
      break;
    }
    case "range": {
      const { low, high, step, evaluation = [] } = question;
      if (!(low < high)) problems.push(say(texts.rangeBounds));
      if (!(step > 0)) problems.push(say(texts.rangeStep));
      if (evaluation.some((range) => range.min > range.max)) {
        problems.push(say(texts.evaluationRangeOrder));
      } else {
        if (evaluation.some((range) => range.min < low || range.max > high)) {
          problems.push(say(texts.evaluationRangeInside, { low, high }));
        }
        const sorted = [...evaluation].sort((a, b) => a.min - b.min);
        if (
          sorted.some((range, i) => i > 0 && range.min <= (sorted[i - 1] as RangeEvaluation).max)
        ) {
          problems.push(say(texts.evaluationRangeOverlap));
        }
      }
      break;
    }
    default:
      break;
  }
  return problems;
}

/** Whether `numbers` are 1…n, each once, in any order. */
function numberedOneToN(numbers: readonly number[]): boolean {
  const seen = new Set(numbers);
  return seen.size === numbers.length && numbers.every((n) => n >= 1 && n <= numbers.length);
}

/**
 * A survey, body of `POST /pro-api/questionnaire` (001 §3 "Survey", §7, issue 21 §3): `{group,
 * kind: public|pharma|satisfaction, title, status: NEW|ACTIVE|ARCHIVED|DISABLED (default NEW),
 * questions}`. Questions are numbered 1…n, each number once; a qcm or radio question's options
 * are lettered A, B, C… in order (26 at most); `evaluation` (what an answer adds to the score,
 * `scoreSurveyAnswer`) is `[yes, no]` for bool, one number per option for qcm and radio, a list
 * of `{min, max, value}` for range, each interval inside `low`…`high` and none overlapping (both
 * bounds included). A range goes from `low` (default 0) to `high` (default 100, above `low`) by
 * `step` (default 1, above 0). Every refusal in French (`TEXTS.surveys`).
 */
export const surveySchema = z
  .object({
    group: z.string({ error: texts.groupRequired }).trim().min(1, texts.groupRequired).max(100),
    kind: z.enum(SURVEY_KINDS, { error: texts.kindInvalid }),
    title: z
      .string({ error: texts.titleRequired })
      .trim()
      .min(1, texts.titleRequired)
      .max(SURVEY_LIMITS.titleMax, format(texts.titleTooLong, { max: SURVEY_LIMITS.titleMax })),
    status: z.enum(SURVEY_STATUSES, { error: texts.statusInvalid }).default("NEW"),
    questions: z
      .array(questionSchema, { error: texts.questionsRequired })
      .min(1, texts.questionsRequired)
      .max(
        SURVEY_LIMITS.questionsMax,
        format(texts.questionsTooMany, { max: SURVEY_LIMITS.questionsMax }),
      ),
  })
  .superRefine((survey, ctx) => {
    const numbers = survey.questions.map((question) => question.number);
    if (!numberedOneToN(numbers)) {
      ctx.addIssue({
        code: "custom",
        path: ["questions"],
        message: format(texts.numbersInvalid, { count: numbers.length }),
      });
    }
    survey.questions.forEach((question, index) => {
      for (const message of questionProblems(question)) {
        ctx.addIssue({ code: "custom", path: ["questions", index], message });
      }
    });
  });
/** A survey, once parsed (defaults filled in). */
export type Survey = z.infer<typeof surveySchema>;
/** A survey as a client sends it. */
export type SurveyInput = z.input<typeof surveySchema>;

/** Body of `PUT /pro-api/questionnaire` (001 §7): a survey with its `id` (the path has none). */
export const surveyUpdateSchema = surveySchema.safeExtend({ id: idSchema });

/**
 * One answer to a question (issue 21 §3): `value` true / false for bool, a list of letters for
 * qcm, one letter for radio, a number for real and range, a string for text; null (or an empty
 * text or list) is no answer. Shape only: `checkSurveyAnswer` checks it against the survey.
 */
export const questionAnswerSchema = z.object({
  number: z
    .number({ error: texts.numberInvalid })
    .int(texts.numberInvalid)
    .min(1, texts.numberInvalid),
  value: z.union([
    z.boolean(),
    z.number(),
    z.string().max(SURVEY_LIMITS.textAnswerMax * 2),
    z.array(z.string().max(10)).max(SURVEY_LIMITS.optionsMax * 2),
    z.null(),
  ]),
});
/** See `questionAnswerSchema`. */
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/**
 * Body of `POST /pro-api/answer/{group}` (001 §7, issue 21 §3): `{questionnaire (the survey's id),
 * answers: [{number, value}]}`. Shape only (`checkSurveyAnswer` checks the values against the
 * survey). A `score` the client sends is dropped: the server computes it (`scoreSurveyAnswer`).
 */
export const surveyAnswerSchema = z.object({
  questionnaire: z
    .string({ error: texts.questionnaireRequired })
    .min(1, texts.questionnaireRequired)
    .max(64),
  answers: z
    .array(questionAnswerSchema, { error: texts.answersInvalid })
    .max(SURVEY_LIMITS.questionsMax * 2),
});
/** See `surveyAnswerSchema`. */
export type SurveyAnswerInput = z.infer<typeof surveyAnswerSchema>;
