import { z } from "zod";
import { saneInstantSchema } from "../common/sane-dates.js";
import type { DocumentType } from "../documents/types.js";
import type { UserType } from "../accounts/users.js";

/** At most this many recipients for one `POST /feed/messages` (issue 9 §4). */
export const MESSAGE_RECIPIENT_LIMIT = 20;
/** Default page size of a conversation and of a public page (the feed's, 000 §9). */
export const CONVERSATION_PAGE_SIZE = 20;
/** Largest page a client may ask for. */
export const CONVERSATION_MAX_PAGE_SIZE = 100;

/** Document types an establishment publishes for the public (000 §3, §4 PUBLISHED). */
export const PUBLISHABLE_TYPES: readonly DocumentType[] = ["PUBLICATION", "DOC_PUBLIC", "AFFICHE"];
/** The user types that publish (issue 9 §4): pharmacies and laboratories, never a patient. */
export const PUBLISHER_TYPES: readonly UserType[] = ["pharmacy", "labo"];

/** True when a document of `type` created by a user of `creatorType` may be PUBLISHED. */
export function isPublishable(type: string, creatorType: string | undefined): boolean {
  return (
    (PUBLISHABLE_TYPES as readonly string[]).includes(type) &&
    (PUBLISHER_TYPES as readonly string[]).includes(creatorType ?? "")
  );
}

/**
 * Query of `GET /api/{id}/feed` and `GET /api/{id}/public`: `limit` (default 20, at most 100)
 * and `fromDate` (ISO: only items whose `lastUpdate` is strictly older, the feed's keyset).
 */
export const conversationQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_MAX_PAGE_SIZE)
    .default(CONVERSATION_PAGE_SIZE),
  fromDate: saneInstantSchema("fromDate").optional(),
});
/** A parsed conversation or public-page query. */
export type ConversationQuery = z.output<typeof conversationQuerySchema>;
/** What a client sends as a conversation's query. */
export type ConversationQueryInput = z.input<typeof conversationQuerySchema>;
