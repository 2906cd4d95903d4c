import path from "node:path";
import {
  isVariantCode,
  USER_TYPES,
  VARIANT_CODES,
  type UserType,
  type VariantCode,
} from "@reseau/shared";
import { masterKeyOf } from "./master-key.js";
import { REPOSITORY_ROOT } from "./paths.js";

/** Server configuration, read once from the environment by `main.ts`, built directly by tests. */
export interface Config {
  /** TCP port of the HTTP server (PORT, default 3000). */
  port: number;
  host: string;
  /** Folder for the embedded database and the stored files (DATA_DIR, default ./data). */
  dataDir: string;
  /**
   * Where the files go (STORAGE_URL, docs/DECISIONS.md "Object storage"):
   * `s3://bucket?endpoint=http://host:port&region=…` for an S3-compatible object store (read by
   * `storageLocationOf`); undefined for the local disk under `dataDir/files`.
   */
  storageUrl?: string;
  /**
   * `postgres://…` for a PostgreSQL server (DATABASE_URL); `memory://` for an in-memory PGlite
   * (tests); undefined for the embedded PGlite under `dataDir/pg`.
   */
  databaseUrl: string | undefined;
  /** Folder of the built web app, served at `/` when it exists. */
  webDist: string | undefined;
  /** pino log level, or false to log nothing (tests). */
  logLevel: string | false;
  /**
   * Which reverse proxies to believe about the client's address (X-Forwarded-For): false for
   * none, a number of hops (TRUST_PROXY=1: the one proxy in front), or addresses / CIDR ranges
   * (TRUST_PROXY=10.0.0.1,10.0.0.0/8). Never every hop: a forged header would pick the address.
   */
  trustProxy: boolean | number | string;
  /**
   * Origins (`https://app.exemple.fr`) whose pages may open a socket, besides the page's own:
   * PUBLIC_URL and ALLOWED_ORIGINS (comma list). Empty: same origin only.
   */
  allowedOrigins?: string[];
  /**
   * A Redis server (REDIS_URL) holding the rate-limit counters, shared by every server process;
   * without it they are kept in memory, for one process.
   */
  redisUrl?: string;
  /**
   * How many server processes to run (WEB_CONCURRENCY, default 1; `platform/cluster.ts`): with
   * PostgreSQL (DATABASE_URL), that many workers share the port and their sockets' events
   * (docs/DECISIONS.md "Several processes"); the embedded PGlite always runs one.
   */
  webConcurrency?: number;
  /** The prefix of this app's keys in Redis (tests give each app its own). */
  redisNamespace?: string;
  /** Sign-ups accepted per address per hour (SIGNUP_LIMIT_PER_HOUR, default 50). */
  signupsPerHour?: number;
  /**
   * Days between a request to erase an account and its erasure, during which logging in cancels
   * it (ACCOUNT_DELETION_GRACE_DAYS, default 30; 0 erases within a minute; issue 24 §3).
   */
  accountDeletionGraceDays?: number;
  /** Client error reports accepted per address per minute (LOGS_LIMIT_PER_MINUTE, default 60). */
  logsPerMinute?: number;
  /**
   * Where mail goes (issue 8 §5): `smtp://user:pass@host:port` (SMTP_URL) sends through that
   * server; undefined writes each message as one `.eml` file under `dataDir/outbox/` and logs its
   * link (the embedded set-up).
   */
  smtpUrl?: string;
  /** The sender of every mail (MAIL_FROM, default "Réseau Santé <no-reply@reseau-sante.local>"). */
  mailFrom?: string;
  /**
   * The address users reach the web app at, without a trailing slash (PUBLIC_URL, default
   * `http://localhost:PORT`): mailed links are built on it.
   */
  publicUrl?: string;
  /** Password recovery requests accepted per address per hour (RECOVERY_LIMIT_PER_HOUR, default 10). */
  recoveriesPerHour?: number;
  /**
   * The server's secret (SECRET_KEY), signing QR codes (docs/DECISIONS.md "QR codes"); when
   * unset, one is generated on first start and kept in `dataDir/secret-key` (`platform/secret.ts`).
   */
  secretKey?: string;
  /**
   * The master key wrapping the key of every stored file (MASTER_KEY, 64 hex characters; issue
   * 24 §4, `platform/master-key.ts`); when unset, one is generated on first start and kept in
   * `dataDir/master-key`. `masterKeyPrevious` (MASTER_KEY_PREVIOUS) stays readable while
   * `npm run rotate-key` re-wraps the files under the new one (docs/DEPLOYMENT.md).
   */
  masterKey?: string;
  masterKeyPrevious?: string;
  /**
   * Check every answer against its endpoint's shared response schema (tests: an answer that
   * drifts from its contract fails the test). Off in production.
   */
  checkResponses?: boolean;
  /**
   * Run the job queue (`platform/jobs.ts`, pg-boss on the app's database) and its workers (JOBS,
   * on unless JOBS=off). Tests turn it on where they need it.
   */
  jobs?: boolean;
  /** How often a job worker looks for due jobs, in seconds (default 2; tests 0.5, pg-boss's floor). */
  jobPollingSeconds?: number;
  /**
   * How long the graceful stop of a SIGTERM or SIGINT may take before the process exits anyway
   * with code 1, in ms (SHUTDOWN_TIMEOUT_MS, default 25 000: under the usual 30 s an orchestrator
   * waits before it kills).
   */
  shutdownTimeoutMs?: number;
  /**
   * The Bearer token `GET /metrics` asks for (METRICS_TOKEN, see docs/DECISIONS.md
   * "Logs and metrics"); unset: no metrics are collected and `/metrics` answers 404.
   */
  metricsToken?: string;
  /**
   * TEST ONLY (TEST_CLOCK=1): the server's clock starts at the real time and `POST /test/clock
   * {now}` moves it, for browser journeys that wait for a date (docs/ARCHITECTURE.md "Jobs and the
   * clock"). Off by default; never set it in production.
   */
  testClock?: boolean;
  /**
   * The VAPID key pair signing web pushes (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, base64url); when
   * unset, one is generated on first start and kept in `dataDir/vapid-keys.json`
   * (`platform/vapid.ts`).
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /**
   * Accept push subscriptions on any http(s) endpoint (PUSH_ANY_ENDPOINT=1: tests and journeys,
   * whose endpoint is a local HTTP server); by default only the browsers' push services over
   * https, so the server never posts to an address a user chose.
   */
  pushAnyEndpoint?: boolean;
  /**
   * The white-label variant this server runs (VARIANT: galien, pharmavance, cos, excel, well,
   * apoticare, pharmacorp; unset: the generic app), its group mode (GROUP_MODE=1) and network
   * mode (NETWORK_MODE=1), served by `GET /ws/config` (issue 19 §1).
   */
  variant?: VariantCode | null;
  /**
   * Where « Nous contacter » mails go (CONTACT_EMAIL, issue 19 §4): the group's address; by
   * default the sender's own address of MAIL_FROM.
   */
  contactEmail?: string;
  groupMode?: boolean;
  networkMode?: boolean;
  /** The group's loyalty card site (LOYALTY_CARD_URL, 001 §2 side menu), for galien and well. */
  loyaltyCardUrl?: string;
  /**
   * The pharmacy locator's tile server (MAP_TILES_URL, a `{z}/{x}/{y}` template, with its credit
   * MAP_TILES_ATTRIBUTION), served by `GET /ws/config` and let through the CSP's `img-src`;
   * unset, the map is blank (issue 19 §3).
   */
  mapTilesUrl?: string;
  mapTilesAttribution?: string;
  /**
   * Card payment of marketplace orders (issue 20 §2) through the payment provider's API
   * (MangoPay v2.01, `mangopay2-nodejs-sdk`): its address (MANGOPAY_BASE_URL, default the sandbox
   * beside the app, `http://127.0.0.1:PSP_PORT`), client id and API key (MANGOPAY_CLIENT_ID,
   * MANGOPAY_API_KEY, default the sandbox's), and how long an order waits for its payment before
   * its stock is released (ORDER_PAYMENT_TIMEOUT_MIN, default 30). Undefined: no card payment
   * (CARD_PAYMENT=off), orders are RESERVATION_ONLY (paid at the counter). Never served to
   * clients (`/ws/config` does not read it).
   */
  payment?: PaymentConfig;
  /**
   * The user types that pass a second step at every login (TWO_FACTOR_REQUIRED, issue 24 §1: a
   * comma list, or `none`); undefined: `DEFAULT_TWO_FACTOR_REQUIRED`. Accounts with TOTP are
   * always asked; the demo seed's accounts are exempt (docs/DECISIONS.md "Second factor").
   */
  twoFactorRequired?: readonly UserType[];
  /**
   * Pro Santé Connect (issue 24 §4, docs/DECISIONS.md "Pro Santé Connect"): professionals log in
   * through the national OpenID provider. Its issuer (PSC_ISSUER, production
   * `https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet`) and this service's client
   * (PSC_CLIENT_ID, PSC_CLIENT_SECRET); undefined when PSC_ISSUER is unset: PSC is off
   * (`/ws/login/psc` answers 404, the login page shows no button). Never served to clients.
   */
  proSanteConnect?: ProSanteConnectConfig;
}

/** See `Config.proSanteConnect`. */
export interface ProSanteConnectConfig {
  /** The provider's issuer identifier; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The Pro Santé Connect configuration of the environment (see `Config.proSanteConnect`),
 * undefined when none of PSC_ISSUER, PSC_CLIENT_ID, PSC_CLIENT_SECRET is set.
 * @throws Error in French when one is set without the others, or PSC_ISSUER is not an http(s)
 *   address (http only on this machine, for tests): a typo stops the start.
 */
function proSanteConnectFromEnv(env: NodeJS.ProcessEnv): ProSanteConnectConfig | undefined {
  const issuer = env.PSC_ISSUER?.trim();
  const clientId = env.PSC_CLIENT_ID?.trim();
  const clientSecret = env.PSC_CLIENT_SECRET?.trim();
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error(
      "Pro Santé Connect est à moitié configuré : PSC_ISSUER, PSC_CLIENT_ID et PSC_CLIENT_SECRET vont ensemble (ou aucun, pour le désactiver).",
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(issuer);
  } catch {
    url = undefined;
  }
  if (!url || !(url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url)))) {
    throw new Error(
      `PSC_ISSUER=${issuer} est refusé : une adresse https est attendue, par exemple https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet.`,
    );
  }
  return { issuer, clientId, clientSecret };
}

/** True for an address on this machine (`localhost`, `127.0.0.1`, `[::1]`). */
export function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** The types required to use a second factor by default: professionals and establishments. */
export const DEFAULT_TWO_FACTOR_REQUIRED: readonly UserType[] = [
  "professional",
  "pharmacy",
  "labo",
  "grp_pharm",
  "grp_lab",
];

/**
 * TWO_FACTOR_REQUIRED read as user types (issue 24 §1): unset, the default list; `none`, none.
 * @throws Error in French naming the known types, for an unknown one.
 */
function twoFactorRequiredOf(value: string | undefined): readonly UserType[] {
  if (value === undefined || !value.trim()) return DEFAULT_TWO_FACTOR_REQUIRED;
  if (value.trim().toLowerCase() === "none") return [];
  const types = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const type of types) {
    if (!(USER_TYPES as readonly string[]).includes(type)) {
      throw new Error(
        `TWO_FACTOR_REQUIRED=${value} est refusé : « ${type} » n'est pas un type d'utilisateur (${USER_TYPES.join(", ")}), ou « none ».`,
      );
    }
  }
  return types as UserType[];
}

/** See `Config.payment`. */
export interface PaymentConfig {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  /** Minutes an unpaid order keeps its stock. */
  timeoutMinutes: number;
  /**
   * The origin browsers post card numbers to (the registration's `CardRegistrationURL`), let
   * through the CSP's `connect-src` (MANGOPAY_CARD_ORIGIN; default PSP_PUBLIC_URL's origin, else
   * MANGOPAY_BASE_URL's: the sandbox's own). With MangoPay, its tokenisation server's origin.
   */
  cardOrigin?: string;
}

/** The sandbox's own client id and key (`apps/psp-sandbox`), the defaults: not secrets. */
const SANDBOX_CREDENTIALS = { clientId: "reseau-sante", apiKey: "sandbox-api-key" };

/**
 * The card payment configuration of the environment (see `Config.payment`); undefined when
 * CARD_PAYMENT is `off`.
 * @throws Error when ORDER_PAYMENT_TIMEOUT_MIN is not a whole number of minutes ≥ 1, or an
 *   address is not a URL.
 */
function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig | undefined {
  if (env.CARD_PAYMENT === "off" || env.CARD_PAYMENT === "0") return undefined;
  const port = Number(env.PORT ?? 3000);
  const timeout = Number(env.ORDER_PAYMENT_TIMEOUT_MIN ?? 30);
  if (!Number.isInteger(timeout) || timeout < 1) {
    throw new Error(
      `ORDER_PAYMENT_TIMEOUT_MIN=${env.ORDER_PAYMENT_TIMEOUT_MIN} est refusé : un nombre entier de minutes, 1 ou plus, est attendu.`,
    );
  }
  const baseUrl = (env.MANGOPAY_BASE_URL || `http://127.0.0.1:${env.PSP_PORT ?? port + 1}`).replace(
    /\/+$/,
    "",
  );
  return {
    baseUrl,
    clientId: env.MANGOPAY_CLIENT_ID || SANDBOX_CREDENTIALS.clientId,
    apiKey: env.MANGOPAY_API_KEY || SANDBOX_CREDENTIALS.apiKey,
    timeoutMinutes: timeout,
    cardOrigin: new URL(env.MANGOPAY_CARD_ORIGIN || env.PSP_PUBLIC_URL || baseUrl).origin,
  };
}

/** What the CSP's `connect-src` adds for card payment: the card tokenisation's origin, if any. */
export function cardOrigins(config: Pick<Config, "payment">): string[] {
  const payment = config.payment;
  if (!payment) return [];
  return [payment.cardOrigin ?? new URL(payment.baseUrl).origin];
}

/** Reads the configuration from environment variables (see README "Configuration"). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const root = REPOSITORY_ROOT;
  return {
    port: Number(env.PORT ?? 3000),
    // a health demo is not reachable from the network by surprise: HOST=0.0.0.0 opts in
    host: env.HOST ?? "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    storageUrl: storageUrlOf(env.STORAGE_URL),
    webDist: path.join(root, "apps/web/dist"),
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    signupsPerHour: env.SIGNUP_LIMIT_PER_HOUR ? Number(env.SIGNUP_LIMIT_PER_HOUR) : undefined,
    accountDeletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS
      ? Number(env.ACCOUNT_DELETION_GRACE_DAYS)
      : undefined,
    logsPerMinute: env.LOGS_LIMIT_PER_MINUTE ? Number(env.LOGS_LIMIT_PER_MINUTE) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    recoveriesPerHour: env.RECOVERY_LIMIT_PER_HOUR
      ? Number(env.RECOVERY_LIMIT_PER_HOUR)
      : undefined,
    secretKey: env.SECRET_KEY || undefined,
    masterKey: checkedMasterKey(env.MASTER_KEY, "MASTER_KEY"),
    masterKeyPrevious: checkedMasterKey(env.MASTER_KEY_PREVIOUS, "MASTER_KEY_PREVIOUS"),
    jobs: env.JOBS !== "off",
    testClock: env.TEST_CLOCK === "1",
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    pushAnyEndpoint: env.PUSH_ANY_ENDPOINT === "1" || env.PUSH_ANY_ENDPOINT === "true",
    variant: variantCodeOf(env.VARIANT),
    contactEmail: env.CONTACT_EMAIL || undefined,
    groupMode: env.GROUP_MODE === "1",
    networkMode: env.NETWORK_MODE === "1",
    loyaltyCardUrl: env.LOYALTY_CARD_URL || undefined,
    mapTilesUrl: tilesUrlOf(env.MAP_TILES_URL),
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION || undefined,
    payment: paymentConfigFromEnv(env),
    twoFactorRequired: twoFactorRequiredOf(env.TWO_FACTOR_REQUIRED),
    proSanteConnect: proSanteConnectFromEnv(env),
    shutdownTimeoutMs: shutdownTimeoutOf(env.SHUTDOWN_TIMEOUT_MS),
    metricsToken: env.METRICS_TOKEN || undefined,
    webConcurrency: webConcurrencyOf(env.WEB_CONCURRENCY),
    allowedOrigins: [env.PUBLIC_URL, ...(env.ALLOWED_ORIGINS ?? "").split(",")]
      .map((origin) => origin?.trim())
      .filter((origin): origin is string => !!origin)
      .map((origin) => new URL(origin).origin),
  };
}

/**
 * A master key variable checked at start (`masterKeyOf`), undefined when unset.
 * @throws Error (French) when it is not 64 hex characters.
 */
function checkedMasterKey(value: string | undefined, name: string): string | undefined {
  if (!value?.trim()) return undefined;
  masterKeyOf(value, name);
  return value.trim();
}

/**
 * WEB_CONCURRENCY read as a number of processes, 1 when unset.
 * @throws an Error when it is not a whole number ≥ 1.
 */
function webConcurrencyOf(value: string | undefined): number {
  if (!value?.trim()) return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(
      `WEB_CONCURRENCY=${value} est refusé : un nombre de processus, 1 ou plus, est attendu.`,
    );
  }
  return count;
}

/**
 * VARIANT read as a variant code, null when unset.
 * @throws an Error naming the known codes for an unknown one: a typo must not start the generic
 *   app under a group's address.
 */
function variantCodeOf(value: string | undefined): VariantCode | null {
  const code = value?.trim().toLowerCase();
  if (!code) return null;
  if (isVariantCode(code)) return code;
  throw new Error(`VARIANT=${value} est inconnue : ${VARIANT_CODES.join(", ")}, ou rien.`);
}

/** An S3-compatible bucket, read from STORAGE_URL by `storageLocationOf`. */
export interface StorageLocation {
  /** The bucket's name (`s3://bucket`). */
  bucket: string;
  /**
   * The object store's address (`?endpoint=http://127.0.0.1:4569`, a MinIO, Garage, s3rver…),
   * reached path-style; undefined for Amazon S3 itself.
   */
  endpoint?: string;
  /** `?region=eu-west-3`; undefined: AWS_REGION, else `us-east-1`. */
  region?: string;
}

/**
 * STORAGE_URL read as a bucket: `s3://bucket`, with the optional query parameters `endpoint`
 * (an http(s) URL) and `region`.
 * @throws Error in French naming the expected form, for anything else (another scheme, a path,
 *   a bucket name S3 refuses, an unknown parameter): a typo stops the start rather than put the
 *   files elsewhere.
 */
export function storageLocationOf(url: string): StorageLocation {
  const refused = (why: string) =>
    new Error(
      `STORAGE_URL=${url} est refusée : ${why}. Attendu : s3://seau?endpoint=http://hôte:port&region=… (endpoint et region facultatifs), ou rien pour le disque local.`,
    );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refused("ce n'est pas une adresse");
  }
  if (parsed.protocol !== "s3:") throw refused("seul le schéma s3:// est connu");
  if (parsed.username || parsed.password || parsed.port) {
    throw refused("les identifiants viennent de AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY");
  }
  if (parsed.pathname !== "" && parsed.pathname !== "/") {
    throw refused("pas de chemin après le seau");
  }
  const bucket = parsed.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw refused(
      `« ${bucket} » n'est pas un nom de seau S3 (3 à 63 minuscules, chiffres, . ou -)`,
    );
  }
  const location: StorageLocation = { bucket };
  for (const [name, value] of parsed.searchParams) {
    if (name === "endpoint" && /^https?:\/\/[^/?#]+\/?$/.test(value)) location.endpoint = value;
    else if (name === "region" && /^[a-z0-9-]+$/.test(value)) location.region = value;
    else throw refused(`paramètre ${name}=${value} inconnu ou invalide`);
  }
  return location;
}

/** STORAGE_URL checked at start (see `storageLocationOf`), undefined when unset. */
function storageUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  storageLocationOf(value);
  return value;
}

/**
 * SHUTDOWN_TIMEOUT_MS read as milliseconds; 25 000 when unset.
 * @throws Error when it is not a whole number of milliseconds ≥ 1.
 */
function shutdownTimeoutOf(value: string | undefined): number {
  if (!value) return 25_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS=${value} est refusé : un nombre de millisecondes est attendu.`,
    );
  }
  return ms;
}

/** TRUST_PROXY read as Fastify's `trustProxy`: hops or addresses, never "trust every hop". */
export function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || value === "0" || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * MAP_TILES_URL, checked at start: an http(s) template (`https://tile.example.org/{z}/{x}/{y}.png`,
 * Leaflet's `{s}` allowed in the host), or undefined when unset.
 * @throws Error for anything else, so a typo stops the server rather than blanking every map.
 */
function tilesUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const origin = tilesOrigin(value);
  if (!origin || !/\{z\}/.test(value)) {
    throw new Error(
      `MAP_TILES_URL=${value} est refusée : une adresse http(s) avec {z}, {x} et {y} est attendue.`,
    );
  }
  return value;
}

/**
 * The origin images of the tile template `url` come from, for the CSP's `img-src`
 * (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`); null when not http(s).
 */
function tilesOrigin(url: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/.exec(url);
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, "*");
  return /^[\w.*:-]+$/.test(host) ? `${match[1]}//${host}` : null;
}

/** What the CSP's `img-src` adds for the locator's tiles: their origin, or nothing without tiles. */
export function tileImages(config: Pick<Config, "mapTilesUrl">): string[] {
  const origin = config.mapTilesUrl ? tilesOrigin(config.mapTilesUrl) : null;
  return origin ? [origin] : [];
}
