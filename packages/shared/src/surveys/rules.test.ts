import { describe, expect, it } from "vitest";
import { checkSurveyAnswer, isUnanswered, maxScore, scoreSurveyAnswer } from "./rules.js";
import { surveySchema, type QuestionAnswer, type SurveyInput } from "./schemas.js";

const options = (...labels: string[]) =>
  labels.map((label, i) => ({ letter: String.fromCharCode(65 + i), label }));

/** One question of each type, all mandatory, with evaluations. */
const input: SurveyInput = {
  group: "galien",
  kind: "pharma",
  title: "Enquête",
  questions: [
    { number: 1, type: "bool", label: "Oui ?", mandatory: true, evaluation: [3, -1] },
    {
      number: 2,
      type: "qcm",
      label: "Lesquels ?",
      mandatory: true,
      options: options("a", "b", "c"),
      evaluation: [1, 2, 4],
    },
    {
      number: 3,
      type: "radio",
      label: "Lequel ?",
      mandatory: true,
      options: options("a", "b"),
      evaluation: [10, 20],
    },
    { number: 4, type: "real", label: "Combien ?", mandatory: true },
    {
      number: 5,
      type: "range",
      label: "Note",
      mandatory: true,
      low: 0,
      high: 10,
      step: 0.5,
      evaluation: [
        { min: 0, max: 4.5, value: 0 },
        { min: 5, max: 10, value: 7 },
      ],
    },
    { number: 6, type: "text", label: "Remarque", mandatory: true },
  ],
};
const survey = surveySchema.parse(input);

/** A complete, valid answer. */
const good: QuestionAnswer[] = [
  { number: 1, value: true },
  { number: 2, value: ["A", "C"] },
  { number: 3, value: "B" },
  { number: 4, value: 2.5 },
  { number: 5, value: 5 },
  { number: 6, value: "Très bien" },
];

/** `good` with question `number`'s value replaced (or removed with `undefined`). */
function answerWith(number: number, value: unknown): { answers: QuestionAnswer[] } {
  const answers = good.filter((a) => a.number !== number);
  if (value !== undefined) answers.push({ number, value } as QuestionAnswer);
  return { answers };
}

/** The messages `checkSurveyAnswer` gives for `good` with question `number` set to `value`. */
const errorsFor = (number: number, value: unknown) =>
  checkSurveyAnswer(survey, answerWith(number, value)).map((e) => e.message);

describe("checkSurveyAnswer (issue 21 §3)", () => {
  it("takes a complete answer", () => {
    expect(checkSurveyAnswer(survey, { answers: good })).toEqual([]);
  });

  it("refuses a mandatory question unanswered, whatever its type", () => {
    for (const number of [1, 2, 3, 4, 5, 6]) {
      expect(errorsFor(number, undefined)).toEqual([
        `Question ${number} : une réponse est obligatoire.`,
      ]);
      expect(errorsFor(number, null)).toEqual([
        `Question ${number} : une réponse est obligatoire.`,
      ]);
    }
    expect(errorsFor(6, "   ")).toEqual(["Question 6 : une réponse est obligatoire."]);
    expect(errorsFor(2, [])).toEqual(["Question 2 : une réponse est obligatoire."]);
  });

  it("leaves an optional question unanswered", () => {
    const optional = {
      questions: survey.questions.map((q) => ({ ...q, mandatory: false })),
    };
    expect(checkSurveyAnswer(optional, { answers: [] })).toEqual([]);
  });

  it("bool: true or false only (false is an answer)", () => {
    expect(errorsFor(1, false)).toEqual([]);
    expect(errorsFor(1, "oui")).toEqual(["Question 1 : répondez par oui ou par non."]);
    expect(errorsFor(1, 1)).toEqual(["Question 1 : répondez par oui ou par non."]);
  });

  it("qcm: a list of the question's letters, each once", () => {
    expect(errorsFor(2, ["B"])).toEqual([]);
    expect(errorsFor(2, "A")).toEqual([
      "Question 2 : la réponse doit être une liste de lettres (A, B…).",
    ]);
    expect(errorsFor(2, ["A", "D"])).toEqual(["Question 2 : l’option « D » n’existe pas."]);
    expect(errorsFor(2, ["a"])).toEqual(["Question 2 : l’option « a » n’existe pas."]);
    expect(errorsFor(2, ["A", "A"])).toEqual([
      "Question 2 : l’option « A » est choisie deux fois.",
    ]);
  });

  it("radio: one letter of the question's", () => {
    expect(errorsFor(3, "A")).toEqual([]);
    expect(errorsFor(3, ["A", "B"])).toEqual(["Question 3 : une seule réponse est possible."]);
    expect(errorsFor(3, ["A"])).toEqual([
      "Question 3 : la réponse doit être la lettre d’une option.",
    ]);
    expect(errorsFor(3, 1)).toEqual(["Question 3 : la réponse doit être la lettre d’une option."]);
    expect(errorsFor(3, "C")).toEqual(["Question 3 : l’option « C » n’existe pas."]);
  });

  it("real: a finite number", () => {
    expect(errorsFor(4, -12.25)).toEqual([]);
    expect(errorsFor(4, "12")).toEqual(["Question 4 : la réponse doit être un nombre."]);
    expect(errorsFor(4, Number.NaN)).toEqual(["Question 4 : la réponse doit être un nombre."]);
    expect(errorsFor(4, Number.POSITIVE_INFINITY)).toEqual([
      "Question 4 : la réponse doit être un nombre.",
    ]);
  });

  it("range: a number from low to high, on the step", () => {
    expect(errorsFor(5, 0)).toEqual([]);
    expect(errorsFor(5, 10)).toEqual([]);
    expect(errorsFor(5, 7.5)).toEqual([]);
    expect(errorsFor(5, "5")).toEqual(["Question 5 : la réponse doit être un nombre."]);
    expect(errorsFor(5, 10.5)).toEqual([
      "Question 5 : la réponse doit être comprise entre 0 et 10.",
    ]);
    expect(errorsFor(5, -0.5)).toEqual([
      "Question 5 : la réponse doit être comprise entre 0 et 10.",
    ]);
    expect(errorsFor(5, 7.25)).toEqual([
      "Question 5 : la réponse doit aller de 0.5 en 0.5 à partir de 0.",
    ]);
  });

  it("range: the step counts from low, with decimal steps", () => {
    const tenths = surveySchema.parse({
      ...input,
      questions: [{ number: 1, type: "range", label: "x", low: 0.1, high: 1, step: 0.1 }],
    });
    expect(checkSurveyAnswer(tenths, { answers: [{ number: 1, value: 0.3 }] })).toEqual([]);
    expect(checkSurveyAnswer(tenths, { answers: [{ number: 1, value: 0.35 }] })).toHaveLength(1);
  });

  it("text: a string of at most 2000 characters", () => {
    expect(errorsFor(6, 12)).toEqual(["Question 6 : la réponse doit être un texte."]);
    expect(errorsFor(6, "x".repeat(2001))).toEqual([
      "Question 6 : la réponse ne doit pas dépasser 2000 caractères.",
    ]);
  });

  it("refuses an unknown question number and a question answered twice", () => {
    expect(checkSurveyAnswer(survey, { answers: [...good, { number: 9, value: 1 }] })).toEqual([
      { number: 9, message: "La question 9 n’existe pas dans ce questionnaire." },
    ]);
    expect(checkSurveyAnswer(survey, { answers: [...good, { number: 4, value: 1 }] })).toEqual([
      { number: 4, message: "Question 4 : une seule réponse par question." },
    ]);
  });

  it("gives one error per question, by number", () => {
    const errors = checkSurveyAnswer(survey, {
      answers: [
        { number: 7, value: 1 },
        { number: 5, value: 11 },
        { number: 2, value: ["Z"] },
      ],
    });
    expect(errors.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("isUnanswered", () => {
  it("is null, a blank text or an empty list; false and 0 are answers", () => {
    expect([null, undefined, "", "  ", []].every(isUnanswered)).toBe(true);
    expect([false, 0, "A", ["A"]].some(isUnanswered)).toBe(false);
  });
});

/** The score of `good` with question `number` set to `value`. */
const scoreWith = (number: number, value: unknown) =>
  scoreSurveyAnswer(survey, answerWith(number, value));

/** `good`'s score: 3 + (1 + 4) + 20 + 2.5 + 7 + 0. */
const GOOD_SCORE = 37.5;

describe("scoreSurveyAnswer (001 §4 'Survey scoring')", () => {
  it("adds every question's part", () => {
    expect(scoreSurveyAnswer(survey, { answers: good })).toBe(GOOD_SCORE);
  });

  it("bool: the first evaluation for yes, the second for no", () => {
    expect(scoreWith(1, true) - scoreWith(1, undefined)).toBe(3);
    expect(scoreWith(1, false) - scoreWith(1, undefined)).toBe(-1);
  });

  it("qcm: the evaluation of each selected option, once", () => {
    expect(scoreWith(2, ["A", "B", "C"]) - scoreWith(2, undefined)).toBe(7);
    expect(scoreWith(2, ["B"]) - scoreWith(2, undefined)).toBe(2);
    expect(scoreWith(2, ["B", "B"]) - scoreWith(2, undefined)).toBe(2);
    expect(scoreWith(2, ["B", "Z"]) - scoreWith(2, undefined)).toBe(2);
  });

  it("radio: the evaluation of the selected option", () => {
    expect(scoreWith(3, "A") - scoreWith(3, undefined)).toBe(10);
    expect(scoreWith(3, "B") - scoreWith(3, undefined)).toBe(20);
  });

  it("real: its value", () => {
    expect(scoreWith(4, -4) - scoreWith(4, undefined)).toBe(-4);
    expect(scoreWith(4, "4")).toBe(scoreWith(4, undefined));
  });

  it("range with evaluation: the value of the interval, both bounds included", () => {
    const base = scoreWith(5, undefined);
    expect(scoreWith(5, 4.5) - base).toBe(0);
    expect(scoreWith(5, 5) - base).toBe(7);
    expect(scoreWith(5, 10) - base).toBe(7);
  });

  it("range with evaluation: a value in no interval adds nothing", () => {
    const gap = surveySchema.parse({
      ...input,
      questions: [
        { number: 1, type: "range", label: "x", evaluation: [{ min: 10, max: 20, value: 5 }] },
      ],
    });
    expect(scoreSurveyAnswer(gap, { answers: [{ number: 1, value: 15 }] })).toBe(5);
    expect(scoreSurveyAnswer(gap, { answers: [{ number: 1, value: 30 }] })).toBe(0);
  });

  it("range without evaluation: its value", () => {
    const plain = surveySchema.parse({
      ...input,
      questions: [{ number: 1, type: "range", label: "x" }],
    });
    expect(scoreSurveyAnswer(plain, { answers: [{ number: 1, value: 42 }] })).toBe(42);
  });

  it("text, unanswered, unknown questions and choices without evaluation add nothing", () => {
    expect(scoreWith(6, "beaucoup de texte")).toBe(scoreWith(6, undefined));
    expect(scoreSurveyAnswer(survey, { answers: [] })).toBe(0);
    expect(scoreSurveyAnswer(survey, { answers: [{ number: 9, value: 100 }] })).toBe(0);
    const bare = surveySchema.parse({
      ...input,
      questions: [
        { number: 1, type: "bool", label: "x" },
        { number: 2, type: "qcm", label: "y", options: options("a") },
        { number: 3, type: "radio", label: "z", options: options("a") },
      ],
    });
    const answers = [
      { number: 1, value: true },
      { number: 2, value: ["A"] },
      { number: 3, value: "A" },
    ];
    expect(scoreSurveyAnswer(bare, { answers })).toBe(0);
  });

  it("counts a question's first answer only, and sums decimals exactly", () => {
    expect(scoreSurveyAnswer(survey, { answers: [...good, { number: 4, value: 1000 }] })).toBe(
      GOOD_SCORE,
    );
    const decimals = surveySchema.parse({
      ...input,
      questions: [
        { number: 1, type: "real", label: "x" },
        { number: 2, type: "real", label: "y" },
      ],
    });
    const answers = [
      { number: 1, value: 0.1 },
      { number: 2, value: 0.2 },
    ];
    expect(scoreSurveyAnswer(decimals, { answers })).toBe(0.3);
  });
});

describe("maxScore", () => {
  it("sums each question's best answer", () => {
    const bounded = { questions: survey.questions.filter((q) => q.type !== "real") };
    // bool 3, qcm 1 + 2 + 4, radio 20, range 7, text 0
    expect(maxScore(bounded)).toBe(37);
  });

  it("is null with a real question: no bound", () => {
    expect(maxScore(survey)).toBeNull();
  });

  it("a range without evaluation counts its high; an optional question at least 0", () => {
    const s = surveySchema.parse({
      ...input,
      questions: [
        { number: 1, type: "range", label: "x", low: -10, high: 20 },
        { number: 2, type: "bool", label: "y", evaluation: [-2, -5] },
        { number: 3, type: "bool", label: "z", mandatory: true, evaluation: [-2, -5] },
        {
          number: 4,
          type: "qcm",
          label: "q",
          mandatory: true,
          options: options("a", "b"),
          evaluation: [-3, -1],
        },
      ],
    });
    expect(maxScore(s)).toBe(20 + 0 - 2 - 1);
  });
});
