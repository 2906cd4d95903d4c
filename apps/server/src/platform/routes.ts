import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  findUnsafeText,
  format,
  TEXTS,
  type AnyEndpoint,
  type OutputOf,
  type ResponseOf,
  type SuccessStatus,
} from "@reseau/shared";
import type { Actor } from "./actor.js";
import type { AppContext } from "./context.js";
import { badRequest, notFound, unauthorized } from "./errors.js";
import { SESSION_COOKIE } from "./sessions.js";
import { parse } from "./validate.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's actor, looked up once (undefined: not yet; null: no session). */
    actor?: Actor | null;
  }
}

/**
 * The actor of a request, or null without a valid session. Looked up once per request, with the
 * users they manage (docs/DECISIONS.md "Who acts for whom").
 */
async function requestActor(ctx: AppContext, request: FastifyRequest): Promise<Actor | null> {
  if (request.actor === undefined) {
    request.actor = await ctx.sessions.actorOfToken(request.cookies[SESSION_COOKIE]);
  }
  return request.actor;
}

/** The actor of a public endpoint, looked up only when its handler asks (null: no session). */
export type LazyActor = () => Promise<Actor | null>;

/** What a handler receives: the parsed inputs of its endpoint, and the raw request and reply. */
interface HandlerInput<E extends AnyEndpoint, A extends Actor | LazyActor> {
  actor: A;
  params: OutputOf<E["params"]>;
  query: OutputOf<E["query"]>;
  body: OutputOf<E["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Options of one route: a body reader of its own when the schema's 400 is not the answer; a
 * smaller body limit (bytes); a rate limit per address (`max` calls per `timeWindow` ms).
 */
export interface RouteOptions<E extends AnyEndpoint> {
  readBody?: (input: unknown) => OutputOf<E["body"]>;
  bodyLimit?: number;
  rateLimit?: { max: number; timeWindow: number };
  /**
   * The success status of one answer, when the endpoint has two (the login: 200 with the
   * profile, 202 when a second step is due, issue 24 §1); the endpoint's `status` otherwise.
   */
  statusOf?: (answer: ResponseOf<E>) => SuccessStatus;
}

type Handler<E extends AnyEndpoint, A extends Actor | LazyActor> = (
  input: HandlerInput<E, A>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/** `/api/documents/{id}` → `/api/documents/:id`, Fastify's form. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * Registers the routes of a module from their shared contracts (one request's path:
 * contract → this helper → policy → service → repository → events). For each endpoint it does,
 * in order: text no field may hold (400: a NUL, a lone surrogate), the session (401
 * "Authentification requise" for a `user` endpoint without one), the path parameters (404 when malformed: an id that cannot exist), the query and the body (400 with
 * the schema's French message), the handler, then the endpoint's success status — and, when
 * `config.checkResponses` (tests), the answer against the contract's response schema.
 * @returns `user(endpoint, handler)` for endpoints that need a session, `open(endpoint, handler)`
 *   for public ones (their `actor()` reads the session when asked, null without one).
 */
export function routesOf(app: FastifyInstance, ctx: AppContext) {
  function register<E extends AnyEndpoint, A extends Actor | LazyActor>(
    endpoint: E,
    needsUser: boolean,
    handler: Handler<E, A>,
    options: RouteOptions<E>,
  ): void {
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
      handler: async (request, reply) => {
        // a public endpoint reads the session only if its handler asks: `/ws/health` and the
        // login stay free of a database round trip
        let actor: Actor | LazyActor = () => requestActor(ctx, request);
        if (needsUser) {
          const found = await requestActor(ctx, request);
          if (!found) throw unauthorized();
          actor = found;
        }
        // one check for every field of every endpoint: no NUL, no lone surrogate (the database
        // would refuse them with a 500)
        for (const input of [request.params, request.query, request.body]) {
          const field = findUnsafeText(input);
          if (field) throw badRequest(format(TEXTS.http.unsafeText, { field }));
        }
        let params: OutputOf<E["params"]>;
        try {
          params = (
            endpoint.params ? parse(endpoint.params, request.params) : undefined
          ) as OutputOf<E["params"]>;
        } catch {
          throw notFound();
        }
        const query = endpoint.query ? parse(endpoint.query, request.query) : undefined;
        const body = options.readBody
          ? options.readBody(request.body)
          : endpoint.body
            ? parse(endpoint.body, request.body)
            : undefined;
        const answer = await handler({
          actor: actor as A,
          params,
          query: query as OutputOf<E["query"]>,
          body: body as OutputOf<E["body"]>,
          request,
          reply,
        });
        if (ctx.config.checkResponses) checkResponse(endpoint, answer);
        reply.code(options.statusOf?.(answer) ?? endpoint.status);
        return endpoint.status === 204 ? reply.send() : reply.send(answer);
      },
    });
  }

  return {
    /** An endpoint of access `user`: the handler always has an actor. */
    user<E extends AnyEndpoint>(
      endpoint: E,
      handler: Handler<E, Actor>,
      options: RouteOptions<E> = {},
    ) {
      if (endpoint.access !== "user") throw new Error(`${endpoint.path} is not a user endpoint`);
      register<E, Actor>(endpoint, true, handler, options);
    },
    /** An endpoint of access `public`: `actor()` reads the session, null without one. */
    open<E extends AnyEndpoint>(
      endpoint: E,
      handler: Handler<E, LazyActor>,
      options: RouteOptions<E> = {},
    ) {
      if (endpoint.access !== "public") throw new Error(`${endpoint.path} is not public`);
      register<E, LazyActor>(endpoint, false, handler, options);
    },
  };
}

/**
 * Checks an answer against its contract (tests only): a server answer that drifts from the shared
 * response schema fails the test that made it, with the schema's complaint.
 * @throws Error naming the endpoint and the first issue.
 */
function checkResponse(endpoint: AnyEndpoint, answer: unknown): void {
  const result = endpoint.response.safeParse(answer);
  if (result.success) return;
  const issue = result.error.issues[0];
  const where = issue?.path.join(".") || "(root)";
  const message = `${endpoint.method} ${endpoint.path}: answer does not match its contract at ${where}: ${issue?.message}`;
  console.error(message);
  throw new Error(message);
}
