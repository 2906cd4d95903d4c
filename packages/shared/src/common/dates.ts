/** The time zone every date is shown in (000 §9: feed dates are in Paris time). */
export const PARIS_TZ = "Europe/Paris";

const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TZ,
  dateStyle: "short",
  timeStyle: "short",
});

/** Formats an ISO 8601 timestamp in Paris time, e.g. "22/11/2026 08:15". */
export function formatParisDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === "string" ? new Date(iso) : iso);
}

const shortDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TZ,
  day: "numeric",
  month: "short",
});

/** The day of `at` in Paris, short enough for a phone: "23 nov.", "1 mars". */
export function formatParisShortDay(at: string | Date): string {
  return shortDayFormat.format(typeof at === "string" ? new Date(at) : at);
}

/**
 * Turns a birth date typed `DD/MM/YYYY` into `YYYY-MM-DD` (000 §5); other inputs are returned unchanged.
 */
export function birthToIso(typed: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed;
}

/**
 * A birth date as it is being typed, shaped `JJ/MM/AAAA` (issue 18 §4): the digits typed on a
 * phone's number pad get their slashes as they come (« 15032019 » is « 15/03/2019 », « 150 » is
 * « 15/0 »); a day or a month typed with one digit then a separator is padded (« 1/3/2019 » is
 * « 01/03/2019 »); other characters and digits past the eighth are dropped. What the forms send
 * stays `DD/MM/YYYY`, read by `birthDateOf`.
 */
export function formatBirthDigits(typed: string): string {
  const parts = typed.split(/\D+/);
  const digits = parts
    .map((part, k) => (k < 2 && k < parts.length - 1 && part.length === 1 ? `0${part}` : part))
    .join("")
    .slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The first and last years a date of the product may fall in (feed pages, sessions…). */
export const SANE_YEARS = { min: 2000, max: 2100 } as const;

/** True for an ISO 8601 timestamp between `SANE_YEARS` (a `fromDate` of year 0 is no page). */
export function isSaneTimestamp(iso: string): boolean {
  const time = Date.parse(iso);
  return (
    Number.isFinite(time) &&
    time >= Date.UTC(SANE_YEARS.min, 0, 1) &&
    time < Date.UTC(SANE_YEARS.max, 0, 1)
  );
}

/**
 * A birth date as stored, `YYYY-MM-DD`, from what a user typed: `DD/MM/YYYY` (the form, 000 §5) or
 * `YYYY-MM-DD`. It must be a real day (no 31 February), from 1900 to `today`.
 * @returns the ISO date, or null when it is none.
 */
export function birthDateOf(typed: string, today: Date = new Date()): string | null {
  const iso = birthToIso(typed.trim());
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return null;
  return iso;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `iso` was, in French, for a waiting queue: « à l’instant » under a minute (or for a
 * time slightly ahead of this clock), « il y a 12 min », « il y a 1 h 05 », « il y a 3 jours ».
 * `now` is the reference time (the current time by default).
 */
export function formatTimeAgo(iso: string | Date, now: Date = new Date()): string {
  const then = typeof iso === "string" ? Date.parse(iso) : iso.getTime();
  const elapsed = now.getTime() - then;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return "à l’instant";
  if (elapsed < HOUR_MS) return `il y a ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    const minutes = Math.floor((elapsed % HOUR_MS) / MINUTE_MS);
    return minutes === 0
      ? `il y a ${hours} h`
      : `il y a ${hours} h ${String(minutes).padStart(2, "0")}`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return `il y a ${days} jour${days > 1 ? "s" : ""}`;
}
