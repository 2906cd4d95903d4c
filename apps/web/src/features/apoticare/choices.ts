import {
  DEFAULT_AGE,
  incompatiblePair,
  isActiveCount,
  MAX_AGE,
  MIN_AGE,
  recommendedActives,
  type ActiveCount,
  type ApoticareReference,
} from "@reseau/shared";

/**
 * The desktop wizard's steps (001 §2 "desktop cosmetics steps", issue 22 §2), each an address
 * `/apoticare/{step}`: start, about me (age), formula (goal and number of actives), base, actives,
 * summary, order.
 */
export const DESKTOP_STEPS = [
  "start",
  "params",
  "formule",
  "base",
  "actifs",
  "resume",
  "commande",
] as const;

/**
 * The phone wizard's steps (001 §2 "mobile cosmetics steps"): start, age and goal, base, number of
 * actives and actives, the formula's type (its summary and price), then the order page shared
 * with the desktop (docs/DECISIONS.md "Apoticare").
 */
export const PHONE_STEPS = [
  "page-step1-start",
  "page-step2-age",
  "page-step3-base",
  "page-step4-actif",
  "page-step5-type",
  "commande",
] as const;

/** One step of either flow. */
export type WizardStep = (typeof DESKTOP_STEPS)[number] | (typeof PHONE_STEPS)[number];

/** True when `segment` is a step of the wizard. */
export function isWizardStep(segment: string): segment is WizardStep {
  return (DESKTOP_STEPS as readonly string[]).includes(segment) || isPhoneStep(segment);
}

/** True when `segment` is one of the phone's own steps (`page-step…`). */
function isPhoneStep(segment: string): boolean {
  return segment.startsWith("page-step") && (PHONE_STEPS as readonly string[]).includes(segment);
}

/** The flow a step belongs to: the phone's for `page-step…`, for `commande` the device's. */
export function flowOf(step: WizardStep, phone: boolean): readonly WizardStep[] {
  if (step === "commande") return phone ? PHONE_STEPS : DESKTOP_STEPS;
  return isPhoneStep(step) ? PHONE_STEPS : DESKTOP_STEPS;
}

/** What each step asks for, hence what it checks before « Suivant ». */
export type ChoiceField = "age" | "goal" | "base" | "actives";

/** The fields a step sets (the start, summary and order steps set none). */
export const STEP_FIELDS: Readonly<Record<WizardStep, readonly ChoiceField[]>> = {
  start: [],
  params: ["age"],
  formule: ["goal"],
  base: ["base"],
  actifs: ["actives"],
  resume: [],
  commande: [],
  "page-step1-start": [],
  "page-step2-age": ["age", "goal"],
  "page-step3-base": ["base"],
  "page-step4-actif": ["actives"],
  "page-step5-type": [],
};

/**
 * The patient's choices as the address holds them (`?age=&goal=&count=&base=&actives=a,b`), so a
 * reload keeps them and each « Suivant » is a history entry carrying them. `age` is the typed
 * text; `base` and `actives` are null until she changes the goal's recommendation.
 */
export interface RawChoices {
  age: string;
  goal: string | null;
  count: ActiveCount;
  base: string | null;
  actives: readonly string[] | null;
}

/** The number of actives offered first: 2 (the middle of 001 §9's three prices). */
const DEFAULT_COUNT: ActiveCount = 2;

/** Reads the choices from the address's search params (unknown or bad values fall back). */
export function readChoices(params: URLSearchParams): RawChoices {
  const count = Number(params.get("count"));
  const actives = params.get("actives");
  return {
    age: params.get("age") ?? String(DEFAULT_AGE),
    goal: params.get("goal") || null,
    count: isActiveCount(count) ? count : DEFAULT_COUNT,
    base: params.get("base") || null,
    actives: actives === null ? null : actives.split(",").filter(Boolean),
  };
}

/** A change of the choices: `goal` resets base and actives to its recommendation, `count` the actives. */
export type ChoiceChange =
  | { age: string }
  | { goal: string }
  | { count: ActiveCount }
  | { base: string }
  | { actives: readonly string[] };

/** The search params after `change`: the params of the current address, changed. */
export function changeChoices(params: URLSearchParams, change: ChoiceChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if ("age" in change) next.set("age", change.age);
  if ("goal" in change) {
    next.set("goal", change.goal);
    next.delete("base");
    next.delete("actives");
  }
  if ("count" in change) {
    next.set("count", String(change.count));
    next.delete("actives");
  }
  if ("base" in change) next.set("base", change.base);
  if ("actives" in change) {
    next.set("actives", change.actives.join(","));
    if (isActiveCount(change.actives.length)) next.set("count", String(change.actives.length));
  }
  return next;
}

/** The formula the choices make with the reference: recommendations fill what she left. */
export interface Formula {
  /** The age in years, or null when the typed text is no whole number from 12 to 120. */
  age: number | null;
  goal: string | null;
  count: ActiveCount;
  base: string | null;
  actives: readonly string[];
}

/** The formula of `choices`: the goal's recommended base and actives where she chose none. */
export function formulaOf(choices: RawChoices, reference: ApoticareReference): Formula {
  const goal = reference.goals.find((g) => g.id === choices.goal) ?? null;
  const age = /^\d{1,3}$/.test(choices.age.trim()) ? Number(choices.age.trim()) : NaN;
  return {
    age: age >= MIN_AGE && age <= MAX_AGE ? age : null,
    goal: goal?.id ?? null,
    count: choices.count,
    base: choices.base ?? goal?.base ?? null,
    actives: choices.actives ?? (goal ? recommendedActives(goal, choices.count) : []),
  };
}

/** Whether `field` of `formula` is chosen and may be ordered. */
export function fieldReady(formula: Formula, field: ChoiceField): boolean {
  switch (field) {
    case "age":
      return formula.age !== null;
    case "goal":
      return formula.goal !== null;
    case "base":
      return formula.base !== null;
    case "actives":
      return isActiveCount(formula.actives.length) && incompatiblePair(formula.actives) === null;
  }
}

/**
 * The first step of `flow` before `step` whose field is not ready (where the patient resumes
 * when the address lacks a choice, e.g. a summary opened directly), or null.
 */
export function firstMissingStep(
  formula: Formula,
  flow: readonly WizardStep[],
  step: WizardStep,
): WizardStep | null {
  for (const earlier of flow.slice(0, flow.indexOf(step))) {
    if (STEP_FIELDS[earlier].some((field) => !fieldReady(formula, field))) return earlier;
  }
  return null;
}
