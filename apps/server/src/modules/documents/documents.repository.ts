import { and, asc, desc, eq, exists, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FEED_HIDDEN_TYPES } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  documents,
  documentShares,
  managers,
  messageRecipients,
  messages,
  users,
  type DocumentRow,
  type MessageRow,
} from "../../db/schema.js";
import type { UserSummaryRow } from "./documents.serialize.js";

export type NewDocument = typeof documents.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;
/** Columns a document update may change; `lastUpdate` is copied to its shares. */
export type DocumentChanges = Partial<Pick<NewDocument, "meta" | "status" | "idsharer" | "lastUpdate">>;

/** A document and the people around it: what `documents.policy` decides on. */
export interface DocumentAccess {
  document: DocumentRow;
  creator: UserSummaryRow | null;
  /** The users it is shared with, in sharing order, with their type. */
  recipients: { id: string; type: string }[];
  /** Manager links (000 §6) of its creator, sharer and recipients. */
  managers: { idmanager: string; iduser: string }[];
}

/** A document with its creator's summary and the ids it is shared with. */
export interface DocumentWithPeople {
  document: DocumentRow;
  creator: UserSummaryRow | null;
  sharers: string[];
}

/** A message with its sender's summary and its recipients' ids. */
export interface MessageWithPeople {
  message: MessageRow;
  sender: UserSummaryRow | null;
  recipients: string[];
}

/** What a page of feed asks for (000 §7 `GET /api/feed`); a kind set to false is left out. */
export interface FeedFilter {
  /** The feed's owners: the user, and for a group manager the users it manages. */
  owners: string[];
  limit: number;
  /** Only items with `lastUpdate` strictly before (keyset pagination). */
  before?: Date;
  documents: false | { statuses?: string[]; types?: string[]; creator?: string; sharer?: string };
  messages: false | { sender?: string };
}

/** One feed item: a document with its creator, or a message with its sender. */
export interface FeedRow {
  document: DocumentRow | null;
  message: MessageRow | null;
  /** The document's creator or the message's sender. */
  person: UserSummaryRow | null;
  sharers: string[];
  recipients: string[];
}

const summary = {
  id: users.id,
  type: users.type,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
const sharersOfDocument = sql<string[]>`array(select ${documentShares.iduser} from ${documentShares}
  where ${documentShares.iddocument} = ${documents.id}
  order by ${documentShares.createdAt}, ${documentShares.iduser})`;
const recipientsOfMessage = sql<string[]>`array(select ${messageRecipients.iduser} from ${messageRecipients}
  where ${messageRecipients.idmessage} = ${messages.id} order by ${messageRecipients.iduser})`;

// one owner compares with `=`, so the planner walks the (owner, last_update) index backwards
function oneOf(column: PgColumn, ids: string[]): SQL {
  const [only] = ids;
  return ids.length === 1 && only !== undefined ? eq(column, only) : inArray(column, ids);
}
const olderThan = (column: PgColumn, before: Date | undefined): SQL | undefined =>
  before ? lt(column, before) : undefined;

/** The key of a feed item: its kind, id and lastUpdate; every branch of a feed page has it. */
function feedKey(kind: "document" | "message", id: PgColumn, lastUpdate: PgColumn) {
  return { kind: sql<string>`${sql.raw(`'${kind}'`)}::text`.as("kind"), id, lastUpdate };
}

/** The two document branches of a feed page: created by the owners, and shared with them. */
function documentBranches(db: Executor, filter: FeedFilter, only: Exclude<FeedFilter["documents"], false>) {
  const common: (SQL | undefined)[] = [
    notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
    only.statuses ? inArray(documents.status, only.statuses) : undefined,
    only.types ? inArray(documents.type, only.types) : undefined,
    only.creator ? eq(documents.idcreator, only.creator) : undefined,
    only.sharer ? eq(documents.idsharer, only.sharer) : undefined,
  ];
  const key = feedKey("document", documents.id, documents.lastUpdate);
  const created = db
    .select(key)
    .from(documents)
    .where(and(oneOf(documents.idcreator, filter.owners), olderThan(documents.lastUpdate, filter.before), ...common))
    .orderBy(desc(documents.lastUpdate))
    .limit(filter.limit);
  const shared = db
    .select(key)
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.iddocument))
    .where(
      and(oneOf(documentShares.iduser, filter.owners), olderThan(documentShares.lastUpdate, filter.before), ...common),
    )
    .orderBy(desc(documentShares.lastUpdate))
    .limit(filter.limit);
  return [created, shared];
}

/** The two message branches of a feed page: sent by the owners, and received by them. */
function messageBranches(db: Executor, filter: FeedFilter, only: Exclude<FeedFilter["messages"], false>) {
  const bySender = only.sender ? eq(messages.sender, only.sender) : undefined;
  const key = feedKey("message", messages.id, messages.lastUpdate);
  const sent = db
    .select(key)
    .from(messages)
    .where(and(oneOf(messages.sender, filter.owners), olderThan(messages.lastUpdate, filter.before), bySender))
    .orderBy(desc(messages.lastUpdate))
    .limit(filter.limit);
  const received = db
    .select(key)
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.idmessage))
    .where(
      and(
        oneOf(messageRecipients.iduser, filter.owners),
        olderThan(messageRecipients.lastUpdate, filter.before),
        bySender,
      ),
    )
    .orderBy(desc(messageRecipients.lastUpdate))
    .limit(filter.limit);
  return [sent, received];
}

/** The only SQL of documents, their shares and messages (000 §3, §7). */
export const documentsRepository = {
  async insertDocument(db: Executor, values: NewDocument): Promise<DocumentRow> {
    const [row] = await db.insert(documents).values(values).returning();
    if (!row) throw new Error("insert document returned nothing");
    return row;
  },

  /**
   * A document with its creator, recipients and their managers, or null when unknown.
   * `lock` takes the row lock (`FOR UPDATE`) so concurrent changes of one document queue.
   */
  async loadAccess(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<DocumentAccess | null> {
    const query = db
      .select({ document: documents, creator: summary })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.idcreator))
      .where(eq(documents.id, id));
    const [head] = options.lock ? await query.for("update", { of: documents }) : await query;
    if (!head) return null;
    const recipients = await db
      .select({ id: documentShares.iduser, type: users.type })
      .from(documentShares)
      .innerJoin(users, eq(users.id, documentShares.iduser))
      .where(eq(documentShares.iddocument, id))
      .orderBy(asc(documentShares.createdAt), asc(documentShares.iduser));
    const { idcreator, idsharer } = head.document;
    const people = [idcreator, ...(idsharer ? [idsharer] : []), ...recipients.map((r) => r.id)];
    const links = await db
      .select({ idmanager: managers.idmanager, iduser: managers.iduser })
      .from(managers)
      .where(inArray(managers.iduser, [...new Set(people)]));
    return { document: head.document, creator: head.creator, recipients, managers: links };
  },

  /** Deletes a document; its shares and linked messages go with it (foreign-key cascade). */
  async deleteDocument(db: Executor, id: string): Promise<void> {
    await db.delete(documents).where(eq(documents.id, id));
  },

  /** Shares a document with users; those who already had it are skipped. @returns the new ones. */
  async addShares(
    db: Executor,
    share: { iddocument: string; idsharer: string; iduser: string[]; lastUpdate: Date },
  ): Promise<string[]> {
    if (share.iduser.length === 0) return [];
    const rows = await db
      .insert(documentShares)
      .values(
        share.iduser.map((iduser) => ({
          iddocument: share.iddocument,
          iduser,
          idsharer: share.idsharer,
          lastUpdate: share.lastUpdate,
        })),
      )
      .onConflictDoNothing()
      .returning({ iduser: documentShares.iduser });
    return rows.map((r) => r.iduser);
  },

  /** Updates a document; a new `lastUpdate` is copied to its shares (the feed's index). */
  async updateDocument(db: Executor, id: string, changes: DocumentChanges): Promise<DocumentRow> {
    const [row] = await db.update(documents).set(changes).where(eq(documents.id, id)).returning();
    if (!row) throw new Error(`update of missing document ${id}`);
    if (changes.lastUpdate) {
      await db
        .update(documentShares)
        .set({ lastUpdate: changes.lastUpdate })
        .where(eq(documentShares.iddocument, id));
    }
    return row;
  },

  /** Summaries of the users among `ids` that exist. */
  async userSummaries(db: Executor, ids: string[]): Promise<UserSummaryRow[]> {
    if (ids.length === 0) return [];
    return db.select(summary).from(users).where(inArray(users.id, ids));
  },

  async insertMessage(db: Executor, values: NewMessage, recipients: string[]): Promise<MessageRow> {
    const [row] = await db.insert(messages).values(values).returning();
    if (!row) throw new Error("insert message returned nothing");
    if (recipients.length > 0) {
      await db
        .insert(messageRecipients)
        .values(recipients.map((iduser) => ({ idmessage: row.id, iduser, lastUpdate: row.lastUpdate })));
    }
    return row;
  },

  /** A message with its people, or null. `lock` takes the row lock for a read-modify-write. */
  async findMessage(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<MessageWithPeople | null> {
    const query = db
      .select({ message: messages, sender: summary, recipients: recipientsOfMessage })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.sender))
      .where(eq(messages.id, id));
    const [row] = options.lock ? await query.for("update", { of: messages }) : await query;
    return row ?? null;
  },

  /** Replaces a message's meta and lastUpdate; the recipients' copy of lastUpdate follows. */
  async updateMessage(
    db: Executor,
    id: string,
    changes: { meta: Record<string, unknown>; lastUpdate: Date },
  ): Promise<MessageRow> {
    const [row] = await db.update(messages).set(changes).where(eq(messages.id, id)).returning();
    if (!row) throw new Error(`update of missing message ${id}`);
    await db
      .update(messageRecipients)
      .set({ lastUpdate: changes.lastUpdate })
      .where(eq(messageRecipients.idmessage, id));
    return row;
  },

  /**
   * One page of a feed (000 §7), newest `lastUpdate` first, in one statement. Each kind of item
   * is found by index walks stopped at `limit`: documents created by the owners (documents by
   * idcreator, last_update) and shared with them (document_shares by iduser, last_update);
   * messages they sent (messages by sender, last_update) and received (message_recipients by
   * iduser, last_update). The union is cut to `limit`, then joined to the rows, the creator or
   * sender, and the sharers or recipients.
   */
  async feedPage(db: Executor, filter: FeedFilter): Promise<FeedRow[]> {
    const branches = [
      ...(filter.documents ? documentBranches(db, filter, filter.documents) : []),
      ...(filter.messages ? messageBranches(db, filter, filter.messages) : []),
    ];
    const [first, second, ...more] = branches;
    if (!first || !second) return [];
    const page = more.reduce((union, branch) => union.union(branch), first.union(second)).as("page");
    return db
      .select({
        document: documents,
        message: messages,
        person: summary,
        sharers: sharersOfDocument,
        recipients: recipientsOfMessage,
      })
      .from(page)
      .leftJoin(documents, and(eq(page.kind, "document"), eq(documents.id, page.id)))
      .leftJoin(messages, and(eq(page.kind, "message"), eq(messages.id, page.id)))
      .leftJoin(users, eq(users.id, sql`coalesce(${documents.idcreator}, ${messages.sender})`))
      .orderBy(desc(page.lastUpdate), desc(page.id))
      .limit(filter.limit);
  },

  /** Messages about a document sent or received by one of `viewers`, oldest first. */
  async linkedMessages(db: Executor, iddocument: string, viewers: string[]): Promise<MessageWithPeople[]> {
    const received = db
      .select({ one: sql`1` })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.idmessage, messages.id), oneOf(messageRecipients.iduser, viewers)));
    return db
      .select({ message: messages, sender: summary, recipients: recipientsOfMessage })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.sender))
      .where(and(eq(messages.iddocument, iddocument), or(oneOf(messages.sender, viewers), exists(received))))
      .orderBy(asc(messages.date), asc(messages.id));
  },
};
