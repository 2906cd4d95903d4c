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

/**
 * Turns a birth date typed `DD/MM/YYYY` into `YYYY-MM-DD` (000 §5); other inputs are returned unchanged.
 */
export function birthToIso(typed: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed;
}
