import type { FastifyInstance } from "fastify";
import { API_CONTRACTS, apiPathPrefixes } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { registerAccountRoutes, registerLifecycleRoutes } from "./accounts/index.js";
import { registerContactRoutes, startContacts } from "./contacts/index.js";
import { fillMissingThumbnails, registerDocumentRoutes, sweepFiles } from "./documents/index.js";
import { registerFamilyRoutes } from "./family/index.js";
import { registerLabRoutes } from "./labs/index.js";
import { pruneClientLogs, registerLogRoutes } from "./logs/index.js";
import { registerPatientRoutes } from "./patients/index.js";
import { registerPictureRoutes } from "./pictures/index.js";
import { registerRenewalRoutes, startRenewals } from "./renewals/index.js";
import { registerPushRoutes, startPush } from "./push/index.js";
import { registerOrderRoutes } from "./orders/index.js";
import { registerPaymentRoutes, startPayments } from "./payments/index.js";
import { registerMarketRoutes } from "./market/index.js";
import { registerStockImportRoutes, startStockImport } from "./stock-import/index.js";
import { registerLibraryRoutes } from "./library/index.js";
import { registerConfigRoutes } from "./config/index.js";
import { registerContactUsRoutes } from "./contact-us/index.js";
import { registerDrugRoutes } from "./drugs/index.js";
import { registerLocatorRoutes } from "./locator/index.js";
import { registerOperationRoutes } from "./operations/index.js";
import { registerSurveyRoutes } from "./surveys/index.js";
import { registerStatsRoutes } from "./stats/index.js";
import { registerMembershipRoutes } from "./membership/index.js";
import { registerGroupRoutes } from "./groups/index.js";
import { registerApoticareRoutes } from "./apoticare/index.js";
import { registerPrivacyRoutes, startPrivacy } from "./privacy/index.js";
import { registerAuditRoutes } from "./audit/index.js";
import { registerTwoFactorRoutes } from "./two-factor/index.js";
import { registerProSanteConnectRoutes } from "./pro-sante-connect/index.js";

/** A domain module of the server: its name and how it registers its routes. */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, ctx: AppContext): void;
  /** Upkeep when the server starts (pruning, sweeps); awaited before it listens. */
  start?(ctx: AppContext): Promise<void>;
}

/**
 * Every module, in registration order: the one list `app.ts` registers (docs/ARCHITECTURE.md
 * "Adding a domain"). A new domain adds its module here and its contracts to `API_CONTRACTS`.
 */
export const MODULES: readonly ServerModule[] = [
  { name: "accounts", register: registerAccountRoutes },
  { name: "lifecycle", register: registerLifecycleRoutes },
  // the second factor's settings (issue 24 §1); its login step is a route of accounts
  { name: "two-factor", register: registerTwoFactorRoutes },
  // the secret that signs QR codes is generated (or read) at start, not on the first scan
  { name: "contacts", register: registerContactRoutes, start: startContacts },
  {
    name: "documents",
    register: registerDocumentRoutes,
    start: async (ctx) => {
      const swept = await sweepFiles(ctx);
      if (swept.committed + swept.removed > 0) console.warn("files settled at start:", swept);
      // documents stored before thumbnails existed (issue 9 §2) get theirs once
      await fillMissingThumbnails(ctx);
    },
  },
  { name: "logs", register: registerLogRoutes, start: pruneClientLogs },
  { name: "patients", register: registerPatientRoutes },
  { name: "family", register: registerFamilyRoutes },
  { name: "pictures", register: registerPictureRoutes },
  // the workers and the quarter-hour sweep of renewal days, when the job queue runs
  { name: "renewals", register: registerRenewalRoutes, start: startRenewals },
  // web push: the VAPID keys are generated (or read) at start; the sender follows the events
  { name: "push", register: registerPushRoutes, start: startPush },
  { name: "labs", register: registerLabRoutes },
  { name: "orders", register: registerOrderRoutes },
  // card payment of orders (issue 20 §2): the hooks and the minute's sweep, when payment is on
  { name: "payments", register: registerPaymentRoutes, start: startPayments },
  { name: "market", register: registerMarketRoutes },
  // the worker of the stock import queue (issue 11 §4)
  { name: "stock-import", register: registerStockImportRoutes, start: startStockImport },
  { name: "library", register: registerLibraryRoutes },
  { name: "config", register: registerConfigRoutes },
  { name: "contact-us", register: registerContactUsRoutes },
  // the drug guide, public (issue 19 §4)
  { name: "drugs", register: registerDrugRoutes },
  // the pharmacy locator, public (issue 19 §3)
  { name: "locator", register: registerLocatorRoutes },
  // a group manager's marketing operations and their submissions (issue 21 §4)
  { name: "operations", register: registerOperationRoutes },
  // a group manager's surveys and the answers of its pharmacies and patients (issue 21 §3)
  { name: "surveys", register: registerSurveyRoutes },
  // a pharmacy's activity per day, for itself and its group manager (issue 21 §4)
  { name: "stats", register: registerStatsRoutes },
  // a group and its members: invitations, accepting, leaving (issue 21 §1)
  { name: "membership", register: registerMembershipRoutes },
  // a user's sharing groups of contacts and family, their feed (issue 21 §2)
  { name: "groups", register: registerGroupRoutes },
  // the made-to-measure skincare wizard: its reference data and cosmetics orders (issue 22)
  { name: "apoticare", register: registerApoticareRoutes },
  // the RGPD rights: export, erasure after a grace period, consents (issue 24 §3)
  { name: "privacy", register: registerPrivacyRoutes, start: startPrivacy },
  // who read a patient's health documents (issue 24 §2)
  { name: "audit", register: registerAuditRoutes },
  // professionals' login through Pro Santé Connect, when PSC_ISSUER is set (issue 24 §4)
  { name: "pro-sante-connect", register: registerProSanteConnectRoutes },
];

/** Paths the platform answers besides the modules: socket.io and the API description. */
const PLATFORM_PREFIXES = ["/socket.io/", "/docs"];

/**
 * Path prefixes answered by the APIs, from the contracts of every module and the API bases of
 * docs/DECISIONS.md "Shape of the system": what the security headers mark `no-store` and what the
 * web-app fallback never answers with the app's page.
 */
const API_PREFIXES: readonly string[] = [
  ...apiPathPrefixes(
    Object.values(API_CONTRACTS).flatMap((api) => Object.values(api).map((e) => e.path)),
  ),
  ...PLATFORM_PREFIXES,
];

/** True when `path` (without its query) is answered by an API, not by the web app. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
