import { z } from "zod";
import { TEXTS } from "../common/texts.js";
import { isIsoDay } from "./dates.js";
import { isSaneDay, saneDateMessage } from "../common/sane-dates.js";

/** 000 §3 "Renewal order" and issue 10 §3: bounds of an order. */
export const RENEWAL_LIMITS = { minCount: 1, maxCount: 12, minStep: 7, maxStep: 92 } as const;

/** Renewal statuses (000 §4 "Renewal status"). */
export const RENEWAL_ORDER_STATUSES = [
  "SUBMITTED",
  "CONFIRMED",
  "REJECTED",
  "FINISHED",
  "CANCELLED",
] as const;
/** See `RENEWAL_ORDER_STATUSES`. */
export type RenewalOrderStatus = (typeof RENEWAL_ORDER_STATUSES)[number];

/** Renewal kinds (000 §3): drugs at a pharmacy, lenses at an optician. */
export const RENEWAL_KINDS = ["MEDIC", "LENS"] as const;
/** See `RENEWAL_KINDS`. */
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

/** Statuses of an order still running: one per document at most. */
export const OPEN_RENEWAL_ORDER_STATUSES: readonly RenewalOrderStatus[] = [
  "SUBMITTED",
  "CONFIRMED",
];

/** 000 §4 "Renewal status" colours (Mantine colour names); no status: black. */
export const RENEWAL_ORDER_STATUS_COLORS: Record<RenewalOrderStatus, string> = {
  SUBMITTED: "orange",
  CONFIRMED: "green",
  REJECTED: "red",
  FINISHED: "gray",
  CANCELLED: "red",
};

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

/**
 * Body of `POST /api/documents/{id}/order` (issue 10 §3): `dtstart` the first renewal's day
 * (YYYY-MM-DD, Paris), `renewal` how many (1–12), `step` days between two (7–92), `kind` MEDIC or
 * LENS (default: LENS for an optical prescription, else MEDIC).
 */
export const placeOrderSchema = z.object({
  dtstart: z
    .string({ error: TEXTS.renewals.dtstartInvalid })
    .refine(isIsoDay, { message: TEXTS.renewals.dtstartInvalid, abort: true })
    .refine(isSaneDay, { message: saneDateMessage("dtstart") }),
  renewal: wholeNumber(
    TEXTS.renewals.renewalRange,
    RENEWAL_LIMITS.minCount,
    RENEWAL_LIMITS.maxCount,
  ),
  step: wholeNumber(TEXTS.renewals.stepRange, RENEWAL_LIMITS.minStep, RENEWAL_LIMITS.maxStep),
  kind: z.enum(RENEWAL_KINDS, { error: TEXTS.renewals.kindInvalid }).optional(),
});
/** What a client sends to place an order. */
export type PlaceOrderBody = z.input<typeof placeOrderSchema>;

/** Body of `POST /api/documents/{id}/order/reject`: the reason the patient reads. */
export const rejectOrderSchema = z.object({
  reason: z
    .string({ error: TEXTS.renewals.reasonRequired })
    .trim()
    .min(1, TEXTS.renewals.reasonRequired)
    .max(500),
});

/** Query of `GET /api/orders`: `status` one status or several, comma-separated. */
export const ordersQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const list = text.split(",").map((s) => s.trim());
      if (!list.every((s) => (RENEWAL_ORDER_STATUSES as readonly string[]).includes(s))) {
        ctx.addIssue({ code: "custom", message: TEXTS.renewals.statusInvalid });
        return z.NEVER;
      }
      return list as RenewalOrderStatus[];
    }),
});
