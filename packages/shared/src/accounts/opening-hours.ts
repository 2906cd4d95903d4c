import { PARIS_TZ } from "../common/dates.js";
import { format } from "../common/common-texts.js";
import { ACCOUNTS_TEXTS } from "./texts.js";
import { openingHoursSchema, WEEK_DAYS, type OpeningHours } from "./users.js";

/** A week day as `OpeningHours` counts it: 0 = Monday … 6 = Sunday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const weekdayInParis = new Intl.DateTimeFormat("en-GB", { timeZone: PARIS_TZ, weekday: "short" });
const WEEKDAY_INDEX: Record<string, WeekDay> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/** The day of the week of `at` in Paris (0 = Monday … 6 = Sunday), whatever the device's zone. */
export function parisWeekDay(at: Date): WeekDay {
  return WEEKDAY_INDEX[weekdayInParis.format(at)] ?? 0;
}

/**
 * Reads `openingHours` as the wire sends it (JSON text, 000 §3) or as stored (a list).
 * @returns the slots, or an empty list when the value is missing or not valid hours.
 */
export function parseOpeningHours(value: unknown): OpeningHours {
  let data = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const parsed = openingHoursSchema.safeParse(data);
  return parsed.success ? parsed.data : [];
}

/**
 * The slots of the day `at` falls on in Paris (Europe/Paris, so a phone abroad still reads the
 * pharmacy's day), earliest first. Empty: closed that day.
 */
export function todaysHours(hours: OpeningHours, at: Date = new Date()): OpeningHours {
  const day = parisWeekDay(at);
  return hours.filter((slot) => slot.day === day).sort((a, b) => a.open.localeCompare(b.open));
}

/** "09:00" → "9 h", "12:30" → "12 h 30", with non-breaking spaces as French typography wants. */
export function frenchTime(hhmm: string): string {
  const [hours = "0", minutes = "00"] = hhmm.split(":");
  const h = String(Number(hours));
  return minutes === "00" ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minutes}`;
}

/**
 * Today's opening hours as a patient reads them: "Ouvert aujourd’hui de 9 h à 12 h 30 et de
 * 14 h à 19 h 30", or "Fermé aujourd’hui" (Paris day of `at`).
 */
export function todaysHoursText(hours: OpeningHours, at: Date = new Date()): string {
  const slots = todaysHours(hours, at);
  if (slots.length === 0) return "Fermé aujourd’hui";
  const ranges = slots.map((slot) => `de ${frenchTime(slot.open)} à ${frenchTime(slot.close)}`);
  return `Ouvert aujourd’hui ${ranges.join(" et ")}`;
}

const clockInParis = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_TZ,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "HH:MM" → minutes since midnight. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Paris wall-clock time of `at`, in minutes since midnight (0…1439). */
function parisMinutes(at: Date): number {
  const parts = clockInParis.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/**
 * Whether an establishment is open at `now` (issue 18 §1): `open` until `until` ("HH:MM", Paris
 * time); `closed` until its next opening, `inDays` days from today in Paris (0 = later today, 1 =
 * tomorrow…, at most 7) on week day `day` at `at` ("HH:MM"); `unknown` when no hours are known.
 */
export type OpeningStatus =
  | { kind: "open"; until: string }
  | { kind: "closed"; inDays: number; day: WeekDay; at: string }
  | { kind: "unknown" };

/**
 * Where `now` falls in the week's `hours`, read on the Paris clock whatever the device's zone.
 * A slot covers [open, close): at the closing minute it is closed. Back-to-back slots (12:00 →
 * 12:00) count as one opening.
 */
export function openingStatus(hours: OpeningHours, now: Date = new Date()): OpeningStatus {
  if (hours.length === 0) return { kind: "unknown" };
  const today = parisWeekDay(now);
  const minutes = parisMinutes(now);
  const slotsOn = (day: number) =>
    hours.filter((slot) => slot.day === day).sort((a, b) => a.open.localeCompare(b.open));
  const todays = slotsOn(today);
  const current = todays.find(
    (slot) => minutesOf(slot.open) <= minutes && minutes < minutesOf(slot.close),
  );
  if (current) {
    let until = current.close;
    for (const slot of todays) if (slot.open === until && slot.close > until) until = slot.close;
    return { kind: "open", until };
  }
  const later = todays.find((slot) => minutesOf(slot.open) > minutes);
  if (later) return { kind: "closed", inDays: 0, day: today, at: later.open };
  for (let inDays = 1; inDays <= 7; inDays++) {
    const day = ((today + inDays) % 7) as WeekDay;
    const first = slotsOn(day)[0];
    if (first) return { kind: "closed", inDays, day, at: first.open };
  }
  return { kind: "unknown" };
}

/**
 * `openingStatus` as a patient reads it: « Ouverte jusqu’à 19 h 30 », « Fermée — ouvre à 14 h »
 * (later today), « Fermée — ouvre demain à 8 h 30 », « Fermée — ouvre lundi à 9 h ».
 * @returns the sentence, or null when no hours are known (then say nothing about hours).
 */
export function openingStatusText(hours: OpeningHours, now: Date = new Date()): string | null {
  const status = openingStatus(hours, now);
  const texts = ACCOUNTS_TEXTS.openingNow;
  switch (status.kind) {
    case "unknown":
      return null;
    case "open":
      return format(texts.openUntil, { time: frenchTime(status.until) });
    case "closed": {
      const time = frenchTime(status.at);
      if (status.inDays === 0) return format(texts.opensToday, { time });
      if (status.inDays === 1) return format(texts.opensTomorrow, { time });
      return format(texts.opensOn, { day: WEEK_DAYS[status.day].toLowerCase(), time });
    }
  }
}
