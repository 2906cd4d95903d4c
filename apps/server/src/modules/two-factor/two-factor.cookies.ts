import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { REMEMBER_DEVICE_DAYS } from "@reseau/shared";

/** The pending second step's cookie (issue 24 §1): an opaque token, its SHA-256 in the database. */
const CHALLENGE_COOKIE = "tfa";
/** The cookie of a browser remembered for 30 days. */
const TRUSTED_COOKIE = "tfd";
/** Both cookies are sent to the login's calls only. */
const PATH = "/ws/login";

/** How long a pending second step waits for its code: 10 minutes. */
export const CHALLENGE_MS = 10 * 60_000;
/** How long a remembered browser skips the step. */
export const TRUSTED_MS = REMEMBER_DEVICE_DAYS * 24 * 3600_000;

/** A new random cookie token (32 bytes, base64url). */
export const newToken = (): string => randomBytes(32).toString("base64url");
/** The SHA-256 of a cookie token: what the database keeps. */
export const tokenHashOf = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

const options = (request: FastifyRequest, maxAgeMs: number) => ({
  path: PATH,
  httpOnly: true,
  sameSite: "strict" as const,
  secure: request.protocol === "https",
  maxAge: Math.floor(maxAgeMs / 1000),
});

/** The pending step's token the browser sent, if any. */
export const challengeTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[CHALLENGE_COOKIE] || undefined;

/** Sets the pending step's cookie (HttpOnly, SameSite=Strict, 10 minutes). */
export function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(CHALLENGE_COOKIE, token, options(request, CHALLENGE_MS));
}

/** Clears the pending step's cookie. */
export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(CHALLENGE_COOKIE, { path: PATH });
}

/** The remembered browser's token the browser sent, if any. */
export const trustedTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[TRUSTED_COOKIE] || undefined;

/** Sets the remembered browser's cookie (HttpOnly, SameSite=Strict, 30 days). */
export function setTrustedCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(TRUSTED_COOKIE, token, options(request, TRUSTED_MS));
}
