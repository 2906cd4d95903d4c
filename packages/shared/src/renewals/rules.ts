import { format, TEXTS } from "../common/texts.js";
import type { DocumentType } from "../documents/types.js";

/**
 * The document types a patient orders renewals of (issue 10 §3): drugs, medical equipment,
 * optics. The renewal process lists them and their feed cards offer « Renouveler » (issue 18 §4).
 */
export const RENEWABLE_TYPES: readonly DocumentType[] = ["PRESC_DRUG", "PRESC_MTL", "PRESC_OPT"];

/**
 * True when a renewal may be ordered on `document` now (issue 18 §4): a prescription
 * (`RENEWABLE_TYPES`) shared with someone (the server still answers 400 when none of them is a
 * pharmacy or an optician) whose status is not already a renewal's (RENEWING_STANDBY or
 * RENEWING_ACTIVE: an order runs, a second would be 409).
 */
export function isRenewablePrescription(document: {
  type: string;
  sharers: readonly string[];
  meta: { status: string };
}): boolean {
  return (
    (RENEWABLE_TYPES as readonly string[]).includes(document.type) &&
    document.sharers.length > 0 &&
    document.meta.status !== "RENEWING_STANDBY" &&
    document.meta.status !== "RENEWING_ACTIVE"
  );
}

/**
 * The intervals a patient picks in plain words (issue 18 §4), in days between two renewals:
 * « tous les mois » is 30 days and « tous les 3 mois » 90 (an order steps by whole days, 000 §3,
 * so a month is its usual length); any other interval is a number of days (7–92).
 */
export const RENEWAL_INTERVALS = { monthly: 30, quarterly: 90 } as const;

/**
 * The interval of `step` days in words (issue 18 §4): « tous les mois » (30), « tous les 3 mois »
 * (90), else « tous les {step} jours ».
 */
export function intervalWords(step: number): string {
  if (step === RENEWAL_INTERVALS.monthly) return TEXTS.renewals.intervals.monthly;
  if (step === RENEWAL_INTERVALS.quarterly) return TEXTS.renewals.intervals.quarterly;
  return format(TEXTS.renewals.intervals.days, { step });
}
