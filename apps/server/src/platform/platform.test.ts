import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustProxyOf } from "./config.js";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { clientLogs } from "../db/schema.js";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
} from "../test/harness.js";
import { uploaded } from "../modules/documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe("error bodies (docs/DECISIONS.md Wire contract)", () => {
  it("answers an unexpected failure with 500 'Erreur serveur' and no stack trace", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    // the stored bytes vanish behind the server's back
    const key = document.id;
    await rm(path.join(t.ctx.config.dataDir, "files", key.slice(0, 2)), {
      recursive: true,
      force: true,
    });
    const response = await patient.get<Record<string, unknown>>(`/api/documents/${document.id}`);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: "server", message: TEXTS.http.server });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.client().get<Record<string, unknown>>("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "notFound", message: TEXTS.http.notFound });
  });

  it("answers malformed JSON with 400 in French", async () => {
    const client = t.client();
    await client.get("/ws/xsrf");
    const response = await t.app.inject({
      method: "POST",
      url: "/ws/login",
      headers: {
        cookie: client.cookieHeader(),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
        "content-type": "application/json",
      },
      payload: "{ pas du json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "badRequest", message: TEXTS.http.invalidInput });
  });

  it("answers a body over 1 MiB with 413 and the spec's text", async () => {
    const patient = await createPatient(t);
    const response = await patient.post<{ message: string }>("/feed/documents", {
      name: "Énorme",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      data: "A".repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(TEXTS.http.tooLarge);
  });
});

describe("security headers", () => {
  it("forbids caching of API answers, which carry health data", async () => {
    const patient = await createPatient(t);
    const feed = await patient.get("/api/feed");
    expect(feed.headers["cache-control"]).toBe("no-store");
    expect(feed.headers["x-content-type-options"]).toBe("nosniff");
    expect(feed.headers["x-frame-options"]).toBe("DENY");
    const refused = await t.client().get("/ws/user");
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  // the module list gives one set of API prefixes to the headers and to the web-app fallback:
  // the marketplace and pro APIs were missing from the headers' own list before
  it.each(["/market/inconnu", "/pro-api/import-csv", "/patient/x/invalid-email", "/logs"])(
    "treats %s as an API path: a JSON answer that is never cached",
    async (path) => {
      const response = await t.client().get(path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: "notFound" });
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );
});

describe("routes from the shared contracts", () => {
  it("answers a malformed path parameter like an unknown one: 404", async () => {
    const patient = await createPatient(t);
    const response = await patient.get(`/api/documents/${"x".repeat(65)}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: "notFound" });
  });

  it("answers a query the contract refuses with 400 and the field in French", async () => {
    const patient = await createPatient(t);
    const response = await patient.get("/api/feed?limit=1000");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "validation",
      message: "Le champ « limit » doit être inférieur ou égal à 100.",
    });
  });
});

describe("sessions", () => {
  it("keeps a 'stay connected' session 30 days, and an ordinary one for the browser session only", async () => {
    await createPatient(t, { email: "duree@exemple.fr" });
    const long = await t.app.inject({
      method: "POST",
      url: "/ws/login",
      headers: await xsrfHeaders(),
      payload: { login: "duree@exemple.fr", password: PASSWORD, stayConnected: true },
    });
    const longSid = long.cookies.find((c) => c.name === "sid");
    expect(longSid?.maxAge).toBe(30 * 24 * 3600);
    expect(longSid?.httpOnly).toBe(true);
    expect(longSid?.sameSite).toBe("Lax");
    const short = await t.app.inject({
      method: "POST",
      url: "/ws/login",
      headers: await xsrfHeaders(),
      payload: { login: "duree@exemple.fr", password: PASSWORD },
    });
    expect(short.cookies.find((c) => c.name === "sid")?.maxAge).toBeUndefined();
  });
});

async function xsrfHeaders(): Promise<Record<string, string>> {
  const client = t.client();
  await client.get("/ws/xsrf");
  const token = client.cookies.get("XSRF-TOKEN") ?? "";
  return { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token };
}

describe("client error logs (POST /logs)", () => {
  it("stores a client error with the signed-in user", async () => {
    const patient = await createPatient(t);
    const response = await patient.post("/logs", {
      error: "TypeError: x is undefined",
      context: "page /feed",
    });
    expect(response.status).toBe(201);
    const rows = await t.ctx.db.select().from(clientLogs);
    expect(
      rows.some((row) => row.userId === patient.user?.id && row.error.includes("TypeError")),
    ).toBe(true);
  });

  it("refuses a log without the XSRF header", async () => {
    const response = await t
      .client()
      .request("POST", "/logs", { error: "x" }, { withoutXsrf: true });
    expect(response.status).toBe(403);
  });
});

describe("establishment and professional records (000 §7)", () => {
  it("answers a pharmacy at /ws/establishment/{id}, with opening hours as text, and 404 for a doctor", async () => {
    const pharmacy = await createPharmacy(t);
    const doctor = await createDoctor(t);
    const patient = await createPatient(t);
    const found = await patient.get<PublicUser>(`/ws/establishment/${pharmacy.user!.id}`);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe("Pharmacie du Centre");
    expect(typeof found.body.openingHours).toBe("string");
    expect((await patient.get(`/ws/establishment/${doctor.user!.id}`)).status).toBe(404);
    const professional = await patient.get<PublicUser>(`/ws/professional/${doctor.user!.id}`);
    expect(professional.status).toBe(200);
    expect(professional.body.rpps).toBe(doctor.user!.rpps);
    expect((await patient.get(`/ws/professional/${pharmacy.user!.id}`)).status).toBe(404);
  });

  it("requires a session", async () => {
    const pharmacy = await createPharmacy(t);
    expect((await t.client().get(`/ws/establishment/${pharmacy.user!.id}`)).status).toBe(401);
  });
});

describe("behind a proxy, only the configured hops are believed (issue 6 §2)", () => {
  it("reads TRUST_PROXY as hops or addresses, never as every hop", () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf("1")).toBe(1);
    expect(trustProxyOf("true")).toBe(1);
    expect(trustProxyOf("2")).toBe(2);
    expect(trustProxyOf("10.0.0.1,10.0.0.0/8")).toBe("10.0.0.1,10.0.0.0/8");
  });

  it("a forged X-Forwarded-For does not escape the limit", async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      await createPatient(proxied, { email: "derriere.proxy@exemple.fr" });
      const attempt = (forged: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/ws/login",
          headers: {
            cookie: "XSRF-TOKEN=t",
            "x-xsrf-token": "t",
            // the client may write anything on the left; the proxy appends what it saw
            "x-forwarded-for": `${forged}, 203.0.113.50`,
          },
          payload: { login: "derriere.proxy@exemple.fr", password: "mauvais123" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt(`10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await proxied.stop();
    }
  });
});
