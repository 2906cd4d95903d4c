import { TEXTS } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { providerFailure, providerOf } from "./payments.accounts.js";
import { settlePayOut } from "./payments.bank.js";
import {
  PAYIN_EVENTS,
  PAYOUT_EVENTS,
  ProviderError,
  REFUND_EVENTS,
  type PaymentProvider,
} from "./payments.provider.js";
import { settleRefund } from "./payments.refunds.js";
import { settlePayIn } from "./payments.service.js";

/**
 * `GET /market/mp/hook?EventType&RessourceId&Date` (public): the provider tells of an event — a
 * pay-in's, a payout's or a refund's (issue 20 §2, §3). The query is only a hint: the resource
 * is read back from the provider, and its `Tag` (our transaction's id, set when we created it)
 * names what it settles. Anything else is ignored.
 * @throws 502 the provider unreachable (it will notify again).
 */
export async function paymentHook(
  ctx: AppContext,
  query: { EventType: string; RessourceId: string },
): Promise<{ ok: boolean }> {
  const event = query.EventType;
  const settle = !ctx.config.payment
    ? null
    : (PAYIN_EVENTS as readonly string[]).includes(event)
      ? async (provider: PaymentProvider, id: string) => {
          const payIn = await provider.payIn(id);
          if (payIn.Tag) await settlePayIn(ctx, payIn.Tag, payIn);
        }
      : (PAYOUT_EVENTS as readonly string[]).includes(event)
        ? async (provider: PaymentProvider, id: string) => {
            const payOut = await provider.payOut(id);
            if (payOut.Tag) await settlePayOut(ctx, payOut.Tag, payOut);
          }
        : (REFUND_EVENTS as readonly string[]).includes(event)
          ? async (provider: PaymentProvider, id: string) => {
              const refund = await provider.refund(id);
              if (refund.Tag) await settleRefund(ctx, refund.Tag, refund);
            }
          : null;
  if (!settle) return { ok: true };
  try {
    await settle(providerOf(ctx), query.RessourceId);
  } catch (error) {
    if (error instanceof ProviderError && error.reason === "notFound") return { ok: true };
    return providerFailure(error, TEXTS.orders.noOrder);
  }
  return { ok: true };
}
