/**
 * The renewals module (000 §7 "Renewals", issue 10 §3): renewal orders and the jobs that fire
 * their days. Other modules reach it only through this file.
 */
export { registerRenewalRoutes } from "./renewals.routes.js";
export { startRenewals } from "./renewals.service.js";
