import { and, asc, eq, or } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { contacts, users, type UserRow } from "../../db/schema.js";

/** SQL for contact books (000 §3). */
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

  /** True when either user has the other in their book. */
  async linked(db: Executor, a: string, b: string): Promise<boolean> {
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
};
