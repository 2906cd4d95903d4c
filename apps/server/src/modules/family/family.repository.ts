import { and, asc, count, eq, inArray, notInArray } from "drizzle-orm";
import { FEED_HIDDEN_TYPES, FINAL_ORDER_STATUSES } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  documentShares,
  documents,
  managers,
  marketOrders,
  renewalOrders,
  users,
  type UserRow,
} from "../../db/schema.js";

/** Counts by establishment id; an establishment with nothing is absent. */
export type CountsById = Map<string, number>;

/** `[{ id, nb }]` rows as a map. */
function byId(rows: { id: string; nb: number | string }[]): CountsById {
  return new Map(rows.map((row) => [row.id, Number(row.nb)]));
}

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

  /**
   * The documents shared with each of `ids` still to process (NEW, PROCESSING), profile pictures
   * and publication slots left out as in the feed (issue 18 §5).
   */
  async documentsToProcess(db: Executor, ids: string[]): Promise<CountsById> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: documentShares.iduser, nb: count() })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.iddocument))
      .where(
        and(
          inArray(documentShares.iduser, ids),
          inArray(documents.status, ["NEW", "PROCESSING"]),
          notInArray(documents.type, [...FEED_HIDDEN_TYPES]),
        ),
      )
      .groupBy(documentShares.iduser);
    return byId(rows);
  },

  /** The market orders each of `ids` sells still open (not collected, canceled nor refunded). */
  async openOrders(db: Executor, ids: string[]): Promise<CountsById> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: marketOrders.vendor, nb: count() })
      .from(marketOrders)
      .where(
        and(
          inArray(marketOrders.vendor, ids),
          notInArray(marketOrders.status, [...FINAL_ORDER_STATUSES]),
        ),
      )
      .groupBy(marketOrders.vendor);
    return byId(rows);
  },

  /** The renewal orders each of `ids` prepares still open (SUBMITTED, CONFIRMED). */
  async openRenewals(db: Executor, ids: string[]): Promise<CountsById> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: renewalOrders.idpharmacy, nb: count() })
      .from(renewalOrders)
      .where(
        and(
          inArray(renewalOrders.idpharmacy, ids),
          inArray(renewalOrders.status, ["SUBMITTED", "CONFIRMED"]),
        ),
      )
      .groupBy(renewalOrders.idpharmacy);
    return byId(rows);
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
