import { z } from "zod";
import { isSaneTimestamp, SANE_YEARS } from "./dates.js";
import { format, TEXTS } from "./texts.js";

/**
 * THE check of a date a contract takes for the present or the future (discounts, renewals,
 * feed pages' `fromDate`; issue 17 §6): between `SANE_YEARS` (2000 to 2100). Birth dates keep
 * their own rule (`birthDateOf`: 1900 to today).
 */

/** « Le champ « X » doit être une date entre 2000 et 2100. » for the field `field`. */
export function saneDateMessage(field: string): string {
  return format(TEXTS.validation.dateRange, {
    subject: format(TEXTS.validation.field, { field }),
    min: SANE_YEARS.min,
    max: SANE_YEARS.max,
  });
}

/** True for a day `YYYY-MM-DD` between `SANE_YEARS` (its format is checked elsewhere). */
export function isSaneDay(day: string): boolean {
  return isSaneTimestamp(`${day}T12:00:00Z`);
}

/** An ISO 8601 instant with its offset, between `SANE_YEARS`; 400 naming `field` otherwise. */
export function saneInstantSchema(field: string) {
  return z.iso
    .datetime({ offset: true })
    .refine(isSaneTimestamp, { message: saneDateMessage(field) });
}
