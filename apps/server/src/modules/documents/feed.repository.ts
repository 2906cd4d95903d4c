import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FEED_HIDDEN_TYPES } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  documents,
  documentShares,
  messageRecipients,
  messages,
  users,
  type DocumentRow,
  type MessageRow,
} from "../../db/schema.js";
import { recipientsOfMessage, sharersOfDocument, summaryColumns } from "./documents.repository.js";
import type { UserSummaryRow } from "./documents.serialize.js";

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

/** One feed item: a document with its sharers, or a message with its recipients. */
export interface FeedRow {
  document: (DocumentRow & { sharers: string[] }) | null;
  message: (MessageRow & { recipients: string[] }) | null;
  /** The document's creator or the message's sender. */
  person: UserSummaryRow | null;
}

/** A filter value, or the placeholder of a prepared statement that receives it. */
type Value<T> = T | Placeholder;
/** A feed filter whose scalar values may be placeholders; lists stay values. */
interface FeedQueryParams {
  owners: string[] | Placeholder;
  limit: Value<number>;
  before?: Value<Date>;
  documents: false | { statuses?: string[]; types?: string[]; creator?: Value<string>; sharer?: Value<string> };
  messages: false | { sender?: Value<string> };
}

// one owner compares with `=`, so the planner walks the (owner, last_update) index backwards
function ownedBy(column: PgColumn, owners: string[] | Placeholder): SQL {
  if (!Array.isArray(owners)) return eq(column, owners);
  const [only] = owners;
  return owners.length === 1 && only !== undefined ? eq(column, only) : inArray(column, owners);
}
const olderThan = (column: PgColumn, before: Value<Date> | undefined) => (before ? lt(column, before) : undefined);
const equals = (column: PgColumn, value: Value<string> | undefined) => (value ? eq(column, value) : undefined);

/** The key of a feed item: its kind, id and lastUpdate; every branch of a feed page has it. */
function feedKey(kind: "document" | "message", id: PgColumn, lastUpdate: PgColumn) {
  return { kind: sql<string>`${sql.raw(`'${kind}'`)}::text`.as("kind"), id, lastUpdate };
}

/** The two document branches of a feed page: created by the owners, and shared with them. */
function documentBranches(db: Executor, p: FeedQueryParams, only: Exclude<FeedQueryParams["documents"], false>) {
  const common = [
    notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
    only.statuses ? inArray(documents.status, only.statuses) : undefined,
    only.types ? inArray(documents.type, only.types) : undefined,
    equals(documents.idcreator, only.creator),
    equals(documents.idsharer, only.sharer),
  ];
  const key = feedKey("document", documents.id, documents.lastUpdate);
  const created = db
    .select(key)
    .from(documents)
    .where(and(ownedBy(documents.idcreator, p.owners), olderThan(documents.lastUpdate, p.before), ...common))
    .orderBy(desc(documents.lastUpdate))
    .limit(p.limit);
  const shared = db
    .select(key)
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.iddocument))
    .where(and(ownedBy(documentShares.iduser, p.owners), olderThan(documentShares.lastUpdate, p.before), ...common))
    .orderBy(desc(documentShares.lastUpdate))
    .limit(p.limit);
  return [created, shared];
}

/** The two message branches of a feed page: sent by the owners, and received by them. */
function messageBranches(db: Executor, p: FeedQueryParams, only: Exclude<FeedQueryParams["messages"], false>) {
  const bySender = equals(messages.sender, only.sender);
  const key = feedKey("message", messages.id, messages.lastUpdate);
  const sent = db
    .select(key)
    .from(messages)
    .where(and(ownedBy(messages.sender, p.owners), olderThan(messages.lastUpdate, p.before), bySender))
    .orderBy(desc(messages.lastUpdate))
    .limit(p.limit);
  const received = db
    .select(key)
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.idmessage))
    .where(
      and(ownedBy(messageRecipients.iduser, p.owners), olderThan(messageRecipients.lastUpdate, p.before), bySender),
    )
    .orderBy(desc(messageRecipients.lastUpdate))
    .limit(p.limit);
  return [sent, received];
}

/**
 * The statement of a feed page. Each kind of item is found by index walks stopped at `limit`:
 * documents created by the owners (documents by idcreator, last_update) and shared with them
 * (document_shares by iduser, last_update); messages they sent (messages by sender,
 * last_update) and received (message_recipients by iduser, last_update). The union is cut to
 * `limit`, then each item is looked up by primary key with its creator or sender and its
 * sharers or recipients. null when nothing is asked for.
 */
function feedQuery(db: Executor, p: FeedQueryParams) {
  const branches = [
    ...(p.documents ? documentBranches(db, p, p.documents) : []),
    ...(p.messages ? messageBranches(db, p, p.messages) : []),
  ];
  const [first, second, ...more] = branches;
  if (!first || !second) return null;
  const page = more.reduce((union, branch) => union.union(branch), first.union(second)).as("page");
  // lateral look-ups, one per item of the page; `limit 1` keeps the planner from turning them
  // into joins over whole tables
  const doc = db
    .select({ ...getTableColumns(documents), sharers: sharersOfDocument.as("sharers") })
    .from(documents)
    .where(and(eq(page.kind, "document"), eq(documents.id, page.id)))
    .limit(1)
    .as("doc");
  const msg = db
    .select({ ...getTableColumns(messages), recipients: recipientsOfMessage.as("recipients") })
    .from(messages)
    .where(and(eq(page.kind, "message"), eq(messages.id, page.id)))
    .limit(1)
    .as("msg");
  const person = db
    .select(summaryColumns)
    .from(users)
    .where(eq(users.id, sql`coalesce(${doc.idcreator}, ${msg.sender})`))
    .limit(1)
    .as("person");
  return db
    .select()
    .from(page)
    .leftJoinLateral(doc, sql`true`)
    .leftJoinLateral(msg, sql`true`)
    .leftJoinLateral(person, sql`true`)
    .orderBy(desc(page.lastUpdate), desc(page.id))
    .limit(p.limit);
}

type FeedStatement = ReturnType<NonNullable<ReturnType<typeof feedQuery>>["prepare"]>;
type FeedResult = Awaited<ReturnType<FeedStatement["execute"]>>;
// building this statement costs more than running it: the usual shapes are prepared once
const prepared = new WeakMap<Executor, Map<string, FeedStatement | null>>();

const toRows = (rows: FeedResult): FeedRow[] =>
  rows.map((row) => ({ document: row.doc, message: row.msg, person: row.person }));

/** The SQL of the feed (000 §7 `GET /api/feed`). */
export const feedRepository = {
  /** One page of a feed, newest `lastUpdate` first, at most `filter.limit` items. */
  async page(db: Executor, filter: FeedFilter): Promise<FeedRow[]> {
    const { documents: docs, messages: msgs } = filter;
    const [owner] = filter.owners;
    if (filter.owners.length !== 1 || owner === undefined || (docs && (docs.statuses || docs.types))) {
      const query = feedQuery(db, filter);
      return query ? toRows(await query) : [];
    }
    // a single owner and scalar filters only: one prepared statement per shape
    const shape = [
      filter.before ? "b" : "",
      docs ? `d${docs.creator ? "c" : ""}${docs.sharer ? "s" : ""}` : "",
      msgs ? `m${msgs.sender ? "s" : ""}` : "",
    ].join("");
    const cache = prepared.get(db) ?? new Map<string, FeedStatement | null>();
    prepared.set(db, cache);
    let statement = cache.get(shape);
    if (statement === undefined) {
      const placeholder = (name: string, present: unknown) => (present ? sql.placeholder(name) : undefined);
      const query = feedQuery(db, {
        owners: sql.placeholder("owner"),
        limit: sql.placeholder("limit"),
        before: placeholder("before", filter.before),
        documents: docs && { creator: placeholder("creator", docs.creator), sharer: placeholder("sharer", docs.sharer) },
        messages: msgs && { sender: placeholder("sender", msgs.sender) },
      });
      statement = query ? query.prepare(`feed_${shape}`) : null;
      cache.set(shape, statement);
    }
    if (!statement) return [];
    const rows = await statement.execute({
      owner,
      limit: filter.limit,
      before: filter.before?.toISOString(),
      creator: docs ? docs.creator : undefined,
      sharer: docs ? docs.sharer : undefined,
      sender: msgs ? msgs.sender : undefined,
    });
    return toRows(rows);
  },
};
