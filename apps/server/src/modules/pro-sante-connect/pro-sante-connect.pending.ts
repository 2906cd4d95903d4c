import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A PSC login under way in one browser (issue 24 §4): the `state`, `nonce` and PKCE
 * `code_verifier` sent with the authorization request, checked when the provider sends the
 * browser back. Kept in a short-lived HttpOnly cookie, signed with the server's secret.
 */
export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
}

/** The cookie holding the pending login, sent only to `/ws/login/psc…`. */
export const PENDING_COOKIE = "psc_login";

/** How long a professional has to log in at the provider, in seconds. */
export const PENDING_MAX_AGE_S = 10 * 60;

const signatureOf = (payload: string, secret: Buffer) =>
  createHmac("sha256", secret).update(`psc-login.${payload}`).digest("base64url");

/** The cookie value of `pending`: its JSON in base64url, a dot, its HMAC-SHA256 signature. */
export function sealPending(pending: PendingLogin, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString("base64url");
  return `${payload}.${signatureOf(payload, secret)}`;
}

/**
 * The pending login of a cookie value, or null when there is none, or it is malformed or its
 * signature is not the server's.
 */
export function openPending(value: string | undefined, secret: Buffer): PendingLogin | null {
  if (!value) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const { state, nonce, verifier } = parsed as Record<string, unknown>;
    if (typeof state !== "string" || typeof nonce !== "string" || typeof verifier !== "string") {
      return null;
    }
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}
