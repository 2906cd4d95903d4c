import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { contacts, managers, users } from "../../db/schema.js";

/** `ids` as a SQL `text[]` (one parameter per id). */
const idArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

/**
 * The documents that are a patient's own (`patient`: an id or a column naming her): those she
 * created (her manager uploads on her behalf: she is the creator, the manager the sharer) and
 * those shared with her. `d` is the alias of the `documents` row tested.
 */
const isHerDocument = (patient: SQLWrapper) => sql`(d.idcreator = ${patient}
  or exists (select 1 from document_shares h where h.iddocument = d.id and h.iduser = ${patient}))`;

/**
 * SQL true when `patient` (an id or a column naming her) consented to show her identity to one
 * of `viewers` (docs/DECISIONS.md "Who sees a patient"): she herself shared a document with one of
 * them (the share's own sharer, never the creator of a document a colleague passed on), or one of
 * her managers (000 §6 family) shared one of her documents with one of them. Index range scans
 * on `document_shares (iduser, …)` of the viewers. `viewers` as ids, or as a SQL `text[]`
 * (a prepared statement's placeholder).
 */
export function sharedByHerSql(patient: SQLWrapper, viewers: readonly string[] | SQL): SQL {
  if (Array.isArray(viewers) && viewers.length === 0) return sql`false`;
  const v = Array.isArray(viewers) ? idArray(viewers) : (viewers as SQL);
  return sql`(exists (select 1 from document_shares s
      where s.iduser = any(${v}) and s.idsharer = ${patient})
    or exists (select 1 from document_shares s
      join documents d on d.id = s.iddocument
      join managers m on m.idmanager = s.idsharer and m.iduser = ${patient}
      where s.iduser = any(${v}) and ${isHerDocument(patient)}))`;
}

/**
 * The ids of the patients whose manager shared one of their documents with one of `viewers`
 * (as a subquery, for the patient folders): her created documents, then those shared with her.
 */
export function sharedForHerByManagerIdsSql(viewers: readonly string[]): SQL {
  const v = idArray(viewers);
  return sql`select d.idcreator from document_shares s
      join documents d on d.id = s.iddocument
      join managers m on m.iduser = d.idcreator and m.idmanager = s.idsharer
      where s.iduser = any(${v})
    union select h.iduser from document_shares s
      join document_shares h on h.iddocument = s.iddocument
      join managers m on m.iduser = h.iduser and m.idmanager = s.idsharer
      where s.iduser = any(${v})`;
}

/**
 * The facts about relations between users (000 §4, §6): contacts, shares, managers. SQL only;
 * the rules that read them live in `relations.policy.ts` and the modules above.
 */
export const relationsRepository = {
  /** Adds `ids` to `idowner`'s contact book (itself and duplicates left out, existing kept). */
  async addContacts(db: Executor, idowner: string, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => id !== idowner);
    if (unique.length === 0) return;
    await db
      .insert(contacts)
      .values(unique.map((idcontact) => ({ idowner, idcontact })))
      .onConflictDoNothing();
  },

  /** True when either user has the other in their contact book. */
  async areContacts(db: Executor, a: string, b: string): Promise<boolean> {
    const rows = await db
      .select({ id: contacts.idowner })
      .from(contacts)
      .where(
        or(
          and(eq(contacts.idowner, a), eq(contacts.idcontact, b)),
          and(eq(contacts.idowner, b), eq(contacts.idcontact, a)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** True when `patient` consented to show her identity to one of `viewers` (`sharedByHerSql`). */
  async sharedByHer(db: Executor, patient: string, viewers: readonly string[]): Promise<boolean> {
    if (viewers.length === 0) return false;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, patient), sharedByHerSql(users.id, viewers)))
      .limit(1);
    return rows.length > 0;
  },

  /** Ids of the managers of a user (000 §6). */
  async managerIdsOf(db: Executor, iduser: string): Promise<string[]> {
    const rows = await db
      .select({ id: managers.idmanager })
      .from(managers)
      .where(eq(managers.iduser, iduser));
    return rows.map((r) => r.id);
  },

  /** Ids of the managers of any of these users, each once. */
  async managerIdsOfAny(db: Executor, iduser: readonly string[]): Promise<string[]> {
    if (iduser.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: managers.idmanager })
      .from(managers)
      .where(inArray(managers.iduser, [...new Set(iduser)]));
    return rows.map((r) => r.id);
  },
};
