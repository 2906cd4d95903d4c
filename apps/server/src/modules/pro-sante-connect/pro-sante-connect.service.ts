import * as oidc from "openid-client";
import type { PscOutcome } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import type { ProSanteConnectConfig } from "../../platform/config.js";
import { professionalOfRpps, type UserRow } from "../accounts/index.js";
import { rppsOfClaims, type PscClaims } from "./pro-sante-connect.claims.js";
import type { PendingLogin } from "./pro-sante-connect.pending.js";
import { pscClientOf } from "./pro-sante-connect.provider.js";

/**
 * The scopes PSC is asked for: `openid`, and `scope_all`, its identity and sectoral claims
 * (`SubjectNameID`, `SubjectRefPro`, names).
 */
const PSC_SCOPE = "openid scope_all";
/** The level of assurance asked of PSC: `eidas1`, a CPS card or the e-CPS app. */
const PSC_ACR = "eidas1";

/**
 * Starts a PSC login (issue 24 §4): a new state, nonce and PKCE verifier (S256), and the
 * provider's authorization address asking for `openid scope_all` at `acr_values=eidas1`.
 * @returns the address to send the browser to and the pending login to keep for the callback.
 * @throws the discovery's error when the provider cannot be reached.
 */
export async function startPscLogin(
  ctx: AppContext,
  psc: ProSanteConnectConfig,
): Promise<{ url: string; pending: PendingLogin }> {
  const client = await pscClientOf(ctx.config, psc);
  const pending: PendingLogin = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(client.configuration, {
    redirect_uri: client.redirectUri,
    response_type: "code",
    scope: PSC_SCOPE,
    acr_values: PSC_ACR,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, pending };
}

/** How a PSC callback ends: the professional to log in, or why not (`PscOutcome`). */
export type PscResult = { user: UserRow } | { refused: PscOutcome; reason: string };

/**
 * Ends a PSC login (issue 24 §4): the provider's answer in `query` (the callback's query string,
 * `?code=…&state=…` or `?error=…`) checked against the browser's `pending` login (state, nonce,
 * PKCE verifier), the code exchanged for tokens (the ID token's signature, issuer, audience and
 * nonce checked by `openid-client`), the userinfo read (a JWT signed by the provider, or JSON),
 * and the professional account of its RPPS found. Never throws: a provider error, a tampered or
 * stale answer → `erreur`; an id no account holds → `inconnu`; `reason` is for the log only.
 */
export async function finishPscLogin(
  ctx: AppContext,
  psc: ProSanteConnectConfig,
  query: string,
  pending: PendingLogin | null,
): Promise<PscResult> {
  if (!pending) return { refused: "erreur", reason: "no pending login" };
  let claims: PscClaims[];
  try {
    const client = await pscClientOf(ctx.config, psc);
    const currentUrl = new URL(`${client.redirectUri}${query}`);
    const tokens = await oidc.authorizationCodeGrant(client.configuration, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return { refused: "erreur", reason: "no id token" };
    const userinfo = await oidc.fetchUserInfo(
      client.configuration,
      tokens.access_token,
      idClaims.sub,
    );
    claims = [userinfo as PscClaims, idClaims as PscClaims];
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown";
    return { refused: "erreur", reason };
  }
  const rpps = rppsOfClaims(...claims);
  if (!rpps) return { refused: "inconnu", reason: "no RPPS in the claims" };
  const user = await professionalOfRpps(ctx, rpps);
  if (!user) return { refused: "inconnu", reason: "no single professional of this RPPS" };
  return { user };
}
