import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { OrderStatus } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import {
  marketOrderLines,
  marketOrders,
  paymentAccounts,
  paymentTransactions,
  users,
  type PaymentAccountRow,
  type PaymentTransactionRow,
} from "../../db/schema.js";

/** The columns of a user the provider identity is made of. */
export interface PayerRow {
  id: string;
  type: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  finess: string | null;
}

/** What a pay-in pays: an order, or a pharmacy's payment request (a message). */
export type PayInOf = { orderId: string } | { messageId: string };

const payInsOf = (of: PayInOf) =>
  "orderId" in of
    ? eq(paymentTransactions.orderId, of.orderId)
    : eq(paymentTransactions.messageId, of.messageId);

/** SQL of the payments module (issue 20): provider identities, money moves, unpaid orders. */
export const paymentsRepository = {
  async user(db: Executor, id: string): Promise<PayerRow | undefined> {
    const [row] = await db
      .select({
        id: users.id,
        type: users.type,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        address: users.address,
        city: users.city,
        zipCode: users.zipCode,
        finess: users.finess,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  async account(db: Executor, userId: string): Promise<PaymentAccountRow | undefined> {
    const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
    return row;
  },

  /** Stores a provider identity unless one is already there (a concurrent first need). */
  async saveAccount(db: Executor, row: typeof paymentAccounts.$inferInsert): Promise<void> {
    await db.insert(paymentAccounts).values(row).onConflictDoNothing();
  },

  async setWallet(db: Executor, userId: string, walletId: string): Promise<void> {
    await db
      .update(paymentAccounts)
      .set({ walletId })
      .where(and(eq(paymentAccounts.userId, userId), sql`${paymentAccounts.walletId} IS NULL`));
  },

  /** The sum of an order's lines as sold, in cents (paid unit price × quantity). */
  async linesTotal(db: Executor, orderId: string): Promise<number> {
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${marketOrderLines.paidUnitPrice} * ${marketOrderLines.quantity}), 0)::int`,
      })
      .from(marketOrderLines)
      .where(eq(marketOrderLines.orderId, orderId));
    return Number(row?.total ?? 0);
  },

  async setCardReg(db: Executor, orderId: string, cardReg: string): Promise<void> {
    await db.update(marketOrders).set({ cardReg }).where(eq(marketOrders.id, orderId));
  },

  async insertTransaction(
    db: Executor,
    row: typeof paymentTransactions.$inferInsert,
  ): Promise<void> {
    await db.insert(paymentTransactions).values(row);
  },

  /** A transaction by our id, locked for update when `lock`. */
  async transaction(
    db: Executor,
    id: string,
    lock = false,
  ): Promise<PaymentTransactionRow | undefined> {
    const query = db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  },

  /** The latest pay-in of an order or of a payment request (a message), or undefined. */
  async latestPayIn(db: Executor, of: PayInOf): Promise<PaymentTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(and(payInsOf(of), eq(paymentTransactions.kind, "PAYIN")))
      .orderBy(desc(paymentTransactions.attempt))
      .limit(1);
    return row;
  },

  /** How many pay-ins the order or request had (the next attempt's number minus one). */
  async payInCount(db: Executor, of: PayInOf): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(paymentTransactions)
      .where(and(payInsOf(of), eq(paymentTransactions.kind, "PAYIN")));
    return Number(row?.n ?? 0);
  },

  async updateTransaction(
    db: Executor,
    id: string,
    changes: Partial<typeof paymentTransactions.$inferInsert>,
  ): Promise<void> {
    await db.update(paymentTransactions).set(changes).where(eq(paymentTransactions.id, id));
  },

  /** Pay-ins still CREATED since before `before`, oldest first (the reconciliation's). */
  async pendingPayIns(db: Executor, before: Date, limit: number): Promise<PaymentTransactionRow[]> {
    return db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, "CREATED"),
          eq(paymentTransactions.kind, "PAYIN"),
          lt(paymentTransactions.createdAt, before),
        ),
      )
      .orderBy(asc(paymentTransactions.createdAt))
      .limit(limit);
  },

  /**
   * Orders waiting for their payment (`statuses`) placed before `before`, locked and skipped
   * when another sweep holds them.
   */
  async unpaidOrders(
    db: Executor,
    statuses: OrderStatus[],
    before: Date,
    limit: number,
  ): Promise<{ id: string; status: OrderStatus }[]> {
    return db
      .select({ id: marketOrders.id, status: marketOrders.status })
      .from(marketOrders)
      .where(and(inArray(marketOrders.status, statuses), lt(marketOrders.createdAt, before)))
      .orderBy(asc(marketOrders.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
  },
};
