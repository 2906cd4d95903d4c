import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { authenticator } from "otplib";
import { RECOVERY_CODE_COUNT, TEXTS } from "@reseau/shared";

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30 s; one step either side accepted. */
const totp = authenticator.clone({ window: 1 });
const STEP_MS = 30_000;
/** Recovery codes' letters: base32 without 0, 1, 8, 9 (no O/0, I/1 to confuse). */
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ234567";

/** A new TOTP secret: 20 random bytes in base32 (32 characters), as RFC 4226 advises. */
export const newTotpSecret = (): string => totp.generateSecret(20);

/** The `otpauth://totp/…` URL of a secret: issuer « Réseau Santé », the account's e-mail. */
export const otpauthUrlOf = (email: string, secret: string): string =>
  totp.keyuri(email, TEXTS.twoFactor.issuer, secret);

/**
 * The QR code of `text` as a `data:image/png;base64,…` URL. qrcode (and its PNG encoder, 57
 * modules) is imported on the first code drawn, not at every server's start.
 */
export async function qrCodeOf(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}

/**
 * The time step (Unix ms / 30 000) at which `code` is the secret's TOTP code, within one step of
 * `nowMs`, or null. The caller still checks the step was not used (a code works once).
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.clone({ epoch: nowMs }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(nowMs / STEP_MS) + delta;
}

/** A mailed code: 6 random digits. */
export const newEmailCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Ten recovery codes `XXXXX-XXXXX` (50 random bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const letters = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
  });
}

/** A code as typed, reduced to what counts: digits and capitals, no space nor dash. */
export const normalizeCode = (code: string): string => code.toUpperCase().replace(/[^0-9A-Z]/g, "");

/**
 * The HMAC-SHA256 of a code under the server's secret, what the database keeps: a 6-digit code's
 * SHA-256 alone would be found by trying the million codes.
 */
export const codeHashOf = (secret: Buffer, code: string): string =>
  createHmac("sha256", secret).update(normalizeCode(code)).digest("hex");

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
