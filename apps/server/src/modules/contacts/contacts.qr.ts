import { createHmac, timingSafeEqual } from "node:crypto";

/** What a QR code carries (000 §3 "QR payload"): a user's id and shown name. */
export interface QrPayload {
  id: string;
  name: string;
}

// a key used for anything else one day signs other texts: this prefix keeps QR codes apart
const PURPOSE = "reseau-sante/qr/v1:";

const signatureOf = (secret: Buffer, body: string) =>
  createHmac("sha256", secret)
    .update(PURPOSE + body)
    .digest();

/**
 * Signs a QR payload with HMAC-SHA256 (docs/DECISIONS.md "QR codes").
 * @returns `base64url(JSON payload).base64url(signature)`, the text the QR image carries.
 */
export function signQr(secret: Buffer, payload: QrPayload): string {
  const body = Buffer.from(JSON.stringify({ id: payload.id, name: payload.name })).toString(
    "base64url",
  );
  return `${body}.${signatureOf(secret, body).toString("base64url")}`;
}

/**
 * Reads a scanned code: its signature must be this server's (compared in constant time).
 * @returns the payload, or null for a forged, altered, foreign or unreadable code.
 */
export function verifyQr(secret: Buffer, code: string): QrPayload | null {
  const parts = code.trim().split(".");
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (
      payload &&
      typeof payload === "object" &&
      typeof (payload as QrPayload).id === "string" &&
      typeof (payload as QrPayload).name === "string"
    )
      return payload as QrPayload;
  } catch {
    // a signed body is ours, so this cannot happen; answered as unreadable all the same
  }
  return null;
}
