import { and, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { SEARCH_ACCENTED, searchKey, type DocumentStatus } from "@reseau/shared";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import {
  contacts,
  documentShares,
  documents,
  labReports,
  users,
  type LabReportRow,
  type UserRow,
} from "../../db/schema.js";

/** `column` lower case without accents, as `searchKey` folds the text compared with it. */
const folded = (column: SQLWrapper) =>
  sql`translate(lower(coalesce(${column}, '')), ${SEARCH_ACCENTED.from}, ${SEARCH_ACCENTED.to})`;

/**
 * The patients `owners` (a laboratory and the labs it manages) already know: created by them, a
 * contact either way, a document she shared with them, or a result of theirs about her.
 */
function knownBy(owners: readonly string[]): SQL {
  const mine = [...owners];
  return sql`(${inArray(users.createdBy, mine)}
    or exists (select 1 from ${contacts} c where ${inArray(sql`c.idowner`, mine)} and c.idcontact = ${users.id})
    or exists (select 1 from ${contacts} c where ${inArray(sql`c.idcontact`, mine)} and c.idowner = ${users.id})
    or exists (select 1 from ${documentShares} s where ${inArray(sql`s.iduser`, mine)} and s.idsharer = ${users.id})
    or exists (select 1 from ${labReports} r where ${inArray(sql`r.idlab`, mine)} and r.idpatient = ${users.id}))`;
}

/** A result document of the laboratory's list, with its report and patient. */
export interface LabListRow {
  id: string;
  name: string;
  date: Date;
  lastUpdate: Date;
  status: DocumentStatus;
  report: LabReportRow["report"];
  patient: Pick<
    UserRow,
    "id" | "type" | "name" | "firstName" | "lastName" | "email" | "status"
  > | null;
  sharedWithPatient: boolean;
}

const patientColumns = {
  id: users.id,
  type: users.type,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
};

/** SQL of laboratory results (issue 10 §1, §2). */
export const labsRepository = {
  /** The laboratory's patient with this NIR (its first 13 characters), or null. */
  async patientByNir(db: Executor, owners: readonly string[], nir: string): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, "patient"),
          sql`left(replace(${users.nir}, ' ', ''), 13) = ${nir.slice(0, 13)}`,
          knownBy(owners),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  },

  /** The laboratory's patient with these names (accents and case folded) and birth date, or null. */
  async patientByIdentity(
    db: Executor,
    owners: readonly string[],
    identity: { lastName: string; firstName: string; birth: string },
  ): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, "patient"),
          eq(users.birth, identity.birth),
          sql`${folded(users.lastName)} = ${searchKey(identity.lastName)}`,
          sql`${folded(users.firstName)} = ${searchKey(identity.firstName)}`,
          knownBy(owners),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  },

  /**
   * The doctor the prescriber line names (« Dr Paul DURAND »): a professional in the
   * laboratory's contacts (either way) whose last name, and first name when she has one, the line
   * contains, accents and case folded. None, or more than one: null (never a guess).
   */
  async prescriberNamed(
    db: Executor,
    owners: readonly string[],
    line: string,
  ): Promise<string | null> {
    const key = searchKey(line);
    if (!key) return null;
    const mine = [...owners];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, "professional"),
          sql`(exists (select 1 from ${contacts} c where ${inArray(sql`c.idowner`, mine)} and c.idcontact = ${users.id})
            or exists (select 1 from ${contacts} c where ${inArray(sql`c.idcontact`, mine)} and c.idowner = ${users.id}))`,
          sql`length(${folded(users.lastName)}) > 1`,
          sql`${key} like '%' || ${folded(users.lastName)} || '%'`,
          sql`(${users.firstName} is null or ${key} like '%' || ${folded(users.firstName)} || '%')`,
        ),
      )
      .limit(2);
    return rows.length === 1 ? (rows[0]?.id ?? null) : null;
  },

  /** Inserts a patient the laboratory's file names (status AUTO, no e-mail). */
  async insertPatient(db: Executor, user: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("insert patient returned nothing");
    return row;
  },

  async insertReport(db: Executor, row: typeof labReports.$inferInsert): Promise<void> {
    await db.insert(labReports).values(row);
  },

  /** A document's report with its patient and laboratory, or null when it has none. */
  async findReport(db: Executor, iddocument: string) {
    const patient = alias(users, "patient");
    const prescriber = alias(users, "prescriber");
    const [row] = await db
      .select({
        report: labReports,
        patient: {
          id: patient.id,
          type: patient.type,
          name: patient.name,
          firstName: patient.firstName,
          lastName: patient.lastName,
          email: patient.email,
          status: patient.status,
          meta: patient.meta,
        },
        prescriber: {
          id: prescriber.id,
          type: prescriber.type,
          name: prescriber.name,
          firstName: prescriber.firstName,
          lastName: prescriber.lastName,
          email: prescriber.email,
        },
        lab: {
          id: users.id,
          type: users.type,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(labReports)
      .innerJoin(users, eq(users.id, labReports.idlab))
      .leftJoin(patient, eq(patient.id, labReports.idpatient))
      .leftJoin(prescriber, eq(prescriber.id, labReports.idprescriber))
      .where(eq(labReports.iddocument, iddocument));
    return row ?? null;
  },

  async markNotified(db: Executor, iddocument: string, at: Date): Promise<void> {
    await db
      .update(labReports)
      .set({ notifiedAt: at })
      .where(eq(labReports.iddocument, iddocument));
  },

  /**
   * The result documents `owners` created, newest first: by document status, not yet notified,
   * or a part of the patient's name (folded, first or last name, either order).
   */
  async list(
    db: Executor,
    owners: readonly string[],
    filters: { status?: DocumentStatus; notNotified?: boolean; name?: string; limit: number },
  ): Promise<LabListRow[]> {
    const where: SQL[] = [inArray(labReports.idlab, [...owners])];
    if (filters.status) where.push(eq(documents.status, filters.status));
    if (filters.notNotified) where.push(isNull(labReports.notifiedAt));
    const key = filters.name ? searchKey(filters.name) : "";
    if (key) {
      const pattern = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        sql`(${folded(sql`${users.lastName} || ' ' || ${users.firstName}`)} like ${pattern}
          or ${folded(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${pattern})`,
      );
    }
    const rows = await db
      .select({
        id: documents.id,
        name: documents.name,
        date: documents.date,
        lastUpdate: documents.lastUpdate,
        status: documents.status,
        report: labReports.report,
        patient: patientColumns,
        sharedWithPatient: sql<boolean>`exists (select 1 from ${documentShares} s
          where s.iddocument = ${documents.id} and s.iduser = ${labReports.idpatient})`,
      })
      .from(labReports)
      .innerJoin(documents, eq(documents.id, labReports.iddocument))
      .leftJoin(users, eq(users.id, labReports.idpatient))
      .where(and(...where))
      .orderBy(desc(documents.date), desc(documents.id))
      .limit(filters.limit);
    return rows.map((row) => ({ ...row, patient: row.patient?.id ? row.patient : null }));
  },
};
