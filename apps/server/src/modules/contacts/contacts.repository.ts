import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SEARCH_ACCENTED, type ContactsQuery } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { contacts, users, type UserRow } from "../../db/schema.js";

// lower case without accents, as `searchKey` folds a typed text
const folded = (text: SQL) =>
  sql`translate(lower(${text}), ${SEARCH_ACCENTED.from}, ${SEARCH_ACCENTED.to})`;

/** The name a book is sorted and filtered by, as `sortNameOf` in packages/shared. */
const sortName = sql`coalesce(
  case when ${users.type} in ('patient', 'professional') then null else nullif(${users.name}, '') end,
  nullif(${users.lastName}, ''), nullif(${users.firstName}, ''), ${users.email}, '')`;

/** `%` and `_` typed by a user are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL conditions of the v2 filters (000 §7 `GET /ws/contacts/v2`). */
function filtersOf(query: ContactsQuery): (SQL | undefined)[] {
  return [
    query.initiale
      ? sql`${folded(sortName)} like ${query.initiale.toLowerCase() + "%"}`
      : undefined,
    query.email
      ? sql`lower(${users.email}) like ${"%" + literal(query.email.toLowerCase()) + "%"}`
      : undefined,
    query.app === "patient" ? eq(users.isOnPatientApp, true) : undefined,
    query.app === "pro" ? eq(users.isOnProApp, true) : undefined,
    query.city
      ? sql`${folded(sql`coalesce(${users.city}, '')`)} like ${literal(foldText(query.city)) + "%"}`
      : undefined,
    query.status ? inArray(users.status, query.status as UserRow["status"][]) : undefined,
    query.zipCode
      ? sql`upper(coalesce(${users.zipCode}, '')) like ${literal(query.zipCode.toUpperCase()) + "%"}`
      : undefined,
  ];
}

/** The same folding as the SQL `folded`, in JavaScript (the letters of `SEARCH_ACCENTED`). */
function foldText(text: string): string {
  let out = "";
  for (const c of text.toLowerCase()) {
    const i = SEARCH_ACCENTED.from.indexOf(c);
    out += i >= 0 ? SEARCH_ACCENTED.to[i] : c;
  }
  return out;
}

/** SQL for contact books (000 §3), and the two patient flags professionals set (000 §3, §7). */
export const contactsRepository = {
  /** Adds contacts to an owner's book; ids already there, or the owner, are skipped. */
  async addMany(db: Executor, idowner: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => id !== idowner);
    if (unique.length === 0) return;
    await db
      .insert(contacts)
      .values(unique.map((idcontact) => ({ idowner, idcontact })))
      .onConflictDoNothing();
  },

  /** @returns true when a contact was removed. */
  async remove(db: Executor, idowner: string, idcontact: string): Promise<boolean> {
    const rows = await db
      .delete(contacts)
      .where(and(eq(contacts.idowner, idowner), eq(contacts.idcontact, idcontact)))
      .returning({ id: contacts.idcontact });
    return rows.length > 0;
  },

  /** The users in an owner's book, by name. */
  async list(db: Executor, idowner: string): Promise<UserRow[]> {
    const rows = await db
      .select({ user: users })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.idcontact))
      .where(eq(contacts.idowner, idowner))
      .orderBy(asc(users.name), asc(users.lastName), asc(users.firstName));
    return rows.map((r) => r.user);
  },

  /**
   * The users in an owner's book that pass the v2 filters (000 §7), by the name of the alphabet
   * (`sortNameOf`), accents ignored.
   */
  async listFiltered(db: Executor, idowner: string, query: ContactsQuery): Promise<UserRow[]> {
    const rows = await db
      .select({ user: users })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.idcontact))
      .where(and(eq(contacts.idowner, idowner), ...filtersOf(query)))
      .orderBy(folded(sortName), asc(users.firstName), asc(users.id));
    return rows.map((r) => r.user);
  },

  /** The books of several owners (a group's establishments): each contact with its owner. */
  async listOfOwners(
    db: Executor,
    idowners: readonly string[],
  ): Promise<{ idowner: string; user: UserRow }[]> {
    if (idowners.length === 0) return [];
    return db
      .select({ idowner: contacts.idowner, user: users })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.idcontact))
      .where(inArray(contacts.idowner, [...idowners]))
      .orderBy(folded(sortName), asc(users.id));
  },

  /** The users of `ids` that exist, in no order. */
  async findUsers(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
  },

  /** Stores a patient's NIR as checked by a professional (`meta.validated: true`, 000 §3). */
  async setValidatedNir(db: Executor, id: string, nir: string): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ nir, meta: sql`${users.meta} || '{"validated": true}'::jsonb` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`user ${id} vanished`);
    return row;
  },

  /** Marks a user's e-mail as wrong (`meta.email_ok = 0`, 000 §3). */
  async markEmailInvalid(db: Executor, id: string): Promise<void> {
    await db
      .update(users)
      .set({ meta: sql`${users.meta} || '{"email_ok": 0}'::jsonb` })
      .where(eq(users.id, id));
  },
};
