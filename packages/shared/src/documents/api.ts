import { z } from "zod";
import {
  ACCEPTED_MIMES,
  documentTypeSchema,
  normalizeDocumentType,
  type DocumentType,
} from "./types.js";
import { HPRIM_MIME } from "../labs/hprim.js";
import { DOCUMENT_STATUSES, isDocumentStatus, type DocumentStatus } from "./status.js";
import { birthDateOf } from "../common/dates.js";
import { saneInstantSchema } from "../common/sane-dates.js";
import { NIR_FORMAT_MESSAGE, normalizeNir } from "../accounts/identity.js";
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
  /**
   * To a sharing group the caller is a member of (issue 21 §2): the group's current members read
   * it, nobody else; it stays out of the main feed.
   */
  idgroup: idSchema.optional(),
});
export type UploadDocumentBody = z.input<typeof uploadDocumentSchema>;

/**
 * Body of `POST /api/manager/publish` (issue 21 §1): a group manager's document, published to
 * the member establishments of `pharmacies` (all its members when absent); `meta` is JSON text
 * (an object), `data` base64 as on upload.
 */
export const managerPublishSchema = z.object({
  name: uploadDocumentSchema.shape.name,
  type: documentTypeSchema,
  mime: z.enum(ACCEPTED_MIMES, TEXTS.documents.badFormat),
  data: uploadDocumentSchema.shape.data,
  meta: metaInputSchema.optional(),
  pharmacies: z.array(idSchema).min(1).max(500).optional(),
});
/** See `managerPublishSchema`. */
export type ManagerPublishBody = z.input<typeof managerPublishSchema>;

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

/**
 * Body of `POST /feed/messages` (000 §3 Message): 1 to 20 recipients (issue 9 §4); or, to a
 * sharing group (issue 21 §2), `idgroup` and no recipients: its current members read it.
 */
export const sendMessageSchema = z
  .object({
    content: z.string().trim().min(1, TEXTS.messages.empty).max(5000),
    recipients: z
      .array(z.string().min(1).max(64))
      .max(MESSAGE_RECIPIENT_LIMIT, TEXTS.compose.tooMany)
      .optional(),
    idgroup: idSchema.optional(),
    iddocument: idSchema.optional(),
    idparent: idSchema.optional(),
    notify: z.boolean().optional(),
    meta: metaInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const named = body.recipients?.length ?? 0;
    if (body.idgroup !== undefined && named > 0) {
      ctx.addIssue({ code: "custom", message: TEXTS.groups.groupMessageRecipients });
    } else if (body.idgroup === undefined && named === 0) {
      ctx.addIssue({ code: "custom", message: TEXTS.share.atLeastOne, path: ["recipients"] });
    }
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
 * The feed groups of 000 §4, accepted in `status` beside the statuses themselves: `processed`
 * (READY, CANCELED, DELIVERY, DELIVERED) and `renewals` (RENEWING_ACTIVE, RENEWING_STANDBY).
 */
export const FEED_STATUS_GROUPS = {
  processed: ["READY", "CANCELED", "DELIVERY", "DELIVERED"],
  renewals: ["RENEWING_ACTIVE", "RENEWING_STANDBY"],
} as const satisfies Record<string, readonly DocumentStatus[]>;

/**
 * A `status` comma list: statuses and feed groups (`FEED_STATUS_GROUPS`), each status once, in
 * order. Anything else is a 400 naming it.
 */
const statusList = csv.transform((values, ctx) => {
  const statuses: DocumentStatus[] = [];
  for (const value of values) {
    const group = Object.hasOwn(FEED_STATUS_GROUPS, value)
      ? FEED_STATUS_GROUPS[value as keyof typeof FEED_STATUS_GROUPS]
      : isDocumentStatus(value)
        ? [value]
        : null;
    if (!group) {
      ctx.addIssue({
        code: "custom",
        message: format(TEXTS.feedFilters.statusInvalid, { value: value.slice(0, 40) }),
      });
      return z.NEVER;
    }
    for (const status of group) if (!statuses.includes(status)) statuses.push(status);
  }
  return statuses;
});

/**
 * The feed's `type` list: each a document type in either reading of 000 §3 (MESSAGE included);
 * the first unknown one is a 400 naming it (« Type de document inconnu : FOO. »), as
 * `GET /ws/count/docs` answers, never an empty feed.
 */
const typeList = csv.transform((values, ctx) => {
  const types: DocumentType[] = [];
  for (const value of values) {
    const type = normalizeDocumentType(value);
    if (!type) {
      ctx.addIssue({
        code: "custom",
        message: format(TEXTS.dashboard.countTypeInvalid, { value: value.slice(0, 40) }),
      });
      return z.NEVER;
    }
    if (!types.includes(type)) types.push(type);
  }
  return types;
});

/** A yes / no filter: absent leaves it out; `true`/`1` and `false`/`0`; anything else is a 400. */
const yesNo = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], {
      message: format(TEXTS.feedFilters.flagInvalid, { name }),
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1"));

/** A name prefix compared in `searchKey` form; empty means no filter. */
const namePrefix = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((name) => (name ? searchKey(name) : undefined));

/**
 * Query of `GET /api/feed` and `GET /api/feed/directory/{id}` (000 §7): `limit` (default 10),
 * `order` (`desc` by default, `asc` for the pharmacy's queue: oldest first), `fromDate` (ISO:
 * items strictly older for `desc`, strictly newer for `asc`), `status` (comma list of statuses
 * and of the feed groups `processed`, `renewals` of 000 §4), `type` (comma list), `creator`,
 * `sharer`, `messages_only`, `nodata` (accepted: feed items never carry `data`, images carry
 * their `thumbnail`). The patient filters, on each document's patient (its creator; messages are
 * left out): `res_patient_name` (first or last name starts with it, case and accents ignored),
 * `res_patient_fname`, `res_patient_lname` (the first, the last name starts with it),
 * `res_patient_birth` (`JJ/MM/AAAA` or `YYYY-MM-DD`), `res_nir` (13 or 15 characters, spaces
 * ignored; its first 13 compared), `res_has_email` (true / false), `res_dossier` (the patient's
 * id: her folder). `members_only` (our addition, issue 21 §1: a group manager's « Groupe »,
 * 000 §2 MANAGER_GROUP): only the documents shared with the establishments the caller manages,
 * not those it created itself, no messages; ignored by a folder's feed. Unknown values answer
 * 400 (docs/DECISIONS.md "Documents").
 */
export const feedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  fromDate: saneInstantSchema("fromDate").optional(),
  status: statusList,
  type: typeList,
  creator: idSchema.optional(),
  sharer: idSchema.optional(),
  messages_only: booleanFlag,
  members_only: booleanFlag,
  nodata: booleanFlag,
  order: z.enum(FEED_ORDERS, { message: TEXTS.documents.orderInvalid }).default("desc"),
  res_patient_name: namePrefix,
  res_patient_fname: namePrefix,
  res_patient_lname: namePrefix,
  res_patient_birth: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((typed, ctx) => {
      if (!typed) return undefined;
      const iso = birthDateOf(typed);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: TEXTS.feedFilters.birthInvalid });
        return z.NEVER;
      }
      return iso;
    }),
  res_nir: z
    .string()
    .max(30)
    .optional()
    .transform((typed, ctx) => {
      const nir = typed ? normalizeNir(typed) : "";
      if (!nir) return undefined;
      if (!/^[1-8]\d{4}(\d{2}|2[AB])\d{6}(\d{2})?$/.test(nir)) {
        ctx.addIssue({ code: "custom", message: NIR_FORMAT_MESSAGE });
        return z.NEVER;
      }
      return nir.slice(0, 13);
    }),
  res_has_email: yesNo("res_has_email"),
  res_dossier: idSchema.optional(),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;
/** What a client sends as the feed's query (comma lists as text). */
export type FeedQueryInput = z.input<typeof feedQuerySchema>;
