import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { managers, users, type UserRow } from "../../db/schema.js";

/** A new member's row, without the defaults the database fills. */
export type NewMember = typeof users.$inferInsert;

/** SQL for family members: managed patients and their managers (000 §6, issue 8 §6). */
export const familyRepository = {
  /** Inserts a member and the manager link, in the caller's transaction. */
  async insertMember(db: Executor, member: NewMember, idmanager: string): Promise<UserRow> {
    const [row] = await db.insert(users).values(member).returning();
    if (!row) throw new Error("insert member returned nothing");
    await db.insert(managers).values({ idmanager, iduser: row.id });
    return row;
  },

  /** The users a manager manages, by first name then last name. */
  async managedUsers(db: Executor, idmanager: string): Promise<UserRow[]> {
    const rows = await db
      .select({ user: users })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.iduser))
      .where(eq(managers.idmanager, idmanager))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.name));
    return rows.map((row) => row.user);
  },

  /** Removes a manager link. @returns true when there was one. */
  async endManagement(db: Executor, idmanager: string, iduser: string): Promise<boolean> {
    const rows = await db
      .delete(managers)
      .where(and(eq(managers.idmanager, idmanager), eq(managers.iduser, iduser)))
      .returning({ id: managers.iduser });
    return rows.length > 0;
  },

  /** The users who manage a user. */
  async managersOf(db: Executor, iduser: string): Promise<UserRow[]> {
    const rows = await db
      .select({ user: users })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.idmanager))
      .where(eq(managers.iduser, iduser))
      .orderBy(asc(users.lastName), asc(users.name));
    return rows.map((row) => row.user);
  },
};
