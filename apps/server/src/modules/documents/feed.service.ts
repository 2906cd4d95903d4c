import {
  normalizeDocumentType,
  type CountDocsQuery,
  type DocumentCount,
  type FeedItem,
  type FeedQuery,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { countRepository } from "./count.repository.js";
import { feedRepository } from "./feed.repository.js";
import { toDocumentDto, toMessageDto, toUserSummary } from "./documents.serialize.js";

/** Which kinds of items a feed query asks for, and the document filters. */
interface FeedPlan {
  documents: boolean;
  messages: boolean;
  types?: string[];
}

/**
 * Reads the filters of 000 §7: `messages_only` keeps messages; a `type` list keeps its document
 * types, and messages only when it names MESSAGE; `status`, `sharer` and `res_patient_name` are
 * document fields, so they leave messages out. Unknown types are ignored (a list of only unknown types finds nothing).
 */
function planOf(query: FeedQuery): FeedPlan {
  const named = query.type.length > 0;
  const types = query.type
    .filter((t) => t !== "MESSAGE")
    .map(normalizeDocumentType)
    .filter((t): t is NonNullable<typeof t> => t !== null);
  const wantsMessages = !named || query.type.includes("MESSAGE");
  return {
    documents: !query.messages_only && (!named || types.length > 0),
    // a status, a sharer or a patient's name are document fields: they leave messages out
    messages:
      wantsMessages && query.status.length === 0 && !query.sharer && !query.res_patient_name,
    ...(named ? { types } : {}),
  };
}

/**
 * `GET /api/feed` (000 §7, docs/DECISIONS.md "Documents"): the documents the actor can read — created by
 * them or shared with them, and those of the users they manage — and the messages they sent or
 * received, newest `lastUpdate` first (oldest first with `order=asc`), at most `limit`,
 * strictly beyond `fromDate` in that order when given. Each document carries the caller's
 * `unreadMessages` about it and `receivedBy` (which of the caller's users it was shared with). Profile pictures and publication slots are left out; no item
 * carries file data. `creator` filters documents by creator and messages by sender.
 */
export async function readFeed(
  ctx: AppContext,
  actor: Actor,
  query: FeedQuery,
): Promise<FeedItem[]> {
  const plan = planOf(query);
  const rows = await feedRepository.page(ctx.db, {
    owners: [...actor.actsFor],
    limit: query.limit,
    order: query.order,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
    documents: plan.documents && {
      statuses: query.status.length > 0 ? query.status : undefined,
      types: plan.types,
      creator: query.creator,
      sharer: query.sharer,
      patientName: query.res_patient_name,
    },
    messages: plan.messages && { sender: query.creator },
  });
  return rows.map((row): FeedItem => {
    if (row.document) {
      return {
        ...toDocumentDto(row.document, {
          sharers: row.document.sharers,
          creator: toUserSummary(row.person),
        }),
        unreadMessages: row.document.unreadMessages,
        receivedBy: toUserSummary(row.receivedBy),
      };
    }
    if (!row.message) throw new Error("feed row without document or message");
    return toMessageDto(row.message, {
      recipients: row.message.recipients,
      senderInfo: toUserSummary(row.person),
    });
  });
}

/**
 * `GET /ws/count/docs` (000 §7): the documents the actor (or a user they manage) created or had
 * shared with them, counted by status, for the dashboard tabs; `type` and `status` narrow the
 * count (the schema has already refused unknown values with a 400).
 */
export async function countReceived(
  ctx: AppContext,
  actor: Actor,
  query: CountDocsQuery,
): Promise<{ count: DocumentCount[] }> {
  const count = await countRepository.byStatus(ctx.db, [...actor.actsFor], {
    types: query.type,
    statuses: query.status,
  });
  return { count };
}
