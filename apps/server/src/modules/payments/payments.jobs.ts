import { format, formatCents, TEXTS } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { inTransaction } from "../../platform/transaction.js";
import { moveOrder } from "../orders/index.js";
import { providerOf } from "./payments.accounts.js";
import { orderStatusOnPayment } from "./payments.policy.js";
import { refreshPayOut, settlePayOut } from "./payments.bank.js";
import { HOOK_EVENTS } from "./payments.provider.js";
import { refreshRefund, settleRefund } from "./payments.refunds.js";
import { paymentsRepository as repo } from "./payments.repository.js";
import { refreshPayIn, settlePayIn } from "./payments.service.js";

/** The queue of the minute's sweep: pending pay-ins read back, unpaid orders released. */
export const PAYMENTS_SWEEP_QUEUE = "payments-sweep";
/** A pay-in is reconciled once it has waited this long for its hook. */
const RECONCILE_AFTER_MS = 60_000;
/** A pay-in the provider never created (its answer lost, nothing under its key) fails after this. */
const ABANDON_AFTER_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Reads back from the provider the pay-ins still CREATED a minute after they were asked for
 * (issue 20 §2: a lost hook, a browser that never came back from 3-D Secure), and the payouts
 * and refunds still CREATED (issue 20 §3: a wire settles later, a hook may be lost), and settles
 * them as the hook would have; one the provider never created fails after 10 minutes.
 * @returns how many were settled or found. Provider failures are left for the next sweep.
 */
export async function reconcilePayments(ctx: AppContext): Promise<number> {
  if (!ctx.config.payment) return 0;
  const now = ctx.clock.now().getTime();
  const before = new Date(now - RECONCILE_AFTER_MS);
  const pending = await repo.pendingMoves(ctx.db, before, BATCH);
  let settled = 0;
  for (const row of pending) {
    const [refresh, settle] =
      row.kind === "PAYIN"
        ? [refreshPayIn, settlePayIn]
        : row.nature === "REFUND"
          ? [refreshRefund, settleRefund]
          : [refreshPayOut, settlePayOut];
    try {
      if (await refresh(ctx, row)) settled++;
      else if (row.createdAt.getTime() < now - ABANDON_AFTER_MS) {
        await settle(ctx, row.id, null, "nothing was created at the provider");
        settled++;
      }
    } catch (error) {
      console.warn(`reconciliation of ${row.id} failed: ${(error as Error).message}`);
    }
  }
  return settled;
}

/**
 * Cancels the orders left unpaid (CREATED, or ERROR_PAYMENT and not paid again) past
 * ORDER_PAYMENT_TIMEOUT_MIN and gives their stock back (issue 20 §1); the patient is told. An
 * order whose pay-in is under way is left to its payment.
 * @returns how many orders were released.
 */
export async function releaseUnpaidOrders(ctx: AppContext): Promise<number> {
  const config = ctx.config.payment;
  if (!config) return 0;
  const before = new Date(ctx.clock.now().getTime() - config.timeoutMinutes * 60_000);
  return inTransaction(ctx, async (tx, events) => {
    const orders = await repo.unpaidOrders(tx, ["CREATED", "ERROR_PAYMENT"], before, BATCH);
    for (const order of orders) {
      if (orderStatusOnPayment(order.status, "expire") !== "CANCELED") continue;
      await moveOrder(ctx, tx, events, order.id, "CANCELED", (dto) =>
        format(TEXTS.payments.expired, {
          total: formatCents(dto.totalFinal),
          pharmacy: dto.vendorName,
          minutes: String(config.timeoutMinutes),
        }),
      );
    }
    return orders.length;
  });
}

/**
 * Points the provider's hooks (pay-ins, payouts, refunds) at `baseUrl`'s `/market/mp/hook`.
 * @throws the provider's failure.
 */
export async function registerPaymentHooks(ctx: AppContext, baseUrl: string): Promise<void> {
  await providerOf(ctx).ensureHooks(`${baseUrl.replace(/\/+$/, "")}/market/mp/hook`, HOOK_EVENTS);
}

/**
 * Where the provider reaches this server without PUBLIC_URL: the address it listens on (a
 * wildcard read as the loopback), not `localhost`, which may resolve to another family.
 */
function listenUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * At start, with card payment on: the minute's sweep (when the job queue runs), and the hooks
 * pointed at PUBLIC_URL in the background, retried while the provider (the sandbox, started
 * beside the app) is not yet up.
 */
export async function startPayments(ctx: AppContext): Promise<void> {
  if (!ctx.config.payment) return;
  if (ctx.jobs) {
    await ctx.jobs.work(PAYMENTS_SWEEP_QUEUE, async () => {
      await reconcilePayments(ctx);
      await releaseUnpaidOrders(ctx);
    });
    await ctx.jobs.schedule(PAYMENTS_SWEEP_QUEUE, "* * * * *");
  }
  // a server on a port picked at listen (tests) registers its hooks once it knows it
  if (!ctx.config.publicUrl && ctx.config.port === 0) return;
  const baseUrl = ctx.config.publicUrl ?? listenUrl(ctx.config.host, ctx.config.port);
  void (async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      try {
        await registerPaymentHooks(ctx, baseUrl);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, attempt * 1_000).unref());
      }
    }
    console.warn("payment hooks not registered: the provider did not answer");
  })();
}
