import { z } from "zod";
import { DOCUMENT_STATUSES } from "../documents/status.js";
import { userSummarySchema } from "../documents/dto.js";
import { RENEWAL_KINDS, RENEWAL_ORDER_STATUSES } from "./schemas.js";

/**
 * A renewal order on the wire (000 §3 "Renewal order", issue 10 §3). Days are `YYYY-MM-DD` in
 * Europe/Paris; instants ISO 8601.
 */
export const renewalOrderSchema = z.object({
  id: z.string(),
  iddocument: z.string(),
  /** The document's name and current status (RENEWING_STANDBY, RENEWING_ACTIVE, READY…). */
  documentName: z.string(),
  documentStatus: z.enum(DOCUMENT_STATUSES),
  kind: z.enum(RENEWAL_KINDS),
  status: z.enum(RENEWAL_ORDER_STATUSES),
  dtstart: z.string(),
  renewal: z.number().int(),
  /** Days between two renewals. */
  step: z.number().int(),
  /** Every renewal day: `dtstart + k × step`, k = 0 … renewal − 1. */
  nextDates: z.array(z.string()),
  /** The first of `nextDates` on or after today in Paris, or null. */
  firstAfter: z.string().nullable(),
  /** How many renewal days the job queue has reached. */
  fired: z.number().int(),
  /** The last renewal day reached (what the pharmacy prepares), or null. */
  lastFired: z.string().nullable(),
  /** A reached renewal the pharmacy has not yet set READY (the document is RENEWING_ACTIVE). */
  toPrepare: z.boolean(),
  /** The pharmacy's refusal reason (REJECTED), or null. */
  reason: z.string().nullable(),
  /** When the pharmacy read it (`…/order/read`), or null: unread. */
  readAt: z.string().nullable(),
  patient: userSummarySchema,
  pharmacy: userSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** See `renewalOrderSchema`. */
export type RenewalOrderDto = z.infer<typeof renewalOrderSchema>;
