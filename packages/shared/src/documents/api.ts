import { z } from "zod";
import { ACCEPTED_MIMES, documentTypeSchema } from "./types.js";
import { HPRIM_MIME } from "../labs/hprim.js";
import { DOCUMENT_STATUSES } from "./status.js";
import { isSaneTimestamp, SANE_YEARS } from "../common/dates.js";
import { searchKey } from "../common/search.js";
import { idSchema } from "../common/endpoint.js";
import { MAX_AMOUNT_CENTS, parseEurosToCents } from "../common/money.js";
import { format, TEXTS } from "../common/texts.js";
import { parseMetaText } from "../common/meta.js";
import { MESSAGE_RECIPIENT_LIMIT } from "../conversations/api.js";

/** Share limit per call (000 §9). */
export const SHARE_LIMIT = 5;
/** Default feed page size (000 §9). */
export const FEED_PAGE_SIZE = 10;
/** Largest feed page a client may ask for. */
export const FEED_MAX_PAGE_SIZE = 100;

const metaObject = z.record(z.string(), z.unknown());
/** `meta` arrives as an object or as JSON text; both are read as an object. */
export const metaInputSchema = z.union([
  metaObject,
  z.string().transform((text, ctx) => {
    const meta = parseMetaText(text);
    if (meta) return meta;
    ctx.addIssue({ code: "custom", message: TEXTS.profile.metaInvalid });
    return z.NEVER;
  }),
]);

/**
 * Body of `POST /feed/documents` (docs/DECISIONS.md "Documents"): `data` is the file in base64, at most
 * 153600 bytes once decoded (413 above), of a mime among JPEG, PNG, GIF, PDF (400 otherwise).
 */
export const uploadDocumentSchema = z.object({
  name: z.string().trim().min(1, TEXTS.documents.nameRequired).max(200),
  type: documentTypeSchema,
  mime: z
    .string()
    .refine(
      (m) => (ACCEPTED_MIMES as readonly string[]).includes(m) || m === HPRIM_MIME,
      TEXTS.documents.badFormat,
    ),
  data: z.string().min(1, TEXTS.documents.badFormat),
  iddirectory: idSchema.optional(),
  meta: metaInputSchema.optional(),
  /**
   * On behalf of a family member the caller manages (000 §4 step 4, issue 8 §6): the document is
   * theirs. Absent: the caller's own.
   */
  idowner: idSchema.optional(),
});
export type UploadDocumentBody = z.input<typeof uploadDocumentSchema>;

/** Body of `PUT /feed/documents/{id}/share`: 1 to 5 recipients (000 §5 Picker). */
export const shareDocumentSchema = z.object({
  sharers: z
    .array(z.string().min(1).max(64))
    .min(1, TEXTS.share.atLeastOne)
    .max(SHARE_LIMIT, TEXTS.share.tooMany),
});

/** Body of `PUT /feed/{documents|messages}/{id}/meta`. */
export const metaUpdateSchema = z.object({ meta: metaInputSchema });

/**
 * Body of `POST /api/documents/{id}/status` (000 §4, docs/DECISIONS.md "Status change"). `amount` is in
 * euros as typed ("12,50" or 12.5) and becomes cents; `silent` lets a pharmacist set PROCESSING
 * without a first name, to correct a mistake, without messaging the patient.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(DOCUMENT_STATUSES),
    firstName: z.string().trim().max(60).optional(),
    amount: z
      .union([z.number(), z.string()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === "") return undefined;
        const cents = parseEurosToCents(value);
        // something to pay, and a sane amount: never 0 €, never "∞ €"
        if (cents === null || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
          ctx.addIssue({ code: "custom", message: TEXTS.documents.amountRequired });
          return z.NEVER;
        }
        return cents;
      }),
    silent: z.boolean().optional(),
  })
  // 000 §4 offers "not notifying" only to correct a PROCESSING set by mistake: READY, UNREADABLE,
  // AWAITING_PAYMENT… always tell the patient
  .refine((change) => !change.silent || change.status === "PROCESSING", {
    message: TEXTS.documents.silentOnlyProcessing,
    path: ["silent"],
  });
export type StatusChangeBody = z.input<typeof statusChangeSchema>;

/** Body of `POST /feed/messages` (000 §3 Message): 1 to 20 recipients (issue 9 §4). */
export const sendMessageSchema = z.object({
  content: z.string().trim().min(1, TEXTS.messages.empty).max(5000),
  recipients: z
    .array(z.string().min(1).max(64))
    .min(1, TEXTS.share.atLeastOne)
    .max(MESSAGE_RECIPIENT_LIMIT, TEXTS.compose.tooMany),
  iddocument: idSchema.optional(),
  idparent: idSchema.optional(),
  notify: z.boolean().optional(),
  meta: metaInputSchema.optional(),
});

/** What a client sends to `POST /feed/messages`. */
export type SendMessageBody = z.input<typeof sendMessageSchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "on", ""])])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1" || v === "on");
const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** The feed's orders: `desc` newest `lastUpdate` first (the default), `asc` oldest first. */
export const FEED_ORDERS = ["desc", "asc"] as const;
/** See `FEED_ORDERS`. */
export type FeedOrder = (typeof FEED_ORDERS)[number];

/**
 * Query of `GET /api/feed` (000 §7): `limit` (default 10), `order` (`desc` by default, `asc` for
 * the pharmacy's queue: oldest first), `fromDate` (ISO: items strictly older for `desc`, strictly
 * newer for `asc`), `status` and `type` (comma lists), `creator`, `sharer`, `messages_only`,
 * `nodata`, and `res_patient_name` (documents whose patient's first or last name starts with it,
 * case and accents ignored; docs/DECISIONS.md "Documents").
 */
export const feedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  fromDate: z.iso
    .datetime({ offset: true })
    .refine(isSaneTimestamp, {
      message: format(TEXTS.validation.dateRange, {
        subject: format(TEXTS.validation.field, { field: "fromDate" }),
        min: SANE_YEARS.min,
        max: SANE_YEARS.max,
      }),
    })
    .optional(),
  status: csv,
  type: csv,
  creator: idSchema.optional(),
  sharer: idSchema.optional(),
  messages_only: booleanFlag,
  nodata: booleanFlag,
  order: z.enum(FEED_ORDERS, { message: TEXTS.documents.orderInvalid }).default("desc"),
  res_patient_name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((name) => (name ? searchKey(name) : undefined)),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;
/** What a client sends as the feed's query (comma lists as text). */
export type FeedQueryInput = z.input<typeof feedQuerySchema>;
