import { and, countDistinct, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import {
  FEED_HIDDEN_TYPES,
  type DocumentCount,
  type DocumentStatus,
  type DocumentType,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { documentShares, documents } from "../../db/schema.js";

/** Filters of a count: document types and statuses, each optional. */
export interface CountFilter {
  types?: DocumentType[];
  statuses?: DocumentStatus[];
}

/** SQL of `GET /ws/count/docs`. */
export const countRepository = {
  /**
   * Documents shared with any of `owners`, counted once each, grouped by status (profile
   * pictures and publication slots left out, as in the feed).
   */
  async receivedByStatus(
    db: Executor,
    owners: string[],
    filter: CountFilter,
  ): Promise<DocumentCount[]> {
    const where: SQL[] = [
      inArray(documentShares.iduser, owners),
      notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
    ];
    if (filter.types?.length) where.push(inArray(documents.type, filter.types));
    if (filter.statuses?.length) where.push(inArray(documents.status, filter.statuses));
    const rows = await db
      .select({ id: documents.status, nb: countDistinct(documents.id) })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.iddocument))
      .where(and(...where))
      .groupBy(documents.status)
      .orderBy(documents.status);
    return rows.map((row) => ({ id: row.id, nb: Number(row.nb) }));
  },
};
