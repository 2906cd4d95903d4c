import type { FastifyReply, FastifyRequest } from "fastify";
import type { Client } from "./auth.js";
import { ApiError, idempotencyConflict, notFound } from "./errors.js";
import type { Notifier } from "./hooks.js";
import { nowSeconds, type State, type Store } from "./store.js";

/** What the routes share: the state, the notifier, the client, the sandbox's own address. */
export interface Context {
  store: Store;
  notifier: Notifier;
  client: Client;
  /** the sandbox's address as the browser reaches it (tokenisation, 3-D Secure page) */
  publicUrl: string;
  /** how long a payout stays CREATED before it SUCCEEDS, in ms */
  payoutDelayMs: number;
  /** the payouts waiting to succeed, cleared by stop() */
  timers: Set<NodeJS.Timeout>;
}

/** A request as the routes read it: string path parameters and query. */
export type ApiRequest = FastifyRequest<{
  Params: Record<string, string>;
  Querystring: Record<string, string | undefined>;
}>;

/**
 * Runs `create` once per `Idempotency-Key`: a second request with the same key and the same
 * method, path and body gets the first answer again (status and body as they were then), and
 * nothing is created twice; the same key for another request is a 409. Without the header,
 * `create` just runs. `create` is synchronous, so two requests with one key never interleave.
 */
export function idempotent(
  ctx: Context,
  request: ApiRequest,
  reply: FastifyReply,
  create: () => unknown,
): unknown {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key === "") return create();
  const fingerprint = `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
  const stored = ctx.store.state.idempotency[key];
  if (stored) {
    if (stored.request !== fingerprint) throw idempotencyConflict(key);
    reply.code(stored.statusCode);
    return stored.body;
  }
  const keep = (statusCode: number, body: unknown) => {
    ctx.store.state.idempotency[key] = {
      request: fingerprint,
      statusCode,
      // the answer as it was, even if the resource changes later (a pay-in after 3-D Secure)
      body: JSON.parse(JSON.stringify(body)) as unknown,
      date: nowSeconds(),
      url: request.url,
    };
    ctx.store.changed();
  };
  try {
    const body = create();
    keep(200, body);
    return body;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) keep(error.statusCode, error.body);
    throw error;
  }
}

/** The record `id` of a collection of the state, or a 404 naming its `kind`. */
export function find<K extends Exclude<keyof State, "events">>(
  ctx: Context,
  collection: K,
  kind: string,
  id: string | undefined,
): State[K][string] {
  const record = ctx.store.state[collection][id ?? ""] as State[K][string] | undefined;
  if (!record) throw notFound(kind, id ?? "");
  return record;
}

/**
 * One page of `items` as MangoPay pages lists: `page` (from 1) and `per_page` (10 by default, at
 * most 100), oldest first unless `Sort=CreationDate:DESC`; the headers `X-Number-Of-Pages` and
 * `X-Number-Of-Items` say how many there are.
 */
export function paged<T>(
  items: T[],
  request: ApiRequest,
  reply: FastifyReply,
  dateOf: (item: T) => number,
): T[] {
  const query = Object.fromEntries(
    Object.entries(request.query).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const perPage = Math.min(100, Math.max(1, Number(query.per_page) || 10));
  const page = Math.max(1, Number(query.page) || 1);
  const descending = /^creationdate:desc$/i.test(query.sort ?? "");
  // a stable sort keeps the order of creation within a second; reversed, newest first
  const sorted = [...items].sort((a, b) => dateOf(a) - dateOf(b));
  if (descending) sorted.reverse();
  reply.header("X-Number-Of-Items", String(items.length));
  reply.header("X-Number-Of-Pages", String(Math.ceil(items.length / perPage)));
  return sorted.slice((page - 1) * perPage, page * perPage);
}

/** The route types of every handler: string path parameters and query. */
export interface RouteTypes {
  Params: Record<string, string>;
  Querystring: Record<string, string | undefined>;
}
