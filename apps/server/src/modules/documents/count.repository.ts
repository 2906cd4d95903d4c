import {
  and,
  count,
  countDistinct,
  eq,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import {
  FEED_HIDDEN_TYPES,
  type DocumentCount,
  type DocumentStatus,
  type DocumentType,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  directories,
  documentShares,
  documents,
  messageRecipients,
  messages,
} from "../../db/schema.js";

/** Filters of a count: document types and statuses, each optional (empty: no filter). */
export interface CountFilter {
  types?: DocumentType[];
  statuses?: DocumentStatus[];
}

// a document of an OPMARKET directory is counted nowhere (issue 21 §4), as the feed leaves it out
const notInOperationDirectory = sql`(${documents.iddirectory} is null or not exists (select 1
  from ${directories} where ${directories.id} = ${documents.iddirectory}
  and ${directories.type} = 'OPMARKET'))`;

/** SQL of `GET /ws/count/docs`. */
export const countRepository = {
  /**
   * Documents created by any of `owners` or shared with any of them, each counted once, grouped
   * by status, statuses in alphabetical order (profile pictures and publication slots left
   * out, as in the feed). The ids come from the two indexes a feed walks
   * (`documents (idcreator, …)`, `document_shares (iduser, …)`).
   */
  async byStatus(db: Executor, owners: string[], filter: CountFilter): Promise<DocumentCount[]> {
    if (owners.length === 0) return [];
    const ids = union(
      db.select({ id: documents.id }).from(documents).where(inArray(documents.idcreator, owners)),
      db
        .select({ id: documentShares.iddocument })
        .from(documentShares)
        .where(inArray(documentShares.iduser, owners)),
    );
    const where: SQL[] = [
      inArray(documents.id, ids),
      notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
      // a sharing group's documents live in its feed only (issue 21 §2), a marketing
      // operation's in its page (issue 21 §4)
      isNull(documents.idgroup),
      notInOperationDirectory,
    ];
    if (filter.types?.length) where.push(inArray(documents.type, filter.types));
    if (filter.statuses?.length) where.push(inArray(documents.status, filter.statuses));
    const rows = await db
      .select({ id: documents.status, nb: count() })
      .from(documents)
      .where(and(...where))
      .groupBy(documents.status)
      .orderBy(documents.status);
    return rows.map((row) => ({ id: row.id, nb: Number(row.nb) }));
  },

  /**
   * The messages about documents that any of `owners` received and nobody of them has read yet
   * (the red count of each document, summed: the « Messages » tab's number, issue 18 §3), each
   * counted once; about documents of `filter.types` only when given.
   */
  async unreadMessages(db: Executor, owners: string[], filter: CountFilter): Promise<number> {
    if (owners.length === 0) return 0;
    const where: SQL[] = [
      inArray(messageRecipients.iduser, owners),
      isNull(messageRecipients.readAt),
    ];
    if (filter.types?.length) where.push(inArray(documents.type, filter.types));
    const [row] = await db
      .select({ nb: countDistinct(messages.id) })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.idmessage))
      .innerJoin(documents, eq(documents.id, messages.iddocument))
      .where(and(...where));
    return Number(row?.nb ?? 0);
  },
};
