import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { documentReads, documents, users } from "../../db/schema.js";
import type { DocumentReadRow } from "./audit.schema.js";

/** A read with the names joined now: null for an account or a document that is gone. */
export interface JoinedRead {
  id: string;
  at: Date;
  actor: {
    id: string;
    type: string | null;
    firstName: string | null;
    lastName: string | null;
    name: string | null;
    email: string | null;
  };
  document: { id: string; name: string | null; type: string | null };
}

/** Which reads of an owner a list wants: a page, and optionally only some readers'. */
export interface ReadFilter {
  idowner: string;
  limit: number;
  /** The id of the last entry of the previous page: only older ones. */
  before?: string;
  /** Only the reads by these actors (or through these establishments). */
  readers?: readonly string[];
}

/** Names the flag that lets `deleteAuditOf` through the append-only trigger, for one transaction. */
const ERASURE_FLAG = "reseau.audit_erasure";

/** SQL of the reads of documents (issue 24 §2): the only door to `document_reads`. */
export const auditRepository = {
  /** Appends reads (one opening of a document about several patients: a row each). */
  async insertReads(db: Executor, rows: DocumentReadRow[]): Promise<void> {
    await db.insert(documentReads).values(rows);
  },

  /** An owner's reads, newest first (ties by id), with the reader's and the document's names. */
  async listReads(db: Executor, filter: ReadFilter): Promise<JoinedRead[]> {
    const conditions: SQL[] = [eq(documentReads.idowner, filter.idowner)];
    if (filter.readers) {
      const readers = [...filter.readers];
      const by = or(
        inArray(documentReads.idactor, readers),
        inArray(documentReads.idestablishment, readers),
      );
      if (by) conditions.push(by);
    }
    if (filter.before) {
      const [cursor] = await db
        .select({ at: documentReads.at, id: documentReads.id })
        .from(documentReads)
        .where(eq(documentReads.id, filter.before));
      if (!cursor) return [];
      const older = or(
        lt(documentReads.at, cursor.at),
        and(eq(documentReads.at, cursor.at), lt(documentReads.id, cursor.id)),
      );
      if (older) conditions.push(older);
    }
    const rows = await db
      .select({
        id: documentReads.id,
        at: documentReads.at,
        idactor: documentReads.idactor,
        iddocument: documentReads.iddocument,
        actorType: users.type,
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        email: users.email,
        documentName: documents.name,
        documentType: documents.type,
      })
      .from(documentReads)
      .leftJoin(users, eq(users.id, documentReads.idactor))
      .leftJoin(documents, eq(documents.id, documentReads.iddocument))
      .where(and(...conditions))
      .orderBy(desc(documentReads.at), desc(documentReads.id))
      .limit(filter.limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: {
        id: row.idactor,
        type: row.actorType,
        firstName: row.firstName,
        lastName: row.lastName,
        name: row.name,
        email: row.email,
      },
      document: { id: row.iddocument, name: row.documentName, type: row.documentType },
    }));
  },

  /**
   * Deletes every read of `idowner`'s documents — the one way past the append-only trigger (RGPD
   * erasure, issue 24 §3): the flag it checks is set for this transaction only, then unset.
   * @returns how many entries went.
   */
  async deleteAuditOf(db: Executor, idowner: string): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config(${ERASURE_FLAG}, 'on', true)`);
      const gone = await tx
        .delete(documentReads)
        .where(eq(documentReads.idowner, idowner))
        .returning({ id: documentReads.id });
      await tx.execute(sql`select set_config(${ERASURE_FLAG}, 'off', true)`);
      return gone.length;
    });
  },
};
