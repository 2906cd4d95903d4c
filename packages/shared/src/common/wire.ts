import type { ErrorBody } from "./errors.js";

/**
 * Names of the wire contract that both ends write (docs/DECISIONS.md "Wire contract"): the
 * readable XSRF cookie the server sets, and the header that must echo it on every POST, PUT,
 * PATCH and DELETE. HTTP header names are case-insensitive; Node reads them in lower case.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** See `XSRF_COOKIE`. */
export const XSRF_HEADER = "X-XSRF-TOKEN";

/**
 * Paths the web app's first page calls before any contract is loaded (`GET /ws/user`, the session;
 * `GET /ws/xsrf`, the XSRF cookie): the contracts (`accountsApi.me`, `accountsApi.xsrf`) use them,
 * and this file stays free of zod so that the first page does without it.
 */
export const SESSION_PATH = "/ws/user";
/** See `SESSION_PATH`. */
export const XSRF_PATH = "/ws/xsrf";

/**
 * The `{error, message, title?}` body of an error answer (`errorBodySchema`), read without zod for
 * the first page's API client. @returns the body, or null when `body` has not that shape.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, message, title } = body as Record<string, unknown>;
  if (typeof error !== "string" || typeof message !== "string") return null;
  if (title !== undefined && typeof title !== "string") return null;
  return title === undefined ? { error, message } : { error, message, title };
}
