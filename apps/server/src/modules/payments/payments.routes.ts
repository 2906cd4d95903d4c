import type { FastifyInstance } from "fastify";
import { paymentsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  deactivateCard,
  marketIdentity,
  myCards,
  myWallets,
  requestCardRegistration,
} from "./payments.accounts.js";
import {
  deactivateBankAccount,
  myBankAccounts,
  payOutWallet,
  registerBankAccount,
} from "./payments.bank.js";
import { refundOrder } from "./payments.refunds.js";
import { paymentOfRequest, payRequest } from "./payments.requests.js";
import { paymentHook } from "./payments.hooks.js";
import { orderPayment, payOrder } from "./payments.service.js";
import { patientTransactions, pharmacyTransactions } from "./payments.transactions.js";

/** Card payment and the pharmacy's money (001 §7 `/mp/*`, issue 20 §2–§4), from `paymentsApi`. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(paymentsApi.cardRegRequest, ({ actor, body }) =>
    requestCardRegistration(ctx, actor, body.cardType),
  );
  route.user(paymentsApi.pay, ({ actor, body, request }) => payOrder(ctx, actor, body, request.ip));
  route.user(paymentsApi.payment, ({ actor, params }) => orderPayment(ctx, actor, params.id));
  route.user(paymentsApi.payRequest, ({ actor, body, request }) =>
    payRequest(ctx, actor, body, request.ip),
  );
  route.user(paymentsApi.paymentOfRequest, ({ actor, params }) =>
    paymentOfRequest(ctx, actor, params.id),
  );
  // the provider calls it, a few times a minute at most per payment
  route.open(paymentsApi.hook, ({ query }) => paymentHook(ctx, query), {
    rateLimit: { max: 600, timeWindow: 60_000 },
  });
  route.user(paymentsApi.marketId, ({ actor, params }) => marketIdentity(ctx, actor, params.id));
  route.user(paymentsApi.wallets, ({ actor }) => myWallets(ctx, actor));
  route.user(paymentsApi.cards, ({ actor }) => myCards(ctx, actor));
  route.user(paymentsApi.deleteCard, ({ actor, params }) => deactivateCard(ctx, actor, params.id));
  route.user(paymentsApi.ibanReg, ({ actor, body }) => registerBankAccount(ctx, actor, body));
  route.user(paymentsApi.ibans, ({ actor }) => myBankAccounts(ctx, actor));
  route.user(paymentsApi.deleteIban, ({ actor, params }) =>
    deactivateBankAccount(ctx, actor, params.id),
  );
  route.user(paymentsApi.payout, ({ actor, body }) => payOutWallet(ctx, actor, body));
  route.user(paymentsApi.refund, ({ actor, body }) => refundOrder(ctx, actor, body));
  route.user(paymentsApi.transactions, ({ actor, query }) =>
    patientTransactions(ctx, actor, query),
  );
  route.user(paymentsApi.transactionsPharma, ({ actor, query }) =>
    pharmacyTransactions(ctx, actor, query),
  );
}
