import { z } from "zod";
import { DOCUMENT_STATUSES } from "./status.js";
import { DOCUMENT_TYPES } from "./types.js";
import type { SubmissionDto } from "../operations/schemas.js";
import type { InvitationDto } from "../membership/schemas.js";

/** The order fields of a document, all integer cents (000 §4, 001 §3). */
export const orderTotalsSchema = z.object({
  reductionPara: z.number().int(),
  totalMedi: z.number().int(),
  totalPara: z.number().int(),
  totalDelivery: z.number().int(),
  totalWithoutDelivery: z.number().int(),
  totalFinal: z.number().int(),
});
/** See `orderTotalsSchema`. */
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** A small view of a user attached to feed items, so lists need no extra call. */
export const userSummarySchema = z.object({ id: z.string(), type: z.string(), name: z.string() });
/** See `userSummarySchema`. */
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * Document meta: a free object, with `status` always set (NEW at creation, 000 §4). `order` holds
 * the order fields in cents, each present once a pharmacy has set it (the delivery cost can come
 * before the amount), and `status` PAYED once the patient paid the pharmacy's payment request by
 * card (issue 20 §2; the document keeps its own status).
 */
export const documentMetaSchema = z.looseObject({
  status: z.enum(DOCUMENT_STATUSES),
  order: orderTotalsSchema
    .partial()
    .extend({ status: z.literal("PAYED").optional() })
    .optional(),
});
/** See `documentMetaSchema`. */
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

const isoDate = z.string();

/** The longest side of a document's thumbnail, in pixels (JPEG, quality 60). */
export const THUMBNAIL_SIDE = 160;

/** A document on the wire (000 §3). `data` (base64) only on `GET /api/documents/{id}`. */
export const documentDtoSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int(),
  isPDF: z.boolean(),
  meta: documentMetaSchema,
  notify: z.boolean(),
  date: isoDate,
  lastUpdate: isoDate,
  idcreator: z.string(),
  idsharer: z.string().nullable(),
  iddirectory: z.string().nullable(),
  sharers: z.array(z.string()),
  creator: userSummarySchema.nullable(),
  data: z.string().optional(),
  /**
   * A small JPEG of an image document, base64 (at most `THUMBNAIL_SIDE` pixels a side, a few
   * kilobytes), for lists; null for a PDF or an image it could not be made of. The full bytes are
   * `data` of `GET /api/documents/{id}`.
   */
  thumbnail: z.string().nullable().optional(),
  /**
   * Feed items only: how many messages about the document the caller (or a user they act for)
   * received and has not read yet (`POST /api/documents/{id}/messages/read` reads them).
   */
  unreadMessages: z.number().int().optional(),
  /**
   * Feed items only: the first of the caller's users the document is shared with (a group
   * manager's feed names which pharmacy received it); null when none (the caller's own upload).
   */
  receivedBy: userSummarySchema.nullable().optional(),
  /** The sharing group it was posted to (issue 21 §2); absent for any other document. */
  idgroup: z.string().optional(),
});
/** See `documentDtoSchema`. */
export type DocumentDto = z.infer<typeof documentDtoSchema>;

/** A message on the wire; in the feed its `type` is MESSAGE (docs/DECISIONS.md "Documents"). */
export const messageDtoSchema = z.object({
  id: z.string(),
  type: z.literal("MESSAGE"),
  content: z.string(),
  sender: z.string(),
  senderInfo: userSummarySchema.nullable(),
  recipients: z.array(z.string()),
  iddocument: z.string().nullable(),
  idparent: z.string().nullable(),
  notify: z.boolean(),
  meta: z.record(z.string(), z.unknown()),
  date: isoDate,
  lastUpdate: isoDate,
  /** The sharing group it was sent to (issue 21 §2), instead of recipients; absent otherwise. */
  idgroup: z.string().optional(),
});
/** See `messageDtoSchema`. */
export type MessageDto = z.infer<typeof messageDtoSchema>;

/** One item of `GET /api/feed`, newest `lastUpdate` first. */
export const feedItemSchema = z.union([messageDtoSchema, documentDtoSchema]);
/** See `feedItemSchema`. */
export type FeedItem = DocumentDto | MessageDto;

/** Answer of `POST /api/documents/{id}/status`. */
export const statusChangeResultSchema = z.object({
  document: documentDtoSchema,
  message: messageDtoSchema.nullable(),
});
/** See `statusChangeResultSchema`. */
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

/** The number `nb` of documents received in status `id` (000 §7 `count[]` of `{id, nb}`). */
export const documentCountSchema = z.object({ id: z.string(), nb: z.number().int() });
/** See `documentCountSchema`. */
export type DocumentCount = z.infer<typeof documentCountSchema>;

/**
 * Answer of `GET /ws/count/docs`: `count` of 000 §7, and `unreadMessages` (our addition, issue 18
 * §3), the messages about those documents received and not read yet, for the « Messages » tab.
 */
export const documentCountAnswerSchema = z.object({
  count: z.array(documentCountSchema),
  unreadMessages: z.number().int().min(0).optional(),
});
/** See `documentCountAnswerSchema`. */
export type DocumentCountAnswer = z.infer<typeof documentCountAnswerSchema>;

/** Socket events of namespace `/` (docs/DECISIONS.md "Realtime"). */
export interface ServerToClientEvents {
  newDoc: (payload: { id: string; document?: DocumentDto }) => void;
  /**
   * A document the user could read was deleted, or left her reach: a sharing group deleted, or
   * she was removed from it or left it (issue 21 §2); her pages drop it.
   */
  deleteDoc: (payload: { id: string }) => void;
  newMsg: (payload: MessageDto) => void;
  /**
   * A document's status or meta changed (our addition to 001 §7's events): sent to everyone who
   * can read it, so a status changed without a message (DELIVERED, a silent PROCESSING) shows
   * live too.
   */
  updateDoc: (payload: { id: string; document: DocumentDto }) => void;
  /**
   * A message's meta changed (our addition, like `updateDoc`): sent to everyone who can read the
   * message, so a payment marked as paid shows on every screen without a toast.
   */
  updateMsg: (payload: { id: string; message: MessageDto }) => void;
  /**
   * A marketing operation's submission was proposed, or its status changed (our addition, issue
   * 21 §4): sent to its receiver when proposed, to its manager and its receiver on a status change.
   */
  submission: (payload: { id: string; submission: SubmissionDto }) => void;
  /**
   * A groupement invited the establishment (our addition, issue 21 §1): sent to the invitee, so
   * its account page shows the invitation without reloading.
   */
  newInvitation: (payload: { id: string; invitation: InvitationDto }) => void;
  /**
   * A sharing group was created, its members changed, a member left, or it was deleted (our
   * addition, issue 21 §2): sent to its members before and after, with its id only, so lists and
   * an open feed follow (a removed member's page says « Groupe introuvable. »).
   */
  groupChanged: (payload: { id: string }) => void;
}

/**
 * True when the patient paid the document's payment request by card (issue 20 §2): the server
 * sets `meta.order.status` PAYED (`markPaymentRequestPaid`), shown « Payé » in the pharmacist's
 * queue.
 */
export function isDocumentPaid(document: Pick<DocumentDto, "meta">): boolean {
  return document.meta.order?.status === "PAYED";
}

/**
 * A pharmacy's payment request as a message carries it (000 §3 Message meta, issue 20 §2): the
 * price in cents, and whether it is still to pay or was paid; null for any other message.
 */
export function paymentRequestOf(
  message: Pick<MessageDto, "meta">,
): { price: number; needToPay: boolean; paid: boolean } | null {
  const { price, needToPay, paid } = message.meta;
  if (typeof price !== "number" || typeof needToPay !== "boolean") return null;
  return { price, needToPay, paid: paid === true };
}
