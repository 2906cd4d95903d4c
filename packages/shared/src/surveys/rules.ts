import { format, TEXTS } from "../common/texts.js";
import { SURVEY_LIMITS, type QuestionAnswer, type Survey, type SurveyQuestion } from "./schemas.js";

/** What `checkSurveyAnswer` needs of a survey: its questions (parsed, so a range has its bounds). */
type SurveyQuestions = Pick<Survey, "questions">;
/** What `checkSurveyAnswer` and `scoreSurveyAnswer` read of an answer: `[{number, value}]`. */
type AnswerValues = { answers: readonly QuestionAnswer[] };

/** One refusal of an answer: the question's number and the French message (it names the number). */
export interface SurveyAnswerError {
  number: number;
  message: string;
}

const texts = TEXTS.surveys;

/** Whether `value` is no answer: null or missing, an empty (blank) text or an empty list. */
export function isUnanswered(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether `value` is `low + k × step` for a whole k (to a billionth of a step: decimal steps). */
function onStep(value: number, low: number, step: number): boolean {
  const k = (value - low) / step;
  return Math.abs(k - Math.round(k)) < 1e-9;
}

/** The index of option `letter` in `question`, or -1. */
function optionIndex(question: { options: readonly { letter: string }[] }, letter: string): number {
  return question.options.findIndex((option) => option.letter === letter);
}

/** The first problem of the given (not empty) `value` for `question`, in French, or null. */
function valueProblem(question: SurveyQuestion, value: unknown): string | null {
  const say = (text: string, values: Record<string, string | number> = {}) =>
    format(text, { number: question.number, ...values });
  switch (question.type) {
    case "bool":
      return typeof value === "boolean" ? null : say(texts.expectBool);
    case "qcm": {
      if (!Array.isArray(value) || !value.every((letter) => typeof letter === "string")) {
        return say(texts.expectLetters);
      }
      const letters = value as string[];
      const unknown = letters.find((letter) => optionIndex(question, letter) < 0);
      if (unknown !== undefined) return say(texts.unknownOption, { letter: unknown });
      const twice = letters.find((letter, i) => letters.indexOf(letter) !== i);
      return twice === undefined ? null : say(texts.optionTwice, { letter: twice });
    }
    case "radio":
      // one letter, not a list of one: the wire's radio value is a string
      if (Array.isArray(value) && value.length > 1) return say(texts.radioSeveral);
      if (typeof value !== "string") return say(texts.expectLetter);
      return optionIndex(question, value) < 0 ? say(texts.unknownOption, { letter: value }) : null;
    case "real":
      return typeof value === "number" && Number.isFinite(value) ? null : say(texts.expectNumber);
    case "range": {
      const { low, high, step } = question;
      if (typeof value !== "number" || !Number.isFinite(value)) return say(texts.expectNumber);
      if (value < low || value > high) return say(texts.outsideRange, { low, high });
      return onStep(value, low, step) ? null : say(texts.offStep, { low, step });
    }
    case "text":
      if (typeof value !== "string") return say(texts.expectText);
      return value.length > SURVEY_LIMITS.textAnswerMax
        ? say(texts.textTooLong, { max: SURVEY_LIMITS.textAnswerMax })
        : null;
  }
}

/**
 * Checks an answer against its survey (issue 21 §3; 001 §5 "A question marked mandatory must be
 * answered"): the one implementation of the web form and of the server (400, nothing stored).
 * Per question number, the first of: a number the survey has not (« La question 7 n’existe
 * pas… »); a question answered twice; a mandatory question unanswered (null, blank text, empty
 * list); a value of the wrong kind (bool true / false, qcm a list of letters, radio one letter,
 * real and range a finite number, text a string); an option letter the question has not, or
 * chosen twice; a radio with several letters; a range value outside `low`…`high` or off the step;
 * a text over 2000 characters. An optional question left unanswered is fine.
 * @returns the refusals, by increasing question number, at most one per number; [] when the
 *   answer may be stored.
 */
export function checkSurveyAnswer(
  survey: SurveyQuestions,
  answer: AnswerValues,
): SurveyAnswerError[] {
  const errors = new Map<number, string>();
  const fail = (number: number, message: string) => {
    if (!errors.has(number)) errors.set(number, message);
  };
  const byNumber = new Map(survey.questions.map((question) => [question.number, question]));
  const answered = new Map<number, unknown>();
  for (const { number, value } of answer.answers) {
    if (!byNumber.has(number)) fail(number, format(texts.unknownQuestion, { number }));
    else if (answered.has(number)) fail(number, format(texts.answeredTwice, { number }));
    else answered.set(number, value);
  }
  for (const question of survey.questions) {
    const value = answered.get(question.number);
    if (isUnanswered(value)) {
      if (question.mandatory)
        fail(question.number, format(texts.answerMissing, { number: question.number }));
      continue;
    }
    const problem = valueProblem(question, value);
    if (problem) fail(question.number, problem);
  }
  return [...errors].sort(([a], [b]) => a - b).map(([number, message]) => ({ number, message }));
}

/** A sum of scores rounded to a millionth: decimal evaluations add up without 0.30000000000000004. */
function rounded(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}

/** The letters `value` chooses (a qcm's list, a radio's letter), each once. */
function chosenLetters(value: unknown): string[] {
  const letters = Array.isArray(value) ? value : [value];
  return [...new Set(letters.filter((letter): letter is string => typeof letter === "string"))];
}

/** What one question's `value` adds to the score (see `scoreSurveyAnswer`). */
function questionScore(question: SurveyQuestion, value: unknown): number {
  if (isUnanswered(value)) return 0;
  switch (question.type) {
    case "real":
      return typeof value === "number" && Number.isFinite(value) ? value : 0;
    case "range": {
      if (typeof value !== "number" || !Number.isFinite(value)) return 0;
      if (!question.evaluation) return value;
      const range = question.evaluation.find((r) => r.min <= value && value <= r.max);
      return range ? range.value : 0;
    }
    case "bool": {
      if (typeof value !== "boolean" || !question.evaluation) return 0;
      return (value ? question.evaluation[0] : question.evaluation[1]) ?? 0;
    }
    case "qcm":
    case "radio": {
      const { evaluation } = question;
      if (!evaluation) return 0;
      return chosenLetters(value).reduce((sum, letter) => {
        const index = optionIndex(question, letter);
        return sum + (index >= 0 ? (evaluation[index] ?? 0) : 0);
      }, 0);
    }
    case "text":
      return 0;
  }
}

/**
 * The score of an answer (001 §4 "Survey scoring", issue 21 §3), computed by the server (a
 * client's score is ignored), the sum over the survey's questions of:
 * - a number answer adds its value: a real, and a range question without evaluation;
 * - yes / no adds the first evaluation for yes and the second for no (`evaluation` is `[yes, no]`);
 * - a choice (qcm, radio) adds the evaluation of each selected option (each letter once);
 * - an interval (a range question with evaluation) adds the `value` of the `{min, max}` range the
 *   answer falls in, both bounds included (the survey's ranges do not overlap); a value in no
 *   range adds nothing;
 * - text, a bool / qcm / radio question without evaluation, and an unanswered question add
 *   nothing; so does an answer to a number the survey has not, or a value of the wrong kind.
 * @returns the score, rounded to a millionth.
 */
export function scoreSurveyAnswer(survey: SurveyQuestions, answer: AnswerValues): number {
  const values = new Map<number, unknown>();
  for (const { number, value } of answer.answers)
    if (!values.has(number)) values.set(number, value);
  const total = survey.questions.reduce(
    (sum, question) => sum + questionScore(question, values.get(question.number)),
    0,
  );
  return rounded(total);
}

/** The best one question may add (see `maxScore`), or null when it has no bound (a real). */
function questionMaxScore(question: SurveyQuestion): number | null {
  // an optional question may be left out: it adds 0 then
  const floor = question.mandatory ? -Infinity : 0;
  switch (question.type) {
    case "real":
      return null;
    case "range": {
      if (!question.evaluation) return Math.max(floor, question.high);
      const values = question.evaluation.map((range) => range.value);
      return values.length ? Math.max(floor, ...values) : 0;
    }
    case "bool":
      return question.evaluation ? Math.max(floor, ...question.evaluation) : 0;
    case "radio":
      return question.evaluation ? Math.max(floor, ...question.evaluation) : 0;
    case "qcm": {
      if (!question.evaluation || question.evaluation.length === 0) return 0;
      const positive = question.evaluation.filter((value) => value > 0);
      // a mandatory qcm picks at least one option: its best single one when none is positive
      return positive.length
        ? positive.reduce((a, b) => a + b, 0)
        : Math.max(floor, ...question.evaluation);
    }
    case "text":
      return 0;
  }
}

/**
 * The highest score an answer to `survey` can reach (for charts: a score over its maximum), the
 * sum per question of its best answer: a bool's or radio's largest evaluation, a qcm's positive
 * evaluations together, a range's `high` (without evaluation) or largest interval value, 0 for
 * text and for questions without evaluation; an optional question counts at least 0 (left out).
 * A range value that falls in no interval (adds 0) is not counted.
 * @returns the maximum, rounded to a millionth, or null when a real question makes it unbounded.
 */
export function maxScore(survey: SurveyQuestions): number | null {
  let total = 0;
  for (const question of survey.questions) {
    const best = questionMaxScore(question);
    if (best === null) return null;
    total += best;
  }
  return rounded(total);
}
