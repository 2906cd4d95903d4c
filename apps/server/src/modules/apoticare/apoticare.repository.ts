import { desc, eq, inArray, or } from "drizzle-orm";
import { displayName, type ApoticareStatus, type UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { apoticareOrders, type ApoticareOrderRow } from "./apoticare.schema.js";

/** The SQL of cosmetics orders (issue 22 §3). */
export const apoticareRepository = {
  async insertOrder(
    db: Executor,
    values: typeof apoticareOrders.$inferInsert,
  ): Promise<ApoticareOrderRow> {
    const [row] = await db.insert(apoticareOrders).values(values).returning();
    if (!row) throw new Error("cosmetics order not inserted");
    return row;
  },

  /** An order by id, or null; `lock` takes its row lock so two status changes queue. */
  async findOrder(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<ApoticareOrderRow | null> {
    const query = db.select().from(apoticareOrders).where(eq(apoticareOrders.id, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /** The orders `iduser` placed (a patient) or received (a pharmacy), newest first. */
  ordersOf(db: Executor, iduser: string): Promise<ApoticareOrderRow[]> {
    return db
      .select()
      .from(apoticareOrders)
      .where(or(eq(apoticareOrders.idpatient, iduser), eq(apoticareOrders.idpharma, iduser)))
      .orderBy(desc(apoticareOrders.createdAt), desc(apoticareOrders.id));
  },

  async setStatus(
    db: Executor,
    id: string,
    status: ApoticareStatus,
    at: Date,
  ): Promise<ApoticareOrderRow> {
    const [row] = await db
      .update(apoticareOrders)
      .set({ status, updatedAt: at })
      .where(eq(apoticareOrders.id, id))
      .returning();
    if (!row) throw new Error(`cosmetics order ${id} vanished`);
    return row;
  },

  /** A user's id and type (the pharmacy an order is sent to), or null. */
  async userKind(db: Executor, id: string): Promise<{ id: string; type: UserType } | null> {
    const [row] = await db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },

  /** The display names (`displayName`) of the accounts `ids`: the orders' pharmacies. */
  async namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: users.id,
        type: users.type,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, displayName(row)]));
  },
};
