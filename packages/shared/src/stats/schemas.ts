import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { format, TEXTS } from "../common/texts.js";
import { isIsoDay } from "../renewals/dates.js";
import { STATS_MAX_DAYS, daysBetween } from "./rules.js";

const texts = TEXTS.stats;
const day = z.string().refine(isIsoDay, texts.dayInvalid);

/**
 * Query of `GET /api/stats` (issue 21 §4): `from` and `to` (`YYYY-MM-DD`, Paris days, both
 * included; by default the last 30 days), `pharmacy` (one of a manager's members; a pharmacy's
 * own id or nothing). At most `STATS_MAX_DAYS` days, `to` not before `from`.
 */
export const statsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    pharmacy: idSchema.optional(),
  })
  .superRefine((query, ctx) => {
    // a malformed day has its own message (zod still runs this refinement after it)
    if (!query.from || !query.to || !isIsoDay(query.from) || !isIsoDay(query.to)) return;
    if (query.to < query.from) ctx.addIssue({ code: "custom", message: texts.toBeforeFrom });
    else if (daysBetween(query.from, query.to).length > STATS_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        message: format(texts.rangeTooLong, { max: STATS_MAX_DAYS }),
      });
    }
  });
/** See `statsQuerySchema`. */
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/**
 * One Paris day of a pharmacy's (or a group's pharmacies') activity: prescriptions received
 * (shared with it that day) and processed (first moved to a `PROCESSED_STATUSES` status —
 * 000 §4's processed group, as issue 21 §4 lists it — that day), renewal orders placed with it, marketplace orders placed with it (not canceled), and
 * their revenue in cents (orders paid or collected: PAYED, READY, DELIVRED, RESERVATION_ONLY).
 */
export const statsDaySchema = z.object({
  date: z.string(),
  received: z.number().int(),
  processed: z.number().int(),
  renewals: z.number().int(),
  orders: z.number().int(),
  revenue: z.number().int(),
});
/** See `statsDaySchema`. */
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * `GET /api/stats` (issue 21 §4): the period, the pharmacies counted, one row per Paris day (every
 * day of the period, zeros included), the processing time of the prescriptions processed in the
 * period (minutes from received to processed: median and 90th percentile, null when none), the
 * surveys the pharmacies answered in the period, and the period's totals.
 */
export const statsSchema = z.object({
  from: z.string(),
  to: z.string(),
  pharmacies: z.array(idSchema),
  days: z.array(statsDaySchema),
  processing: z.object({
    count: z.number().int(),
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
  }),
  surveysAnswered: z.number().int(),
  totals: statsDaySchema.omit({ date: true }),
});
/** See `statsSchema`. */
export type Stats = z.infer<typeof statsSchema>;
