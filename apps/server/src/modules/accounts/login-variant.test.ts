import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser, type VariantCode } from "@reseau/shared";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
  type TestClient,
  type TestResponse,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf } from "../documents/test-helpers.js";
import { accountsRepository } from "./accounts.repository.js";

/** A server of `variant` (null: the generic app) for the tests of one `describe`. */
function appOf(variant: VariantCode | null): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ variant });
  });
  afterAll(async () => {
    await t?.stop();
  });
  return () => {
    if (!t) throw new Error("no app");
    return t;
  };
}

/** A pharmacy that a new group manager of `grp` manages (membership is granted by data). */
async function memberOf(t: TestApp, grp: string, fields: Record<string, unknown> = {}) {
  const pharmacy = await createPharmacy(t, fields);
  const manager = await createPharmacyGroup(t, pharmacy);
  await accountsRepository.update(t.ctx.db, idOf(manager), { grp });
  return { pharmacy, manager };
}

/** Logs `who` in from a new browser; answers the response and that browser. */
async function logIn(t: TestApp, who: TestClient, body: Record<string, unknown> = {}) {
  const client = t.client();
  const response = await client.post<{ error?: string; message?: string } & PublicUser>(
    "/ws/login",
    { login: who.user?.email, password: PASSWORD, ...body },
  );
  return { response, client };
}

/** Whether an answer sets the session cookie `sid`. */
function setsSession(response: TestResponse): boolean {
  const cookies = [response.headers["set-cookie"] ?? []].flat().map(String);
  return cookies.some((cookie) => cookie.startsWith("sid="));
}

/** A patient's sign-up from `client` (a browser that may carry cookies). */
function signUpPatient(client: TestClient, fields: Record<string, unknown> = {}) {
  return client.post<PublicUser>("/ws/user/patient", {
    acceptTerms: true,
    email: `patiente.${Math.random().toString(36).slice(2)}@exemple.fr`,
    password: PASSWORD,
    firstName: "Léa",
    lastName: "Martin",
    app: "patient",
    meta: "{}",
    ...fields,
  });
}

const contactIds = async (client: TestClient) =>
  (await client.get<PublicUser[]>("/ws/contacts")).body.map((u) => u.id).sort();

describe("login by variant: the galien app (issue 19 §1, 000 §5 Login)", () => {
  const app = appOf("galien");

  it("logs a galien pharmacy and its manager in without any grp in the body", async () => {
    const { pharmacy, manager } = await memberOf(app(), "galien");
    for (const who of [pharmacy, manager]) {
      for (const body of [{}, { grp: "galien" }, { app: "pro" }]) {
        const { response, client } = await logIn(app(), who, body);
        expect(response.status).toBe(200);
        expect(setsSession(response)).toBe(true);
        expect((await client.get<PublicUser>("/ws/user")).body.id).toBe(idOf(who));
      }
    }
  });

  it("refuses a well pharmacy and a well manager, with or without grp, and opens no session", async () => {
    const { pharmacy, manager } = await memberOf(app(), "well");
    for (const who of [pharmacy, manager]) {
      for (const body of [{}, { grp: "well" }, { grp: "galien" }, { app: "pro" }]) {
        const { response, client } = await logIn(app(), who, body);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          error: "wrongGroup",
          message: "Impossible de vous logguer dans cette application (compte groupe well).",
        });
        expect(setsSession(response)).toBe(false);
        expect((await client.get("/ws/user")).status).toBe(401);
      }
    }
  });

  it("refuses a pharmacy of no group, saying so", async () => {
    const loner = await createPharmacy(app());
    const { response } = await logIn(app(), loner);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: "wrongGroup", message: TEXTS.auth.wrongGroupNone });
    expect(setsSession(response)).toBe(false);
  });

  it("never refuses a patient, a professional or a laboratory for their group", async () => {
    const patient = await createPatient(app());
    await accountsRepository.update(app().ctx.db, idOf(patient), { grp: "well" });
    const lab = await createLab(app());
    await accountsRepository.update(app().ctx.db, idOf(lab), { grp: "well" });
    const doctor = await createDoctor(app());
    for (const who of [patient, lab, doctor]) {
      const { response } = await logIn(app(), who, { grp: "well" });
      expect(response.status).toBe(200);
      expect(setsSession(response)).toBe(true);
    }
  });

  it("a white-label sign-up takes the variant's group and adds the galien pharmacies as contacts", async () => {
    const galien = await memberOf(app(), "galien", { name: "Pharmacie Galien" });
    const galienToo = await memberOf(app(), "galien", { name: "Pharmacie Galien bis" });
    const well = await memberOf(app(), "well");
    // a pharmacy's own column is no membership: no manager of the group manages it
    const claimed = await createPharmacy(app());
    await accountsRepository.update(app().ctx.db, idOf(claimed), { grp: "galien" });
    for (const body of [{}, { grp: "well" }]) {
      const client = app().client();
      const response = await signUpPatient(client, body);
      expect(response.status).toBe(201);
      expect(response.body.grp).toBe("galien");
      const book = await contactIds(client);
      expect(book).toEqual(
        expect.arrayContaining([idOf(galien.pharmacy), idOf(galienToo.pharmacy)]),
      );
      expect(book).not.toContain(idOf(well.pharmacy));
      expect(book).not.toContain(idOf(claimed));
    }
  });

  it("ignores the idpharma cookie outside the excel app", async () => {
    const { pharmacy } = await memberOf(app(), "galien");
    const client = app().client();
    client.cookies.set("idpharma", idOf(pharmacy));
    const response = await signUpPatient(client);
    expect(response.status).toBe(201);
    expect(response.body.idpharma).toBeNull();
  });
});

describe("login by variant: the generic app is unchanged", () => {
  const app = appOf(null);

  it("logs in a pharmacy of any group without grp; the body's grp still checks it", async () => {
    const { pharmacy, manager } = await memberOf(app(), "well");
    for (const who of [pharmacy, manager]) {
      expect((await logIn(app(), who)).response.status).toBe(200);
      expect((await logIn(app(), who, { grp: "well" })).response.status).toBe(200);
      const { response } = await logIn(app(), who, { grp: "galien" });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        error: "wrongGroup",
        message: "Impossible de vous logguer dans cette application (compte groupe well).",
      });
      expect(setsSession(response)).toBe(false);
    }
  });

  it("a sign-up without grp records none and adds no group's pharmacies", async () => {
    await memberOf(app(), "galien");
    const client = app().client();
    const response = await signUpPatient(client);
    expect(response.status).toBe(201);
    expect(response.body.grp).toBeNull();
    expect(await contactIds(client)).toEqual([]);
  });
});

describe("the excel app: a patient's pharmacy from the idpharma cookie (000 §5)", () => {
  const app = appOf("excel");

  it("sets the cookie's excel pharmacy as hers and as a contact", async () => {
    const { pharmacy } = await memberOf(app(), "excel");
    const client = app().client();
    client.cookies.set("idpharma", idOf(pharmacy));
    const response = await signUpPatient(client);
    expect(response.status).toBe(201);
    expect(response.body.idpharma).toBe(idOf(pharmacy));
    expect(response.body.grp).toBe("excel");
    expect(await contactIds(client)).toContain(idOf(pharmacy));
    expect((await client.get<PublicUser>("/ws/user")).body.idpharma).toBe(idOf(pharmacy));
  });

  it("ignores a cookie naming another group's pharmacy, an unknown id or a patient", async () => {
    const excel = await memberOf(app(), "excel");
    const well = await memberOf(app(), "well");
    const patient = await createPatient(app());
    for (const cookie of [idOf(well.pharmacy), "inconnu", idOf(patient), "x".repeat(300)]) {
      const client = app().client();
      client.cookies.set("idpharma", cookie);
      const response = await signUpPatient(client);
      expect(response.status).toBe(201);
      expect(response.body.idpharma).toBeNull();
      // the group's pharmacies are still hers, as for any white-label sign-up
      expect(await contactIds(client)).toContain(idOf(excel.pharmacy));
      expect(await contactIds(client)).not.toContain(idOf(well.pharmacy));
    }
  });

  it("lets the pharmacy the body names win over the cookie", async () => {
    const first = await memberOf(app(), "excel");
    const second = await memberOf(app(), "excel");
    const client = app().client();
    client.cookies.set("idpharma", idOf(first.pharmacy));
    const response = await signUpPatient(client, { idpharma: idOf(second.pharmacy) });
    expect(response.status).toBe(201);
    expect(response.body.idpharma).toBe(idOf(second.pharmacy));
  });
});
