import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import type { BdpmRows } from "./drugs.bdpm.js";
import {
  drugCompositions,
  drugGenericGroups,
  drugPresentations,
  drugSpecialities,
  type DrugGenericGroupRow,
  type DrugPresentationRow,
  type DrugSpecialityRow,
} from "./drugs.schema.js";

/** Rows per INSERT: well under PostgreSQL's 65535 parameters for the widest table. */
const CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A LIKE pattern matching the start of `text`, its wildcards escaped. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the drug guide (issue 19 §4): the BDPM tables, read by anyone, replaced by the import. */
export const drugsRepository = {
  /**
   * Replaces the whole drug base by `rows` (the caller's transaction makes it all or nothing):
   * the deletion cascades from the specialities to their presentations, components and groups.
   */
  async replaceAll(db: Executor, rows: BdpmRows): Promise<void> {
    await db.delete(drugSpecialities);
    await insertChunks(rows.specialities, (chunk) => db.insert(drugSpecialities).values(chunk));
    await insertChunks(rows.presentations, (chunk) => db.insert(drugPresentations).values(chunk));
    await insertChunks(rows.compositions, (chunk) => db.insert(drugCompositions).values(chunk));
    await insertChunks(rows.groups, (chunk) => db.insert(drugGenericGroups).values(chunk));
  },
  /**
   * The specialities whose folded name (`drugNameKey`) starts with `key` or has a word starting
   * with it, by name then CIS, at most `limit`.
   */
  async search(db: Executor, key: string, limit: number): Promise<DrugSpecialityRow[]> {
    return db
      .select()
      .from(drugSpecialities)
      .where(
        or(
          sql`${drugSpecialities.nameKey} like ${prefix(key)}`,
          sql`${drugSpecialities.nameKey} like ${`% ${prefix(key)}`}`,
        ),
      )
      .orderBy(asc(drugSpecialities.name), asc(drugSpecialities.cis))
      .limit(limit);
  },
  async find(db: Executor, cis: string): Promise<DrugSpecialityRow | null> {
    const [row] = await db.select().from(drugSpecialities).where(eq(drugSpecialities.cis, cis));
    return row ?? null;
  },
  async presentationsOf(db: Executor, cis: string): Promise<DrugPresentationRow[]> {
    return db
      .select()
      .from(drugPresentations)
      .where(eq(drugPresentations.cis, cis))
      .orderBy(asc(drugPresentations.cip13));
  },
  /** The active substances (nature SA) of a speciality, in the order of the file. */
  async substancesOf(db: Executor, cis: string) {
    return db
      .select({
        name: drugCompositions.substance,
        dosage: drugCompositions.dosage,
        reference: drugCompositions.reference,
      })
      .from(drugCompositions)
      .where(and(eq(drugCompositions.cis, cis), eq(drugCompositions.nature, "SA")))
      .orderBy(asc(drugCompositions.id));
  },
  async groupOf(db: Executor, cis: string): Promise<DrugGenericGroupRow | null> {
    const [row] = await db
      .select()
      .from(drugGenericGroups)
      .where(eq(drugGenericGroups.cis, cis))
      .orderBy(asc(drugGenericGroups.groupId))
      .limit(1);
    return row ?? null;
  },
};
