// the browser build: the default one reads Node's Buffer, which a browser lacks (the web
// app exports the CSV); it carries its own
import { stringify } from "csv-stringify/browser/esm/sync";
import { format } from "../common/common-texts.js";
import { STATS_TEXTS } from "./texts.js";
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

const texts = STATS_TEXTS.stats;

/**
 * A processing time in whole minutes as a pharmacist reads it: « 25 min », « 1 h 05 »,
 * « 2 j 3 h » (from a day on, the minutes left out).
 */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return format(texts.durationMinutes, { minutes: whole });
  const hours = Math.floor(whole / 60);
  if (hours < 24) {
    return format(texts.durationHours, { hours, minutes: String(whole % 60).padStart(2, "0") });
  }
  return format(texts.durationDays, { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** What `statsCsv` reads of one day (a `StatsDay`). */
interface CsvDay {
  date: string;
  received: number;
  processed: number;
  renewals: number;
  orders: number;
  revenue: number;
}

/**
 * The statistics' « Exporter (CSV) » file (issue 21 §4): a header row, then one row per Paris
 * date (`YYYY-MM-DD`): prescriptions received and processed, renewals, orders, revenue in euros
 * with a decimal comma; separated by semicolons, as a French spreadsheet opens it, CRLF lines.
 */
export function statsCsv(days: readonly CsvDay[]): string {
  const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
  return stringify(
    days.map((day) => [
      day.date,
      day.received,
      day.processed,
      day.renewals,
      day.orders,
      euros(day.revenue),
    ]),
    {
      delimiter: ";",
      record_delimiter: "windows",
      header: true,
      columns: [
        texts.date,
        texts.received,
        texts.processed,
        texts.renewals,
        texts.orders,
        texts.revenueEuros,
      ],
    },
  );
}
