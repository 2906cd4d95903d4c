import * as oidc from "openid-client";
import { PSC_CALLBACK_PATH } from "@reseau/shared";
import { isLoopback, type Config, type ProSanteConnectConfig } from "../../platform/config.js";

/**
 * The OpenID client of Pro Santé Connect (`openid-client`, issue 24 §4): the provider's metadata
 * read from its discovery document at the first login, then kept; a failed discovery is retried
 * at the next login.
 */
export interface PscClient {
  /** The client configuration of `openid-client` (endpoints, JWKS, client authentication). */
  configuration: oidc.Configuration;
  /** Where the provider sends the browser back: PUBLIC_URL + `/ws/login/psc/callback`. */
  redirectUri: string;
}

const clients = new WeakMap<Config, Promise<PscClient>>();

/** The address users reach the app at (PUBLIC_URL, default `http://localhost:PORT`). */
function publicUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * The PSC client of a server configuration whose `proSanteConnect` is set (see `PscClient`).
 * The client authenticates at the token endpoint with its secret (HTTP Basic); http is allowed
 * only for a provider on this machine (tests).
 * @throws the discovery's error (network, a document whose `issuer` is not PSC_ISSUER).
 */
export function pscClientOf(config: Config, psc: ProSanteConnectConfig): Promise<PscClient> {
  let client = clients.get(config);
  if (!client) {
    client = discover(config, psc);
    clients.set(config, client);
    // a provider down at one login is asked again at the next
    client.catch(() => clients.delete(config));
  }
  return client;
}

async function discover(config: Config, psc: ProSanteConnectConfig): Promise<PscClient> {
  const issuer = new URL(psc.issuer);
  const local = issuer.protocol === "http:" && isLoopback(issuer);
  const configuration = await oidc.discovery(
    issuer,
    psc.clientId,
    { client_secret: psc.clientSecret },
    oidc.ClientSecretBasic(psc.clientSecret),
    local ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
  return { configuration, redirectUri: `${publicUrlOf(config)}${PSC_CALLBACK_PATH}` };
}
