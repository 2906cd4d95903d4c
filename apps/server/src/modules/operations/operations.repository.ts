import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { displayName, type SubmissionStatus, type UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { directories, users } from "../../db/schema.js";
import {
  marketOperations,
  marketSubmissions,
  type MarketOperationRow,
  type MarketSubmissionRow,
} from "./operations.schema.js";

/** The SQL of marketing operations and their submissions (issue 21 §4). */
export const operationsRepository = {
  async insertOperation(db: Executor, values: typeof marketOperations.$inferInsert): Promise<void> {
    await db.insert(marketOperations).values(values);
  },

  /** Inserts an operation's OPMARKET directory, owned by its manager (issue 21 §4). */
  async insertDirectory(
    db: Executor,
    values: { id: string; idowner: string; name: string; createdAt: Date },
  ): Promise<void> {
    await db.insert(directories).values({ ...values, type: "OPMARKET" });
  },

  /** An operation by id, or null. */
  async findOperation(db: Executor, id: string): Promise<MarketOperationRow | null> {
    const [row] = await db.select().from(marketOperations).where(eq(marketOperations.id, id));
    return row ?? null;
  },

  /** The operations `idcreator` created, newest first. */
  operationsOfCreator(db: Executor, idcreator: string): Promise<MarketOperationRow[]> {
    return db
      .select()
      .from(marketOperations)
      .where(eq(marketOperations.idcreator, idcreator))
      .orderBy(desc(marketOperations.createdAt), desc(marketOperations.id));
  },

  /** The operations `idreceiver` receives a submission of, newest first. */
  operationsOfReceiver(db: Executor, idreceiver: string): Promise<MarketOperationRow[]> {
    return db
      .selectDistinct({ operation: marketOperations })
      .from(marketOperations)
      .innerJoin(marketSubmissions, eq(marketSubmissions.idmarketop, marketOperations.id))
      .where(eq(marketSubmissions.idreceiver, idreceiver))
      .orderBy(desc(marketOperations.createdAt), desc(marketOperations.id))
      .then((rows) => rows.map((row) => row.operation));
  },

  /**
   * The submissions of the operations `idmarketops`, oldest first; only `idreceiver`'s when
   * given.
   */
  async submissionsOf(
    db: Executor,
    idmarketops: readonly string[],
    idreceiver?: string,
  ): Promise<MarketSubmissionRow[]> {
    if (idmarketops.length === 0) return [];
    const where: SQL[] = [inArray(marketSubmissions.idmarketop, [...idmarketops])];
    if (idreceiver) where.push(eq(marketSubmissions.idreceiver, idreceiver));
    return db
      .select()
      .from(marketSubmissions)
      .where(and(...where))
      .orderBy(asc(marketSubmissions.date), asc(marketSubmissions.id));
  },

  async insertSubmission(
    db: Executor,
    values: typeof marketSubmissions.$inferInsert,
  ): Promise<MarketSubmissionRow> {
    const [row] = await db.insert(marketSubmissions).values(values).returning();
    if (!row) throw new Error("submission not inserted");
    return row;
  },

  /** A submission by id, or null; `lock` takes its row lock so two status changes queue. */
  async findSubmission(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<MarketSubmissionRow | null> {
    const query = db.select().from(marketSubmissions).where(eq(marketSubmissions.id, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row ?? null;
  },

  async setStatus(
    db: Executor,
    id: string,
    status: SubmissionStatus,
    at: Date,
  ): Promise<MarketSubmissionRow> {
    const [row] = await db
      .update(marketSubmissions)
      .set({ status, lastUpdate: at })
      .where(eq(marketSubmissions.id, id))
      .returning();
    if (!row) throw new Error(`submission ${id} vanished`);
    return row;
  },

  /**
   * The display names (`displayName`: an establishment's name, else a person's, else the e-mail)
   * of the accounts `ids`: a submission's receiver, an operation's manager.
   */
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

  /** A user's id and type (the receiver of a submission), or null. */
  async userKind(db: Executor, id: string): Promise<{ id: string; type: UserType } | null> {
    const [row] = await db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  },
};
