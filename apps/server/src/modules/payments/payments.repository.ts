import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  OrderStatus,
  TransactionKind,
  TransactionNature,
  TransactionStatus,
} from "@reseau/shared";
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

/** The people of a money move, as `displayName` reads them. */
const author = alias(users, "tx_author");
const credited = alias(users, "tx_credited");
const person = (u: typeof author | typeof credited) => ({
  id: u.id,
  type: u.type,
  name: u.name,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

/** What the lists of money moves filter on (issue 20 §3): the user's own, then the query's. */
export interface MoveFilter {
  userId: string;
  kind?: TransactionKind | undefined;
  status?: TransactionStatus | undefined;
  nature?: TransactionNature | undefined;
  /** Created at or after (the start of a Paris day). */
  from?: Date | undefined;
  /** Created before (the start of the Paris day after the last). */
  before?: Date | undefined;
}

function moveWhere(f: MoveFilter): SQL | undefined {
  return and(
    or(
      eq(paymentTransactions.authorId, f.userId),
      eq(paymentTransactions.creditedUserId, f.userId),
    ),
    f.kind ? eq(paymentTransactions.kind, f.kind) : undefined,
    f.status ? eq(paymentTransactions.status, f.status) : undefined,
    f.nature ? eq(paymentTransactions.nature, f.nature) : undefined,
    f.from ? gte(paymentTransactions.createdAt, f.from) : undefined,
    f.before ? lt(paymentTransactions.createdAt, f.before) : undefined,
  );
}

/** A money move with its order's pickup code and both sides' names. */
export type MoveRow = Awaited<ReturnType<typeof paymentsRepository.moves>>[number];

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

  /** A user's provider identity, locked for update when `lock` (one payout at a time). */
  async account(
    db: Executor,
    userId: string,
    lock = false,
  ): Promise<PaymentAccountRow | undefined> {
    const query = db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  },

  /**
   * Cents leaving `walletId` that the provider may not have debited yet: our payouts and refunds
   * (kind PAYOUT) still CREATED whose creation the provider has not answered (no provider id).
   */
  async outgoingInFlight(db: Executor, walletId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int` })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.walletId, walletId),
          eq(paymentTransactions.kind, "PAYOUT"),
          eq(paymentTransactions.status, "CREATED"),
          sql`${paymentTransactions.providerId} IS NULL`,
        ),
      );
    return Number(row?.total ?? 0);
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

  /**
   * The money of an order (issue 20 §3), in cents: its SUCCEEDED pay-in (the one refunds
   * refund), and the sums of its refunds not FAILED (pending ones count: under the order's row
   * lock, two refunds at once never exceed what was paid) and SUCCEEDED.
   */
  async orderMoney(
    db: Executor,
    orderId: string,
  ): Promise<{ payIn: PaymentTransactionRow | undefined; refunding: number; refunded: number }> {
    const [payIn] = await db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.orderId, orderId),
          eq(paymentTransactions.kind, "PAYIN"),
          eq(paymentTransactions.nature, "REGULAR"),
          eq(paymentTransactions.status, "SUCCEEDED"),
        ),
      )
      .orderBy(desc(paymentTransactions.attempt))
      .limit(1);
    const [sums] = await db
      .select({
        refunding: sql<number>`coalesce(sum(${paymentTransactions.amount}) filter (where ${paymentTransactions.status} <> 'FAILED'), 0)::int`,
        refunded: sql<number>`coalesce(sum(${paymentTransactions.amount}) filter (where ${paymentTransactions.status} = 'SUCCEEDED'), 0)::int`,
      })
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.nature, "REFUND")),
      );
    return {
      payIn,
      refunding: Number(sums?.refunding ?? 0),
      refunded: Number(sums?.refunded ?? 0),
    };
  },

  /** The sums of the refunds not FAILED of each of `orderIds`, in cents. */
  async refundingByOrder(db: Executor, orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({
        orderId: paymentTransactions.orderId,
        total: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int`,
      })
      .from(paymentTransactions)
      .where(
        and(
          inArray(paymentTransactions.orderId, orderIds),
          eq(paymentTransactions.nature, "REFUND"),
          ne(paymentTransactions.status, "FAILED"),
        ),
      )
      .groupBy(paymentTransactions.orderId);
    return new Map(rows.map((r) => [r.orderId ?? "", Number(r.total)]));
  },

  /**
   * A user's money moves (the pay-ins she made or received, the refunds and payouts she made or
   * was paid) that pass the filter, newest first, at most `limit`, each with its order's pickup
   * code and both sides as `displayName` reads them; `ids` instead: those moves.
   */
  async moves(db: Executor, filter: MoveFilter | { ids: string[] }, limit = 500) {
    return db
      .select({
        tx: paymentTransactions,
        orderCode: marketOrders.pickupCode,
        author: person(author),
        credited: person(credited),
      })
      .from(paymentTransactions)
      .leftJoin(marketOrders, eq(marketOrders.id, paymentTransactions.orderId))
      .leftJoin(author, eq(author.id, paymentTransactions.authorId))
      .leftJoin(credited, eq(credited.id, paymentTransactions.creditedUserId))
      .where("ids" in filter ? inArray(paymentTransactions.id, filter.ids) : moveWhere(filter))
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(limit);
  },

  /**
   * The totals of a user's moves that pass the filter, SUCCEEDED only, in cents: pay-ins
   * (PAYIN REGULAR), refunds (nature REFUND), payouts (PAYOUT REGULAR).
   */
  async moveTotals(
    db: Executor,
    filter: MoveFilter,
  ): Promise<{ payIns: number; refunds: number; payouts: number }> {
    const t = paymentTransactions;
    const sumWhere = (condition: SQL) =>
      sql<number>`coalesce(sum(${t.amount}) filter (where ${condition}), 0)::int`;
    const [row] = await db
      .select({
        payIns: sumWhere(sql`${t.kind} = 'PAYIN' and ${t.nature} = 'REGULAR'`),
        refunds: sumWhere(sql`${t.nature} = 'REFUND'`),
        payouts: sumWhere(sql`${t.kind} = 'PAYOUT' and ${t.nature} = 'REGULAR'`),
      })
      .from(t)
      .where(and(moveWhere(filter), eq(t.status, "SUCCEEDED")));
    return {
      payIns: Number(row?.payIns ?? 0),
      refunds: Number(row?.refunds ?? 0),
      payouts: Number(row?.payouts ?? 0),
    };
  },

  /**
   * Our moves still CREATED since before `before`, oldest first, `limit` of each kind — pay-ins,
   * and payouts with refunds (kind PAYOUT): what the reconciliation reads back.
   */
  async pendingMoves(db: Executor, before: Date, limit: number): Promise<PaymentTransactionRow[]> {
    const pending = (kind: TransactionKind) =>
      db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.status, "CREATED"),
            eq(paymentTransactions.kind, kind),
            lt(paymentTransactions.createdAt, before),
          ),
        )
        .orderBy(asc(paymentTransactions.createdAt))
        .limit(limit);
    return [...(await pending("PAYIN")), ...(await pending("PAYOUT"))];
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
