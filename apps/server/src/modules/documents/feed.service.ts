import { normalizeDocumentType, type FeedItem, type FeedQuery } from "@reseau/shared";
import type { UserRow } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { documentsRepository as repo } from "./documents.repository.js";
import { toDocumentDto, toUserSummary } from "./documents.serialize.js";
import { feedOwners, messageToDto } from "./messages.service.js";

/** Which kinds of items a feed query asks for, and the document filters. */
interface FeedPlan {
  documents: boolean;
  messages: boolean;
  types?: string[];
}

/**
 * Reads the filters of 000 §7: `messages_only` keeps messages; a `type` list keeps its document
 * types, and messages only when it names MESSAGE; `status` and `sharer` are document fields, so
 * they leave messages out. Unknown types are ignored (a list of only unknown types finds nothing).
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
    messages: wantsMessages && query.status.length === 0 && !query.sharer,
    ...(named ? { types } : {}),
  };
}

/**
 * `GET /api/feed` (000 §7, DECISIONS "Documents"): the documents `user` can read — created by
 * them or shared with them, and for a group manager those of the users it manages — and the
 * messages they sent or received, newest `lastUpdate` first, at most `limit`, strictly older
 * than `fromDate` when given. Profile pictures and publication slots are left out; no item
 * carries file data. `creator` filters documents by creator and messages by sender.
 */
export async function readFeed(ctx: AppContext, user: UserRow, query: FeedQuery): Promise<FeedItem[]> {
  const plan = planOf(query);
  const owners = await feedOwners(ctx, user);
  const before = query.fromDate ? new Date(query.fromDate) : undefined;
  const limit = query.limit;
  const [documents, messages] = await Promise.all([
    plan.documents
      ? repo.feedDocuments(ctx.db, {
          owners,
          limit,
          before,
          statuses: query.status.length > 0 ? query.status : undefined,
          types: plan.types,
          creator: query.creator,
          sharer: query.sharer,
        })
      : [],
    plan.messages ? repo.feedMessages(ctx.db, { owners, limit, before, sender: query.creator }) : [],
  ]);
  const items: FeedItem[] = [
    ...documents.map((row) =>
      toDocumentDto(row.document, { sharers: row.sharers, creator: toUserSummary(row.creator) }),
    ),
    ...messages.map(messageToDto),
  ];
  // ISO dates of one format sort as text; the id breaks ties the same way the SQL does
  items.sort((a, b) =>
    a.lastUpdate === b.lastUpdate ? (a.id < b.id ? 1 : -1) : a.lastUpdate < b.lastUpdate ? 1 : -1,
  );
  return items.slice(0, limit);
}
