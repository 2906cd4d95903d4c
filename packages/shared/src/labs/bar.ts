/**
 * The lab result bar (001 §4, docs/DECISIONS.md "Canonical values"): a result's position on a
 * 20-step scale between its lower and upper norm.
 */

/** Steps of the scale; 0 and `RESULT_BAR_STEPS + 1` are the out-of-range positions (001 §9). */
export const RESULT_BAR_STEPS = 20;

/** True for a unit naming an attached PDF report rather than a measure (000 §3: PDF units are excluded). */
export function isPdfUnit(unit: string | null | undefined): boolean {
  return (unit ?? "").trim().toUpperCase() === "PDF";
}

/** What the bar needs of a result. */
export interface BarInput {
  result: number | string;
  unit: string;
  normInf: number | null;
  normSup: number | null;
}

/**
 * The bar position of a result: 0 below `normInf`, 21 above `normSup`, otherwise
 * `max(1, ceil(20 × (result − normInf) / (normSup − normInf)))`, so normInf gives 1 and normSup 20.
 * @returns null when there is no bar: a text result, a PDF unit, or not two numeric norms with
 *   `normInf < normSup`.
 */
export function resultBarPosition(input: BarInput): number | null {
  const { result, normInf, normSup } = input;
  if (typeof result !== "number" || !Number.isFinite(result) || isPdfUnit(input.unit)) return null;
  if (normInf === null || normSup === null || !(normInf < normSup)) return null;
  if (result < normInf) return 0;
  if (result > normSup) return RESULT_BAR_STEPS + 1;
  const exact = (RESULT_BAR_STEPS * (result - normInf)) / (normSup - normInf);
  // rounded to 9 decimals first: 20 × 0.3 / 0.6 must give 10, not 10.000000000000002 → 11
  const steps = Math.ceil(Number(exact.toFixed(9)));
  return Math.max(1, steps);
}

/** Where a position stands: `in` range (1 to 20), `below` (0), `above` (21). */
export function barState(position: number): "below" | "in" | "above" {
  if (position <= 0) return "below";
  if (position > RESULT_BAR_STEPS) return "above";
  return "in";
}
