import {
  addDays,
  displayName,
  format,
  parisMidnight,
  refusalText,
  TEXTS,
  type Transaction,
  type TransactionList,
  type TransactionsQuery,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { transactionListPolicy } from "./payments.policy.js";
import {
  paymentsRepository as repo,
  type MoveFilter,
  type MoveRow,
} from "./payments.repository.js";

/** At most this many moves in one list (issue 20 §3). */
const LIST_LIMIT = 500;

const L = TEXTS.payments.labels;

type Person = NonNullable<MoveRow["author"]>;
const nameOf = (user: Person | null) =>
  user?.id ? displayName({ ...user, type: user.type ?? undefined }) || null : null;

/** The French line saying what a move is (`TEXTS.payments.labels`). */
function labelOf(row: MoveRow): string {
  const { tx } = row;
  if (tx.kind === "PAYIN") {
    if (tx.orderId && row.orderCode) return format(L.orderPayIn, { code: row.orderCode });
    if (tx.messageId) return format(L.requestPayIn, { pharmacy: nameOf(row.credited) ?? "" });
    return L.payIn;
  }
  if (tx.nature === "REFUND") {
    return row.orderCode ? format(L.orderRefund, { code: row.orderCode }) : L.refund;
  }
  if (tx.kind === "PAYOUT") {
    return tx.bankAccountIban ? format(L.payout, { iban: tx.bankAccountIban }) : L.payoutUnknown;
  }
  return L.transfer;
}

/**
 * A recorded money move as answered (`transactionSchema`, issue 20 §3, §4; 001 §3), seen by
 * `viewerId`: `counterpart` the other side's name (null for a payout, both sides the
 * pharmacy), `failure` the French refusal of a FAILED one, `refundable` (cents) what is left to
 * refund of a SUCCEEDED pay-in of an order (its amount − the order's refunds not FAILED,
 * `refunding`), 0 otherwise.
 */
function toTransaction(
  row: MoveRow,
  viewerId: string,
  refunding: Map<string, number>,
): Transaction {
  const { tx } = row;
  const other = tx.authorId === viewerId ? row.credited : row.author;
  const refundable =
    tx.kind === "PAYIN" && tx.nature === "REGULAR" && tx.status === "SUCCEEDED" && tx.orderId
      ? Math.max(0, tx.amount - (refunding.get(tx.orderId) ?? 0))
      : 0;
  return {
    id: tx.id,
    kind: tx.kind,
    nature: tx.nature,
    status: tx.status,
    amount: tx.amount,
    fees: tx.fees,
    orderId: tx.orderId,
    orderCode: row.orderCode,
    messageId: tx.messageId,
    counterpart: other && other.id !== viewerId ? nameOf(other) : null,
    label: labelOf(row),
    failure: tx.status === "FAILED" ? refusalText(tx.resultCode) : null,
    refundable,
    createdAt: tx.createdAt.toISOString(),
    executedAt: tx.executedAt?.toISOString() ?? null,
  };
}

/**
 * One recorded move `id` as `viewerId` sees it (the answer of a payout or a refund).
 * @throws Error when it does not exist (the caller just wrote it).
 */
export async function transactionAsAnswered(
  db: Executor,
  id: string,
  viewerId: string,
): Promise<Transaction> {
  const [row] = await repo.moves(db, { ids: [id] }, 1);
  if (!row) throw new Error(`transaction ${id} vanished`);
  const refunding = await repo.refundingByOrder(db, row.tx.orderId ? [row.tx.orderId] : []);
  return toTransaction(row, viewerId, refunding);
}

/**
 * The moves of `userId` that pass `query` (issue 20 §3): `from` … `to` are Paris days, both
 * included; newest first, at most 500; the totals (cents, SUCCEEDED only) over all that pass.
 */
async function movesOf(
  ctx: AppContext,
  userId: string,
  query: TransactionsQuery,
): Promise<TransactionList> {
  const filter: MoveFilter = {
    userId,
    kind: query.kind,
    status: query.status,
    nature: query.nature,
    from: query.from ? parisMidnight(query.from) : undefined,
    before: query.to ? parisMidnight(addDays(query.to, 1)) : undefined,
  };
  const rows = await repo.moves(ctx.db, filter, LIST_LIMIT);
  const orderIds = [...new Set(rows.flatMap((r) => (r.tx.orderId ? [r.tx.orderId] : [])))];
  const refunding = await repo.refundingByOrder(ctx.db, orderIds);
  const sums = await repo.moveTotals(ctx.db, filter);
  return {
    transactions: rows.map((row) => toTransaction(row, userId, refunding)),
    totals: { ...sums, net: sums.payIns - sums.refunds - sums.payouts },
  };
}

/**
 * `GET /market/mp/transactions?kind&status&nature&from&to` (issue 20 §3, §4): the patient's
 * own money moves — her pay-ins and the refunds to her — with their totals in cents.
 * @throws 403 not a patient (`patientOnly`).
 */
export async function patientTransactions(
  ctx: AppContext,
  actor: Actor,
  query: TransactionsQuery,
): Promise<TransactionList> {
  authorize(transactionListPolicy, "patient", actor, actor);
  return movesOf(ctx, actor.id, query);
}

/**
 * `GET /market/mp/transactions-pharma?kind&status&nature&from&to` (issue 20 §3, §4): the
 * pharmacy's own money moves — pay-ins received, its refunds, its payouts — with their totals
 * in cents (net = received − refunded − paid out).
 * @throws 403 not a pharmacy (`pharmacyOnly`).
 */
export async function pharmacyTransactions(
  ctx: AppContext,
  actor: Actor,
  query: TransactionsQuery,
): Promise<TransactionList> {
  authorize(transactionListPolicy, "pharmacy", actor, actor);
  return movesOf(ctx, actor.id, query);
}
