import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES, TEXTS, type PublicUser } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  validFiness,
  validNir,
  type TestApp,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";
import { accountsRepository } from "./accounts.repository.js";
import { users } from "./accounts.schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe("sign-up (000 §5)", () => {
  it("creates a patient who is then logged in, without any password in the answer", async () => {
    const client = t.client();
    const response = await client.post<PublicUser>("/ws/user/patient", {
      acceptTerms: true,
      email: "  Camille.Petit@Exemple.fr ",
      password: "secret 123",
      firstName: "Camille",
      lastName: "Petit",
      nir: validNir(),
      birth: "14/07/1985",
      app: "patient",
      meta: '{"lang":"fr"}',
    });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe("camille.petit@exemple.fr");
    expect(response.body.birth).toBe("1985-07-14");
    expect(response.body.meta).toBe('{"lang":"fr"}');
    expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);
    const me = await client.get<PublicUser>("/ws/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
    expect(me.body.isOnPatientApp).toBe(true);
  });

  it("answers the first failed check, in the order of 000 §5", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["patient", { email: "a@b.fr", password: "abc12345" }, SIGNUP_MESSAGES.terms],
      ["patient", { acceptTerms: true }, SIGNUP_MESSAGES.emailMissing],
      ["patient", { acceptTerms: true, email: "pas-un-email" }, SIGNUP_MESSAGES.emailInvalid],
      ["patient", { acceptTerms: true, email: "a@b.fr" }, SIGNUP_MESSAGES.passwordMissing],
      [
        "patient",
        { acceptTerms: true, email: "a@b.fr", password: "p" },
        SIGNUP_MESSAGES.passwordPattern,
      ],
      [
        "patient",
        { acceptTerms: true, email: "a@b.fr", password: "abc123" },
        SIGNUP_MESSAGES.passwordLength,
      ],
      [
        "patient",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345" },
        SIGNUP_MESSAGES.firstName,
      ],
      [
        "patient",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345", firstName: "A" },
        SIGNUP_MESSAGES.lastName,
      ],
      [
        "professional",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345", lastName: "B" },
        SIGNUP_MESSAGES.rpps,
      ],
      [
        "pharmacy",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345" },
        SIGNUP_MESSAGES.finess,
      ],
      [
        "pharmacy",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345", finess: "750000001" },
        TEXTS.signup.finessIncorrect,
      ],
      [
        "professional",
        { acceptTerms: true, email: "a@b.fr", password: "abc12345", lastName: "B", rpps: "123" },
        TEXTS.signup.rppsIncorrect,
      ],
    ];
    for (const [type, body, message] of cases) {
      const response = await t
        .client()
        .post<{ message: string; title: string }>(`/ws/user/${type}`, body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.title).toBe(TEXTS.signup.title);
    }
  });

  it("refuses a taken e-mail with 409, whatever its case", async () => {
    await createPatient(t, { email: "pris@exemple.fr" });
    const response = await t.client().post<{ message: string }>("/ws/user/patient", {
      acceptTerms: true,
      email: "PRIS@exemple.fr",
      password: PASSWORD,
      firstName: "A",
      lastName: "B",
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(TEXTS.signup.emailTaken);
  });

  it("accepts the upper-case type reading and an optician without RPPS", async () => {
    const lab = await t.client().post<PublicUser>("/ws/user/LABORATORY", {
      acceptTerms: true,
      email: "labo.upper@exemple.fr",
      password: PASSWORD,
      finess: validFiness(),
      name: "Labo",
    });
    expect(lab.status).toBe(201);
    expect(lab.body.type).toBe("labo");
    const optician = await t.client().post<PublicUser>("/ws/user/professional", {
      acceptTerms: true,
      email: "opticien@exemple.fr",
      password: PASSWORD,
      lastName: "Vue",
      profession: "OPTICIAN",
    });
    expect(optician.status).toBe(201);
    expect(optician.body.profession).toBe("OPTICIAN");
  });
});

describe("login (000 §5 Login)", () => {
  it("trims the login and opens a session; logout closes it", async () => {
    await createPatient(t, { email: "connexion@exemple.fr" });
    const client = t.client();
    const response = await client.post<PublicUser>("/ws/login", {
      login: "  connexion@exemple.fr ",
      password: PASSWORD,
      stayConnected: true,
    });
    expect(response.status).toBe(200);
    expect(client.cookies.get("sid")).toBeTruthy();
    expect((await client.get("/ws/user")).status).toBe(200);
    expect((await client.post("/ws/logout")).status).toBe(204);
    const after = await client.get<{ error: string; message: string; title: string }>("/ws/user");
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: TEXTS.auth.required, title: TEXTS.auth.title });
  });

  it("refuses wrong credentials with the same 401 for a wrong password and an unknown login", async () => {
    await createPatient(t, { email: "mauvais@exemple.fr" });
    for (const login of ["mauvais@exemple.fr", "inconnu@exemple.fr"]) {
      const response = await t
        .client()
        .post<{ message: string }>("/ws/login", { login, password: "faux12345" });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(TEXTS.auth.badCredentials);
    }
  });

  it("applies restrictedTypes, app and grp with their 403 codes", async () => {
    await createPatient(t, { email: "restreint@exemple.fr" });
    const pharmacy = await createPharmacy(t, { email: "pharma.galien@exemple.fr" });
    const group = await createPharmacyGroup(t, pharmacy);
    await accountsRepository.update(t.ctx.db, idOf(group), { grp: "galien" });
    const tries: [Record<string, unknown>, string, string][] = [
      [
        { login: "restreint@exemple.fr", restrictedTypes: ["PHARMACY"] },
        "restrictedType",
        TEXTS.auth.restrictedType,
      ],
      [{ login: "restreint@exemple.fr", app: "pro" }, "wrongApp", TEXTS.auth.wrongApp],
      [
        { login: "pharma.galien@exemple.fr", grp: "well" },
        "wrongGroup",
        "Impossible de vous logguer dans cette application (compte groupe galien).",
      ],
    ];
    for (const [body, error, message] of tries) {
      const client = t.client();
      const response = await client.post<{ error: string; message: string }>("/ws/login", {
        password: PASSWORD,
        ...body,
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error, message });
      expect((await client.get("/ws/user")).status).toBe(401);
    }
  });

  it("locks an account for a while after five failures, then tells how long", async () => {
    await createPatient(t, { email: "force.brute@exemple.fr" });
    for (let i = 0; i < 5; i++) {
      await t
        .client()
        .post("/ws/login", { login: "force.brute@exemple.fr", password: `faux${i}abcd` });
    }
    const locked = await t.client().post<{ error: string; message: string }>("/ws/login", {
      login: "force.brute@exemple.fr",
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe("tooManyAttempts");
    expect(locked.body.message).toBe(
      "Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.",
    );
  });
});

describe("XSRF (docs/DECISIONS.md Wire contract)", () => {
  it("refuses a sign-up without the header, and stores nothing", async () => {
    const client = t.client();
    const body = {
      acceptTerms: true,
      email: "xsrf@exemple.fr",
      password: PASSWORD,
      firstName: "X",
      lastName: "Y",
    };
    const refused = await client.request<{ error: string }>("POST", "/ws/user/patient", body, {
      withoutXsrf: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("xsrf");
    const login = await t
      .client()
      .post("/ws/login", { login: "xsrf@exemple.fr", password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it("sets a readable XSRF-TOKEN cookie on any answer to a request without it", async () => {
    const response = await t.client().get("/ws/health");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/XSRF-TOKEN=/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
  });
});

describe("profile and contacts (000 §4, §7)", () => {
  it("saving a default pharmacy adds it as a contact", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const saved = await patient.put<PublicUser>("/ws/user", {
      idpharma: pharmacy.user!.id,
      city: "Lyon",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.idpharma).toBe(pharmacy.user!.id);
    const contacts = await patient.get<PublicUser[]>("/ws/contacts");
    expect(contacts.body.map((c) => c.id)).toEqual([pharmacy.user!.id]);
    expect((await patient.delete(`/ws/contacts/${pharmacy.user!.id}`)).status).toBe(204);
    expect((await patient.get<PublicUser[]>("/ws/contacts")).body).toEqual([]);
  });

  it("saves a pharmacy's opening hours, and refuses malformed ones with 400, changing nothing", async () => {
    const pharmacy = await createPharmacy(t);
    const hours = [{ day: 0, open: "09:00", close: "19:30" }];
    const saved = await pharmacy.put<PublicUser>("/ws/user", {
      openingHours: JSON.stringify(hours),
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.openingHours ?? "")).toEqual(hours);
    for (const openingHours of ["{pas du json", '[{"day":9}]']) {
      const refused = await pharmacy.put<{ message: string }>("/ws/user", {
        openingHours,
        city: "Ailleurs",
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Horaires d'ouverture invalides.");
    }
    const after = await pharmacy.get<PublicUser>("/ws/user");
    expect(JSON.parse(after.body.openingHours ?? "")).toEqual(hours);
    expect(after.body.city).toBe("Lyon");
  });

  it("refuses a default pharmacy that is not a pharmacy", async () => {
    const other = await createPatient(t);
    const patient = await createPatient(t);
    const response = await patient.put("/ws/user", { idpharma: other.user!.id });
    expect(response.status).toBe(400);
    expect((await patient.get<PublicUser>("/ws/user")).body.idpharma).toBeNull();
  });

  it("shows a patient's phone and birth to the pharmacy she sent a prescription to, and to no other", async () => {
    const patient = await createPatient(t, { phones: ["06 12 34 56 78"], birth: "14/07/1985" });
    const pharmacy = await createPharmacy(t);
    const otherPharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);

    const seen = await pharmacy.get<PublicUser>(`/ws/user/${patient.user!.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.phones).toEqual(["06 12 34 56 78"]);
    expect(seen.body.birth).toBe("1985-07-14");
    expect(seen.body.meta).toBe("{}");
    expect((await otherPharmacy.get(`/ws/user/${patient.user!.id}`)).status).toBe(404);
  });

  it("shows a contact's card without health fields", async () => {
    const patient = await createPatient(t, { birth: "01/02/1990", nir: validNir() });
    const pharmacy = await createPharmacy(t);
    await patient.post(`/ws/contacts/${pharmacy.user!.id}`);
    const seen = await pharmacy.get<PublicUser>(`/ws/user/${patient.user!.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.lastName).toBe("Martin");
    expect(seen.body.birth).toBeNull();
    expect(seen.body.nir).toBeNull();
  });

  it("hides a patient from a stranger with 404", async () => {
    const patient = await createPatient(t);
    const stranger = await createPatient(t);
    expect((await stranger.get(`/ws/user/${patient.user!.id}`)).status).toBe(404);
    expect((await stranger.post(`/ws/contacts/${patient.user!.id}`)).status).toBe(404);
  });

  it("lists pharmacies for the default-pharmacy choice", async () => {
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Tilleuls" });
    const patient = await createPatient(t);
    const found = await patient.get<PublicUser[]>("/ws/search/pharmacy?name=tilleuls");
    expect(found.status).toBe(200);
    expect(found.body.map((p) => p.id)).toContain(pharmacy.user!.id);
    expect(found.body[0]?.openingHours).toBeDefined();
  });

  it("lets a visitor find pharmacies by city or position, their shop front only (issue 18 §2)", async () => {
    const lyon = await createPharmacy(t, { name: "Pharmacie des Brotteaux", city: "Lyon" });
    await t.database.db
      .update(users)
      .set({ latitude: 45.7665, longitude: 4.8595 })
      .where(eq(users.id, lyon.user!.id));
    await createPatient(t, { city: "Lyon" });
    const visitor = t.client();
    const byCity = await visitor.get<Record<string, unknown>[]>("/ws/public/pharmacies?text=lyon");
    expect(byCity.status).toBe(200);
    const found = byCity.body.find((p) => p.id === lyon.user!.id);
    expect(found).toMatchObject({ name: "Pharmacie des Brotteaux", city: "Lyon" });
    // the shop front: no e-mail, no account fields; never a patient
    expect(Object.keys(found ?? {}).sort()).toEqual([
      "address",
      "city",
      "id",
      "latitude",
      "longitude",
      "name",
      "openingHours",
      "phones",
      "zipCode",
    ]);
    expect(byCity.body.every((p) => !("email" in p) && !("type" in p))).toBe(true);
    const near = await visitor.get<{ id: string }[]>(
      "/ws/public/pharmacies?latitude=45.7665&longitude=4.8595",
    );
    expect(near.body[0]?.id).toBe(lyon.user!.id);
    const nothing = await visitor.get<{ message: string }>("/ws/public/pharmacies?text=l");
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain(TEXTS.directory.nameOrCity);
  });

  it("lists the pharmacies nearest a position first, only those with a position (« Autour de moi »)", async () => {
    const place = async (name: string, latitude: number | null, longitude: number | null) => {
      const pharmacy = await createPharmacy(t, { name });
      await t.database.db
        .update(users)
        .set({ latitude, longitude })
        .where(eq(users.id, pharmacy.user!.id));
      return pharmacy.user!.id;
    };
    // around Lyon's Place Bellecour (45.7578, 4.8320)
    const far = await place("Pharmacie Croix-Rousse", 45.7745, 4.8275);
    const near = await place("Pharmacie Bellecour", 45.7581, 4.8325);
    const middle = await place("Pharmacie Perrache", 45.7496, 4.8265);
    const nowhere = await place("Pharmacie sans adresse", null, null);
    const patient = await createPatient(t);
    const found = await patient.get<PublicUser[]>(
      "/ws/search/pharmacy?isEstablishment=true&latitude=45.7578&longitude=4.832",
    );
    expect(found.status).toBe(200);
    const ids = found.body.map((p) => p.id);
    expect(ids.filter((id) => [far, near, middle].includes(id))).toEqual([near, middle, far]);
    expect(ids).not.toContain(nowhere);
    // a position is both coordinates, each within its range
    const half = await patient.get<{ message: string }>("/ws/search/pharmacy?latitude=45.7578");
    expect(half.status).toBe(400);
    expect(half.body.message).toContain(TEXTS.directory.positionIncomplete);
    expect((await patient.get("/ws/search/pharmacy?latitude=95&longitude=4.8")).status).toBe(400);
  });
});

describe("French messages of the profile schema, as written (docs/DECISIONS.md Wire contract)", () => {
  it.each([
    [{ birth: "31/02" }, TEXTS.profile.birthInvalid],
    [{ url: "www.pharmacie.fr" }, TEXTS.profile.urlInvalid],
    [{ meta: "[1, 2]" }, TEXTS.profile.metaInvalid],
    [{ city: "x".repeat(201) }, "Le champ « city » ne doit pas dépasser 200 caractères."],
    [{ phones: "0601020304" }, "Le champ « phones » doit être une liste."],
  ])("PUT /ws/user %j answers 400 « %s » and changes nothing", async (body, message) => {
    const patient = await createPatient(t, { city: "Lyon" });
    const response = await patient.put("/ws/user", body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "validation", message });
    const after = await patient.get<PublicUser>("/ws/user");
    expect(after.body.city).toBe("Lyon");
    expect(after.body.birth).toBeNull();
  });
});

describe("sign-up from the app that fits the account (docs/DECISIONS.md Sign-up)", () => {
  it.each([
    ["patient", "pro", "patient"],
    ["pharmacy", "patient", "pro"],
    ["professional", "patient", "pro"],
  ])("a %s signing up from the %s app is refused with 400", async (type, app, expected) => {
    const response = await t.client().post(`/ws/user/${type}`, {
      acceptTerms: true,
      email: `mauvaise.app.${type}@exemple.fr`,
      password: PASSWORD,
      firstName: "Léa",
      lastName: "Martin",
      name: "Pharmacie du Port",
      finess: validFiness(),
      rpps: "10123456789",
      app,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "validation",
      message: `Ce type de compte se crée depuis l'application ${expected}.`,
      title: TEXTS.signup.title,
    });
  });
});

describe("white-label groups: membership is granted, never claimed (issue 6 §1)", () => {
  const logIn = (email: string, grp: string) =>
    t.client().post("/ws/login", { login: email, password: PASSWORD, grp });

  it("signing up with a group makes no pharmacy a member: the group's login refuses it", async () => {
    await createPharmacy(t, { email: "pretend.galien@exemple.fr", grp: "galien" });
    const refused = await logIn("pretend.galien@exemple.fr", "galien");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "wrongGroup" });
    const me = await t.client().post<PublicUser>("/ws/login", {
      login: "pretend.galien@exemple.fr",
      password: PASSWORD,
    });
    expect(me.body.grp).toBeNull();
  });

  it("nor a group manager: a grp_pharm claiming a group at sign-up is refused by its login", async () => {
    const response = await t.client().post("/ws/user/grp_pharm", {
      acceptTerms: true,
      email: "faux.groupe@exemple.fr",
      password: PASSWORD,
      name: "Groupement Galien",
      finess: validFiness(),
      grp: "galien",
      app: "pro",
    });
    expect(response.status).toBe(201);
    expect((await logIn("faux.groupe@exemple.fr", "galien")).status).toBe(403);
  });

  it("a pharmacy the group manages logs in to the group's app", async () => {
    const pharmacy = await createPharmacy(t, { email: "membre.well@exemple.fr" });
    const group = await createPharmacyGroup(t, pharmacy);
    await accountsRepository.update(t.ctx.db, idOf(group), { grp: "well" });
    expect((await logIn("membre.well@exemple.fr", "well")).status).toBe(200);
    expect((await logIn("membre.well@exemple.fr", "galien")).status).toBe(403);
  });
});

describe("a person's profile name is never shown as an establishment's (issue 6 §1)", () => {
  it("a patient naming herself « Pharmacie du Centre » still appears under her own name", async () => {
    const patient = await createPatient(t, { firstName: "Inès", lastName: "Roux" });
    const pharmacy = await createPharmacy(t);
    await patient.put("/ws/user", { name: "Pharmacie du Centre" });
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const feed = await pharmacy.get<{ creator: { name: string } }[]>("/api/feed");
    expect(feed.body[0]?.creator.name).toBe("Inès Roux");
    const me = await patient.get<PublicUser>("/ws/user");
    expect(me.body.mainName).toBe("Inès Roux");
  });
});
