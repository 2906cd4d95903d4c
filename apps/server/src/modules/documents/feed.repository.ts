import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  isNull,
  ne,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  FEED_HIDDEN_TYPES,
  HPRIM_MIME,
  OFF_FEED_DIRECTORY_TYPES,
  SEARCH_ACCENTED,
  type FeedOrder,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { sharedByHerSql } from "../relations/index.js";
import {
  directories,
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
  /** `desc`: newest `lastUpdate` first; `asc`: oldest first (the pharmacy's queue). */
  order: FeedOrder;
  /**
   * Keyset pagination: only items with `lastUpdate` strictly before it (`desc`) or strictly after
   * it (`asc`).
   */
  before?: Date;
  documents:
    | false
    | {
        statuses?: string[];
        types?: string[];
        creator?: string;
        /**
         * The only creators whose documents can match (`creator`, or the few users whose names
         * can match the patient filters, from `creatorsNamed`): the shared documents are then
         * found from each creator's documents (`documents (idcreator, last_update)`, the share by
         * its primary key) instead of walking every share of the owners. The other filters still
         * hold; an empty list finds no shared document.
         */
        creators?: string[];
        sharer?: string;
        /** `searchKey` of a name: the creator's first or last name starts with it. */
        patientName?: string;
        /** Filters on the document's patient (its creator), all of them at once. */
        patient?: PatientFilter;
        /**
         * A folder's feed: only the owners' own documents filed in this directory or fixed folder
         * (`iddirectory`). Absent: the main feed, which leaves out the documents of OPMARKET and
         * PUBLIC directories (000 §9).
         */
        directory?: string;
        /**
         * With `directory` (the laboratory results' folder, `LAB_RESULTS_FOLDER`): the lab results
         * (HPRIM documents) shared with the owners are in it too, wherever their laboratory filed
         * them (issue 18 §4).
         */
        sharedLabResults?: boolean;
        /**
         * A group manager's « Groupe » (`members_only`, issue 21 §1): only the documents shared
         * with the owners (its members), none they created, and none created by this user (the
         * manager's own publications).
         */
        receivedOnly?: { notCreator: string };
      };
  messages: false | { sender?: string };
}

/**
 * The patient filters of 000 §7 on a document's patient (its creator): each one present must
 * hold. Names in `searchKey` form (prefixes), `birth` as `YYYY-MM-DD`, `nir` its first 13
 * characters.
 */
export interface PatientFilter {
  firstName?: string;
  lastName?: string;
  birth?: string;
  nir?: string;
  hasEmail?: boolean;
}

/** One feed item: a document with its sharers, or a message with its recipients. */
export interface FeedRow {
  document: (DocumentRow & { sharers: string[]; unreadMessages: number }) | null;
  /** The first of the owners the document is shared with (a group's pharmacy). */
  receivedBy: UserSummaryRow | null;
  message: (MessageRow & { recipients: string[] }) | null;
  /** The document's creator or the message's sender. */
  person: UserSummaryRow | null;
}

/** A filter of a feed statement: the placeholders it receives its values in, or null when absent. */
interface FeedParams {
  order: FeedOrder;
  before: Placeholder | null;
  documents:
    | false
    | {
        statuses: Placeholder | null;
        types: Placeholder | null;
        creator: Placeholder | null;
        creators: Placeholder | null;
        sharer: Placeholder | null;
        patientName: Placeholder | null;
        firstName: Placeholder | null;
        lastName: Placeholder | null;
        birth: Placeholder | null;
        nir: Placeholder | null;
        hasEmail: Placeholder | null;
        directory: Placeholder | null;
        sharedLabResults: boolean;
        notCreator: Placeholder | null;
      };
  messages: false | { sender: Placeholder | null };
}

const OWNERS = sql.placeholder("owners");
const LIMIT = sql.placeholder("limit");
// the owners, one row each, so that every owner gets its own index walk (a `= any(...)` over
// several owners would read all their rows and sort them)
const owners = sql`unnest(${OWNERS}::text[]) as "owner"("id")`;
const owner = sql`"owner"."id"`;
/**
 * The owners and the statuses asked for, one row per pair, so that each pair gets its own index
 * walk in `last_update` order (`(iduser, status, last_update)`, `(idcreator, status,
 * last_update)`): an `= any(...)` over several statuses would read every row of those statuses
 * and sort them.
 */
const ownersByStatus = (statuses: Placeholder) =>
  sql`unnest(${OWNERS}::text[]) as "owner"("id") cross join unnest(${statuses}::text[]) as "st"("status")`;
const wantedStatus = sql`"st"."status"`;
/** The keyset condition of a page: strictly older (`desc`) or strictly newer (`asc`) than `before`. */
const beyond = (column: PgColumn, p: FeedParams) =>
  p.before
    ? p.order === "asc"
      ? sql`${column} > ${p.before}::timestamptz`
      : sql`${column} < ${p.before}::timestamptz`
    : undefined;
const walk = (column: PgColumn, p: FeedParams) => (p.order === "asc" ? asc(column) : desc(column));
// lower case without accents, as `searchKey` folds the typed name
const folded = (text: SQL) =>
  sql`translate(lower(${text}), ${SEARCH_ACCENTED.from}, ${SEARCH_ACCENTED.to})`;
/**
 * The document's creator is named so: its "first last" or "last first" name, or an
 * establishment's name, starts with the pattern (a `searchKey` with `%` at the end).
 * `offset 0` keeps the check a per-row look-up of the walk: without it PostgreSQL may turn the
 * `exists` into a join that reads every document of every user so named, then sorts them
 * (12,000 buffers instead of 2,000 for a name one patient in twenty bears).
 */
const creatorNamed = (pattern: Placeholder | null, creator: SQL | PgColumn) =>
  pattern
    ? sql`exists (select 1 from ${users} where ${users.id} = ${creator} and (
        ${folded(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`)} like ${pattern}
        or ${folded(sql`coalesce(${users.lastName}, '') || ' ' || coalesce(${users.firstName}, '')`)} like ${pattern}
        or ${folded(sql`coalesce(${users.name}, '')`)} like ${pattern}) offset 0)`
    : undefined;
/** SQL true when the owners may see the identity of the row of `users` (see `patientMatches`). */
const identitySeenByOwners = sql`(${users.id} = any(${OWNERS}::text[])
  or ${users.createdBy} = any(${OWNERS}::text[])
  or ${sharedByHerSql(users.id, sql`${OWNERS}::text[]`)})`;

/**
 * The document's patient (its creator, `creator`) passes every patient filter present; none: no
 * condition (`offset 0`: a per-row look-up, as in `creatorNamed`). In the branch of the owners' own documents `creator` is the owner: the condition
 * depends on the owner alone, and PostgreSQL checks it once per owner instead of once per row.
 */
function patientMatches(only: Exclude<FeedParams["documents"], false>, creator: SQL | PgColumn) {
  const conditions = [
    only.firstName
      ? sql`${folded(sql`coalesce(${users.firstName}, '')`)} like ${only.firstName}`
      : undefined,
    only.lastName
      ? sql`${folded(sql`coalesce(${users.lastName}, '')`)} like ${only.lastName}`
      : undefined,
    only.birth ? sql`${users.birth} = ${only.birth}` : undefined,
    only.nir
      ? sql`upper(left(replace(coalesce(${users.nir}, ''), ' ', ''), 13)) = ${only.nir}`
      : undefined,
    only.hasEmail ? sql`(${users.email} is not null) = ${only.hasEmail}::boolean` : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  // a NIR or a birth date is compared only where the owners may see it (relations'
  // identity rule: her own, created by them, or shared by her or her manager), so the filter is
  // no oracle on a document a colleague forwarded
  if (only.nir || only.birth) conditions.push(identitySeenByOwners);
  return sql`exists (select 1 from ${users} where ${users.id} = ${creator} and ${and(...conditions)} offset 0)`;
}
/**
 * SQL true unless the document (its `type` and `name` columns) is an e-mail whose subject starts
 * with HNET: never in any feed, the conversation's included (000 §9). One rule for every feed.
 */
export const notHnetMailSql = (type: SQLWrapper, name: SQLWrapper): SQL =>
  sql`not (${type} = 'EMAIL' and ${name} like 'HNET%')`;
const notHnetMail = notHnetMailSql(documents.type, documents.name);
// publications and marketing operations live in their directories, not in the main feed (000 §9)
const notOffFeed = sql`(${documents.iddirectory} is null or not exists (select 1 from ${directories}
  where ${directories.id} = ${documents.iddirectory}
  and ${directories.type} in (${sql.join(
    OFF_FEED_DIRECTORY_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )})))`;
const equals = (column: PgColumn, value: Placeholder | null) =>
  value ? eq(column, value) : undefined;
const oneOf = (column: PgColumn, list: Placeholder | null) =>
  list ? sql`${column} = any(${list}::text[])` : undefined;

// messages about the document (messages_document_idx) the owners received and have not read
const unreadOfDocument = sql<number>`(select count(*)::int from message_recipients r
  join messages m on m.id = r.idmessage
  where m.iddocument = "documents"."id" and r.iduser = any(${OWNERS}::text[])
  and r.read_at is null)`;

/** The key of a feed item: its kind, id and lastUpdate; every branch of a feed page has it. */
function feedKey(
  kind: "document" | "message",
  walk: { id: SQL.Aliased | PgColumn; lastUpdate: SQL.Aliased | PgColumn },
) {
  return {
    kind: sql<string>`${sql.raw(`'${kind}'`)}::text`.as("kind"),
    id: walk.id,
    lastUpdate: walk.lastUpdate,
  };
}

/** The two document branches of a feed page: created by the owners, and shared with them. */
function documentBranches(
  db: Executor,
  p: FeedParams,
  only: Exclude<FeedParams["documents"], false>,
) {
  const anyFolder = [
    notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
    oneOf(documents.type, only.types),
    equals(documents.idcreator, only.creator),
    equals(documents.idsharer, only.sharer),
    notHnetMail,
    // a sharing group's documents live in its feed only (issue 21 §2)
    isNull(documents.idgroup),
    only.notCreator ? ne(documents.idcreator, only.notCreator) : undefined,
  ];
  const common = [
    ...anyFolder,
    only.directory ? eq(documents.iddirectory, only.directory) : notOffFeed,
  ];
  const byCreator = db
    .select({ id: documents.id, lastUpdate: documents.lastUpdate })
    .from(documents)
    .where(
      and(
        eq(documents.idcreator, owner),
        beyond(documents.lastUpdate, p),
        only.statuses ? eq(documents.status, wantedStatus) : undefined,
        // the owner is the creator: checked once per owner
        creatorNamed(only.patientName, owner),
        patientMatches(only, owner),
        ...common,
      ),
    )
    .orderBy(walk(documents.lastUpdate, p))
    .limit(LIMIT)
    .as("created");
  // a document shared with an owner: beyond the page's start, of the wanted status, its patient
  // (`creator`, the document's creator) named as asked
  const sharedAnd = (
    status: SQL | undefined,
    creator: SQL | PgColumn = documents.idcreator,
    walked: PgColumn = documentShares.lastUpdate,
  ) => [
    beyond(walked, p),
    status,
    creatorNamed(only.patientName, creator),
    patientMatches(only, creator),
    ...common,
  ];
  const byShare = db
    .select({ id: documents.id, lastUpdate: documents.lastUpdate })
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.iddocument))
    .where(
      and(
        eq(documentShares.iduser, owner),
        // the share's copy of the status: (iduser, status, last_update) is an index
        ...sharedAnd(only.statuses ? eq(documentShares.status, wantedStatus) : undefined),
      ),
    )
    .orderBy(walk(documentShares.lastUpdate, p))
    .limit(LIMIT)
    .as("shared");
  const from = only.statuses ? ownersByStatus(only.statuses) : owners;
  const created = db.select(feedKey("document", byCreator)).from(from).crossJoinLateral(byCreator);
  // a folder holds its owners' own documents only: no branch of shares, but for the lab results'
  // folder, which also holds the lab results shared with them
  if (only.directory && only.sharedLabResults) {
    const labResults = db
      .select({ id: documents.id, lastUpdate: documents.lastUpdate })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.iddocument))
      .where(
        and(
          eq(documentShares.iduser, owner),
          beyond(documentShares.lastUpdate, p),
          only.statuses ? eq(documentShares.status, wantedStatus) : undefined,
          eq(documents.mime, HPRIM_MIME),
          ...anyFolder,
        ),
      )
      .orderBy(walk(documentShares.lastUpdate, p))
      .limit(LIMIT)
      .as("shared");
    return [
      created,
      db.select(feedKey("document", labResults)).from(from).crossJoinLateral(labResults),
    ];
  }
  if (only.directory) return [created];
  if (only.creators) {
    // few creators: each one's documents walked by (idcreator, last_update) — the share's
    // last_update is the document's copy (`updateDocument`), so their order is the same — each
    // with the owner's share by its primary key, stopped at `limit` per creator, instead of
    // walking every share of the owners (sorting by the share's column read every document of
    // each creator: 2,000 each at a million documents, issue 23 §2)
    const byCreatorShared = db
      .select({ id: documents.id, lastUpdate: documents.lastUpdate })
      .from(documents)
      .innerJoin(
        documentShares,
        and(eq(documentShares.iddocument, documents.id), eq(documentShares.iduser, owner)),
      )
      .where(
        and(
          eq(documents.idcreator, sql`"cr"."id"`),
          // the patient checks on "cr"."id", not on each document's creator column: they then
          // depend on the creator alone and PostgreSQL checks them once per creator (a one-time
          // filter), skipping the documents of a creator who does not match (issue 23 §2)
          ...sharedAnd(
            only.statuses ? oneOf(documentShares.status, only.statuses) : undefined,
            sql`"cr"."id"`,
            documents.lastUpdate,
          ),
        ),
      )
      .orderBy(walk(documents.lastUpdate, p))
      .limit(LIMIT)
      .as("shared");
    const ownersAndCreators = sql`unnest(${OWNERS}::text[]) as "owner"("id") cross join unnest(${only.creators}::text[]) as "cr"("id")`;
    return [
      // « Groupe »: what the members received, never what they created
      ...(only.notCreator ? [] : [created]),
      db
        .select(feedKey("document", byCreatorShared))
        .from(ownersAndCreators)
        .crossJoinLateral(byCreatorShared),
    ];
  }
  const received = db.select(feedKey("document", byShare)).from(from).crossJoinLateral(byShare);
  return only.notCreator ? [received] : [created, received];
}

/** The two message branches of a feed page: sent by the owners, and received by them. */
function messageBranches(
  db: Executor,
  p: FeedParams,
  only: Exclude<FeedParams["messages"], false>,
) {
  const bySender = equals(messages.sender, only.sender);
  const sent = db
    .select({ id: messages.id, lastUpdate: messages.lastUpdate })
    .from(messages)
    // a sharing group's messages (no recipients) live in its feed only (issue 21 §2)
    .where(
      and(
        eq(messages.sender, owner),
        beyond(messages.lastUpdate, p),
        bySender,
        isNull(messages.idgroup),
      ),
    )
    .orderBy(walk(messages.lastUpdate, p))
    .limit(LIMIT)
    .as("sent");
  const received = db
    .select({ id: messages.id, lastUpdate: messages.lastUpdate })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.idmessage))
    .where(
      and(eq(messageRecipients.iduser, owner), beyond(messageRecipients.lastUpdate, p), bySender),
    )
    .orderBy(walk(messageRecipients.lastUpdate, p))
    .limit(LIMIT)
    .as("received");
  return [
    db.select(feedKey("message", sent)).from(owners).crossJoinLateral(sent),
    db.select(feedKey("message", received)).from(owners).crossJoinLateral(received),
  ];
}

/**
 * The statement of a feed page. Each kind of item is found by index walks stopped at `limit`:
 * documents created by the owners (documents by idcreator, last_update) and shared with them
 * (document_shares by iduser, last_update); messages they sent (messages by sender,
 * last_update) and received (message_recipients by iduser, last_update). The union is cut to
 * `limit`, then each item is looked up by primary key with its creator or sender and its
 * sharers or recipients. null when nothing is asked for.
 */
function feedQuery(db: Executor, p: FeedParams) {
  const branches = [
    ...(p.documents ? documentBranches(db, p, p.documents) : []),
    ...(p.messages ? messageBranches(db, p, p.messages) : []),
  ];
  const [first, ...more] = branches;
  if (!first) return null;
  // the page is cut to `limit` before the look-ups below (by the output columns' names): each
  // branch brings up to `limit` keys, and looking up all of them before sorting cost a few
  // buffers per key for nothing — 240 keys and 13,000 buffers for a patient's name that 24
  // creators bear, instead of 10 (issue 23 §2)
  const pageOrder =
    p.order === "asc" ? sql`"last_update" asc, "id" asc` : sql`"last_update" desc, "id" desc`;
  const page = more
    .reduce<ReturnType<typeof first.union> | typeof first>(
      (union, branch) => union.union(branch),
      first,
    )
    .orderBy(pageOrder)
    .limit(LIMIT)
    .as("page");
  // lateral look-ups, one per item of the page; `limit 1` keeps the planner from turning them
  // into joins over whole tables
  const doc = db
    .select({
      ...getTableColumns(documents),
      sharers: sharersOfDocument.as("sharers"),
      unreadMessages: unreadOfDocument.as("unread_messages"),
    })
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
  const receiver = db
    .select(summaryColumns)
    .from(documentShares)
    .innerJoin(users, eq(users.id, documentShares.iduser))
    .where(
      and(
        eq(documentShares.iddocument, doc.id),
        sql`${documentShares.iduser} = any(${OWNERS}::text[])`,
      ),
    )
    .orderBy(asc(documentShares.createdAt), asc(documentShares.iduser))
    .limit(1)
    .as("receiver");
  const order =
    p.order === "asc"
      ? [asc(page.lastUpdate), asc(page.id)]
      : [desc(page.lastUpdate), desc(page.id)];
  return db
    .select()
    .from(page)
    .leftJoinLateral(doc, sql`true`)
    .leftJoinLateral(msg, sql`true`)
    .leftJoinLateral(person, sql`true`)
    .leftJoinLateral(receiver, sql`true`)
    .orderBy(...order)
    .limit(LIMIT);
}

type FeedStatement = ReturnType<NonNullable<ReturnType<typeof feedQuery>>["prepare"]>;
type FeedResult = Awaited<ReturnType<FeedStatement["execute"]>>;
// building this statement costs more than running it: each shape of filter is prepared once
const prepared = new WeakMap<Executor, Map<string, FeedStatement | null>>();

/** The prepared statement of a filter's shape (which filters are present), or null for none. */
function statementFor(db: Executor, filter: FeedFilter): FeedStatement | null {
  const { documents: docs, messages: msgs } = filter;
  const shape = [
    filter.order,
    filter.before ? "b" : "",
    docs
      ? [
          "d",
          docs.statuses ? "S" : "",
          docs.types ? "T" : "",
          docs.creator ? "c" : "",
          docs.creators ? "C" : "",
          docs.sharer ? "s" : "",
          docs.patientName ? "n" : "",
          docs.patient?.firstName ? "f" : "",
          docs.patient?.lastName ? "l" : "",
          docs.patient?.birth ? "b" : "",
          docs.patient?.nir ? "N" : "",
          docs.patient?.hasEmail !== undefined ? "e" : "",
          docs.directory ? "D" : "",
          docs.sharedLabResults ? "R" : "",
          docs.receivedOnly ? "r" : "",
        ].join("")
      : "",
    msgs ? `m${msgs.sender ? "s" : ""}` : "",
  ].join("");
  const cache = prepared.get(db) ?? new Map<string, FeedStatement | null>();
  prepared.set(db, cache);
  let statement = cache.get(shape);
  if (statement === undefined) {
    const placeholder = (name: string, present: unknown) =>
      present ? sql.placeholder(name) : null;
    const query = feedQuery(db, {
      order: filter.order,
      before: placeholder("before", filter.before),
      documents: docs && {
        statuses: placeholder("statuses", docs.statuses),
        types: placeholder("types", docs.types),
        creator: placeholder("creator", docs.creator),
        creators: placeholder("creators", docs.creators),
        sharer: placeholder("sharer", docs.sharer),
        patientName: placeholder("patientName", docs.patientName),
        firstName: placeholder("firstName", docs.patient?.firstName),
        lastName: placeholder("lastName", docs.patient?.lastName),
        birth: placeholder("birth", docs.patient?.birth),
        nir: placeholder("nir", docs.patient?.nir),
        hasEmail: placeholder("hasEmail", docs.patient?.hasEmail !== undefined),
        directory: placeholder("directory", docs.directory),
        sharedLabResults: docs.sharedLabResults === true,
        notCreator: placeholder("notCreator", docs.receivedOnly),
      },
      messages: msgs && { sender: placeholder("sender", msgs.sender) },
    });
    statement = query ? query.prepare(`feed_${shape}`) : null;
    cache.set(shape, statement);
  }
  return statement;
}

/** `text` matched literally by LIKE: its backslashes, `%` and `_` escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL of the feed (000 §7 `GET /api/feed`). */
export const feedRepository = {
  /**
   * The users who may be the patient of the feed's patient filters: those whose directory form
   * (`search_name`: last, first and establishment names, `directoryKey`) has a word starting with
   * each of `words` — a superset of the filters' matches, found by the trigram indexes of
   * patients and of the directory, patients first. More than `max` ids means "too many to start
   * from" (the list is then cut short).
   */
  async creatorsNamed(db: Executor, words: readonly string[], max: number): Promise<string[]> {
    const named = words.map((word) => sql`${users.searchName} like ${`% ${escapeLike(word)}%`}`);
    const ofType = (kind: "patient" | "other", type: SQL) =>
      db
        .select({ kind: sql<string>`${kind}::text`.as("kind"), id: users.id })
        .from(users)
        .where(and(type, ...named))
        .limit(max + 1);
    // both kinds in one round trip (issue 23 §2), each its own index scan stopped at `max + 1`;
    // more than `max` patients answers the patients alone, as when they were asked first
    const rows = await ofType("patient", sql`${users.type} = 'patient'`).unionAll(
      ofType("other", sql`${users.type} <> 'patient'`),
    );
    const patients = rows.filter((row) => row.kind === "patient").map((row) => row.id);
    if (patients.length > max) return patients;
    return [...patients, ...rows.filter((row) => row.kind === "other").map((row) => row.id)];
  },

  /** One page of a feed in `filter.order` of `lastUpdate`, at most `filter.limit` items. */
  async page(db: Executor, filter: FeedFilter): Promise<FeedRow[]> {
    const statement = statementFor(db, filter);
    if (!statement) return [];
    const { documents: docs, messages: msgs } = filter;
    const rows: FeedResult = await statement.execute({
      owners: filter.owners,
      limit: filter.limit,
      before: filter.before?.toISOString(),
      statuses: docs ? docs.statuses : undefined,
      types: docs ? docs.types : undefined,
      creator: docs ? docs.creator : undefined,
      creators: docs ? docs.creators : undefined,
      sharer: docs ? docs.sharer : undefined,
      patientName:
        docs && docs.patientName !== undefined ? `${escapeLike(docs.patientName)}%` : undefined,
      firstName:
        docs && docs.patient?.firstName ? `${escapeLike(docs.patient.firstName)}%` : undefined,
      lastName:
        docs && docs.patient?.lastName ? `${escapeLike(docs.patient.lastName)}%` : undefined,
      birth: docs ? docs.patient?.birth : undefined,
      nir: docs ? docs.patient?.nir : undefined,
      hasEmail: docs ? docs.patient?.hasEmail : undefined,
      directory: docs ? docs.directory : undefined,
      notCreator: docs ? docs.receivedOnly?.notCreator : undefined,
      sender: msgs ? msgs.sender : undefined,
    });
    return rows.map((row) => ({
      document: row.doc,
      message: row.msg,
      person: row.person,
      receivedBy: row.receiver,
    }));
  },
};
