import { formatCents } from "../common/money.js";
import { format, TEXTS } from "../common/texts.js";
import {
  INCOMPATIBLE_ACTIVES,
  type ActiveCount,
  type ApoticareGoal,
  type ApoticareReference,
} from "./reference.js";
import type { ApoticareStatus } from "./schemas.js";

const texts = TEXTS.apoticare;

/** The age the wizard starts at, in years (001 §5, §9). */
export const DEFAULT_AGE = 20;
/** The youngest and oldest ages the wizard takes, in years (our bounds: docs/DECISIONS.md "Apoticare"). */
export const MIN_AGE = 12;
/** See `MIN_AGE`. */
export const MAX_AGE = 120;
/** At most 3 actives in a formula, at least 1 (001 §5, §9). */
export const MAX_ACTIVES = 3;

/** What the patient pays for a formula of 1, 2 or 3 actives, in cents (001 §9: 39, 49, 59 €). */
const FORMULA_PRICES: Readonly<Record<ActiveCount, number>> = { 1: 3900, 2: 4900, 3: 5900 };
/**
 * The pharmacy's purchase price of a formula of 1, 2 or 3 actives, in cents (001 §9: the second
 * series 23,80, 30,20, 36,60 €). That this series is the pharmacy's purchase price is an
 * inference, made by the specification's decisions (« Cosmetics wizard ») and kept in
 * docs/DECISIONS.md "Apoticare": 001 gives the numbers without saying what they are.
 */
const PURCHASE_PRICES: Readonly<Record<ActiveCount, number>> = { 1: 2380, 2: 3020, 3: 3660 };

/** True when `count` is a number of actives a formula may have: 1, 2 or 3. */
export function isActiveCount(count: number): count is ActiveCount {
  return Number.isInteger(count) && count >= 1 && count <= MAX_ACTIVES;
}

/**
 * What the patient pays for a formula of `count` actives, in cents: 3900, 4900, 5900 (001 §9).
 * @throws RangeError when `count` is not 1, 2 or 3.
 */
export function formulaPrice(count: number): number {
  if (!isActiveCount(count)) throw new RangeError(`no formula of ${count} actives`);
  return FORMULA_PRICES[count];
}

/**
 * The pharmacy's purchase price of a formula of `count` actives, in cents: 2380, 3020, 3660
 * (001 §9, the second series; an inference, see `PURCHASE_PRICES`). Never sent to a patient.
 * @throws RangeError when `count` is not 1, 2 or 3.
 */
export function purchasePrice(count: number): number {
  if (!isActiveCount(count)) throw new RangeError(`no formula of ${count} actives`);
  return PURCHASE_PRICES[count];
}

/** What `checkFormula` looks at: the fields of the order's `data` (001 §3). */
export interface FormulaChoice {
  goal: string;
  count: number;
  base: string;
  actives: readonly string[];
}

/** A refusal of `checkFormula`: the field of `data` it is about and its French message. */
export interface FormulaError {
  field: "goal" | "count" | "base" | "actives";
  message: string;
}

/** The incompatible pair among `actives` (ids), as listed in `INCOMPATIBLE_ACTIVES`, or null. */
export function incompatiblePair(actives: readonly string[]): readonly [string, string] | null {
  return (
    INCOMPATIBLE_ACTIVES.find(
      ([first, second]) => actives.includes(first) && actives.includes(second),
    ) ?? null
  );
}

/**
 * The French refusals of a formula against `reference` (issue 22 §1, §3), in the order a patient
 * fixes them; empty when it may be ordered: 1 to 3 actives (`countInvalid`), `count` equal to
 * their number, each active known and chosen once, the goal and the base known, no pair of
 * `INCOMPATIBLE_ACTIVES`. Used by the wizard and, through `apoticareFormulaSchema`, the server.
 */
export function checkFormula(choice: FormulaChoice, reference: ApoticareReference): FormulaError[] {
  const errors: FormulaError[] = [];
  const { actives } = choice;
  if (!isActiveCount(actives.length) || !isActiveCount(choice.count)) {
    errors.push({ field: "actives", message: texts.countInvalid });
  } else if (choice.count !== actives.length) {
    errors.push({ field: "count", message: texts.countMismatch });
  }
  const known = new Map(reference.actives.map((a) => [a.id, a.name]));
  const unknown = actives.find((id) => !known.has(id));
  if (unknown !== undefined) {
    errors.push({ field: "actives", message: format(texts.activeUnknown, { id: unknown }) });
  }
  if (new Set(actives).size !== actives.length) {
    errors.push({ field: "actives", message: texts.activeTwice });
  }
  if (!reference.goals.some((g) => g.id === choice.goal)) {
    errors.push({ field: "goal", message: texts.goalUnknown });
  }
  if (!reference.bases.some((b) => b.id === choice.base)) {
    errors.push({ field: "base", message: texts.baseUnknown });
  }
  const pair = incompatiblePair(actives);
  if (pair) {
    errors.push({
      field: "actives",
      message: format(texts.incompatible, {
        first: known.get(pair[0]) ?? pair[0],
        second: known.get(pair[1]) ?? pair[1],
      }),
    });
  }
  return errors;
}

/**
 * The actives the wizard pre-checks for `goal` and `count` (1 to 3): the goal's recommendation
 * (issue 22 §1). The patient may change them (free among the 16, at most 3, no incompatible pair).
 */
export function recommendedActives(goal: ApoticareGoal, count: ActiveCount): readonly string[] {
  return goal.actives[count];
}

/** `["A", "B", "C"]` → « A, B et C ». */
function frenchList(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")}${texts.and}${names[names.length - 1]}`;
}

/**
 * The summary of a formula (the wizard's « résumé » step, the order's line): « Crème riche avec
 * Céramides et Vitamine E, pour « Nourrir » : 49,00 € », the price being the patient's
 * (`formulaPrice`). Unknown ids are written as they are.
 * @throws RangeError when the formula has not 1 to 3 actives.
 */
export function formulaSummary(choice: FormulaChoice, reference: ApoticareReference): string {
  const nameOf = (list: ApoticareReference["actives"], id: string) =>
    list.find((item) => item.id === id)?.name ?? id;
  return format(texts.summary, {
    base: nameOf(reference.bases, choice.base),
    actives: frenchList(choice.actives.map((id) => nameOf(reference.actives, id))),
    goal: reference.goals.find((g) => g.id === choice.goal)?.name ?? choice.goal,
    price: formatCents(formulaPrice(choice.actives.length)),
  });
}

/** The French label of each order status (issue 22 §3): « Nouveau », « Validée », « Commandée ». */
export const APOTICARE_STATUS_LABELS: Readonly<Record<ApoticareStatus, string>> = texts.statuses;

/** The one move out of each status (issue 22 §3): NEW_ORDER → PROCESSING → PAID, PAID final. */
const NEXT: Readonly<Record<ApoticareStatus, ApoticareStatus | null>> = {
  NEW_ORDER: "PROCESSING",
  PROCESSING: "PAID",
  PAID: null,
};

/** The answer of `apoticareTransition`: allowed, or refused as `invalid` (400) or `conflict` (409). */
export type ApoticareTransition = { ok: true } | { refusal: "invalid" | "conflict" };

/**
 * Whether an order may move from `current` to `next` (issue 22 §3): NEW_ORDER → PROCESSING →
 * PAID only; PAID is final. A status that is not one of `APOTICARE_STATUSES` is `invalid` (400);
 * any other move, staying put or going back included, is a `conflict` (409).
 */
export function apoticareTransition(current: string, next: string): ApoticareTransition {
  if (!isApoticareStatus(current) || !isApoticareStatus(next)) return { refusal: "invalid" };
  return NEXT[current] === next ? { ok: true } : { refusal: "conflict" };
}

/** True when `status` is one of `APOTICARE_STATUSES`. */
export function isApoticareStatus(status: string): status is ApoticareStatus {
  return Object.hasOwn(NEXT, status);
}

/** « Une commande « Nouveau » ne peut pas passer à « Commandée ». »: the 409 of a refused move. */
export function apoticareMoveText(current: ApoticareStatus, next: ApoticareStatus): string {
  return format(texts.moveInvalid, {
    from: APOTICARE_STATUS_LABELS[current],
    to: APOTICARE_STATUS_LABELS[next],
  });
}

/**
 * The message the patient gets when her order reaches `status` (issue 22 §3), or null (none at
 * NEW_ORDER: she has just sent it).
 */
export function apoticareStatusMessage(status: ApoticareStatus): string | null {
  return status === "NEW_ORDER" ? null : texts.messages[status];
}
