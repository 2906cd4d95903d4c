import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DocumentStatus, UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  documents,
  documentShares,
  dataExports,
  libraryDocuments,
  managers,
  marketOperations,
  marketSubmissions,
  messageRecipients,
  messages,
  marketProducts,
  pictures,
  sharingGroupMembers,
  stockUploads,
  users,
  type DocumentRow,
  type MessageRow,
} from "../../db/schema.js";
import type { UserSummaryRow } from "./documents.serialize.js";

export type NewDocument = typeof documents.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;
/** Columns a document update may change; `lastUpdate` is copied to its shares. */
export type DocumentChanges = Partial<
  Pick<NewDocument, "meta" | "status" | "idsharer" | "lastUpdate">
>;

/** A document and the people around it: what `documents.policy` decides on. */
export interface DocumentAccess {
  document: DocumentRow;
  creator: UserSummaryRow | null;
  /**
   * The users it is shared with, in sharing order, with their type and who shared it with each
   * (`sharedBy`: the share's own sharer, e.g. the patient who forwarded a doctor's prescription
   * to her pharmacy).
   */
  recipients: { id: string; type: UserType; sharedBy: string }[];
  /** Manager links (000 §6) of its creator, sharer and recipients. */
  managers: { idmanager: string; iduser: string }[];
  /**
   * A sharing group's document (issue 21 §2): the group's current members, who alone read it;
   * null for any other document.
   */
  groupMembers: string[] | null;
  /**
   * A document of a marketing operation's OPMARKET directory (issue 21 §4): the operation's
   * manager and the receivers of its submissions, who alone read it; null for any other document.
   */
  operationReaders: string[] | null;
}

/** The marketing operation whose OPMARKET directory a document is posted in (issue 21 §4). */
export interface DirectoryOperation {
  /** The operation's manager, owner of the directory. */
  idcreator: string;
  /** The receivers of its submissions, each with its submission's status. */
  receivers: { id: string; status: string }[];
}

/** A message with its sender's summary and its recipients' ids. */
export interface MessageWithPeople {
  message: MessageRow;
  sender: UserSummaryRow | null;
  recipients: string[];
}

/** The columns of a user summary (`documents.serialize` toUserSummary). */
export const summaryColumns = {
  id: users.id,
  type: users.type,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
// written out: inside a subquery Drizzle leaves columns unqualified, and these must name the
// row of the enclosing "documents" or "messages"
export const sharersOfDocument = sql<string[]>`array(select s.iduser from document_shares s
  where s.iddocument = "documents"."id" order by s.created_at, s.iduser)`;
export const recipientsOfMessage = sql<string[]>`array(select r.iduser from message_recipients r
  where r.idmessage = "messages"."id" order by r.iduser)`;

// a single id compares with `=`, which every index serves
function oneOf(column: PgColumn, ids: string[]): SQL {
  const [only] = ids;
  return ids.length === 1 && only !== undefined ? eq(column, only) : inArray(column, ids);
}

/** The SQL of documents, their shares and messages (000 §3, §7); the feed is in `feed.repository`. */
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
  async loadAccess(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<DocumentAccess | null> {
    const query = db
      .select({ document: documents, creator: summaryColumns })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.idcreator))
      .where(eq(documents.id, id));
    const [head] = options.lock ? await query.for("update", { of: documents }) : await query;
    if (!head) return null;
    const recipients = await db
      .select({ id: documentShares.iduser, type: users.type, sharedBy: documentShares.idsharer })
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
    const { idgroup, iddirectory } = head.document;
    const groupMembers = idgroup ? await documentsRepository.groupMembers(db, idgroup) : null;
    const operation = iddirectory
      ? await documentsRepository.operationOfDirectory(db, iddirectory)
      : null;
    return {
      document: head.document,
      creator: head.creator,
      recipients,
      managers: links,
      groupMembers,
      operationReaders: operation
        ? [...new Set([operation.idcreator, ...operation.receivers.map((r) => r.id)])]
        : null,
    };
  },

  /**
   * The marketing operation whose OPMARKET directory `iddirectory` is (issue 21 §4), with its
   * submissions' receivers and statuses; null for any other directory (unique index
   * `market_operations_directory_idx`).
   */
  async operationOfDirectory(
    db: Executor,
    iddirectory: string,
  ): Promise<DirectoryOperation | null> {
    const [operation] = await db
      .select({ id: marketOperations.id, idcreator: marketOperations.idcreator })
      .from(marketOperations)
      .where(eq(marketOperations.iddirectory, iddirectory));
    if (!operation) return null;
    const receivers = await db
      .select({ id: marketSubmissions.idreceiver, status: marketSubmissions.status })
      .from(marketSubmissions)
      .where(eq(marketSubmissions.idmarketop, operation.id));
    return { idcreator: operation.idcreator, receivers };
  },

  /** The current members of sharing group `idgroup` (issue 21 §2); [] for an unknown group. */
  async groupMembers(db: Executor, idgroup: string): Promise<string[]> {
    const rows = await db
      .select({ iduser: sharingGroupMembers.iduser })
      .from(sharingGroupMembers)
      .where(eq(sharingGroupMembers.idgroup, idgroup));
    return rows.map((row) => row.iduser);
  },

  /** The keys among `keys` that a document's or a picture's row points to. */
  async existingStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, keys));
    // pictures (issue 8 §7) keep their bytes in the same storage: the sweep must not take them
    const pictureRows = await db
      .select({ key: pictures.storageKey })
      .from(pictures)
      .where(inArray(pictures.storageKey, keys));
    // so do the marketplace's product pictures and thumbnails, the stock import's uploaded CSVs
    // and the library's files (issue 11 §4)
    const productRows = await db
      .select({ image: marketProducts.image, thumb: marketProducts.thumb })
      .from(marketProducts)
      .where(or(inArray(marketProducts.image, keys), inArray(marketProducts.thumb, keys)));
    const productKeys = productRows.flatMap((row) => [row.image, row.thumb]);
    const uploadRows = await db
      .select({ key: stockUploads.fileName })
      .from(stockUploads)
      .where(inArray(stockUploads.fileName, keys));
    const libraryRows = await db
      .select({ key: sql<string>`${libraryDocuments.fileKey}` })
      .from(libraryDocuments)
      .where(inArray(libraryDocuments.fileKey, keys));
    // and the ZIPs of the RGPD exports (issue 24 §3), swept by their own expiry
    const exportRows = await db
      .select({ key: sql<string>`${dataExports.storageKey}` })
      .from(dataExports)
      .where(inArray(dataExports.storageKey, keys));
    return new Set([
      ...[...rows, ...pictureRows, ...uploadRows, ...libraryRows, ...exportRows].map(
        (row) => row.key,
      ),
      ...productKeys.filter((key): key is string => key !== null),
    ]);
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
          // the feed's copy of the document's status
          status: sql<DocumentStatus>`(select ${documents.status} from ${documents} where ${documents.id} = ${share.iddocument})`,
        })),
      )
      .onConflictDoNothing()
      .returning({ iduser: documentShares.iduser });
    return rows.map((r) => r.iduser);
  },

  /** Updates a document; a new `lastUpdate` or `status` is copied to its shares (the feed's index). */
  async updateDocument(db: Executor, id: string, changes: DocumentChanges): Promise<DocumentRow> {
    const [row] = await db.update(documents).set(changes).where(eq(documents.id, id)).returning();
    if (!row) throw new Error(`update of missing document ${id}`);
    if (changes.lastUpdate || changes.status) {
      await db
        .update(documentShares)
        .set({ lastUpdate: row.lastUpdate, status: row.status })
        .where(eq(documentShares.iddocument, id));
    }
    return row;
  },

  /** The manager links (000 §6) of the users among `ids`, as `{idmanager, iduser}`. */
  async managerLinksOf(
    db: Executor,
    ids: string[],
  ): Promise<{ idmanager: string; iduser: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ idmanager: managers.idmanager, iduser: managers.iduser })
      .from(managers)
      .where(inArray(managers.iduser, ids));
  },

  /**
   * Which of `candidates` have a relation with any of `people` (docs/DECISIONS.md "Messages"): a
   * contact either way, a document shared between them either way, or a group (one manages the
   * other, or one manager manages both). One statement.
   */
  async relatedAmong(db: Executor, people: string[], candidates: string[]): Promise<string[]> {
    if (people.length === 0 || candidates.length === 0) return [];
    // each list as one array parameter (a bare JS array would expand into a list of parameters)
    const a = sql`${sql.param(people)}::text[]`;
    const b = sql`${sql.param(candidates)}::text[]`;
    const result = (await db.execute(sql`
      select c.idcontact as id from contacts c where c.idowner = any(${a}) and c.idcontact = any(${b})
      union select c.idowner from contacts c where c.idcontact = any(${a}) and c.idowner = any(${b})
      union select s.iduser from document_shares s join documents d on d.id = s.iddocument
        where (d.idcreator = any(${a}) or s.idsharer = any(${a})) and s.iduser = any(${b})
      union select d.idcreator from document_shares s join documents d on d.id = s.iddocument
        where s.iduser = any(${a}) and d.idcreator = any(${b})
      union select s.idsharer from document_shares s
        where s.iduser = any(${a}) and s.idsharer = any(${b})
      union select m.iduser from managers m where m.idmanager = any(${a}) and m.iduser = any(${b})
      union select m.idmanager from managers m where m.iduser = any(${a}) and m.idmanager = any(${b})
      union select m2.iduser from managers m1 join managers m2 on m2.idmanager = m1.idmanager
        where m1.iduser = any(${a}) and m2.iduser = any(${b})`)) as unknown as {
      rows: { id: string }[];
    };
    // both drivers (PGlite, node-postgres) answer `{ rows }`
    return result.rows.map((row) => row.id);
  },

  /** Summaries of the users among `ids` that exist. */
  async userSummaries(db: Executor, ids: string[]): Promise<UserSummaryRow[]> {
    if (ids.length === 0) return [];
    return db.select(summaryColumns).from(users).where(inArray(users.id, ids));
  },

  async insertMessage(db: Executor, values: NewMessage, recipients: string[]): Promise<MessageRow> {
    const [row] = await db.insert(messages).values(values).returning();
    if (!row) throw new Error("insert message returned nothing");
    if (recipients.length > 0) {
      await db
        .insert(messageRecipients)
        .values(
          recipients.map((iduser) => ({ idmessage: row.id, iduser, lastUpdate: row.lastUpdate })),
        );
    }
    return row;
  },

  /** A message with its people, or null. `lock` takes the row lock for a read-modify-write. */
  async findMessage(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<MessageWithPeople | null> {
    const query = db
      .select({ message: messages, sender: summaryColumns, recipients: recipientsOfMessage })
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
   * Sets `readAt` on the unread messages about a document received by one of `readers`.
   * @returns how many rows were unread.
   */
  async markMessagesRead(
    db: Executor,
    iddocument: string,
    readers: string[],
    at: Date,
  ): Promise<number> {
    if (readers.length === 0) return 0;
    const about = db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.iddocument, iddocument));
    const rows = await db
      .update(messageRecipients)
      .set({ readAt: at })
      .where(
        and(
          inArray(messageRecipients.idmessage, about),
          oneOf(messageRecipients.iduser, readers),
          isNull(messageRecipients.readAt),
        ),
      )
      .returning({ id: messageRecipients.idmessage });
    return rows.length;
  },

  /** Messages about a document sent or received by one of `viewers`, oldest first. */
  async linkedMessages(
    db: Executor,
    iddocument: string,
    viewers: string[],
  ): Promise<MessageWithPeople[]> {
    const received = db
      .select({ one: sql`1` })
      .from(messageRecipients)
      .where(
        and(eq(messageRecipients.idmessage, messages.id), oneOf(messageRecipients.iduser, viewers)),
      );
    return db
      .select({ message: messages, sender: summaryColumns, recipients: recipientsOfMessage })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.sender))
      .where(
        and(
          eq(messages.iddocument, iddocument),
          or(oneOf(messages.sender, viewers), exists(received)),
        ),
      )
      .orderBy(asc(messages.date), asc(messages.id));
  },
};
