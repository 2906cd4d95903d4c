import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a bearer token lasts, in seconds (MangoPay's tokens last about an hour). */
const TOKEN_SECONDS = 3600;

/** The client the sandbox answers: its id (in every path) and its API key. */
export interface Client {
  clientId: string;
  apiKey: string;
}

const signature = (payload: string, apiKey: string): string =>
  createHmac("sha256", apiKey).update(payload).digest("base64url");

/**
 * The answer of `POST /v2.01/oauth/token` when the Basic header holds the client's id and API key,
 * or undefined. The token is signed with the API key rather than kept, so that it survives a
 * restart of the sandbox as it survives one of MangoPay's servers (the SDK asks for a new one
 * only when its own clock says the old one expired).
 */
export function issueToken(
  authorization: string | undefined,
  client: Client,
): { access_token: string; token_type: "Bearer"; expires_in: number } | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (decoded.slice(0, colon) !== client.clientId || decoded.slice(colon + 1) !== client.apiKey) {
    return undefined;
  }
  const payload = Buffer.from(
    JSON.stringify({ c: client.clientId, e: Date.now() + TOKEN_SECONDS * 1000 }),
  ).toString("base64url");
  return {
    access_token: `${payload}.${signature(payload, client.apiKey)}`,
    token_type: "Bearer",
    expires_in: TOKEN_SECONDS,
  };
}

/** Whether an `Authorization: Bearer …` header holds a token of this client that has not expired. */
export function bearerValid(authorization: string | undefined, client: Client): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const [payload, signed] = token?.split(".") ?? [];
  if (!payload || !signed) return false;
  const expected = Buffer.from(signature(payload, client.apiKey));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    c: string;
    e: number;
  };
  return claims.c === client.clientId && claims.e > Date.now();
}
