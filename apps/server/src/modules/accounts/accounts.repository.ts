import { and, asc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import {
  NO_PICTURES,
  PICTURE_FIELD,
  type SearchQuery,
  type UserPictures,
  type UserType,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { pictures } from "../../db/schema.js";
import { managers, users, type UserRow } from "./accounts.schema.js";

/** A new user row, without the defaults the database fills. */
export type NewUser = typeof users.$inferInsert;

/** SQL for users and their managers; the only place that queries those tables. */
export const accountsRepository = {
  async findById(db: Executor, id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** Finds by e-mail, compared in lower case. */
  async findByEmail(db: Executor, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("insert user returned nothing");
    return row;
  },

  async update(db: Executor, id: string, changes: Partial<NewUser>): Promise<UserRow> {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`update of missing user ${id}`);
    return row;
  },

  /** Ids of the managers of a user (000 §6). */
  async managerIdsOf(db: Executor, iduser: string): Promise<string[]> {
    const rows = await db
      .select({ id: managers.idmanager })
      .from(managers)
      .where(eq(managers.iduser, iduser));
    return rows.map((r) => r.id);
  },

  /** Ids of the managers of any of these users. */
  async managerIdsOfAny(db: Executor, iduser: string[]): Promise<string[]> {
    if (iduser.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: managers.idmanager })
      .from(managers)
      .where(inArray(managers.iduser, iduser));
    return rows.map((r) => r.id);
  },

  /** The manager links of any of these users. */
  async managersOfMany(
    db: Executor,
    iduser: string[],
  ): Promise<{ idmanager: string; iduser: string }[]> {
    if (iduser.length === 0) return [];
    return db.select().from(managers).where(inArray(managers.iduser, iduser));
  },

  /** Ids of the users a manager manages. */
  async managedIdsOf(db: Executor, idmanager: string): Promise<string[]> {
    const rows = await db
      .select({ id: managers.iduser })
      .from(managers)
      .where(eq(managers.idmanager, idmanager));
    return rows.map((r) => r.id);
  },

  async addManager(db: Executor, idmanager: string, iduser: string): Promise<void> {
    await db.insert(managers).values({ idmanager, iduser }).onConflictDoNothing();
  },

  /** Users of one type, optionally of one group, ordered by name (directory lists). */
  async listByType(db: Executor, type: UserType, grp?: string, limit = 500): Promise<UserRow[]> {
    const where = grp ? and(eq(users.type, type), eq(users.grp, grp)) : eq(users.type, type);
    return db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.lastName))
      .limit(limit);
  },

  /**
   * The directory search of 000 §7 (`GET /ws/search/{type}`): users of one type whose name starts
   * or contains `name`, city and zip code start with theirs, other fields equal; by name, at most
   * `limit`.
   */
  async search(db: Executor, type: UserType, q: SearchQuery): Promise<UserRow[]> {
    const where: SQL[] = [eq(users.type, type)];
    if (q.name) where.push(ilike(users.name, `%${q.name}%`));
    if (q.city) where.push(ilike(users.city, `${q.city}%`));
    if (q.zipCode) where.push(ilike(users.zipCode, `${q.zipCode}%`));
    if (q.department) where.push(eq(users.department, q.department));
    if (q.grp) where.push(eq(users.grp, q.grp));
    if (q.finess) where.push(eq(users.finess, q.finess));
    if (q.rpps) where.push(eq(users.rpps, q.rpps));
    if (q.profession) where.push(eq(users.profession, q.profession));
    return db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(users.name, users.lastName)
      .limit(q.limit);
  },

  /** The white-label groups (`grp`) of the managers of a user: the groups it is a member of. */
  async groupsOf(db: Executor, iduser: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ grp: users.grp })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.idmanager))
      .where(eq(managers.iduser, iduser));
    return rows.flatMap((row) => (row.grp ? [row.grp] : []));
  },

  /** The picture ids of each of these users (000 §3 `pictures`); users without any are absent. */
  async picturesOf(db: Executor, userIds: string[]): Promise<Map<string, UserPictures>> {
    const found = new Map<string, UserPictures>();
    if (userIds.length === 0) return found;
    const rows = await db
      .select({ id: pictures.id, userId: pictures.userId, type: pictures.type })
      .from(pictures)
      .where(inArray(pictures.userId, userIds));
    for (const row of rows) {
      const current = found.get(row.userId) ?? { ...NO_PICTURES };
      current[PICTURE_FIELD[row.type]] = row.id;
      found.set(row.userId, current);
    }
    return found;
  },
};
