import {
  format,
  formatCents,
  refusalText,
  TEXTS,
  type PaymentRequestResult,
  type PayRequestInput,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { readPaymentRequest, type PaymentRequest } from "../documents/index.js";
import { ensureIdentity, providerFailure, providerOf } from "./payments.accounts.js";
import { paymentRequestPolicy } from "./payments.policy.js";
import { paymentsRepository as repo } from "./payments.repository.js";
import { askPayIn, refreshPayIn, registeredCard } from "./payments.service.js";

async function resultOfRequest(
  ctx: AppContext,
  request: PaymentRequest,
  refusal?: string | null,
): Promise<PaymentRequestResult> {
  const payIn = await repo.latestPayIn(ctx.db, { messageId: request.id });
  const pharmacy = await repo.user(ctx.db, request.sender);
  const words = {
    total: formatCents(request.price),
    pharmacy: pharmacy?.name ?? "",
  };
  const outcome =
    refusal !== undefined || payIn?.status === "FAILED"
      ? "FAILED"
      : payIn?.status === "SUCCEEDED" || request.paid
        ? "SUCCEEDED"
        : "PENDING";
  const redirectUrl = outcome === "PENDING" ? (payIn?.secureModeRedirectUrl ?? null) : null;
  return {
    idmessage: request.id,
    iddocument: request.iddocument,
    outcome,
    amount: payIn?.amount ?? request.price,
    redirectUrl,
    message:
      outcome === "SUCCEEDED"
        ? format(TEXTS.payments.requestPaidText, words)
        : outcome === "FAILED"
          ? format(TEXTS.payments.failed, {
              ...words,
              reason: refusalText(refusal ?? payIn?.resultCode ?? null),
            })
          : redirectUrl
            ? TEXTS.payments.pending
            : null,
  };
}

/**
 * `POST /market/mp/pay-request {message, cardReg, registrationData?}` (issue 20 §2): the patient
 * pays a pharmacy's payment request (its AWAITING_PAYMENT message, 000 §4) as an order is paid:
 * the price the request carries (cents, set by the status action) into the pharmacy's wallet.
 * Once SUCCEEDED the message is marked paid (`updateMsg`) and the document's `meta.order`
 * records it (its status unchanged). One payment under way at a time, never twice.
 * @throws 404 unknown or not hers to see; 403 the pharmacy's side; 409 already paid or no
 *   longer to pay; 400 payment off; 502 provider down.
 */
export async function payRequest(
  ctx: AppContext,
  actor: Actor,
  input: PayRequestInput,
  ipAddress: string,
): Promise<PaymentRequestResult> {
  providerOf(ctx); // 400 when card payment is off
  const request = await readPaymentRequest(ctx.db, input.message);
  authorize(paymentRequestPolicy, "read", actor, request);
  authorize(paymentRequestPolicy, "pay", actor, request);
  const pending = await repo.latestPayIn(ctx.db, { messageId: request.id });
  if (pending?.status === "CREATED") return resultOfRequest(ctx, request);
  if (request.paid || !request.needToPay) throw conflict(TEXTS.payments.requestPaid);
  const payer = await ensureIdentity(ctx, actor.id);
  const payee = await ensureIdentity(ctx, request.sender);
  const walletId = payee.walletId;
  if (!walletId) throw new Error(`pharmacy ${request.sender} has no wallet`);
  const card = await registeredCard(ctx, payer.providerUserId, input);
  if ("refusal" in card) return resultOfRequest(ctx, request, card.refusal);
  const txId = newId();
  const started = await inTransaction(ctx, async (tx) => {
    // the message's lock: two clicks at once start one payment
    const locked = await readPaymentRequest(tx, request.id, true);
    if (!locked) throw notFound(TEXTS.payments.noRequest);
    const latest = await repo.latestPayIn(tx, { messageId: locked.id });
    if (latest?.status === "CREATED") return false;
    if (locked.paid || !locked.needToPay || latest?.status === "SUCCEEDED") {
      throw conflict(TEXTS.payments.requestPaid);
    }
    const now = ctx.clock.now();
    await repo.insertTransaction(tx, {
      id: txId,
      kind: "PAYIN",
      nature: "REGULAR",
      status: "CREATED",
      amount: locked.price,
      messageId: locked.id,
      attempt: (await repo.payInCount(tx, { messageId: locked.id })) + 1,
      authorId: actor.id,
      creditedUserId: locked.sender,
      walletId,
      cardId: card.cardId,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
  if (started) {
    await askPayIn(ctx, txId, {
      authorId: payer.providerUserId,
      walletId,
      cardId: card.cardId,
      amount: request.price,
      returnUrl: ctx.mailer.linkTo("/feed", { paiement: request.id }),
      ipAddress,
    });
  }
  return resultOfRequest(ctx, (await readPaymentRequest(ctx.db, request.id)) ?? request);
}

/**
 * `GET /market/mp/pay-request/{id}`: where the payment of a payment request stands, its
 * pending pay-in read back from the provider first.
 * @throws 404 unknown or not theirs to see; 502 provider down.
 */
export async function paymentOfRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PaymentRequestResult> {
  const request = await readPaymentRequest(ctx.db, id);
  authorize(paymentRequestPolicy, "read", actor, request);
  const payIn = await repo.latestPayIn(ctx.db, { messageId: id });
  if (payIn?.status === "CREATED" && ctx.config.payment) {
    try {
      await refreshPayIn(ctx, payIn);
    } catch (error) {
      return providerFailure(error, TEXTS.payments.noRequest);
    }
  }
  return resultOfRequest(ctx, (await readPaymentRequest(ctx.db, id)) ?? request);
}
