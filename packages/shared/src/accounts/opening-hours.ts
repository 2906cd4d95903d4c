import { PARIS_TZ } from "../common/dates.js";
import { openingHoursSchema, type OpeningHours } from "./users.js";

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
