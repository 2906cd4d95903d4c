import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The header carrying a request's id, read from a proxy and echoed in every answer. */
const REQUEST_ID_HEADER = "x-request-id";

/** An incoming id worth keeping: a short token that cannot forge a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId` (docs/DECISIONS.md "Logs and metrics"): the incoming `X-Request-Id` when it
 * is a sane token (at most 64 of `A-Z a-z 0-9 . _ -`), so a proxy's id follows the request;
 * otherwise — absent, too long, another character — a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A query string's key kept in the log; anything else (a name typed as a key) is masked too. */
const PLAIN_KEY = /^[A-Za-z0-9_.[\]-]{1,64}$/;

/**
 * `url` as the log may keep it: the path, and of the query string its keys only, each value
 * replaced by `*` (`/api/feed?res_patient_lname=martin&page=2` → `/api/feed?res_patient_lname=*&page=*`).
 * A query carries names, birth dates and NIRs of the feed's filters: health data stay out of the log.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const keys = url
    .slice(mark + 1)
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const key = pair.split("=")[0] ?? "";
      return `${PLAIN_KEY.test(key) ? key : "*"}=*`;
    });
  return `${url.slice(0, mark)}?${keys.join("&")}`;
}

/**
 * The `req` of a request's log lines (pino serializer, replacing Fastify's): the method, the route
 * pattern (`/feed/documents/:id`, absent when no route matched), the path with the query's values
 * masked (`loggableUrl`), the client's address. Never a header nor the body.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    route: request.routeOptions?.url,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
  };
}

/** Echoes the request's id in the answer's `X-Request-Id`, on every answer, 404s included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
