import {
  optionLetter,
  RANGE_DEFAULTS,
  type QuestionType,
  type RangeEvaluation,
  type SurveyDto,
  type SurveyInput,
  type SurveyKind,
  type SurveyQuestion,
  type SurveyStatus,
} from "@reseau/shared";

/**
 * One question as the builder edits it: every type's fields kept, so switching the type back and
 * forth loses nothing; `scored` whether its answers count points (`evaluation`).
 */
export interface DraftQuestion {
  /** A stable key for React while questions move. */
  key: string;
  type: QuestionType;
  label: string;
  mandatory: boolean;
  /** The options' labels of a qcm or radio question, lettered A onward. */
  options: string[];
  scored: boolean;
  /** Points for yes and no (bool). */
  yesNo: [number, number];
  /** Points per option (qcm, radio), one per option. */
  optionPoints: number[];
  low: number;
  high: number;
  step: number;
  /** Points per interval (range). */
  intervals: RangeEvaluation[];
}

/** A survey as the builder edits it. */
export interface DraftSurvey {
  id?: string;
  title: string;
  kind: SurveyKind;
  status: SurveyStatus;
  questions: DraftQuestion[];
}

let nextKey = 0;
/** A fresh key for a new question. */
function newKey(): string {
  nextKey += 1;
  return `q${nextKey}`;
}

/** A new question: yes / no, optional, unscored, a range's defaults ready. */
export function newDraftQuestion(): DraftQuestion {
  return {
    key: newKey(),
    type: "bool",
    label: "",
    mandatory: false,
    options: ["", ""],
    scored: false,
    yesNo: [1, 0],
    optionPoints: [0, 0],
    low: RANGE_DEFAULTS.low,
    high: RANGE_DEFAULTS.high,
    step: RANGE_DEFAULTS.step,
    intervals: [],
  };
}

/** A new survey: a `pharma` draft with one question. */
export function newDraftSurvey(): DraftSurvey {
  return { title: "", kind: "pharma", status: "NEW", questions: [newDraftQuestion()] };
}

/** The builder's draft of a stored survey. */
export function draftOf(survey: SurveyDto): DraftSurvey {
  return {
    id: survey.id,
    title: survey.title,
    kind: survey.kind,
    status: survey.status,
    questions: survey.questions.map((q) => {
      const draft: DraftQuestion = {
        ...newDraftQuestion(),
        type: q.type,
        label: q.label,
        mandatory: q.mandatory,
      };
      switch (q.type) {
        case "bool":
          return {
            ...draft,
            scored: !!q.evaluation,
            yesNo: [q.evaluation?.[0] ?? 1, q.evaluation?.[1] ?? 0],
          };
        case "qcm":
        case "radio":
          return {
            ...draft,
            options: q.options.map((o) => o.label),
            scored: !!q.evaluation,
            optionPoints: q.options.map((_, i) => q.evaluation?.[i] ?? 0),
          };
        case "range":
          return {
            ...draft,
            low: q.low,
            high: q.high,
            step: q.step,
            scored: !!q.evaluation,
            intervals: q.evaluation ?? [],
          };
        default:
          return draft;
      }
    }),
  };
}

/** The question a draft stands for, numbered `number` (only its type's fields). */
function questionOf(draft: DraftQuestion, number: number): SurveyQuestion {
  const base = { number, label: draft.label, mandatory: draft.mandatory };
  switch (draft.type) {
    case "bool":
      return { ...base, type: "bool", ...(draft.scored ? { evaluation: [...draft.yesNo] } : {}) };
    case "qcm":
    case "radio":
      return {
        ...base,
        type: draft.type,
        options: draft.options.map((label, i) => ({ letter: optionLetter(i), label })),
        ...(draft.scored ? { evaluation: draft.optionPoints.slice(0, draft.options.length) } : {}),
      };
    case "range":
      return {
        ...base,
        type: "range",
        low: draft.low,
        high: draft.high,
        step: draft.step,
        ...(draft.scored ? { evaluation: draft.intervals } : {}),
      };
    case "real":
      return { ...base, type: "real" };
    case "text":
      return { ...base, type: "text" };
  }
}

/**
 * The body of `POST` / `PUT /pro-api/questionnaire` for `draft` in `group`: questions numbered
 * 1…n in the builder's order, options lettered A onward. Checked afterwards by `surveySchema`.
 */
export function surveyOf(
  draft: DraftSurvey,
  group: string,
): SurveyInput & { questions: SurveyQuestion[] } {
  return {
    group,
    kind: draft.kind,
    title: draft.title,
    status: draft.status,
    questions: draft.questions.map((q, i) => questionOf(q, i + 1)),
  };
}

/** `list` with the item at `from` moved to `to` (both in bounds). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
