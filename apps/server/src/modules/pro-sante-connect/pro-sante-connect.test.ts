import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PSC_TEXTS, pscOutcomeMessage, type AppConfig, type PublicUser } from "@reseau/shared";
import { configFromEnv } from "../../platform/config.js";
import {
  createDoctor,
  createTestApp,
  validRpps,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { PSC_STRONG_AUTH } from "./index.js";

/** The address the app answers at in these tests: the redirect URI registered at the provider. */
const PUBLIC_URL = "http://localhost:3999";
const REDIRECT_URI = `${PUBLIC_URL}/ws/login/psc/callback`;
const CLIENT = { id: "reseau-sante-test", secret: "secret-du-client-psc-de-test" };

/** The professionals the provider knows, by account id: their RPPS, prefixed by 8 as in PSC. */
const KNOWN_RPPS = validRpps();
const UNKNOWN_RPPS = validRpps();
const PROFESSIONALS: Record<string, { rpps: string; given: string; family: string }> = {
  "ps-connu": { rpps: KNOWN_RPPS, given: "Paul", family: "Durand" },
  "ps-inconnu": { rpps: UNKNOWN_RPPS, given: "Anne", family: "Leroy" },
};

/**
 * A local OpenID provider (`oidc-provider`, certified) shaped like Pro Santé Connect: the
 * `scope_all` claims (`SubjectNameID` = 8 + RPPS, `SubjectRefPro`, names) served by a userinfo
 * answer signed as a JWT, PKCE required, `eidas1` its level; its development login and consent
 * pages stand for the e-CPS app.
 */
async function startProvider(): Promise<{ issuer: string; server: http.Server }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
        userinfo_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "psc-test", use: "sig" }] },
    cookies: { keys: ["clé-des-cookies-du-fournisseur"] },
    scopes: ["openid", "scope_all"],
    claims: {
      openid: ["sub"],
      scope_all: [
        "SubjectNameID",
        "SubjectRefPro",
        "given_name",
        "family_name",
        "preferred_username",
      ],
    },
    acrValues: ["eidas1"],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, jwtUserinfo: { enabled: true } },
    findAccount: (_ctx, id) => {
      const pro = PROFESSIONALS[id];
      if (!pro) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          SubjectNameID: `8${pro.rpps}`,
          preferred_username: `8${pro.rpps}`,
          given_name: pro.given,
          family_name: pro.family,
          SubjectRefPro: {
            exercices: [
              { codeProfession: "10", nomDexercice: pro.family, prenomDexercice: pro.given },
            ],
          },
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());
  return { issuer, server };
}

/** A browser at the provider: its own cookies, redirects followed by hand. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Follows the provider from its authorization address until it sends the browser back to the
   * app: logs in as `account` and consents, or cancels at the login page (`abort`).
   * @returns the callback address the provider redirects to.
   */
  async logIn(authorizationUrl: string, account: string, abort = false): Promise<URL> {
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(REDIRECT_URI)) return new URL(url);
      const here = new URL(url);
      let response: Response;
      if (here.pathname.startsWith("/interaction/")) {
        const page = await (await this.request(url)).text();
        if (abort) response = await this.request(`${url}/abort`);
        else if (page.includes('value="login"')) {
          response = await this.request(url, { prompt: "login", login: account, password: "x" });
        } else response = await this.request(url, { prompt: "consent" });
      } else response = await this.request(url);
      const location = response.headers.get("location");
      if (!location) throw new Error(`the provider stopped at ${url}: ${response.status}`);
      url = new URL(location, url).href;
    }
    throw new Error("the provider never sent the browser back");
  }
}

let provider: { issuer: string; server: http.Server };
let t: TestApp | undefined;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const withPsc = () =>
  createTestApp({
    publicUrl: PUBLIC_URL,
    proSanteConnect: {
      issuer: provider.issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
    },
  });

/** `GET /ws/login/psc` in `browser`: the provider's authorization address it redirects to. */
async function startLogin(browser: TestClient): Promise<URL> {
  const response = await browser.get("/ws/login/psc");
  expect(response.status).toBe(302);
  return new URL(String(response.headers.location));
}

/** The app's callback as the browser opens it: path and query of the provider's redirect. */
const callbackPath = (url: URL) => `${url.pathname}${url.search}`;

describe("Pro Santé Connect (issue 24 §4)", () => {
  it("logs a known professional in by her RPPS: the session and XSRF cookies, then /ws/user", async () => {
    t = await withPsc();
    const doctor = await createDoctor(t, { rpps: KNOWN_RPPS, lastName: "Durand" });
    const browser = t.client();

    const authorization = await startLogin(browser);
    // PSC's contract: its scopes, eidas1, PKCE S256, state and nonce, our callback
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid scope_all",
      acr_values: "eidas1",
      code_challenge_method: "S256",
    });
    expect(authorization.searchParams.get("state")).toBeTruthy();
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    expect(browser.cookies.has("psc_login")).toBe(true);

    const back = await new ProviderBrowser().logIn(authorization.href, "ps-connu");
    const previousXsrf = browser.cookies.get("XSRF-TOKEN");
    const callback = await browser.get(callbackPath(back));
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe("/");
    expect(browser.cookies.has("sid")).toBe(true);
    // the XSRF token is rotated as at a password login
    expect(browser.cookies.get("XSRF-TOKEN")).toBeTruthy();
    expect(browser.cookies.get("XSRF-TOKEN")).not.toBe(previousXsrf);
    expect(browser.cookies.has("psc_login")).toBe(false);

    const me = await browser.get<PublicUser>("/ws/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: doctor.user!.id, type: "professional" });
    // a strong authentication: no second step is asked (issue 24 §1)
    expect(PSC_STRONG_AUTH).toBe("psc");

    // the same answer twice is refused: the pending login was spent
    const replay = await t.client().get(callbackPath(back));
    expect(replay.headers.location).toBe("/login?psc=erreur");
  });

  it("refuses an RPPS no account holds, with its message on the login page", async () => {
    t = await withPsc();
    await createDoctor(t, { rpps: KNOWN_RPPS });
    const browser = t.client();
    const authorization = await startLogin(browser);
    const back = await new ProviderBrowser().logIn(authorization.href, "ps-inconnu");
    const callback = await browser.get(callbackPath(back));
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe("/login?psc=inconnu");
    expect(pscOutcomeMessage("inconnu")).toBe(PSC_TEXTS.outcomes.inconnu);
    expect(browser.cookies.has("sid")).toBe(false);
    expect((await browser.get("/ws/user")).status).toBe(401);
  });

  it("refuses a tampered state, and a login cancelled at the provider", async () => {
    t = await withPsc();
    await createDoctor(t, { rpps: KNOWN_RPPS });

    const browser = t.client();
    const back = await new ProviderBrowser().logIn((await startLogin(browser)).href, "ps-connu");
    back.searchParams.set("state", "etat-falsifie");
    const tampered = await browser.get(callbackPath(back));
    expect(tampered.headers.location).toBe("/login?psc=erreur");
    expect((await browser.get("/ws/user")).status).toBe(401);

    // another browser's answer: its pending login is not this one's
    const victim = t.client();
    const attacker = t.client();
    await startLogin(victim);
    const stolen = await new ProviderBrowser().logIn((await startLogin(attacker)).href, "ps-connu");
    expect((await victim.get(callbackPath(stolen))).headers.location).toBe("/login?psc=erreur");
    expect((await victim.get("/ws/user")).status).toBe(401);

    const cancelling = t.client();
    const cancelled = await new ProviderBrowser().logIn(
      (await startLogin(cancelling)).href,
      "ps-connu",
      true,
    );
    expect(cancelled.searchParams.get("error")).toBe("access_denied");
    const refused = await cancelling.get(callbackPath(cancelled));
    expect(refused.headers.location).toBe("/login?psc=erreur");
    expect(pscOutcomeMessage("erreur")).toBe(PSC_TEXTS.outcomes.erreur);
    expect((await cancelling.get("/ws/user")).status).toBe(401);
  });

  it("sends the professional back to the login page when the provider cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      proSanteConnect: {
        issuer: `http://127.0.0.1:${port}`,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
      },
    });
    const browser = t.client();
    const response = await browser.get("/ws/login/psc");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?psc=erreur");
    expect(browser.cookies.has("psc_login")).toBe(false);
  });

  it("tells the web app whether PSC is on", async () => {
    t = await withPsc();
    const on = await t.client().get<AppConfig>("/ws/config");
    expect(on.body.proSanteConnect).toBe(true);
    expect(JSON.stringify(on.body)).not.toContain(CLIENT.secret);
  });

  it("answers 404 when PSC is off, and reads its configuration in French", async () => {
    t = await createTestApp();
    const client = t.client();
    expect((await client.get("/ws/login/psc")).status).toBe(404);
    expect((await client.get("/ws/login/psc/callback?code=x&state=y")).status).toBe(404);
    expect((await client.get<AppConfig>("/ws/config")).body.proSanteConnect).toBe(false);

    expect(configFromEnv({}).proSanteConnect).toBeUndefined();
    expect(
      configFromEnv({
        PSC_ISSUER: "https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet",
        PSC_CLIENT_ID: "client",
        PSC_CLIENT_SECRET: "secret",
      }).proSanteConnect,
    ).toEqual({
      issuer: "https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet",
      clientId: "client",
      clientSecret: "secret",
    });
    expect(() => configFromEnv({ PSC_ISSUER: "https://auth.esw.esante.gouv.fr" })).toThrow(
      /PSC_ISSUER, PSC_CLIENT_ID et PSC_CLIENT_SECRET vont ensemble/,
    );
    expect(() =>
      configFromEnv({
        PSC_ISSUER: "http://auth.exemple.fr",
        PSC_CLIENT_ID: "c",
        PSC_CLIENT_SECRET: "s",
      }),
    ).toThrow(/PSC_ISSUER=http:\/\/auth.exemple.fr est refusé/);
  });
});
