import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountsApi, TEXTS, XSRF_COOKIE, XSRF_HEADER } from "@reseau/shared";
import { AppError } from "./errors.js";

// Node reads header names in lower case
const XSRF_HEADER_KEY = XSRF_HEADER.toLowerCase();
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets a new readable `XSRF-TOKEN` cookie on the answer (a first visit, a login). */
export function issueXsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString("base64url"), {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    httpOnly: false,
  });
}

/**
 * Double-submit XSRF protection: a request without the cookie gets a new readable `XSRF-TOKEN`
 * cookie; every POST, PUT, PATCH and DELETE must echo it in `X-XSRF-TOKEN`, else 403 before
 * any handler runs, so nothing changes.
 */
export function registerXsrf(app: FastifyInstance): void {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // a fingerprinted asset is cached for a year by anyone: it never carries a cookie
    if (!cookie && !request.url.startsWith("/assets/")) issueXsrfToken(request, reply);
    if (!UNSAFE.has(request.method)) return;
    const header = request.headers[XSRF_HEADER_KEY];
    if (!cookie || typeof header !== "string" || !sameToken(cookie, header)) {
      throw new AppError(403, "xsrf", TEXTS.auth.xsrf);
    }
  });

  /** Lets a client obtain the cookie before its first mutating call. */
  app.get(accountsApi.xsrf.path, async (_request, reply) => reply.code(204).send());
}
