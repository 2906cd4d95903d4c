import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { FEED_HIDDEN_TYPES, PUBLISHABLE_TYPES, PUBLISHER_TYPES } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { documents, messages, users, type DocumentRow, type MessageRow } from "../../db/schema.js";
import { recipientsOfMessage, sharersOfDocument, summaryColumns } from "./documents.repository.js";
import type { UserSummaryRow } from "./documents.serialize.js";
import { notHnetMailSql } from "./feed.repository.js";

/** One item of a conversation page: a document with its sharers, or a message with its recipients. */
export type ConversationRow =
  | {
      kind: "document";
      document: DocumentRow & { sharers: string[] };
      person: UserSummaryRow | null;
    }
  | {
      kind: "message";
      message: MessageRow & { recipients: string[] };
      person: UserSummaryRow | null;
    };

/** A page of a conversation: between `me` and `peer`, at most `limit`, older than `before`. */
export interface ConversationFilter {
  me: string;
  peer: string;
  limit: number;
  before?: Date;
}

// each list as one array parameter (a bare JS array would expand into a list of parameters)
const textArray = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`;
const olderThan = (column: SQL, before: Date | undefined) =>
  before ? sql`and ${column} < ${before.toISOString()}::timestamptz` : sql``;

/**
 * The keys of a conversation page, four index walks each stopped at `limit`: messages `from`
 * sent to `to` (messages by sender, last_update; the recipient probed by primary key) both
 * ways, and documents shared with `to` by `from` — its creator or the share's sharer —
 * (document_shares by iduser, last_update) both ways. Cut to `limit`, newest first.
 */
function pageKeys(filter: ConversationFilter): SQL {
  const { me, peer, limit, before } = filter;
  const hidden = textArray(FEED_HIDDEN_TYPES);
  const sent = (from: string, to: string) => sql`(select m.id, m.last_update, 'message' as kind
    from messages m
    where m.sender = ${from} ${olderThan(sql`m.last_update`, before)}
      and exists (select 1 from message_recipients r where r.idmessage = m.id and r.iduser = ${to})
    order by m.last_update desc limit ${limit})`;
  const shared = (from: string, to: string) => sql`(select d.id, s.last_update, 'document' as kind
    from document_shares s join documents d on d.id = s.iddocument
    where s.iduser = ${to} ${olderThan(sql`s.last_update`, before)}
      and (d.idcreator = ${from} or s.idsharer = ${from})
      and d.type <> all(${hidden}) and ${notHnetMailSql(sql`d.type`, sql`d.name`)}
    order by s.last_update desc limit ${limit})`;
  return sql`select id, last_update, kind from (
    ${sent(me, peer)} union ${sent(peer, me)} union ${shared(me, peer)} union ${shared(peer, me)}
  ) as page order by last_update desc, id desc limit ${limit}`;
}

/** The SQL of conversations and public pages (000 §7 `GET /api/{id}/feed`, `/api/{id}/public`). */
export const conversationRepository = {
  /**
   * One page of the conversation between `filter.me` and `filter.peer`, newest `lastUpdate`
   * first: messages from one to the other, documents shared by one with the other (see
   * `pageKeys`). Profile pictures and publication slots are left out.
   */
  async page(db: Executor, filter: ConversationFilter): Promise<ConversationRow[]> {
    if (filter.me === filter.peer) return [];
    const keys = (await db.execute(pageKeys(filter))) as unknown as {
      rows: { id: string; kind: "document" | "message" }[];
    };
    const docIds = keys.rows.filter((k) => k.kind === "document").map((k) => k.id);
    const msgIds = keys.rows.filter((k) => k.kind === "message").map((k) => k.id);
    const docs =
      docIds.length === 0
        ? []
        : await db
            .select({
              document: documents,
              sharers: sharersOfDocument,
              person: summaryColumns,
            })
            .from(documents)
            .leftJoin(users, eq(users.id, documents.idcreator))
            .where(inArray(documents.id, docIds));
    const msgs =
      msgIds.length === 0
        ? []
        : await db
            .select({ message: messages, recipients: recipientsOfMessage, person: summaryColumns })
            .from(messages)
            .leftJoin(users, eq(users.id, messages.sender))
            .where(inArray(messages.id, msgIds));
    const byId = new Map<string, ConversationRow>([
      ...docs.map((d): [string, ConversationRow] => [
        d.document.id,
        { kind: "document", document: { ...d.document, sharers: d.sharers }, person: d.person },
      ]),
      ...msgs.map((m): [string, ConversationRow] => [
        m.message.id,
        { kind: "message", message: { ...m.message, recipients: m.recipients }, person: m.person },
      ]),
    ]);
    return keys.rows.flatMap((key) => {
      const row = byId.get(key.id);
      return row ? [row] : [];
    });
  },

  /**
   * One page of sharing group `idgroup`'s feed (issue 21 §2), newest `lastUpdate` first: its
   * messages and its documents, two walks of `(idgroup, last_update)` stopped at `limit`, merged.
   */
  async groupPage(
    db: Executor,
    filter: { idgroup: string; limit: number; before?: Date },
  ): Promise<ConversationRow[]> {
    const olderDoc = filter.before ? lt(documents.lastUpdate, filter.before) : undefined;
    const olderMsg = filter.before ? lt(messages.lastUpdate, filter.before) : undefined;
    const [docs, msgs] = await Promise.all([
      db
        .select({ document: documents, person: summaryColumns })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.idcreator))
        .where(and(eq(documents.idgroup, filter.idgroup), olderDoc))
        .orderBy(desc(documents.lastUpdate), desc(documents.id))
        .limit(filter.limit),
      db
        .select({ message: messages, person: summaryColumns })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.sender))
        .where(and(eq(messages.idgroup, filter.idgroup), olderMsg))
        .orderBy(desc(messages.lastUpdate), desc(messages.id))
        .limit(filter.limit),
    ]);
    const rows: ConversationRow[] = [
      ...docs.map((d): ConversationRow => ({
        kind: "document",
        document: { ...d.document, sharers: [] },
        person: d.person,
      })),
      ...msgs.map((m): ConversationRow => ({
        kind: "message",
        message: { ...m.message, recipients: [] },
        person: m.person,
      })),
    ];
    const at = (row: ConversationRow) =>
      row.kind === "document" ? row.document.lastUpdate : row.message.lastUpdate;
    return rows.sort((a, b) => at(b).getTime() - at(a).getTime()).slice(0, filter.limit);
  },

  /**
   * One page of the documents posted in directory `iddirectory` by anyone (a marketing
   * operation's OPMARKET directory, issue 21 §4), newest `lastUpdate` first; the walk of
   * `documents (iddirectory)` is the directory's few documents.
   */
  async directoryPage(
    db: Executor,
    filter: { iddirectory: string; limit: number; before?: Date },
  ): Promise<{ document: DocumentRow; person: UserSummaryRow | null }[]> {
    const older = filter.before ? lt(documents.lastUpdate, filter.before) : undefined;
    return db
      .select({ document: documents, person: summaryColumns })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.idcreator))
      .where(and(eq(documents.iddirectory, filter.iddirectory), older))
      .orderBy(desc(documents.lastUpdate), desc(documents.id))
      .limit(filter.limit);
  },

  /**
   * What establishment `idcreator` published (issue 9 §4): its documents of a publishable type
   * (PUBLICATION, DOC_PUBLIC, AFFICHE) with status PUBLISHED, when it is a pharmacy or a
   * laboratory, newest first; one walk of `documents (idcreator, last_update)`.
   */
  async published(
    db: Executor,
    filter: { idcreator: string; limit: number; before?: Date },
  ): Promise<{ document: DocumentRow & { sharers: string[] }; person: UserSummaryRow }[]> {
    const rows = await db
      .select({ document: documents, sharers: sharersOfDocument, person: summaryColumns })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.idcreator))
      .where(
        sql`${documents.idcreator} = ${filter.idcreator}
          and ${documents.status} = 'PUBLISHED'
          and ${documents.type} = any(${textArray(PUBLISHABLE_TYPES)})
          and ${users.type} = any(${textArray(PUBLISHER_TYPES)})
          ${olderThan(sql`${documents.lastUpdate}`, filter.before)}`,
      )
      .orderBy(sql`${documents.lastUpdate} desc`, asc(documents.id))
      .limit(filter.limit);
    return rows.map((row) => ({
      document: { ...row.document, sharers: row.sharers },
      person: row.person,
    }));
  },
};
