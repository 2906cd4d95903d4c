import type { ConversationQuery, DocumentDto, FeedItem } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { conversationRepository as repo, type ConversationRow } from "./conversation.repository.js";
import { toDocumentDto, toMessageDto, toUserSummary } from "./documents.serialize.js";

/**
 * `GET /api/{id}/feed` (000 §2 contact page CHAT mode, §7; docs/DECISIONS.md "Messages"): the
 * messages the actor sent to user `peer` or received from them, and the documents one shared
 * with the other, newest `lastUpdate` first, at most `query.limit`, strictly older than
 * `query.fromDate` when given. Nothing of anyone else: a stranger's or an unknown id's
 * conversation is empty (no 404, so an id's existence never leaks). No item carries file data.
 */
export async function readConversation(
  ctx: AppContext,
  actor: Actor,
  peer: string,
  query: ConversationQuery,
): Promise<FeedItem[]> {
  const rows = await repo.page(ctx.db, {
    me: actor.id,
    peer,
    limit: query.limit,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
  });
  return rows.map(toItem);
}

/** The wire form of a conversation's or a group feed's row. */
function toItem(row: ConversationRow): FeedItem {
  return row.kind === "document"
    ? toDocumentDto(row.document, {
        sharers: row.document.sharers,
        creator: toUserSummary(row.person),
      })
    : toMessageDto(row.message, {
        recipients: row.message.recipients,
        senderInfo: toUserSummary(row.person),
      });
}

/**
 * `GET /api/group/{id}/feed` (001 §7 "Groups", issue 21 §2): sharing group `idgroup`'s messages
 * and documents, newest `lastUpdate` first, at most `query.limit`, strictly older than
 * `query.fromDate` when given. The caller (the groups module) has checked the reader is a
 * current member. No item carries file data.
 */
export async function readGroupFeed(
  ctx: AppContext,
  idgroup: string,
  query: ConversationQuery,
): Promise<FeedItem[]> {
  const rows = await repo.groupPage(ctx.db, {
    idgroup,
    limit: query.limit,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
  });
  return rows.map(toItem);
}

/**
 * `GET /api/market-operation/{id}/documents` (issue 21 §4): the documents of a marketing
 * operation's OPMARKET directory `iddirectory`, its manager's and its pharmacies', newest
 * `lastUpdate` first, at most `query.limit`, strictly older than `query.fromDate` when given.
 * The caller (the operations module) has checked the reader is a side of the operation. No item
 * carries file data (`GET /api/documents/{id}` reads it).
 */
export async function readOperationDocuments(
  ctx: AppContext,
  iddirectory: string,
  query: ConversationQuery,
): Promise<DocumentDto[]> {
  const rows = await repo.directoryPage(ctx.db, {
    iddirectory,
    limit: query.limit,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
  });
  return rows.map((row) =>
    toDocumentDto(row.document, { sharers: [], creator: toUserSummary(row.person) }),
  );
}

/**
 * `GET /api/{id}/public` (000 §7, issue 9 §4): what pharmacy or laboratory `idcreator` published
 * for the public — its PUBLICATION, DOC_PUBLIC and AFFICHE with status PUBLISHED — newest first,
 * keyset pages by `fromDate`; any signed-in user reads it. Empty for anyone else's id. The
 * files come from `GET /api/documents/{id}`, which any signed-in user may read for these.
 */
export async function readPublished(
  ctx: AppContext,
  idcreator: string,
  query: ConversationQuery,
): Promise<DocumentDto[]> {
  const rows = await repo.published(ctx.db, {
    idcreator,
    limit: query.limit,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
  });
  return rows.map((row) =>
    toDocumentDto(row.document, {
      sharers: row.document.sharers,
      creator: toUserSummary(row.person),
    }),
  );
}
