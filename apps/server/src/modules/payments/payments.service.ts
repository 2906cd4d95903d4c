import {
  format,
  formatCents,
  orderStatusLabel,
  refusalText,
  TEXTS,
  type MarketOrder,
  type OrderStatus,
  type PaymentResult,
  type PayInput,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { PaymentTransactionRow } from "../../db/schema.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict, notFound } from "../../platform/errors.js";
import type { EventQueue } from "../../platform/events.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { markPaymentRequestPaid } from "../documents/index.js";
import { findOrderRow, moveOrder, orderAsAnswered } from "../orders/index.js";
import { ensureIdentity, providerFailure, providerOf } from "./payments.accounts.js";
import {
  orderPaymentPolicy,
  orderStatusOnPayment,
  transactionStatusOnReport,
} from "./payments.policy.js";
import { ProviderError, type ProviderPayIn } from "./payments.provider.js";
import { paymentsRepository as repo } from "./payments.repository.js";

/** The idempotency key of our pay-in `txId` at the provider: a retry never pays twice. */
const payInKey = (txId: string) => `payin-${txId}`;

const paidText = (order: MarketOrder) =>
  format(TEXTS.payments.paid, { total: formatCents(order.totalFinal), pharmacy: order.vendorName });
const failedText = (order: MarketOrder, resultCode: string | null) =>
  format(TEXTS.payments.failed, {
    total: formatCents(order.totalFinal),
    pharmacy: order.vendorName,
    reason: refusalText(resultCode),
  });

/**
 * The answer about an order's payment: the order now and its latest pay-in (PENDING while
 * CREATED, with the 3-D Secure page when it waits for one).
 */
async function resultOf(
  ctx: AppContext,
  orderId: string,
  refusal?: string | null,
): Promise<PaymentResult> {
  const order = await orderAsAnswered(ctx.db, orderId);
  const payIn = await repo.latestPayIn(ctx.db, { orderId });
  if (refusal !== undefined || (!payIn && order.status === "ERROR_PAYMENT")) {
    return {
      order,
      outcome: "FAILED",
      amount: order.totalFinal,
      redirectUrl: null,
      message: failedText(order, refusal ?? null),
    };
  }
  if (!payIn) {
    return {
      order,
      outcome: "PENDING",
      amount: order.totalFinal,
      redirectUrl: null,
      message: null,
    };
  }
  const outcome = payIn.status === "CREATED" ? "PENDING" : payIn.status;
  const redirectUrl = outcome === "PENDING" ? payIn.secureModeRedirectUrl : null;
  return {
    order,
    outcome,
    amount: payIn.amount,
    redirectUrl,
    message:
      outcome === "SUCCEEDED"
        ? paidText(order)
        : outcome === "FAILED"
          ? failedText(order, payIn.resultCode)
          : redirectUrl
            ? TEXTS.payments.pending
            : null,
  };
}

/** Applies a payment event to the order when its status allows (`orderStatusOnPayment`). */
async function moveOnPayment(
  ctx: AppContext,
  tx: Executor,
  events: EventQueue,
  orderId: string,
  event: "succeeded" | "failed",
  resultCode: string | null,
): Promise<void> {
  const order = await findOrderRow(tx, orderId, true);
  if (!order) return;
  const next = orderStatusOnPayment(order.status, event);
  if (!next) {
    if (event === "succeeded") {
      // money taken for an order that no longer waits for it: the pharmacy refunds it
      console.warn(`pay-in succeeded for order ${orderId} in status ${order.status}`);
    }
    return;
  }
  await moveOrder(ctx, tx, events, orderId, next, (dto) =>
    event === "succeeded" ? paidText(dto) : failedText(dto, resultCode),
  );
}

/**
 * Records what the provider reports of our pay-in `txId` and moves its order, once: the
 * transaction settles only from CREATED, the order only as `orderStatusOnPayment` allows, so a
 * repeated hook, a late reconciliation or a second read change nothing. A pay-in that does not
 * match our transaction (wallet, card, amount) is ignored. `payIn` null: the provider refused to
 * create it (`refusal` says why).
 */
export async function settlePayIn(
  ctx: AppContext,
  txId: string,
  payIn: ProviderPayIn | null,
  refusal?: string,
): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const row = await repo.transaction(tx, txId, true);
    if (!row || row.kind !== "PAYIN") return;
    if (payIn && !matches(row, payIn)) {
      console.warn(`pay-in ${payIn.Id} does not match transaction ${txId}: ignored`);
      return;
    }
    const now = ctx.clock.now();
    const reported = payIn ? payIn.Status : "FAILED";
    const next = transactionStatusOnReport(row.status, reported);
    const changes: Partial<PaymentTransactionRow> = {};
    if (payIn && !row.providerId) changes.providerId = payIn.Id;
    if (payIn?.Status === "CREATED" && payIn.SecureModeRedirectURL) {
      changes.secureModeRedirectUrl = payIn.SecureModeRedirectURL;
    }
    if (next) {
      Object.assign(changes, {
        status: next,
        resultCode: payIn ? payIn.ResultCode : null,
        resultMessage: payIn ? payIn.ResultMessage : (refusal ?? null),
        executedAt: now,
        secureModeRedirectUrl: null,
      });
    }
    if (Object.keys(changes).length === 0) return;
    await repo.updateTransaction(tx, txId, { ...changes, updatedAt: now });
    if (next === "SUCCEEDED" && row.messageId) {
      await markPaymentRequestPaid(tx, events, row.messageId, row.id);
    }
    if (next && row.orderId) {
      await moveOnPayment(
        ctx,
        tx,
        events,
        row.orderId,
        next === "SUCCEEDED" ? "succeeded" : "failed",
        payIn?.ResultCode ?? null,
      );
    }
  });
}

function matches(row: PaymentTransactionRow, payIn: ProviderPayIn): boolean {
  return (
    (row.providerId === null || row.providerId === payIn.Id) &&
    payIn.CreditedWalletId === row.walletId &&
    payIn.CardId === row.cardId &&
    payIn.DebitedFunds.Amount === row.amount
  );
}

/**
 * `POST /market/mp/pay {order, cardReg, registrationData?}` (001 §7, issue 20 §2): the order's
 * patient pays it. The server completes the card registration with what the provider's
 * tokenisation answered the browser, records the pay-in (CREATED) and moves the order to
 * PROCESSING_PAYMENT in one transaction, then asks the provider for a card direct pay-in of the
 * order's own total (cents, as the server computed it when ordering) into the pharmacy's
 * wallet, keyed by our transaction's id; the answer settles it (PAYED, ERROR_PAYMENT) or leaves
 * it waiting for 3-D Secure (`redirectUrl`). A second call while a payment is under way answers
 * that payment again, never pays twice.
 * @throws 404 unknown order or not visible, a card registration of someone else; 403 the
 *   pharmacy's side; 409 already paid or not payable; 400 payment off, registration data
 *   missing; 502 the provider unreachable (the transaction stays pending for reconciliation).
 */
export async function payOrder(
  ctx: AppContext,
  actor: Actor,
  input: PayInput,
  ipAddress: string,
): Promise<PaymentResult> {
  providerOf(ctx); // 400 when card payment is off
  const row = await findOrderRow(ctx.db, input.order);
  authorize(orderPaymentPolicy, "read", actor, row);
  authorize(orderPaymentPolicy, "pay", actor, row);
  if (row.status === "PROCESSING_PAYMENT") return resultOf(ctx, row.id);
  await refuseUnpayable(ctx.db, row);
  const payer = await ensureIdentity(ctx, actor.id);
  const payee = await ensureIdentity(ctx, row.vendor);
  const walletId = payee.walletId;
  if (!walletId) throw new Error(`pharmacy ${row.vendor} has no wallet`);
  const card = await registeredCard(ctx, payer.providerUserId, input);
  if ("refusal" in card) {
    await refuseWithoutPayIn(ctx, row.id);
    return resultOf(ctx, row.id, card.refusal);
  }
  const { cardId } = card;
  const txId = newId();
  const amount = await inTransaction(ctx, async (tx, events) => {
    const locked = await findOrderRow(tx, row.id, true);
    if (!locked) throw notFound(TEXTS.orders.noOrder);
    // a concurrent click took the lock first: its payment is the one
    if (locked.status === "PROCESSING_PAYMENT") return null;
    await refuseUnpayable(tx, locked);
    const linesTotal = await repo.linesTotal(tx, locked.id);
    if (linesTotal + locked.totalDelivery !== locked.totalFinal) {
      throw new Error(`order ${locked.id}: total ${locked.totalFinal} ≠ its lines ${linesTotal}`);
    }
    const now = ctx.clock.now();
    await repo.insertTransaction(tx, {
      id: txId,
      kind: "PAYIN",
      nature: "REGULAR",
      status: "CREATED",
      amount: locked.totalFinal,
      orderId: locked.id,
      attempt: (await repo.payInCount(tx, { orderId: locked.id })) + 1,
      authorId: actor.id,
      creditedUserId: locked.vendor,
      walletId,
      cardId,
      createdAt: now,
      updatedAt: now,
    });
    await repo.setCardReg(tx, locked.id, card.registrationId);
    await moveOrder(ctx, tx, events, locked.id, "PROCESSING_PAYMENT", () => null);
    return locked.totalFinal;
  });
  if (amount === null) return resultOf(ctx, row.id);
  await askPayIn(ctx, txId, {
    authorId: payer.providerUserId,
    walletId,
    cardId,
    amount,
    returnUrl: ctx.mailer.linkTo("/mes-commandes", { commande: row.id }),
    ipAddress,
  });
  return resultOf(ctx, row.id);
}

/**
 * The card of registration `input.cardReg`, which must be `payerProviderId`'s: completed with
 * what the tokenisation answered the browser when still CREATED. @returns the card, or the
 * provider's `refusal` code when it refused the card (expired, invalid).
 * @throws 404 someone else's registration or unknown; 400 data missing; 502 provider down.
 */
export async function registeredCard(
  ctx: AppContext,
  payerProviderId: string,
  input: { cardReg: string; registrationData?: string | undefined },
): Promise<{ registrationId: string; cardId: string } | { refusal: string | null }> {
  const provider = providerOf(ctx);
  try {
    let registration = await provider.cardRegistration(input.cardReg);
    if (registration.UserId !== payerProviderId) throw notFound(TEXTS.payments.noCard);
    if (registration.Status === "CREATED") {
      if (!input.registrationData) throw badRequest(TEXTS.payments.registrationDataInvalid);
      registration = await provider.completeCardRegistration(
        registration.Id,
        input.registrationData,
      );
    }
    if (registration.Status !== "VALIDATED" || !registration.CardId) {
      return { refusal: registration.ResultCode ?? null };
    }
    return { registrationId: registration.Id, cardId: registration.CardId };
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noCard);
  }
}

/**
 * Asks the provider for the card direct pay-in of our recorded transaction `txId` (its
 * idempotency key made of it, `Tag` = it) and settles from the answer; a refusal fails it.
 * @throws 502 when the provider did not answer: the transaction stays CREATED, and the
 *   reconciliation reads it back by its key.
 */
export async function askPayIn(
  ctx: AppContext,
  txId: string,
  request: {
    authorId: string;
    walletId: string;
    cardId: string;
    amount: number;
    returnUrl: string;
    ipAddress: string;
  },
): Promise<void> {
  try {
    const payIn = await providerOf(ctx).createCardPayIn({ ...request, tag: txId }, payInKey(txId));
    await settlePayIn(ctx, txId, payIn);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.reason !== "refused") {
      return providerFailure(error, TEXTS.orders.noOrder);
    }
    await settlePayIn(ctx, txId, null, error.message);
  }
}

/**
 * @throws 409 when an order cannot start a payment: « déjà payée » when its last pay-in
 *   succeeded, otherwise its status says why (canceled, reserved for the counter…).
 */
async function refuseUnpayable(db: Executor, order: { id: string; status: OrderStatus }) {
  if (orderStatusOnPayment(order.status, "start")) return;
  if ((await repo.latestPayIn(db, { orderId: order.id }))?.status === "SUCCEEDED") {
    throw conflict(TEXTS.payments.alreadyPaid);
  }
  throw conflict(format(TEXTS.payments.notPayable, { status: orderStatusLabel(order.status) }));
}

/** A card the provider refused to register (expired, invalid): the order says its payment failed. */
async function refuseWithoutPayIn(ctx: AppContext, orderId: string): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const order = await findOrderRow(tx, orderId, true);
    if (!order || order.status !== "CREATED") return;
    await moveOrder(ctx, tx, events, orderId, "ERROR_PAYMENT", () => null);
  });
}

/**
 * Reads our pending pay-in `row` back from the provider (by its id, or by its idempotency key
 * when the provider's answer was lost) and settles it. @returns true when it was found.
 */
export async function refreshPayIn(ctx: AppContext, row: PaymentTransactionRow): Promise<boolean> {
  const provider = providerOf(ctx);
  const providerId = row.providerId ?? (await provider.createdUnder(payInKey(row.id)))?.Id;
  if (!providerId) return false;
  await settlePayIn(ctx, row.id, await provider.payIn(providerId));
  return true;
}

/**
 * `GET /market/mp/pay/{id}`: where the order's payment stands, its pending pay-in read back
 * from the provider first (the page the 3-D Secure return lands on reads this).
 * @throws 404 unknown order or not visible; 502 the provider unreachable.
 */
export async function orderPayment(
  ctx: AppContext,
  actor: Actor,
  orderId: string,
): Promise<PaymentResult> {
  const row = await findOrderRow(ctx.db, orderId);
  authorize(orderPaymentPolicy, "read", actor, row);
  const payIn = await repo.latestPayIn(ctx.db, { orderId });
  if (payIn?.status === "CREATED" && ctx.config.payment) {
    try {
      await refreshPayIn(ctx, payIn);
    } catch (error) {
      return providerFailure(error, TEXTS.orders.noOrder);
    }
  }
  return resultOf(ctx, orderId);
}
