import { describe, expect, it } from "vitest";
import { surveyAnswerSchema, surveySchema, type SurveyInput } from "./schemas.js";

/** A valid survey with one question of each type. */
const survey = (): SurveyInput => ({
  group: "galien",
  kind: "satisfaction",
  title: "Votre avis",
  questions: [
    { number: 1, type: "bool", label: "Satisfait ?", evaluation: [2, 0] },
    {
      number: 2,
      type: "qcm",
      label: "Services",
      options: [
        { letter: "A", label: "Conseil" },
        { letter: "B", label: "Livraison" },
      ],
      evaluation: [1, 3],
    },
    {
      number: 3,
      type: "radio",
      label: "Fréquence",
      options: [{ letter: "A", label: "Souvent" }],
      evaluation: [5],
    },
    { number: 4, type: "real", label: "Âge" },
    { number: 5, type: "range", label: "Note", evaluation: [{ min: 0, max: 50, value: 1 }] },
    { number: 6, type: "text", label: "Remarques" },
  ],
});

/** The messages of parsing `input`, or [] when it parses. */
function messages(input: unknown): string[] {
  const result = surveySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** `survey()` with question `index` changed. */
function withQuestion(index: number, change: Record<string, unknown>): unknown {
  const s = survey();
  return { ...s, questions: s.questions.map((q, i) => (i === index ? { ...q, ...change } : q)) };
}

describe("surveySchema (issue 21 §3)", () => {
  it("takes a survey with every question type, filling in the defaults", () => {
    const parsed = surveySchema.parse(survey());
    expect(parsed.status).toBe("NEW");
    expect(parsed.questions[0]?.mandatory).toBe(false);
    expect(parsed.questions[4]).toMatchObject({ low: 0, high: 100, step: 1 });
  });

  it("refuses a missing title, kind or group, and a question of an unknown type", () => {
    expect(messages({ ...survey(), title: " " })).toEqual([
      "Le titre du questionnaire est obligatoire.",
    ]);
    expect(messages({ ...survey(), title: undefined })).toEqual([
      "Le titre du questionnaire est obligatoire.",
    ]);
    expect(messages({ ...survey(), kind: "other" })).toEqual([
      "Le type de questionnaire doit valoir public, pharma ou satisfaction.",
    ]);
    expect(messages({ ...survey(), group: "" })).toEqual([
      "Le groupe du questionnaire est obligatoire.",
    ]);
    expect(messages({ ...survey(), status: "DONE" })).toEqual([
      "Le statut du questionnaire doit valoir NEW, ACTIVE, ARCHIVED ou DISABLED.",
    ]);
    expect(messages(withQuestion(3, { type: "date" }))).toEqual([
      "Le type de question doit valoir bool, qcm, radio, real, range ou text.",
    ]);
    expect(messages(withQuestion(3, { label: "" }))).toEqual([
      "Chaque question doit avoir un libellé.",
    ]);
    expect(messages({ ...survey(), questions: [] })).toEqual([
      "Le questionnaire doit avoir au moins une question.",
    ]);
  });

  it("wants the questions numbered 1…n, each once", () => {
    const numbersError = [
      "Les questions doivent être numérotées de 1 à 6, chacune une seule fois.",
    ];
    expect(messages(withQuestion(5, { number: 7 }))).toEqual(numbersError);
    expect(messages(withQuestion(5, { number: 1 }))).toEqual(numbersError);
    expect(messages(withQuestion(5, { number: 0 }))).toContain(
      "Le numéro d’une question doit être un entier positif.",
    );
    // any order
    const s = survey();
    expect(messages({ ...s, questions: [...s.questions].reverse() })).toEqual([]);
  });

  it("wants a choice's options lettered A onward, labelled", () => {
    expect(messages(withQuestion(1, { options: [] }))).toContain(
      "Question 2 : indiquez au moins une option.",
    );
    expect(
      messages(
        withQuestion(1, {
          options: [
            { letter: "A", label: "Conseil" },
            { letter: "C", label: "Livraison" },
          ],
        }),
      ),
    ).toEqual([
      "Question 2 : les options sont lettrées dans l’ordre à partir de A (« B » attendue).",
    ]);
    expect(
      messages(withQuestion(2, { options: [{ letter: "A", label: " " }], evaluation: undefined })),
    ).toEqual(["Question 3 : chaque option doit avoir un libellé."]);
    const many = Array.from({ length: 27 }, (_, i) => ({
      letter: String.fromCharCode(65 + i),
      label: `Option ${i}`,
    }));
    expect(messages(withQuestion(1, { options: many, evaluation: undefined }))).toEqual([
      "Question 2 : 26 options au plus (lettres A à Z).",
    ]);
  });

  it("checks each evaluation's shape: bool two values, a choice one per option", () => {
    expect(messages(withQuestion(0, { evaluation: [1] }))).toEqual([
      "Question 1 : l’évaluation d’une question oui / non compte exactement 2 valeurs (oui, non).",
    ]);
    expect(messages(withQuestion(0, { evaluation: [1, 2, 3] }))).toHaveLength(1);
    expect(messages(withQuestion(0, { evaluation: ["1", 0] }))).toEqual([
      "Chaque valeur d’une évaluation doit être un nombre.",
    ]);
    expect(messages(withQuestion(1, { evaluation: [1] }))).toEqual([
      "Question 2 : l’évaluation compte une valeur par option.",
    ]);
    expect(messages(withQuestion(2, { evaluation: [1, 2] }))).toEqual([
      "Question 3 : l’évaluation compte une valeur par option.",
    ]);
  });

  it("checks a range: low below high, a positive step, intervals ordered, inside, apart", () => {
    expect(messages(withQuestion(4, { low: 10, high: 10, evaluation: undefined }))).toEqual([
      "Question 5 : la borne basse doit être inférieure à la borne haute.",
    ]);
    expect(messages(withQuestion(4, { step: 0 }))).toEqual([
      "Question 5 : le pas doit être un nombre positif.",
    ]);
    expect(messages(withQuestion(4, { step: -1 }))).toHaveLength(1);
    expect(messages(withQuestion(4, { evaluation: [{ min: 20, max: 10, value: 1 }] }))).toEqual([
      "Question 5 : dans l’évaluation, chaque intervalle va d’un minimum à un maximum plus grand ou égal.",
    ]);
    expect(messages(withQuestion(4, { evaluation: [{ min: -5, max: 10, value: 1 }] }))).toEqual([
      "Question 5 : les intervalles de l’évaluation doivent être compris entre 0 et 100.",
    ]);
    expect(
      messages(withQuestion(4, { high: 10, evaluation: [{ min: 0, max: 50, value: 1 }] })),
    ).toEqual(["Question 5 : les intervalles de l’évaluation doivent être compris entre 0 et 10."]);
    expect(
      messages(
        withQuestion(4, {
          evaluation: [
            { min: 50, max: 100, value: 2 },
            { min: 0, max: 50, value: 1 },
          ],
        }),
      ),
    ).toEqual(["Question 5 : les intervalles de l’évaluation ne doivent pas se chevaucher."]);
    expect(
      messages(
        withQuestion(4, {
          evaluation: [
            { min: 51, max: 100, value: 2 },
            { min: 0, max: 50, value: 1 },
          ],
        }),
      ),
    ).toEqual([]);
    expect(messages(withQuestion(4, { evaluation: [{ min: 0, max: 50 }] }))).toEqual([
      "Chaque valeur d’une évaluation doit être un nombre.",
    ]);
  });
});

describe("surveySchema: malformed questions, in French", () => {
  it("says what a question's options, bounds and evaluation must be", () => {
    expect(messages(withQuestion(1, { options: "A" }))).toEqual([
      "Les options d’une question à choix doivent être une liste de lettres et libellés.",
    ]);
    expect(messages(withQuestion(4, { low: "a" }))).toEqual([
      "Les bornes et le pas d’un curseur doivent être des nombres.",
    ]);
    expect(messages(withQuestion(4, { evaluation: 3 }))).toEqual([
      "L’évaluation d’une question doit être une liste.",
    ]);
  });
});

describe("surveyAnswerSchema (issue 21 §3)", () => {
  it("takes every kind of value and drops a client's score", () => {
    const parsed = surveyAnswerSchema.parse({
      questionnaire: "q1",
      score: 1000,
      answers: [
        { number: 1, value: true },
        { number: 2, value: ["A", "B"] },
        { number: 3, value: "A" },
        { number: 4, value: 3.5 },
        { number: 6, value: null },
      ],
    });
    expect(parsed).not.toHaveProperty("score");
    expect(parsed.answers).toHaveLength(5);
  });

  it("refuses an answer without its survey or with a value of no kind", () => {
    const missing = surveyAnswerSchema.safeParse({ answers: [] });
    expect(missing.error?.issues[0]?.message).toBe(
      "Indiquez le questionnaire auquel vous répondez.",
    );
    expect(
      surveyAnswerSchema.safeParse({ questionnaire: "q", answers: [{ number: 1, value: {} }] })
        .success,
    ).toBe(false);
    expect(
      surveyAnswerSchema.safeParse({ questionnaire: "q", answers: [{ number: 0, value: 1 }] })
        .success,
    ).toBe(false);
  });
});
