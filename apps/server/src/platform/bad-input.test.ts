import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto, type PublicUser } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
} from "../test/harness.js";
import {
  idOf,
  shared,
  storedFileCount,
  upload,
  uploaded,
} from "../modules/documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const unsafe = (field: string) => ({
  error: "validation",
  message: `Caractère invalide dans le champ « ${field} ».`,
});

describe("text no field may hold: a NUL or a lone surrogate answers 400, never 500", () => {
  it("in a path id, a query, a sign-up, a login and a message", async () => {
    const patient = await createPatient(t);
    expect((await patient.get("/ws/user/%00")).body).toEqual(unsafe("id"));
    expect((await patient.get("/ws/search/pharmacy?name=a%00b")).body).toEqual(unsafe("name"));
    expect((await patient.get("/api/feed?status=NEW%00")).body).toEqual(unsafe("status"));
    const signUp = await t.client().post("/ws/user/patient", {
      acceptTerms: true,
      email: "nul@exemple.fr",
      password: PASSWORD,
      firstName: "Lé\u0000a",
      lastName: "Martin",
      app: "patient",
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toEqual(unsafe("firstName"));
    const login = await t.client().post("/ws/login", { login: "a\u0000", password: "x" });
    expect(login.body).toEqual(unsafe("login"));
    const pharmacy = await createPharmacy(t);
    const message = await patient.post("/feed/messages", {
      content: "Bonjour\u0000",
      recipients: [idOf(pharmacy)],
    });
    expect(message.status).toBe(400);
  });

  it("in a meta key or value, a lone surrogate as a NUL, and nothing changes", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    for (const meta of [{ "no\u0000te": 1 }, { note: "x\uD800y" }, '{"note":"\\ud800"}']) {
      const response = await patient.put(`/feed/documents/${document.id}/meta`, { meta });
      expect(response.status).toBe(400);
    }
    const after = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(after.body.meta).toEqual({ status: "NEW" });
  });
});

describe("values that reached the database or the messages unchecked", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "a document type %s is unknown: 400 and nothing stored",
    async (type) => {
      const patient = await createPatient(t);
      const before = await storedFileCount(t);
      const response = await upload(patient, { type });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXTS.documents.unknownType);
      expect(await storedFileCount(t)).toBe(before);
    },
  );

  it("an empty iddocument on a message is refused with 400", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const response = await patient.post("/feed/messages", {
      content: "Bonjour",
      recipients: [idOf(pharmacy)],
      iddocument: "",
    });
    expect(response.status).toBe(400);
  });

  it.each(["0000-01-01T00:00:00Z", "1800-01-01T00:00:00Z", "9999-12-31T00:00:00Z"])(
    "a feed page from %s is refused with 400",
    async (fromDate) => {
      const patient = await createPatient(t);
      const response = await patient.get(`/api/feed?fromDate=${encodeURIComponent(fromDate)}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: "validation" });
    },
  );

  it.each(["99/99/9999", "31/02/1990", "01/01/1850", "01/01/2999"])(
    "a birth date %s is refused at sign-up",
    async (birth) => {
      const response = await t.client().post("/ws/user/patient", {
        acceptTerms: true,
        email: `naissance.${birth.replace(/\//g, "")}@exemple.fr`,
        password: PASSWORD,
        firstName: "Léa",
        lastName: "Martin",
        birth,
        app: "patient",
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: TEXTS.profile.birthInvalid });
    },
  );

  it.each(["2023-02-31", "1990-13-01", "1850-01-01"])(
    "a birth date %s is refused on the profile",
    async (birth) => {
      const patient = await createPatient(t);
      const response = await patient.put<PublicUser>("/ws/user", { birth });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: TEXTS.profile.birthInvalid });
    },
  );

  it.each(["9".repeat(400), "0", "0,00", "1000000"])(
    "an amount to pay of %s € is refused, and no message goes to the patient",
    async (amount) => {
      const patient = await createPatient(t);
      const pharmacy = await createPharmacy(t);
      const document = await uploaded(patient);
      await shared(patient, document.id, pharmacy);
      const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
        status: "AWAITING_PAYMENT",
        amount,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: TEXTS.documents.amountRequired });
      const messages = await patient.get<unknown[]>(
        `/api/documents/${document.id}/linked_messages`,
      );
      expect(messages.body).toEqual([]);
    },
  );

  it("a web address of 900 KB is refused: text fields have a maximum length", async () => {
    const pharmacy = await createPharmacy(t);
    const response = await pharmacy.put("/ws/user", {
      url: `https://exemple.fr/${"x".repeat(900 * 1024)}`,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const me = await pharmacy.get<PublicUser>("/ws/user");
    expect(me.body.url).toBeNull();
  });
});
