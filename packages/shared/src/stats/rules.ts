import { addDays, parisDay, type IsoDay } from "../renewals/dates.js";

/** The default period of the statistics: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** The longest period asked at once (days, both ends included): a year and a day. */
export const STATS_MAX_DAYS = 366;

/** Every day from `from` to `to`, both included, in order (`YYYY-MM-DD`, Paris calendar). */
export function daysBetween(from: IsoDay, to: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The default period ending today in Paris: `[today - 29 days, today]`. */
export function defaultStatsPeriod(now: Date): { from: IsoDay; to: IsoDay } {
  const to = parisDay(now);
  return { from: addDays(to, -(STATS_DEFAULT_DAYS - 1)), to };
}

/**
 * The `p`-th percentile (0–100) of `values` by the nearest-rank method (the smallest value with
 * at least p % of the values at or below it); null for no values. The median is `percentile(v, 50)`.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
