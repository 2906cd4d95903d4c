import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { NIR_FORMAT_MESSAGE, TEXTS, type PublicUser } from "@reseau/shared";
import { users } from "../../db/schema.js";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ smtpUrl: mailbox.url });
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

type ErrorBody = { error: string; message: string };

/** `GET /ws/patients/list/v2?search=ready&…`, expecting 200; @returns the last names listed. */
async function folder(client: TestClient, query = ""): Promise<PublicUser[]> {
  const response = await client.get<PublicUser[]>(
    `/ws/patients/list/v2?search=ready${query ? `&${query}` : ""}`,
  );
  if (response.status !== 200) throw new Error(`list failed: ${JSON.stringify(response.body)}`);
  return response.body;
}
const lastNames = (list: PublicUser[]) => list.map((u) => u.lastName);

/** `POST /ws/patient` expecting 201. */
async function created(
  client: TestClient,
  fields: Record<string, unknown> = {},
  path = "/ws/patient",
): Promise<PublicUser> {
  const response = await client.post<PublicUser>(path, {
    lastName: "Arnaud",
    firstName: "Alice",
    birth: "02/03/1980",
    ...fields,
  });
  if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Marks a user's e-mail wrong, as `PUT /patient/{id}/invalid-email` does (another part's route). */
async function markWrongMail(id: string): Promise<void> {
  await t.ctx.db
    .update(users)
    .set({ meta: { email_ok: 0 } })
    .where(eq(users.id, id));
}

/** Sets a user's status directly (AUTO accounts come from imports, not from an endpoint here). */
async function setStatus(id: string, status: "ACTIVE" | "NEW" | "STUB" | "AUTO"): Promise<void> {
  await t.ctx.db.update(users).set({ status }).where(eq(users.id, id));
}

describe("creating patients (000 §7 POST /ws/patient, issue 8 §4)", () => {
  it("a pharmacy creates a STUB patient without e-mail: hers, in its contacts and its folder", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await created(pharmacy, { nir: validNir(), birth: "1980-03-02" });
    expect(patient).toMatchObject({
      type: "patient",
      status: "STUB",
      email: null,
      birth: "1980-03-02",
      nir: validNir(),
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, patient.id));
    expect(row?.createdBy).toBe(idOf(pharmacy));
    expect(row?.passwordHash).toBeNull();
    const contacts = await pharmacy.get<PublicUser[]>("/ws/contacts");
    expect(contacts.body.map((c) => c.id)).toContain(patient.id);
    expect(lastNames(await folder(pharmacy, "initiale=A"))).toEqual(["Arnaud"]);
  });

  it("with an e-mail the patient is NEW, and cannot log in before choosing a password", async () => {
    const lab = await createLab(t);
    const patient = await created(lab, { email: " Nouvelle.Patiente@Exemple.fr " });
    expect(patient.status).toBe("NEW");
    expect(patient.email).toBe("nouvelle.patiente@exemple.fr");
    const login = await t
      .client()
      .post("/ws/login", { login: "nouvelle.patiente@exemple.fr", password: "" });
    expect(login.status).toBe(401);
  });

  it("with an e-mail she is mailed her activation link; following it, she sets a password and logs in", async () => {
    const pharmacy = await createPharmacy(t);
    const email = `activation.${process.pid}@exemple.fr`;
    const patient = await created(pharmacy, { email });
    const mail = await mailbox.next(email);
    expect(mail.subject).toMatch(/activ/i);
    const link = new URL(mail.links[0] ?? "");
    expect(link.pathname).toBe("/activation");
    const visitor = t.client();
    const confirmed = await visitor.post<PublicUser>("/ws/user/confirm", {
      login: link.searchParams.get("login"),
      token: link.searchParams.get("token"),
      password: "Nouveau-mot-2-passe",
    });
    expect(confirmed.status).toBe(200);
    expect((await visitor.get<PublicUser>("/ws/user")).body).toMatchObject({
      id: patient.id,
      status: "ACTIVE",
    });
  });

  it("a doctor creates patients too", async () => {
    const doctor = await createDoctor(t);
    expect((await created(doctor)).status).toBe("STUB");
  });

  it("refuses a taken e-mail (409), a wrong NIR, a wrong e-mail and missing fields (400), storing nothing", async () => {
    const pharmacy = await createPharmacy(t);
    const someone = await createPatient(t);
    const base = { lastName: "Blanc", firstName: "Bruno", birth: "1970-01-01" };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, email: someone.user?.email }, 409, TEXTS.signup.emailTaken],
      [{ ...base, nir: "123" }, 400, NIR_FORMAT_MESSAGE],
      [{ ...base, email: "pas-un-mail" }, 400, TEXTS.signupChecks.emailInvalid],
      [{ ...base, lastName: " " }, 400, TEXTS.patients.form.lastNameMissing],
      [{ ...base, firstName: undefined }, 400, TEXTS.patients.form.firstNameMissing],
      [{ ...base, birth: "" }, 400, TEXTS.patients.form.birthMissing],
      [{ ...base, birth: "31/02/1990" }, 400, TEXTS.profile.birthInvalid],
    ];
    for (const [body, status, message] of cases) {
      const response = await pharmacy.post<ErrorBody>("/ws/patient", body);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status,
        message,
      });
    }
    expect(await folder(pharmacy, "status=ALL")).toEqual([]);
  });

  it("a patient or a group manager may not create patients (403)", async () => {
    const patient = await createPatient(t);
    const group = await createPharmacyGroup(t);
    const body = { lastName: "Blanc", firstName: "Bruno", birth: "1970-01-01" };
    expect((await patient.post<ErrorBody>("/ws/patient", body)).status).toBe(403);
    expect((await group.post<ErrorBody>("/ws/patient", body)).status).toBe(403);
  });
});

describe("affiliation (000 §7 POST /ws/user/patient/affiliate)", () => {
  it("the calling pharmacy becomes the patient's default pharmacy", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await created(pharmacy, {}, "/ws/user/patient/affiliate");
    expect(patient.idpharma).toBe(idOf(pharmacy));
    expect(lastNames(await folder(pharmacy, "initiale=A"))).toEqual(["Arnaud"]);
  });

  it("only a pharmacy affiliates (403 for a laboratory, a doctor, a patient)", async () => {
    for (const caller of [await createLab(t), await createDoctor(t), await createPatient(t)]) {
      const response = await caller.post<ErrorBody>("/ws/user/patient/affiliate", {
        lastName: "Blanc",
        firstName: "Bruno",
        birth: "1970-01-01",
      });
      expect(response.status).toBe(403);
    }
  });
});

describe("the patient folder (000 §7 GET /ws/patients/list/v2, §4 filters)", () => {
  it("lists the patients of each relation kind, and nobody else", async () => {
    const pharmacy = await createPharmacy(t);
    const sender = await createPatient(t, { lastName: "Aubert" });
    await shared(sender, (await uploaded(sender)).id, pharmacy);
    const contact = await createPatient(t, { lastName: "Abadie" });
    await contact.post(`/ws/contacts/${idOf(pharmacy)}`); // she chose this pharmacy
    const receiver = await createPatient(t, { lastName: "Aymard" });
    await shared(pharmacy, (await uploaded(pharmacy)).id, receiver);
    await created(pharmacy, { lastName: "Achard" });
    await createPatient(t, { lastName: "Astier" }); // a stranger
    expect(lastNames(await folder(pharmacy, "initiale=a"))).toEqual([
      "Abadie",
      "Achard",
      "Aubert",
      "Aymard",
    ]);
    expect((await pharmacy.get("/ws/count/pharma/patients")).body).toEqual({ count: 4 });
  });

  it("shows identity fields only to whom she sent a document or who created her", async () => {
    const pharmacy = await createPharmacy(t);
    const nir = validNir("2900169123456");
    const sender = await createPatient(t, { lastName: "Aubert", nir, birth: "1990-01-01" });
    await shared(sender, (await uploaded(sender)).id, pharmacy);
    const contact = await createPatient(t, { lastName: "Abadie", nir, birth: "1990-01-01" });
    await contact.post(`/ws/contacts/${idOf(pharmacy)}`);
    const list = await folder(pharmacy, "initiale=A");
    const byName = new Map(list.map((u) => [u.lastName, u]));
    expect(byName.get("Aubert")).toMatchObject({ nir, birth: "1990-01-01" });
    expect(byName.get("Abadie")).toMatchObject({ nir: null, birth: null, age: null });
    // a NIR or birth search is no oracle on hidden numbers
    expect(lastNames(await folder(pharmacy, `nir=${nir}`))).toEqual(["Aubert"]);
    expect(lastNames(await folder(pharmacy, "birth=01/01/1990"))).toEqual(["Aubert"]);
  });

  it("a pharmacy never lists another pharmacy's patients", async () => {
    const mine = await createPharmacy(t);
    const other = await createPharmacy(t);
    await created(other, { lastName: "Autre" });
    const sender = await createPatient(t, { lastName: "Aubry" });
    await shared(sender, (await uploaded(sender)).id, other);
    expect(await folder(mine, "status=ALL&email_ok=0")).toEqual([]);
    expect(await folder(mine, "name=autre")).toEqual([]);
    expect((await mine.get("/ws/count/pharma/patients")).body).toEqual({ count: 0 });
  });

  it("a patient gets 403 for the list and the count; no session gets 401", async () => {
    const patient = await createPatient(t);
    const list = await patient.get<ErrorBody>("/ws/patients/list/v2?search=ready");
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(TEXTS.patients.forbidden);
    expect((await patient.get("/ws/count/pharma/patients")).status).toBe(403);
    expect((await t.client().get("/ws/patients/list/v2?search=ready")).status).toBe(401);
  });

  it("filters by letter (accents ignored), by status, and the wrong-mail filter", async () => {
    const doctor = await createDoctor(t);
    const stub = await created(doctor, { lastName: "Éluard", firstName: "Paul" });
    const fresh = await created(doctor, { lastName: "Estève", email: "esteve@exemple.fr" });
    const wrong = await created(doctor, { lastName: "Ernaux", email: "ernaux@exemple.fr" });
    await markWrongMail(wrong.id);
    await created(doctor, { lastName: "Bernard" });
    // a doctor's default: every status; wrong mail shown (red) only with email_ok=0
    expect(lastNames(await folder(doctor, "initiale=E&email_ok=0"))).toEqual([
      "Éluard",
      "Ernaux",
      "Estève",
    ]);
    const listed = await folder(doctor, "initiale=E&email_ok=0");
    expect(listed.find((u) => u.id === wrong.id)?.meta).toBe('{"email_ok":0}');
    expect(listed.find((u) => u.id === stub.id)?.meta).toBe("{}");
    expect(lastNames(await folder(doctor, "initiale=E"))).toEqual(["Éluard", "Estève"]);
    expect(lastNames(await folder(doctor, "initiale=E&status=STUB"))).toEqual(["Éluard"]);
    // every status box unticked: only the wrong e-mails, when their box is on
    expect(lastNames(await folder(doctor, "initiale=E&status="))).toEqual([]);
    expect(lastNames(await folder(doctor, "initiale=E&status=&email_ok=0"))).toEqual(["Ernaux"]);
    expect(lastNames(await folder(doctor, "initiale=E&status=NEW,STUB&email_ok=0"))).toEqual([
      "Éluard",
      "Ernaux",
      "Estève",
    ]);
    expect(fresh.status).toBe("NEW");
  });

  it("searching by name, e-mail, birth or NIR clears the status filter and the letter", async () => {
    const pharmacy = await createPharmacy(t);
    const nir = validNir("1850575123456");
    await created(pharmacy, {
      lastName: "Zola",
      firstName: "Émile",
      email: "emile.zola@exemple.fr",
      birth: "1940-04-02",
      nir,
    });
    for (const search of [
      "name=zol",
      "name=EMILE",
      "name=emile%20zo",
      "email=emile.zola@",
      "birth=02/04/1940",
      `nir=${nir}`,
    ]) {
      expect(lastNames(await folder(pharmacy, `initiale=A&status=AUTO&${search}`))).toEqual([
        "Zola",
      ]);
    }
    expect(await folder(pharmacy, "initiale=A&status=AUTO")).toEqual([]);
  });

  it("per-role defaults: a laboratory AUTO only, a pharmacy group NEW and STUB (its pharmacies' patients)", async () => {
    const lab = await createLab(t);
    const auto = await created(lab, { lastName: "Auto" });
    await setStatus(auto.id, "AUTO");
    await created(lab, { lastName: "Abel" });
    expect(lastNames(await folder(lab, "initiale=A"))).toEqual(["Auto"]);
    expect(lastNames(await folder(lab, "initiale=A&status=ALL"))).toEqual(["Abel", "Auto"]);

    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    await created(pharmacy, { lastName: "Astub" });
    await created(pharmacy, { lastName: "Anew", email: "anew@exemple.fr" });
    const active = await created(pharmacy, { lastName: "Actif" });
    await setStatus(active.id, "ACTIVE");
    expect(lastNames(await folder(group, "initiale=A"))).toEqual(["Anew", "Astub"]);
    expect(lastNames(await folder(group, "initiale=A&status=ALL"))).toEqual([
      "Actif",
      "Anew",
      "Astub",
    ]);
    expect((await group.get("/ws/count/pharma/patients")).body).toEqual({ count: 3 });
    expect(lastNames(await folder(pharmacy, "initiale=A"))).toEqual(["Actif", "Anew", "Astub"]);
  });

  it("pages with limit and offset; refuses a bad letter or status in French (400)", async () => {
    const doctor = await createDoctor(t);
    for (const lastName of ["Caron", "Colin", "Cordier"]) await created(doctor, { lastName });
    expect(lastNames(await folder(doctor, "initiale=C&limit=2"))).toEqual(["Caron", "Colin"]);
    expect(lastNames(await folder(doctor, "initiale=C&limit=2&offset=2"))).toEqual(["Cordier"]);
    const bad = await doctor.get<ErrorBody>("/ws/patients/list/v2?initiale=AB");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/initiale/);
    expect((await doctor.get("/ws/patients/list/v2?status=GONE")).status).toBe(400);
    expect((await doctor.get("/ws/patients/list/v2?offset=10001")).status).toBe(400);
    expect((await doctor.get("/ws/patients/list/v2?limit=201")).status).toBe(400);
  });
});

describe("a searched patient is found whatever her flags (issue 17 §4)", () => {
  it("finds a patient whose e-mail was marked wrong by e-mail and by NIR, without email_ok=0", async () => {
    const pharmacy = await createPharmacy(t);
    const nir = validNir("2850575123456");
    const email = `marquee-${Date.now()}@exemple.fr`;
    const patient = await created(pharmacy, { lastName: "Fauve", email, nir });
    await markWrongMail(patient.id);
    // browsing still leaves her out unless the wrong-mail box is ticked
    expect((await folder(pharmacy, "status=ALL")).map((u) => u.id)).not.toContain(patient.id);
    for (const query of [
      `email=${encodeURIComponent(email)}`,
      `email=${encodeURIComponent(email.slice(0, 8))}`,
      `nir=${nir}`,
      `email=${encodeURIComponent(email)}&status=ACTIVE`,
    ]) {
      const found = await folder(pharmacy, query);
      expect(
        found.map((u) => u.id),
        query,
      ).toEqual([patient.id]);
      expect(found[0]?.meta).toBe('{"email_ok":0}');
    }
  });
});
