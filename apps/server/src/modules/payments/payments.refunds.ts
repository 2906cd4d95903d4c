import {
  format,
  formatCents,
  TEXTS,
  type MarketOrder,
  type RefundInput,
  type RefundResult,
} from "@reseau/shared";
import type { PaymentTransactionRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { findOrderRow, moveOrder, orderAsAnswered, tellOrder } from "../orders/index.js";
import { ensureIdentity, providerFailure, providerOf } from "./payments.accounts.js";
import { moneyOutChanges, reportMatches } from "./payments.bank.js";
import {
  orderPaymentPolicy,
  orderRefundPolicy,
  orderStatusOnRefund,
  refundAmount,
} from "./payments.policy.js";
import { ProviderError, type ProviderPayOut } from "./payments.provider.js";
import { paymentsRepository as repo } from "./payments.repository.js";
import { transactionAsAnswered } from "./payments.transactions.js";

/** The idempotency key of our refund `txId` at the provider: a retry never refunds twice. */
const refundKey = (txId: string) => `refund-${txId}`;

const refundedText = (order: MarketOrder, amount: number) =>
  format(TEXTS.payments.refunded, { pharmacy: order.vendorName, total: formatCents(amount) });
const refundFailedText = (order: MarketOrder, amount: number) =>
  format(TEXTS.payments.refundFailed, { pharmacy: order.vendorName, total: formatCents(amount) });

/**
 * `POST /market/mp/refund {order, amount?}` (001 §7, issue 20 §3): the order's pharmacy refunds
 * its SUCCEEDED pay-in to the patient's card — the whole of what is left (paid − refunds not
 * FAILED) by default, `amount` cents when given. Under the order's row lock the refund is
 * recorded (kind PAYOUT, nature REFUND, CREATED, author the pharmacy, credited the patient), so
 * two refunds at once never exceed what was paid; then the provider is asked (key and `Tag` our
 * id) and its answer settles it: the patient is told live (`TEXTS.payments.refunded`), and the
 * order moves to REFUNDED once its refunds reach what was paid.
 * @returns the order now, the refund as recorded, what is left to refund (cents).
 * @throws 404 unknown order or not visible; 403 its patient (`pharmacyOfOrderOnly`); 409
 *   `notRefundable` nothing paid or nothing left; 400 `refundTooHigh` more than is left; 502 the
 *   provider down (the refund stays CREATED for the reconciliation).
 */
export async function refundOrder(
  ctx: AppContext,
  actor: Actor,
  input: RefundInput,
): Promise<RefundResult> {
  const provider = providerOf(ctx); // 400 when card payment is off
  const row = await findOrderRow(ctx.db, input.order);
  authorize(orderPaymentPolicy, "read", actor, row);
  authorize(orderRefundPolicy, "refund", actor, row);
  const payee = await ensureIdentity(ctx, row.vendor);
  const txId = newId();
  const asked = await inTransaction(ctx, async (tx) => {
    const locked = await findOrderRow(tx, row.id, true);
    if (!locked) throw notFound(TEXTS.orders.noOrder);
    const { payIn, refunding } = await repo.orderMoney(tx, locked.id);
    if (!payIn?.providerId) throw conflict(TEXTS.payments.notRefundable);
    const decision = refundAmount(payIn.amount, refunding, input.amount);
    if ("refusal" in decision) {
      if (decision.refusal === "notRefundable") throw conflict(TEXTS.payments.notRefundable);
      throw badRequest(format(TEXTS.payments.refundTooHigh, { left: formatCents(decision.left) }));
    }
    const now = ctx.clock.now();
    await repo.insertTransaction(tx, {
      id: txId,
      kind: "PAYOUT",
      nature: "REFUND",
      status: "CREATED",
      amount: decision.amount,
      orderId: locked.id,
      authorId: locked.vendor,
      creditedUserId: locked.client,
      walletId: payIn.walletId,
      createdAt: now,
      updatedAt: now,
    });
    return { amount: decision.amount, payInId: payIn.providerId };
  });
  try {
    const refund = await provider.createRefund(
      { payInId: asked.payInId, authorId: payee.providerUserId, amount: asked.amount, tag: txId },
      refundKey(txId),
    );
    await settleRefund(ctx, txId, refund);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.reason !== "refused") {
      return providerFailure(error, TEXTS.orders.noOrder);
    }
    await settleRefund(ctx, txId, null, error.message);
  }
  const { payIn, refunding } = await repo.orderMoney(ctx.db, row.id);
  return {
    order: await orderAsAnswered(ctx.db, row.id),
    refund: await transactionAsAnswered(ctx.db, txId, actor.id),
    refundable: Math.max(0, (payIn?.amount ?? 0) - refunding),
  };
}

/**
 * Records what the provider reports of our refund `txId` (its answer, the hook, the
 * reconciliation), once, and tells the order's sides live: SUCCEEDED « {pharmacy} vous a
 * remboursé {total} sur votre carte. » — moving the order to REFUNDED when its SUCCEEDED refunds
 * reach what was paid (`orderStatusOnRefund`) —, FAILED `refundFailed`. A refund that does not
 * match ours is ignored.
 */
export async function settleRefund(
  ctx: AppContext,
  txId: string,
  refund: ProviderPayOut | null,
  refusal?: string,
): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const row = await repo.transaction(tx, txId, true);
    if (!row || row.nature !== "REFUND") return;
    if (refund && !reportMatches(row, refund)) {
      console.warn(`refund ${refund.Id} does not match transaction ${txId}: ignored`);
      return;
    }
    const changes = moneyOutChanges(row, refund, ctx.clock.now(), refusal);
    if (!changes) return;
    await repo.updateTransaction(tx, txId, changes);
    if (!row.orderId || !changes.status) return;
    const orderId = row.orderId;
    if (changes.status === "FAILED") {
      await tellOrder(tx, events, orderId, (order) => refundFailedText(order, row.amount));
      return;
    }
    const order = await findOrderRow(tx, orderId, true);
    if (!order) return;
    const { payIn, refunded } = await repo.orderMoney(tx, orderId);
    const next = orderStatusOnRefund(order.status, payIn?.amount ?? 0, refunded);
    if (next) {
      await moveOrder(ctx, tx, events, orderId, next, (dto) => refundedText(dto, row.amount));
    } else {
      await tellOrder(tx, events, orderId, (dto) => refundedText(dto, row.amount));
    }
  });
}

/**
 * Reads our pending refund `row` back from the provider (by its id, or by its idempotency key
 * when the answer was lost) and settles it. @returns true when it was found.
 */
export async function refreshRefund(ctx: AppContext, row: PaymentTransactionRow): Promise<boolean> {
  const provider = providerOf(ctx);
  const providerId = row.providerId ?? (await provider.createdUnder(refundKey(row.id)))?.Id;
  if (!providerId) return false;
  await settleRefund(ctx, row.id, await provider.refund(providerId));
  return true;
}
