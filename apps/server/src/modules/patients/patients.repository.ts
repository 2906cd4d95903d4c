import { and, asc, count, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { SEARCH_ACCENTED, searchKey, type PatientFilters } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { contacts, documentShares, documents, users, type UserRow } from "../../db/schema.js";
import { sharedByHerSql, sharedForHerByManagerIdsSql } from "../relations/index.js";

/** A new user row, without the defaults the database fills. */
type NewUser = typeof users.$inferInsert;

/** A patient of the folders, with what decides how much of her the caller sees. */
export interface FolderRow {
  user: UserRow;
  /**
   * She, or her manager with one of her documents, shared a document with the caller (relations
   * `sharedByHerSql`): her consent to show her identity fields.
   */
  sharedByHer: boolean;
}

/** `column` lower case without accents, as `searchKey` folds the text compared with it. */
const folded = (column: SQLWrapper) =>
  sql`translate(lower(coalesce(${column}, '')), ${SEARCH_ACCENTED.from}, ${SEARCH_ACCENTED.to})`;

/** A LIKE pattern matching the start of `text`, its wildcards escaped. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the users `owners` have a relation with (issue 8 §4): a contact either way (in their
 * book, or they are in hers: the pharmacy a patient chose), a
 * document shared either way (she shared with them; they created a document shared with her), one
 * of her documents her manager shared with them (relations `sharedForHerByManagerIdsSql`), or
 * created by them (`users.created_by`). Each branch is an index range scan: contacts' primary
 * key, `document_shares (iduser, …)`, `documents (idcreator, …)` then the shares' primary key,
 * `users (created_by)`, and "they are in her book" `contacts (idcontact)` (docs/ARCHITECTURE.md
 * "Patient folders").
 */
function relatedIds(owners: readonly string[]): SQL {
  const mine = [...owners];
  return sql`(
    select ${contacts.idcontact} from ${contacts} where ${inArray(contacts.idowner, mine)}
    union select ${contacts.idowner} from ${contacts} where ${inArray(contacts.idcontact, mine)}
    union select ${documentShares.idsharer} from ${documentShares}
      where ${inArray(documentShares.iduser, mine)}
    union select ${documentShares.iduser} from ${documentShares}
      join ${documents} on ${documents.id} = ${documentShares.iddocument}
      where ${inArray(documents.idcreator, mine)}
    union select ${users.id} from ${users} where ${inArray(users.createdBy, mine)}
    union ${sharedForHerByManagerIdsSql(mine)}
  )`;
}

/**
 * `users.id` is one of the related ids. Written `= any(array(…))`: the ids are gathered once, then
 * each is looked up by primary key (an index scan with the array), so the cost follows the
 * caller's own patients, never the number of users.
 */
function isRelated(owners: readonly string[]): SQL {
  return sql`${users.id} = any(array${relatedIds(owners)})`;
}

/** The lower-case letters that fold to `letter` (« e », « é », « è »…), for the alphabet filter. */
function lettersFolding(letter: string): string[] {
  const plain = letter.toLowerCase();
  const accented = [...SEARCH_ACCENTED.from].filter((_c, i) => SEARCH_ACCENTED.to[i] === plain);
  return [plain, ...accented];
}

/** SQL of the patient folders (000 §7 `GET /ws/patients/list/v2`, `POST /ws/patient`). */
export const patientsRepository = {
  /**
   * One page of the patients `owners` (the caller and the establishments it manages) have a
   * relation with, filtered (000 §4), by folded last name, first name, id. A NIR or birth-date
   * search matches only patients whose identity fields the caller may see (`health`: the SQL
   * side of relations `identityVisible`, the caller being a professional or an establishment), so
   * the search is no oracle on hidden numbers.
   */
  async list(
    db: Executor,
    owners: readonly string[],
    filters: PatientFilters,
    page: { limit: number; offset: number },
  ): Promise<FolderRow[]> {
    const mine = [...owners];
    const sharedByHer = sql<boolean>`${sharedByHerSql(users.id, mine)}`;
    const health = sql`(${sharedByHer} or ${inArray(users.createdBy, mine)})`;
    const where: SQL[] = [eq(users.type, "patient"), isRelated(mine)];
    if (filters.initial) {
      // the first letter compared as it is written (« É » is an E): no folding of every name
      where.push(inArray(sql`lower(left(${users.lastName}, 1))`, lettersFolding(filters.initial)));
    }
    if (filters.name) {
      const key = searchKey(filters.name);
      const pattern = prefix(key);
      const first = key.charAt(0);
      // a first-letter test before folding: only names that may match are folded
      if (/^[a-z]$/.test(first)) {
        const letters = lettersFolding(first);
        where.push(
          sql`(${inArray(sql`lower(left(${users.lastName}, 1))`, letters)} or ${inArray(
            sql`lower(left(${users.firstName}, 1))`,
            letters,
          )})`,
        );
      }
      where.push(
        sql`(${folded(users.lastName)} like ${pattern} or ${folded(users.firstName)} like ${pattern}
          or ${folded(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${pattern})`,
      );
    }
    if (filters.email) where.push(sql`lower(${users.email}) like ${prefix(filters.email)}`);
    if (filters.nir)
      where.push(sql`left(${users.nir}, 13) = ${filters.nir.slice(0, 13)} and ${health}`);
    if (filters.birth) where.push(sql`${users.birth} = ${filters.birth} and ${health}`);
    const statusOk = filters.statuses ? inArray(users.status, filters.statuses) : sql`true`;
    where.push(
      sql`(case when ${users.meta}->>'email_ok' = '0' then ${filters.wrongMail} else ${statusOk} end)`,
    );
    const rows = await db
      .select({ user: users, sharedByHer })
      .from(users)
      .where(and(...where))
      .orderBy(asc(folded(users.lastName)), asc(folded(users.firstName)), asc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows;
  },

  /** How many patients `owners` have a relation with (000 §7 `GET /ws/count/pharma/patients`). */
  async count(db: Executor, owners: readonly string[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.type, "patient"), isRelated(owners)));
    return row?.n ?? 0;
  },

  /** True when an account uses this e-mail (compared in lower case). */
  async emailTaken(db: Executor, email: string): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  },

  async insert(db: Executor, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("insert patient returned nothing");
    return row;
  },
};
