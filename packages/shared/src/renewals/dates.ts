import { PARIS_TZ } from "../common/dates.js";

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

const DAY_MS = 86_400_000;

const parisDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: PARIS_TZ,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of the instant `at` in Europe/Paris, `YYYY-MM-DD` (000 §9: dates in Paris). */
export function parisDay(at: Date): IsoDay {
  return parisDayFormat.format(at);
}

/** True when `text` is a real calendar day written `YYYY-MM-DD` (no 31 February). */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * `day` plus `days` calendar days. Calendar arithmetic, not 24-hour steps: a daylight-saving change
 * in Paris (a 23- or 25-hour day) never moves the result to another day.
 */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates of a renewal order (000 §3 "Renewal order", §7 Renewals): `dtstart + k × step`
 * calendar days for k = 0 … renewal − 1, as `YYYY-MM-DD`.
 * @param renewal how many renewals (1–12); @param step days between two (7–92).
 */
export function renewalDates(dtstart: IsoDay, renewal: number, step: number): IsoDay[] {
  return Array.from({ length: renewal }, (_, k) => addDays(dtstart, k * step));
}

/** The first of `dates` on or after `today` (`YYYY-MM-DD` compare as text), or null. */
export function firstAfter(dates: readonly IsoDay[], today: IsoDay): IsoDay | null {
  return dates.find((date) => date >= today) ?? null;
}

/**
 * The instant a Paris calendar day begins (its midnight, in UTC): 2026-03-29 begins at
 * 2026-03-28T23:00Z (winter time), 2026-03-30 at 2026-03-29T22:00Z (summer time).
 */
export function parisMidnight(day: IsoDay): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Paris is UTC+1 or UTC+2: the day begins 1 or 2 hours before UTC midnight
  for (const hours of [2, 1]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (parisDay(candidate) === day && parisDay(new Date(candidate.getTime() - 1)) !== day) {
      return candidate;
    }
  }
  return new Date(utcMidnight - 3_600_000);
}

/**
 * The days a calendar month shows, Monday first, as `YYYY-MM-DD` or null for the blanks before the
 * 1st: what the renewal process's preview draws (issue 10 §3).
 */
export function monthGrid(year: number, month: number): (IsoDay | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const blanks = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const start = first.toISOString().slice(0, 10);
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length }, (_, k) => addDays(start, k)),
  ];
}

/** A `YYYY-MM-DD` day as the French read it: `22/12/2026`. */
export function frenchDay(day: IsoDay): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
