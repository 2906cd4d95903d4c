import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { documents, sharingGroupMembers, sharingGroups, users } from "../../db/schema.js";
import type { SharingGroupRow } from "./groups.schema.js";

/** A member of a group as its summary needs (`toUserSummary`), with the group's id. */
export interface MemberRow {
  idgroup: string;
  id: string;
  type: (typeof users.$inferSelect)["type"];
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The SQL of sharing groups and their members (issue 21 §2). */
export const groupsRepository = {
  async insertGroup(db: Executor, values: typeof sharingGroups.$inferInsert): Promise<void> {
    await db.insert(sharingGroups).values(values);
  },

  /** A group by id, or null. */
  async findGroup(db: Executor, id: string): Promise<SharingGroupRow | null> {
    const [row] = await db.select().from(sharingGroups).where(eq(sharingGroups.id, id));
    return row ?? null;
  },

  /** The ids of the current members of group `idgroup`. */
  async memberIds(db: Executor, idgroup: string): Promise<string[]> {
    const rows = await db
      .select({ iduser: sharingGroupMembers.iduser })
      .from(sharingGroupMembers)
      .where(eq(sharingGroupMembers.idgroup, idgroup));
    return rows.map((row) => row.iduser);
  },

  /** The members of the groups `idgroups` with their summaries' columns, by group then name. */
  async membersOf(db: Executor, idgroups: readonly string[]): Promise<MemberRow[]> {
    if (idgroups.length === 0) return [];
    return db
      .select({
        idgroup: sharingGroupMembers.idgroup,
        id: users.id,
        type: users.type,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(sharingGroupMembers)
      .innerJoin(users, eq(users.id, sharingGroupMembers.iduser))
      .where(inArray(sharingGroupMembers.idgroup, [...idgroups]))
      .orderBy(asc(sharingGroupMembers.addedAt), asc(users.id));
  },

  /** The groups `iduser` is a member of, newest first (`sharing_group_members_user_idx`). */
  groupsOf(db: Executor, iduser: string): Promise<SharingGroupRow[]> {
    return db
      .select({ group: sharingGroups })
      .from(sharingGroupMembers)
      .innerJoin(sharingGroups, eq(sharingGroups.id, sharingGroupMembers.idgroup))
      .where(eq(sharingGroupMembers.iduser, iduser))
      .orderBy(desc(sharingGroups.createdAt), desc(sharingGroups.id))
      .then((rows) => rows.map((row) => row.group));
  },

  /** Adds `ids` to group `idgroup`; those already members are left as they are. */
  async addMembers(db: Executor, idgroup: string, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insert(sharingGroupMembers)
      .values(ids.map((iduser) => ({ idgroup, iduser, addedAt: at })))
      .onConflictDoNothing();
  },

  /** Removes `ids` from group `idgroup`. */
  async removeMembers(db: Executor, idgroup: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .delete(sharingGroupMembers)
      .where(
        and(
          eq(sharingGroupMembers.idgroup, idgroup),
          inArray(sharingGroupMembers.iduser, [...ids]),
        ),
      );
  },

  /** The ids among `ids` of existing users. */
  async existing(db: Executor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map((row) => row.id);
  },

  /** The ids of the documents posted to group `idgroup` (by `documents_group_idx`). */
  async documentIds(db: Executor, idgroup: string): Promise<string[]> {
    const rows = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.idgroup, idgroup));
    return rows.map((row) => row.id);
  },

  /**
   * Deletes group `id` with its members, messages and documents (the foreign keys cascade).
   * @returns the storage keys of its documents' files, to remove once committed.
   */
  async deleteGroup(db: Executor, id: string): Promise<string[]> {
    const files = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.idgroup, id));
    await db.delete(sharingGroups).where(eq(sharingGroups.id, id));
    return files.map((file) => file.key);
  },
};
