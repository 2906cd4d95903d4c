import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { bearerValid, issueToken } from "./auth.js";
import { completeSecureMode, payInRoutes, repudiate, SECURE_MODE_PATH } from "./routes/payins.js";
import { bankRoutes, settleLater } from "./routes/bank.js";
import { cardRoutes, tokenisationRoute } from "./routes/cards.js";
import { transactionRoutes } from "./routes/transactions.js";
import { userRoutes } from "./routes/users.js";
import type { Context, RouteTypes } from "./context.js";
import { ApiError, paramError, unauthorized } from "./errors.js";
import { Notifier, type HookDelivery, type HookFaults } from "./hooks.js";
import { bodyOf, view } from "./input.js";
import { homePage, secureModePage, unknownPage } from "./pages.js";
import { Store } from "./store.js";

/** The client id the sandbox answers by default (MANGOPAY_CLIENT_ID's default). */
export const SANDBOX_CLIENT_ID = "reseau-sante";
/** The API key the sandbox accepts by default (MANGOPAY_API_KEY's default): not a secret. */
export const SANDBOX_API_KEY = "sandbox-api-key";

/** How to start the sandbox. */
export interface SandboxOptions {
  /** TCP port; 0 (the default) picks a free one */
  port?: number;
  /** listening address, 127.0.0.1 by default */
  host?: string;
  /** folder of its state (`state.json`); in memory when omitted */
  dataDir?: string;
  /** URL notified of every event for which no hook was created through the API */
  hookTarget?: string;
  /** the client id in every path, SANDBOX_CLIENT_ID by default */
  clientId?: string;
  /** the API key of the OAuth Basic credentials, SANDBOX_API_KEY by default */
  apiKey?: string;
  /** the address browsers reach it at (tokenisation, 3-D Secure page); its own URL by default */
  publicUrl?: string;
  /** how long a payout stays CREATED before it SUCCEEDS, in ms (0 by default) */
  payoutDelayMs?: number;
}

/** A running sandbox. */
export interface Sandbox {
  /** its address, e.g. `http://127.0.0.1:3001`: the SDK's `baseUrl` */
  url: string;
  clientId: string;
  apiKey: string;
  /** sets the faults of the next notifications (lost, repeated) */
  setHookFaults(faults: HookFaults): void;
  /** the notifications sent (or dropped) so far, oldest first */
  readonly deliveries: readonly HookDelivery[];
  /** resolves once the notifications started so far have been answered */
  hooksIdle(): Promise<void>;
  /** stops listening, waits for the notifications under way, writes the state */
  stop(): Promise<void>;
}

function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (error.statusCode && error.statusCode < 500) {
      const answer = paramError({ Body: error.message });
      return reply.code(400).send(answer.body);
    }
    return reply
      .code(500)
      .send({ Message: "Internal error of the sandbox", Type: "internal_error" });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      Message: `No HTTP resource was found that matches the request URI ${request.url}`,
      Type: "ressource_not_found",
    }),
  );
}

/**
 * Starts the payment-provider sandbox (issue 20 §1): an HTTP server speaking the part of
 * MangoPay's REST API v2.01 that `mangopay2-nodejs-sdk` calls for card payments, refunds, IBANs,
 * payouts, transfers, transaction lists and hooks, plus the card tokenisation POST and a 3-D
 * Secure page. Resolves once it listens. Rejects when the port is taken or `dataDir` unreadable.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const store = await Store.open(options.dataDir);
  const client = {
    clientId: options.clientId ?? SANDBOX_CLIENT_ID,
    apiKey: options.apiKey ?? SANDBOX_API_KEY,
  };
  const notifier = new Notifier(store, options.hookTarget);
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true }, logger: false });
  const ctx: Context = {
    store,
    notifier,
    client,
    publicUrl: "",
    payoutDelayMs: options.payoutDelayMs ?? 0,
    timers: new Set(),
  };
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  errorHandler(app);

  app.post("/v2.01/oauth/token", (request, reply) => {
    const token = issueToken(request.headers.authorization, client);
    if (!token) return reply.code(401).send({ error: "invalid_client" });
    return token;
  });
  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request) => {
        const { clientId } = request.params as { clientId?: string };
        if (clientId !== client.clientId || !bearerValid(request.headers.authorization, client)) {
          throw unauthorized();
        }
      });
      userRoutes(api, ctx);
      cardRoutes(api, ctx);
      payInRoutes(api, ctx);
      bankRoutes(api, ctx);
      transactionRoutes(api, ctx);
    },
    { prefix: "/v2.01/:clientId" },
  );
  tokenisationRoute(app, ctx);

  app.get<RouteTypes>(`${SECURE_MODE_PATH}/:id`, (request, reply) => {
    const payIn = store.state.transactions[request.params.id ?? ""];
    if (!payIn || payIn.Type !== "PAYIN")
      return reply.code(404).type("text/html").send(unknownPage());
    if (payIn.Status !== "CREATED") {
      return reply.redirect(completeSecureMode(ctx, payIn.Id, false) as string, 303);
    }
    const alias = store.state.cards[String(payIn.CardId)]?.Alias ?? "";
    return reply.type("text/html; charset=utf-8").send(secureModePage(payIn, alias, request.url));
  });
  app.post<RouteTypes>(`${SECURE_MODE_PATH}/:id`, (request, reply) => {
    const accepted = bodyOf(request.body).decision === "accept";
    const next = completeSecureMode(ctx, request.params.id ?? "", accepted);
    if (!next) return reply.code(404).type("text/html").send(unknownPage());
    return reply.redirect(next, 303);
  });

  app.post("/sandbox/hooks/faults", (request) => {
    notifier.setFaults(bodyOf(request.body) as HookFaults);
    return { ok: true };
  });
  app.get("/sandbox/hooks/deliveries", () => notifier.deliveries);
  app.post<RouteTypes>("/sandbox/payins/:id/repudiation", (request, reply) => {
    const repudiation = repudiate(ctx, request.params.id ?? "");
    if (!repudiation) return reply.code(404).send({ Message: "No succeeded pay-in with this id" });
    return view(repudiation);
  });
  app.get("/", (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(homePage(ctx.publicUrl, client.clientId)),
  );

  const host = options.host ?? "127.0.0.1";
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/$/, "");

  // payouts a stop left CREATED leave now
  for (const transaction of Object.values(store.state.transactions)) {
    if (
      transaction.Type === "PAYOUT" &&
      transaction.Nature === "REGULAR" &&
      transaction.Status === "CREATED"
    ) {
      settleLater(ctx, transaction);
    }
  }

  return {
    url,
    ...client,
    setHookFaults: (faults) => notifier.setFaults(faults),
    deliveries: notifier.deliveries,
    hooksIdle: () => notifier.idle(),
    async stop() {
      for (const timer of ctx.timers) clearTimeout(timer);
      await app.close();
      await notifier.idle();
      await store.flush();
    },
  };
}
