import path from "node:path";
import type { Writable } from "node:stream";
import { existsSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { format, minutesText, TEXTS, type AppConfig } from "@reseau/shared";
import { openDatabase, type Database } from "./db/client.js";
import { cardOrigins, tileImages, type Config } from "./platform/config.js";
import type { AppContext } from "./platform/context.js";
import { AppError } from "./platform/errors.js";
import { pgErrorCode } from "./platform/db-errors.js";
import { EventBus } from "./platform/events.js";
import { ManualClock, systemClock, type Clock } from "./platform/clock.js";
import { startJobs } from "./platform/jobs.js";
import { LoginThrottle } from "./platform/login-throttle.js";
import { Mailer } from "./platform/mailer.js";
import { SESSION_COOKIE, SessionStore } from "./platform/sessions.js";
import type { FileStorage } from "./platform/storage.js";
import { openStorage } from "./platform/open-storage.js";
import { registerSecurityHeaders } from "./platform/security-headers.js";
import { registerJsonBody } from "./platform/json-body.js";
import { registerXsrf } from "./platform/xsrf.js";
import { webPage } from "./platform/web-page.js";
import { isApiPath, MODULES } from "./modules/index.js";
import { appConfigFor } from "./modules/config/index.js";
import { registerApiDocs } from "./platform/api-docs.js";
import { registerHealthRoutes } from "./platform/health.js";
import { createMetrics, registerMetrics } from "./platform/metrics.js";
import { registerRequestIdHeader, requestIdOf, serializeRequest } from "./platform/request-log.js";
import { attachRealtime, type Realtime } from "./realtime/realtime.js";
import { openSharedAdapter } from "./realtime/shared-adapter.js";
/** Largest JSON body: a 150 KB file in base64 plus its fields. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** A built server: the Fastify instance, its context, and how to stop it. */
export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  realtime: Realtime;
  /**
   * Marks the app draining (issue 23 §1): `GET /ws/ready` answers 503 from now on, so a load
   * balancer stops sending; every request is still served. `close` begins with it.
   */
  drain(): void;
  /**
   * The graceful stop (docs/DECISIONS.md "Health and shutdown"), in order: drain; stop accepting
   * connections while the requests in flight finish (a new request on a kept-alive connection
   * gets 503 « Le serveur s'arrête », `Connection: close`); end every socket.io connection so
   * its client reconnects elsewhere; close the shared socket.io adapter (after the requests in
   * flight: their events still reach the other processes' sockets); stop the job queue, letting
   * running jobs finish (after 5 s pg-boss marks those still running failed, to be retried);
   * close the mailer, Redis and the database (when the app opened it). Each step is logged.
   */
  close(): Promise<void>;
}

/**
 * Builds the whole server (APIs, realtime, web app) on an opened and migrated database.
 * Used by `main.ts` and by the tests. `storage` defaults to `config.storageUrl`'s bucket, else the
 * local disk under `dataDir/files`, every file encrypted at rest (`openStorage`);
 * `database` (an opened, migrated database the caller keeps and closes) defaults to the one of
 * `config.databaseUrl`.
 */
export async function buildApp(
  config: Config,
  options: {
    storage?: FileStorage;
    database?: Database;
    logStream?: Writable;
    /** The domain's clock (tests inject a `ManualClock`); default the real one. */
    clock?: Clock;
  } = {},
): Promise<BuiltApp> {
  // a database given by the caller (the test harness's, one per worker) is the caller's to close
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.dataDir));
  const ownsDatabase = options.database === undefined;
  const app = Fastify({
    logger: config.logLevel
      ? {
          level: config.logLevel,
          redact: LOG_REDACTIONS,
          // a request's line: its route and path, the query's values masked, never a body
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // every line of a request carries `reqId`: a proxy's sane X-Request-Id, else a UUID
    genReqId: requestIdOf,
    trustProxy: config.trustProxy as FastifyServerOptions["trustProxy"],
    // while closing, a request on a kept-alive connection gets our French 503 (below), not
    // Fastify's English one
    return503OnClosing: false,
  });
  // TEST_CLOCK: a clock `POST /test/clock` moves (browser journeys); never in production
  const clock = options.clock ?? (config.testClock ? new ManualClock() : systemClock);
  const ctx: AppContext = {
    config,
    db: database.db,
    plannedOnceDb: database.plannedOnceDb,
    databaseKind: database.kind,
    sessions: new SessionStore(database.db),
    storage: options.storage ?? (await openStorage(config)),
    events: new EventBus((error, event) =>
      app.log.error({ err: error, event }, "event listener failed"),
    ),
    // the one clock of the context judges the throttle's windows too
    loginThrottle: new LoginThrottle(database.db, () => clock.now().getTime()),
    mailer: new Mailer(config, app.log),
    clock,
  };
  // collected only when someone may read them (METRICS_TOKEN)
  const metrics = config.metricsToken ? await createMetrics() : undefined;
  if (config.jobs) {
    ctx.jobs = await startJobs(database, {
      pollingSeconds: config.jobPollingSeconds,
      onJobDone: metrics?.jobDone,
      onError: (error) => app.log.error({ error: loggableError(error) }, "job queue error"),
    });
  }
  await ctx.sessions.purgeExpired();

  await app.register(cookie);
  // brotli or gzip for the app's files and the API's JSON, as the browser accepts
  await app.register(compress, { threshold: 1024 });
  // per route only (sign-up, client logs), keyed by address; a 429 in French through our errors
  // counters shared by every process through Redis when configured, else kept in memory
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    // a Redis outage lets calls through rather than refusing every sign-up
    ...(redis
      ? { redis, nameSpace: config.redisNamespace ?? "reseau-rate-limit-", skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        "tooManyAttempts",
        format(TEXTS.http.tooManyRequests, {
          duration: minutesText(Math.max(1, Math.ceil(context.ttl / 60_000))),
        }),
      ),
  });
  registerErrorHandling(app);
  registerRequestIdHeader(app);
  // set by `close`: Fastify no longer accepts connections; a request on a kept-alive one gets a
  // 503, and every answer from then on `Connection: close`, so that no client keeps a
  // connection open (a proxy's, reused for the next request, held the stop for Fastify's 72 s
  // keep-alive time-out)
  let closing = false;
  app.addHook("onRequest", async (_request, reply) => {
    if (closing) {
      return reply.code(503).send({ error: "draining", message: TEXTS.http.draining });
    }
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  registerJsonBody(app);
  registerSecurityHeaders(app, isApiPath, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its styles inline
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the viewers show photos and PDF pages as data: and blob: images; pdf.js's worker
        imgSrc: ["'self'", "data:", "blob:", ...tileImages(config)],
        workerSrc: ["'self'", "blob:"],
        // the browser posts a card to the payment provider's tokenisation, never to us (001 §5)
        connectSrc: ["'self'", ...cardOrigins(config)],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        // the side menu's sites shown inside the app (`/iframe/{id}/redirection/open`)
        frameSrc: ["'self'", ...webviewOrigins(config)],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // health data: never sent as a referrer to another site
    referrerPolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  registerXsrf(app);
  // several processes share their sockets' events through Redis or PostgreSQL (issue 23 §1)
  const sharedAdapter = await openSharedAdapter(config, (error) =>
    app.log.error({ error: loggableError(error) }, "socket.io adapter error"),
  );
  let draining = false;
  registerHealthRoutes(app, {
    database,
    storage: ctx.storage,
    adapter: sharedAdapter,
    isDraining: () => draining,
  });
  if (metrics && config.metricsToken) registerMetrics(app, metrics, config.metricsToken);
  for (const module of MODULES) module.register(app, ctx);
  for (const module of MODULES) await module.start?.(ctx);
  await registerApiDocs(app);
  await registerWebApp(app, config.webDist, appConfigFor(config));

  const realtime = attachRealtime(app, ctx, sharedAdapter);
  metrics?.countSocketsWith(() => realtime.io.of("/").sockets.size);
  return {
    app,
    ctx,
    database,
    realtime,
    drain() {
      draining = true;
    },
    async close() {
      const step = (name: string) => app.log.info({ step: name }, "shutdown");
      draining = true;
      closing = true;
      step("draining: not ready, no new connection, requests in flight finish");
      // Fastify stops listening at once and resolves when the last request has been answered;
      // the sockets end meanwhile, without a goodbye, so that their clients reconnect (to
      // another process: this one no longer accepts), and no upgraded connection holds it open
      await Promise.all([app.close(), realtime.close()]);
      step("requests finished, sockets closed");
      if (sharedAdapter) {
        await sharedAdapter.close();
        step("socket.io adapter closed");
      }
      await ctx.jobs?.stop();
      step("job queue stopped");
      ctx.mailer.close();
      redis?.disconnect();
      if (ownsDatabase) await database.close();
      step("database closed");
    },
  };
}

/**
 * Fields never written to the logs, wherever pino meets them: the session and XSRF tokens of
 * requests, and any password, hash or identity number a logged object might carry.
 */
const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.passwordHash",
  "*.nir",
  // the health card (000 §3 "Patient adds")
  "*.emergencyCall",
  "*.bloodType",
  "*.allergens",
  "*.special",
  "*.params",
];

/**
 * What the log keeps of an unexpected error: its kind, the PostgreSQL error code and the
 * constraint for a database error — never its message, which for a failed query holds the SQL and
 * its parameters (an argon2id hash, a NIR) — and the stack of other errors.
 */
function loggableError(error: unknown): Record<string, unknown> {
  const code = pgErrorCode(error);
  if (code !== undefined) {
    const cause = (error as { cause?: { constraint?: unknown; table?: unknown } }).cause;
    return {
      kind: "database",
      name: (error as Error).name,
      code,
      constraint: typeof cause?.constraint === "string" ? cause.constraint : undefined,
      table: typeof cause?.table === "string" ? cause.table : undefined,
    };
  }
  if (error instanceof Error && /Failed query/i.test(error.message)) {
    return { kind: "database", name: error.name };
  }
  return error instanceof Error
    ? { kind: "error", name: error.name, message: error.message, stack: error.stack }
    : { kind: "thrown", value: String(error) };
}

/** Every error becomes `{ error, message, title? }` (docs/DECISIONS.md "Wire contract"), and is logged. */
function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ error: loggableError(error) }, error.message);
      else request.log.info({ code: error.code, status: error.status }, error.message);
      return reply.code(error.status).send({
        error: error.code,
        message: error.message,
        ...(error.title ? { title: error.title } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      request.log.info({ code: error.code }, "body too large");
      return reply.code(413).send({ error: "tooLarge", message: TEXTS.http.tooLarge });
    }
    if (status >= 400 && status < 500) {
      // a JSON syntax error's message quotes the body it could not read
      request.log.info(
        { code: error.code },
        error.name === "SyntaxError" ? "malformed JSON body" : error.message,
      );
      return reply.code(400).send({ error: "badRequest", message: TEXTS.http.invalidInput });
    }
    request.log.error(
      { error: loggableError(error), route: request.routeOptions.url, method: request.method },
      "unexpected error",
    );
    return reply.code(500).send({ error: "server", message: TEXTS.http.server });
  });
}

/**
 * What search engines are told (issue 18 §2): the public pages may be listed — the home page,
 * the catalogue, the information pages — and nothing else (a health app's pages are private;
 * `Allow: /$` is the home page alone, as Google and Bing read it).
 */
const ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /$",
  "Allow: /catalogue-pharmacie",
  "Allow: /infos/",
  "Allow: /apropos",
  "Disallow: /",
  "",
].join("\n");

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding. */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Serves the built web app at `/`, and its index.html for any non-API GET (client routes), with
 * the running brand `brand` written in (`webPage`).
 */
async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  brand: AppConfig,
): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build's brotli and gzip copies (apps/web/build/precompress.ts), sent as they are;
      // a file without one is compressed on the way out, as the API's answers are
      preCompressed: true,
      // a route per file of the build, not per compressed copy or source map: a thousand routes
      // fewer to build at each start (a copy is found from its file's route; a map is refused)
      globIgnore: ["**/*.map", "**/*.br", "**/*.gz"],
      // source maps stay on the build machine: they would hand out the app's sources
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      // fingerprinted files never change: cached for a year; the rest is checked every time
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.header(
          "Cache-Control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }
  const root = hasWeb ? path.resolve(webDist) : "";
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain").header("Cache-Control", "public, max-age=86400").send(ROBOTS_TXT),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
    const notFound = () =>
      reply.code(404).send({ error: "notFound", message: TEXTS.http.notFound });
    const reads = request.method === "GET" || request.method === "HEAD";
    if (!hasWeb || !reads || isApiPath(url)) return notFound();
    // a file of the build, only inside the build folder, never a source map
    const file = path.resolve(root, `.${url}`);
    const inside = file.startsWith(`${root}${path.sep}`);
    if (inside && !file.endsWith(".map") && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    // a missing asset is a 404, not the app's page (a stale tab asking for an old chunk)
    if (url.startsWith("/assets/") || path.extname(url) !== "") return notFound();
    // a visitor's page may be sent drawn (`webPage`), as the build rendered it: without a session
    // cookie, and for the path alone (`/login?openAccount=1` shows another tab)
    const visitor = request.cookies[SESSION_COOKIE] === undefined && !request.url.includes("?");
    return webPage(root, url, brand, visitor).then((html) => {
      reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding, Cookie");
      // compressed here: @fastify/compress only compresses the answers of routes
      if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")))
        return reply.send(html);
      return reply.header("Content-Encoding", "gzip").send(gzipSync(html));
    });
  });
}

/**
 * The origins of the external sites the side menu opens in the app's webview (001 §2: two of the
 * booking sites, galien's loyalty card), which the page's CSP lets it frame; no other.
 */
function webviewOrigins(config: Config): string[] {
  const { links } = appConfigFor(config);
  return [...links.appointments, ...(links.loyaltyCard ? [links.loyaltyCard] : [])]
    .filter((link) => link.open === "webview")
    .map((link) => new URL(link.url).origin);
}
