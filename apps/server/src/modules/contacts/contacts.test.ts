import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser, type QrCode } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { serverSecret } from "../../platform/secret.js";
import { accountsRepository } from "../accounts/accounts.repository.js";
import {
  contactOf,
  createPharmacyGroup,
  idOf,
  shared,
  uploaded,
} from "../documents/test-helpers.js";
import { signQr } from "./contacts.qr.js";
import { contactsRepository } from "./contacts.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const ids = (users: PublicUser[]) => users.map((u) => u.id);
const metaOf = (user: PublicUser) => JSON.parse(user.meta) as Record<string, unknown>;

describe("GET /ws/contacts/v2 (000 §7 Contacts)", () => {
  let patient: TestClient;
  let durand: TestClient;
  let emery: TestClient;
  let centre: TestClient;
  let brest: TestClient;
  beforeAll(async () => {
    patient = await createPatient(t);
    durand = await createDoctor(t, { firstName: "Paul", lastName: "Durand", city: "Lyon" });
    emery = await createDoctor(t, {
      firstName: "Zoé",
      lastName: "Émery",
      city: "Saint-Étienne",
      zipCode: "42000",
    });
    centre = await createPharmacy(t, {
      name: "Pharmacie du Centre",
      city: "Lyon",
      zipCode: "69001",
    });
    brest = await createPharmacy(t, { name: "Dupont Pharmacie", city: "Brest", zipCode: "29200" });
    for (const other of [durand, emery, centre, brest]) await contactOf(patient, other);
    await accountsRepository.update(t.ctx.db, idOf(brest), { status: "NEW" });
  });
  const v2 = async (query: string) => {
    const response = await patient.get<PublicUser[]>(`/ws/contacts/v2?search=ready&${query}`);
    expect(response.status).toBe(200);
    return ids(response.body);
  };

  it("files people by last name and establishments by name, accents ignored", async () => {
    expect(await v2("initiale=D")).toEqual([idOf(brest), idOf(durand)]); // Dupont, Durand
    expect(await v2("initiale=e")).toEqual([idOf(emery)]);
    expect(await v2("initiale=P")).toEqual([idOf(centre)]);
    expect(await v2("initiale=Q")).toEqual([]);
  });
  it("filters by city prefix and zip code prefix", async () => {
    expect(await v2("city=saint-etien")).toEqual([idOf(emery)]);
    expect(await v2("city=LYON")).toEqual(expect.arrayContaining([idOf(durand), idOf(centre)]));
    expect(await v2("zipCode=69")).toEqual([idOf(centre)]);
  });
  it("filters by status (one or several), by app and by e-mail", async () => {
    expect(await v2("status=NEW")).toEqual([idOf(brest)]);
    expect((await v2("status=NEW,ACTIVE")).length).toBe(4);
    expect(await v2("app=patient")).toEqual([]);
    expect((await v2("app=pro")).length).toBe(4);
    expect(await v2(`email=${encodeURIComponent(durand.user!.email!.toUpperCase())}`)).toEqual([
      idOf(durand),
    ]);
    expect(await v2("email=%25")).toEqual([]);
  });
  it("answers 400 in French for a wrong filter, and 401 without a session", async () => {
    const bad = await patient.get<{ message: string }>("/ws/contacts/v2?initiale=AB");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TEXTS.contacts.initialeInvalid);
    const status = await patient.get<{ message: string }>("/ws/contacts/v2?status=GONE");
    expect(status.body.message).toBe(TEXTS.contacts.statusInvalid);
    expect((await t.client().get("/ws/contacts/v2")).status).toBe(401);
  });
  it("shows nobody else's book", async () => {
    const other = await createPatient(t);
    expect((await other.get<PublicUser[]>("/ws/contacts/v2?initiale=D")).body).toEqual([]);
  });
});

describe("POST /ws/contacts {ids}: all or none", () => {
  it("adds several users at once", async () => {
    const patient = await createPatient(t);
    const a = await createDoctor(t);
    const b = await createPharmacy(t);
    const response = await patient.post<PublicUser[]>("/ws/contacts", { ids: [idOf(a), idOf(b)] });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([idOf(a), idOf(b)]);
    expect(ids((await patient.get<PublicUser[]>("/ws/contacts")).body).sort()).toEqual(
      [idOf(a), idOf(b)].sort(),
    );
  });
  it("adds none when one is not visible (404) or may not join (400)", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const stranger = await createPatient(t);
    const hidden = await patient.post("/ws/contacts", { ids: [idOf(doctor), idOf(stranger)] });
    expect(hidden.status).toBe(404);
    const self = await patient.post<{ message: string }>("/ws/contacts", {
      ids: [idOf(doctor), idOf(patient)],
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(TEXTS.contacts.self);
    expect((await patient.get<PublicUser[]>("/ws/contacts")).body).toEqual([]);
  });
  it("refuses an empty list or more than 50 ids with a French 400", async () => {
    const patient = await createPatient(t);
    expect((await patient.post("/ws/contacts", { ids: [] })).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `id${i}`);
    expect((await patient.post("/ws/contacts", { ids: many })).status).toBe(400);
  });
});

describe("GET /ws/manager/contacts (000 §6)", () => {
  it("gives a group manager each managed establishment's book, keyed by its id", async () => {
    const lyon = await createPharmacy(t);
    const vienne = await createPharmacy(t);
    const doctor = await createDoctor(t);
    await contactOf(lyon, doctor);
    const group = await createPharmacyGroup(t, lyon, vienne);
    const response = await group.get<Record<string, PublicUser[]>>("/ws/manager/contacts");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([idOf(lyon), idOf(vienne)].sort());
    expect(ids(response.body[idOf(lyon)]!)).toEqual([idOf(doctor)]);
    expect(response.body[idOf(vienne)]).toEqual([]);
  });
  it("is refused (403) to anyone but a manager", async () => {
    const pharmacy = await createPharmacy(t);
    const response = await pharmacy.get<{ message: string }>("/ws/manager/contacts");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEXTS.contacts.managersOnly);
  });
});

describe("contacts made by sign-up and profile (000 §4 Session and sign-up)", () => {
  it("a white-label sign-up adds the group's pharmacies as contacts", async () => {
    const inGroup = await createPharmacy(t, { name: "Pharmacie Galien" });
    const outside = await createPharmacy(t);
    // membership is granted by the group's manager; a pharmacy's own column claims nothing
    const group = await createPharmacyGroup(t, inGroup);
    await accountsRepository.update(t.ctx.db, idOf(group), { grp: "galien" });
    await accountsRepository.update(t.ctx.db, idOf(outside), { grp: "galien" });
    const patient = await createPatient(t, { grp: "galien" });
    const book = ids((await patient.get<PublicUser[]>("/ws/contacts")).body);
    expect(book).toContain(idOf(inGroup));
    expect(book).not.toContain(idOf(outside));
  });
  it("saving a default doctor or optician adds it as a contact", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const optician = await createDoctor(t, { profession: "OPTICIAN", rpps: undefined });
    const saved = await patient.put("/ws/user", {
      iddoctor: idOf(doctor),
      idoptician: idOf(optician),
    });
    expect(saved.status).toBe(200);
    const book = ids((await patient.get<PublicUser[]>("/ws/contacts")).body);
    expect(book.sort()).toEqual([idOf(doctor), idOf(optician)].sort());
  });
});

describe("QR codes (docs/DECISIONS.md: signed, not a fixed key)", () => {
  it("signs my {id, name}; a scan checks it and adds me to the scanner's contacts", async () => {
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Arts" });
    const patient = await createPatient(t);
    const qr = await pharmacy.get<QrCode>("/ws/user/qr");
    expect(qr.status).toBe(200);
    expect(qr.body).toMatchObject({ id: idOf(pharmacy), name: "Pharmacie des Arts" });
    const scanned = await patient.post<PublicUser>("/ws/qr/scan", { code: qr.body.code });
    expect(scanned.status).toBe(200);
    expect(scanned.body.id).toBe(idOf(pharmacy));
    expect(ids((await patient.get<PublicUser[]>("/ws/contacts")).body)).toEqual([idOf(pharmacy)]);
  });
  it("a patient's code lets a pharmacist add her, and then see her card", async () => {
    const patient = await createPatient(t, { firstName: "Inès", lastName: "Roux" });
    const pharmacy = await createPharmacy(t);
    expect((await pharmacy.get(`/ws/user/${idOf(patient)}`)).status).toBe(404);
    const { code } = (await patient.get<QrCode>("/ws/user/qr")).body;
    const scanned = await pharmacy.post<PublicUser>("/ws/qr/scan", { code });
    expect(scanned.body.mainName).toBe("Inès Roux");
    expect(scanned.body.nir).toBeNull();
  });
  it("refuses a forged, altered or foreign code: 400 « Ce code est illisible. »", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const { code } = (await doctor.get<QrCode>("/ws/user/qr")).body;
    const [body, signature] = code.split(".") as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ id: idOf(patient), name: "X" })).toString(
      "base64url",
    );
    const foreign = signQr(Buffer.from("le secret d’un autre serveur"), {
      id: idOf(doctor),
      name: "Paul Durand",
    });
    for (const bad of [
      `${forgedBody}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      foreign,
      "n'importe quoi",
      body,
    ]) {
      const response = await patient.post<{ message: string }>("/ws/qr/scan", { code: bad });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Ce code est illisible.");
    }
    expect((await patient.get<PublicUser[]>("/ws/contacts")).body).toEqual([]);
  });
  it("keeps the generated secret under DATA_DIR, readable by its owner only", async () => {
    const file = path.join(t.ctx.config.dataDir, "secret-key");
    expect((await stat(file)).mode & 0o077).toBe(0);
    const again = await serverSecret({ ...t.ctx.config });
    expect(again.equals(await serverSecret(t.ctx.config))).toBe(true);
    expect(again.length).toBe(32);
  });
});

describe("identity checks by a professional (000 §5 NIR, §7)", () => {
  /** A patient who sent a document to the pharmacy: the pharmacy sees her with health fields. */
  async function patientOf(pharmacy: TestClient) {
    const patient = await createPatient(t, { firstName: "Jeanne", lastName: "Morel" });
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    return patient;
  }

  it("validates a NIR: stored with validated: true, spaces ignored", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    const nir = validNir("2850575123456");
    const spaced = nir.replace(/^(.)(..)(..)/, "$1 $2 $3 ");
    const response = await pharmacy.post<PublicUser>(`/ws/patient/${idOf(patient)}/validate`, {
      nir: spaced,
    });
    expect(response.status).toBe(200);
    expect(response.body.nir).toBe(nir);
    expect(metaOf(response.body).validated).toBe(true);
    const own = await patient.get<PublicUser>("/ws/user");
    expect(own.body.nir).toBe(nir);
    expect(metaOf(own.body).validated).toBe(true);
  });
  it("refuses a wrong NIR with the message of 000 §5 and stores nothing", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    const wrongKey = `${"2850575123456"}00`;
    for (const nir of [wrongKey, "123", "7850575123456"]) {
      const response = await pharmacy.post<{ message: string }>(
        `/ws/patient/${idOf(patient)}/validate`,
        { nir },
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        "Ce numéro n'a pas l'air au bon format. Merci de verifier.",
      );
    }
    expect((await patient.get<PublicUser>("/ws/user")).body.nir).toBeNull();
  });
  it("is hidden (404) from a pro who may not see her and refused (403) to a patient", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    const stranger = await createPharmacy(t);
    const body = { nir: validNir() };
    expect((await stranger.post(`/ws/patient/${idOf(patient)}/validate`, body)).status).toBe(404);
    const friend = await createPatient(t);
    await contactsRepository.addMany(t.ctx.db, idOf(friend), [idOf(patient)]);
    expect((await friend.post(`/ws/patient/${idOf(patient)}/validate`, body)).status).toBe(403);
    expect((await pharmacy.post(`/ws/patient/${idOf(stranger)}/validate`, body)).status).toBe(404);
    expect((await patient.get<PublicUser>("/ws/user")).body.nir).toBeNull();
  });
  it("a patient cannot mark her own NIR as validated, and changing it drops the mark", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    await patient.put("/ws/user", { meta: JSON.stringify({ validated: true, email_ok: 1 }) });
    expect(metaOf((await patient.get<PublicUser>("/ws/user")).body).validated).toBeUndefined();
    await pharmacy.post(`/ws/patient/${idOf(patient)}/validate`, { nir: validNir() });
    await patient.put("/ws/user", { nir: validNir("1850575123457") });
    expect(metaOf((await patient.get<PublicUser>("/ws/user")).body).validated).toBeUndefined();
  });
  it("a pro who sees the patient marks her e-mail wrong: red for everyone who sees her", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await patientOf(pharmacy);
    const stranger = await createDoctor(t);
    expect((await stranger.put(`/patient/${idOf(patient)}/invalid-email`)).status).toBe(404);
    expect((await patient.put(`/patient/${idOf(patient)}/invalid-email`)).status).toBe(403);
    expect((await pharmacy.put(`/patient/${idOf(patient)}/invalid-email`)).status).toBe(204);
    const card = await pharmacy.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(metaOf(card.body).email_ok).toBe(0);
    // the patient cannot clear the mark herself by saving her settings
    await patient.put("/ws/user", { meta: JSON.stringify({ email_ok: 1 }) });
    expect(metaOf((await patient.get<PublicUser>("/ws/user")).body).email_ok).toBe(0);
  });
});
