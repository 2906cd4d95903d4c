/**
 * The payments module (issue 20 §2–§4): card payment of marketplace orders through the payment
 * provider (MangoPay's API, the sandbox by default), provider identities, cards and wallets, the
 * pharmacy's bank accounts, payouts and refunds, money moves recorded and listed, hooks and the
 * sweep that reconciles and releases. Other modules reach it
 * only through this file.
 */
export { registerPaymentRoutes } from "./payments.routes.js";
export {
  PAYMENTS_SWEEP_QUEUE,
  reconcilePayments,
  registerPaymentHooks,
  releaseUnpaidOrders,
  startPayments,
} from "./payments.jobs.js";
