import { and, desc, eq, inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DocumentStatus, RenewalOrderStatus } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { documents, users } from "../../db/schema.js";
import { renewalOrders, type RenewalOrderRow } from "./renewals.schema.js";

/** The columns of a user summary. */
export interface PersonRow {
  id: string;
  type: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** An order with its document's name and status and the summaries of both sides. */
export interface OrderWithPeople {
  order: RenewalOrderRow;
  documentName: string;
  documentStatus: DocumentStatus;
  patient: PersonRow;
  pharmacy: PersonRow;
}

/** Columns a renewal change may set. */
export type OrderChanges = Partial<
  Pick<
    RenewalOrderRow,
    "status" | "fired" | "lastFired" | "nextDue" | "reason" | "readAt" | "updatedAt"
  >
>;

const patientUser = alias(users, "patient_user");
const pharmacyUser = alias(users, "pharmacy_user");
const person = (table: typeof users | typeof patientUser | typeof pharmacyUser) => ({
  id: table.id,
  type: table.type,
  name: table.name,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

function withPeople(db: Executor) {
  return db
    .select({
      order: renewalOrders,
      documentName: documents.name,
      documentStatus: documents.status,
      patient: person(patientUser),
      pharmacy: person(pharmacyUser),
    })
    .from(renewalOrders)
    .innerJoin(documents, eq(documents.id, renewalOrders.iddocument))
    .innerJoin(patientUser, eq(patientUser.id, renewalOrders.idpatient))
    .innerJoin(pharmacyUser, eq(pharmacyUser.id, renewalOrders.idpharmacy));
}

/** The SQL of renewal orders (issue 10 §3). */
export const renewalsRepository = {
  async insertOrder(db: Executor, values: typeof renewalOrders.$inferInsert): Promise<void> {
    await db.insert(renewalOrders).values(values);
  },

  /** An order by id with its people, or null. */
  async findOrder(db: Executor, id: string): Promise<OrderWithPeople | null> {
    const [row] = await withPeople(db).where(eq(renewalOrders.id, id));
    return (row as OrderWithPeople | undefined) ?? null;
  },

  /**
   * A document's latest order (the running one first), or null; `lock` takes its row lock so two
   * changes of one order queue.
   */
  async latestOfDocument(
    db: Executor,
    iddocument: string,
    options: { lock?: boolean } = {},
  ): Promise<RenewalOrderRow | null> {
    const query = db
      .select()
      .from(renewalOrders)
      .where(eq(renewalOrders.iddocument, iddocument))
      .orderBy(desc(renewalOrders.createdAt))
      .limit(1);
    const [row] = options.lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /**
   * The orders of `owners` on either side (patient or pharmacy), newest first, at most 200;
   * `statuses` filters.
   */
  async listFor(
    db: Executor,
    owners: readonly string[],
    statuses: readonly RenewalOrderStatus[] | undefined,
  ): Promise<OrderWithPeople[]> {
    const ids = [...owners];
    const conditions: SQL[] = [
      or(inArray(renewalOrders.idpatient, ids), inArray(renewalOrders.idpharmacy, ids)) as SQL,
    ];
    if (statuses && statuses.length > 0) {
      conditions.push(inArray(renewalOrders.status, [...statuses]));
    }
    const rows = await withPeople(db)
      .where(and(...conditions))
      .orderBy(desc(renewalOrders.createdAt))
      .limit(200);
    return rows as OrderWithPeople[];
  },

  async updateOrder(db: Executor, id: string, changes: OrderChanges): Promise<void> {
    await db.update(renewalOrders).set(changes).where(eq(renewalOrders.id, id));
  },

  /**
   * Confirmed orders whose next renewal day is on or before `today`, locked; rows another
   * transaction holds are skipped (`SKIP LOCKED`): two sweeps never take the same order.
   */
  async lockDue(db: Executor, today: string, limit: number): Promise<RenewalOrderRow[]> {
    return db
      .select()
      .from(renewalOrders)
      .where(
        and(
          isNotNull(renewalOrders.nextDue),
          lte(renewalOrders.nextDue, today),
          eq(renewalOrders.status, "CONFIRMED"),
        ),
      )
      .orderBy(renewalOrders.nextDue)
      .limit(limit)
      .for("update", { skipLocked: true });
  },

  /** Type and profession of users (who among a document's recipients is an optician). */
  async profilesOf(
    db: Executor,
    ids: string[],
  ): Promise<{ id: string; type: string; profession: string | null }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, type: users.type, profession: users.profession })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /** A user's summary columns, or null. */
  async person(db: Executor, id: string): Promise<PersonRow | null> {
    const [row] = await db.select(person(users)).from(users).where(eq(users.id, id));
    return row ?? null;
  },
};
