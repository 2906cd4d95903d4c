import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MANAGER_TYPES, type InvitationStatus, type UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { managers, users, type UserRow } from "../../db/schema.js";
import { groupInvitations, type InvitationRow } from "./membership.schema.js";

/** The columns of an account that membership shows of it (a party, `toParty`). */
export type PartyRow = Pick<
  UserRow,
  "id" | "type" | "name" | "firstName" | "lastName" | "email" | "city"
>;

const partyColumns = {
  id: users.id,
  type: users.type,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  city: users.city,
};

/** The two sides of a `managers` row, with their account types (issue 21 §1). */
export interface MembershipRow {
  idmanager: string;
  managerType: UserType;
  iduser: string;
  memberType: UserType;
}

/** The SQL of a group's membership (issue 21 §1): invitations and the `managers` rows they make. */
export const membershipRepository = {
  /** The account whose e-mail is `email`, compared without case, or null. */
  async partyByEmail(db: Executor, email: string): Promise<PartyRow | null> {
    const [row] = await db
      .select(partyColumns)
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  },

  /** The account `id`, or null. */
  async party(db: Executor, id: string): Promise<PartyRow | null> {
    const [row] = await db.select(partyColumns).from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** The accounts of `ids` (each once), in no order. */
  parties(db: Executor, ids: readonly string[]): Promise<PartyRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select(partyColumns)
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
  },

  /** The `managers` row of `idmanager` over `iduser` with both types, or null. */
  async membership(db: Executor, idmanager: string, iduser: string): Promise<MembershipRow | null> {
    const manager = alias(users, "manager");
    const [row] = await db
      .select({
        idmanager: managers.idmanager,
        iduser: managers.iduser,
        managerType: manager.type,
        memberType: users.type,
      })
      .from(managers)
      .innerJoin(manager, eq(manager.id, managers.idmanager))
      .innerJoin(users, eq(users.id, managers.iduser))
      .where(and(eq(managers.idmanager, idmanager), eq(managers.iduser, iduser)));
    return row ?? null;
  },

  /** True when `idmanager` has a PENDING invitation to `iduser`. */
  async hasPending(db: Executor, idmanager: string, iduser: string): Promise<boolean> {
    const [row] = await db
      .select({ id: groupInvitations.id })
      .from(groupInvitations)
      .where(
        and(
          eq(groupInvitations.idmanager, idmanager),
          eq(groupInvitations.iduser, iduser),
          eq(groupInvitations.status, "PENDING"),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Stores an invitation. @throws the unique violation of a second PENDING one for the pair. */
  async insertInvitation(
    db: Executor,
    values: typeof groupInvitations.$inferInsert,
  ): Promise<InvitationRow> {
    const [row] = await db.insert(groupInvitations).values(values).returning();
    if (!row) throw new Error("invitation not stored");
    return row;
  },

  /** An invitation by id, or null; `lock` takes its row lock so two answers queue. */
  async invitation(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<InvitationRow | null> {
    const query = db.select().from(groupInvitations).where(eq(groupInvitations.id, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /** Sets an invitation's final status and its answer's date; @returns the new row. */
  async answer(
    db: Executor,
    id: string,
    status: Exclude<InvitationStatus, "PENDING">,
    answeredAt: Date,
  ): Promise<InvitationRow> {
    const [row] = await db
      .update(groupInvitations)
      .set({ status, answeredAt })
      .where(eq(groupInvitations.id, id))
      .returning();
    if (!row) throw new Error(`invitation ${id} vanished`);
    return row;
  },

  /** The PENDING invitations sent by `idmanager` or received by `iduser`, newest first. */
  pending(
    db: Executor,
    side: { idmanager: string } | { iduser: string },
  ): Promise<InvitationRow[]> {
    const party =
      "idmanager" in side
        ? eq(groupInvitations.idmanager, side.idmanager)
        : eq(groupInvitations.iduser, side.iduser);
    return db
      .select()
      .from(groupInvitations)
      .where(and(party, eq(groupInvitations.status, "PENDING")))
      .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id));
  },

  /** Makes `idmanager` the manager of `iduser` (000 §6); nothing when it already is. */
  async addMember(db: Executor, idmanager: string, iduser: string): Promise<void> {
    await db.insert(managers).values({ idmanager, iduser }).onConflictDoNothing();
  },

  /** Removes the `managers` row of `idmanager` over `iduser`. */
  async removeMember(db: Executor, idmanager: string, iduser: string): Promise<void> {
    await db
      .delete(managers)
      .where(and(eq(managers.idmanager, idmanager), eq(managers.iduser, iduser)));
  },

  /** The accounts of type `memberType` that `idmanager` manages, by id. */
  members(db: Executor, idmanager: string, memberType: UserType): Promise<PartyRow[]> {
    return db
      .select(partyColumns)
      .from(managers)
      .innerJoin(users, eq(users.id, managers.iduser))
      .where(and(eq(managers.idmanager, idmanager), eq(users.type, memberType)))
      .orderBy(asc(users.id));
  },

  /** The groupements (grp_pharm, grp_lab) that manage `iduser`, by id. */
  groupsOf(db: Executor, iduser: string): Promise<PartyRow[]> {
    return db
      .select(partyColumns)
      .from(managers)
      .innerJoin(users, eq(users.id, managers.idmanager))
      .where(and(eq(managers.iduser, iduser), inArray(users.type, [...MANAGER_TYPES])))
      .orderBy(asc(users.id));
  },
};
