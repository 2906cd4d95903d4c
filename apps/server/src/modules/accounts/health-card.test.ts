import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

const T = TEXTS.healthCard;
type Answer = PublicUser & { message?: string };

/** A filled health card (000 §3 "Patient adds"). */
const CARD = {
  emergencyCall: "06 12 34 56 78",
  bloodType: "O-",
  allergens: "Pénicilline, arachide",
  special: "Asthme : Ventoline en cas de crise",
} as const;
const HIDDEN = { emergencyCall: null, bloodType: null, allergens: null, special: null };

/** The health card's fields of a user on the wire. */
const cardOf = (user: PublicUser) => ({
  emergencyCall: user.emergencyCall,
  bloodType: user.bloodType,
  allergens: user.allergens,
  special: user.special,
});

/** `GET /ws/patients/list/v2`, expecting 200. */
async function folder(client: TestClient, query = ""): Promise<PublicUser[]> {
  const response = await client.get<PublicUser[]>(`/ws/patients/list/v2?search=ready&${query}`);
  if (response.status !== 200) throw new Error(`list failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A patient with her NIR and a filled health card. */
async function patientWithCard(lastName = "Martin"): Promise<TestClient> {
  const patient = await createPatient(t, { lastName, nir: validNir() });
  const saved = await patient.put<Answer>("/ws/user", CARD);
  expect(saved.status).toBe(200);
  return patient;
}

describe("the patient edits her health card (PUT /ws/user, 000 §3, issue 17 §1)", () => {
  it("saves the four fields, answers them and reads them back; blank clears one", async () => {
    const patient = await createPatient(t);
    const saved = await patient.put<Answer>("/ws/user", { ...CARD, emergencyCall: " 15 " });
    expect(saved.status).toBe(200);
    expect(cardOf(saved.body)).toEqual({ ...CARD, emergencyCall: "15" });
    expect(cardOf((await patient.get<PublicUser>("/ws/user")).body)).toEqual({
      ...CARD,
      emergencyCall: "15",
    });

    // a field left out stays; blank or null clears
    const cleared = await patient.put<Answer>("/ws/user", { allergens: "  ", bloodType: null });
    expect(cardOf(cleared.body)).toEqual({
      ...CARD,
      emergencyCall: "15",
      allergens: null,
      bloodType: null,
    });
  });

  it.each([
    [{ bloodType: "C+" }, T.bloodTypeInvalid],
    [{ bloodType: "o-" }, T.bloodTypeInvalid],
    [{ allergens: "a".repeat(501) }, T.allergensTooLong],
    [{ special: "s".repeat(501) }, T.specialTooLong],
    [{ emergencyCall: "appeler maman" }, T.emergencyCallInvalid],
  ])("refuses %j with 400 and its French message, storing nothing", async (body, message) => {
    const patient = await createPatient(t);
    await patient.put("/ws/user", CARD);
    const response = await patient.put<Answer>("/ws/user", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(cardOf((await patient.get<PublicUser>("/ws/user")).body)).toEqual(CARD);
  });

  it("takes 500 characters exactly", async () => {
    const patient = await createPatient(t);
    const text = "é".repeat(500);
    const response = await patient.put<Answer>("/ws/user", { allergens: text, special: text });
    expect(response.status).toBe(200);
    expect(response.body.allergens).toBe(text);
  });

  it("has no meaning for a professional or an establishment (400)", async () => {
    const pharmacy = await createPharmacy(t);
    const response = await pharmacy.put<Answer>("/ws/user", { bloodType: "A+" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(T.patientsOnly);
  });
});

describe("a child's health card, edited by the parent who manages his account (PUT /ws/user/{id})", () => {
  async function parentWithChild() {
    const parent = await createPatient(t);
    const child = await parent.post<PublicUser>("/ws/family", {
      firstName: "Léo",
      lastName: "Martin",
      birth: "12/03/2019",
      nir: validNir("1190375123456"),
    });
    expect(child.status).toBe(201);
    return { parent, child: child.body };
  }

  it("the manager fills it; she reads it on his card and in her family list", async () => {
    const { parent, child } = await parentWithChild();
    const saved = await parent.put<Answer>(`/ws/user/${child.id}`, CARD);
    expect(saved.status).toBe(200);
    expect(cardOf(saved.body)).toEqual(CARD);
    expect(cardOf((await parent.get<PublicUser>(`/ws/user/${child.id}`)).body)).toEqual(CARD);
    const family = await parent.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    expect(family.body.accounts.map((a) => cardOf(a.user))).toEqual([CARD]);
  });

  it("with the same checks (400 in French)", async () => {
    const { parent, child } = await parentWithChild();
    const response = await parent.put<Answer>(`/ws/user/${child.id}`, { bloodType: "Z" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(T.bloodTypeInvalid);
  });

  it("a stranger, or even the pharmacy that received his prescription, may not edit it (404)", async () => {
    const { parent, child } = await parentWithChild();
    await parent.put(`/ws/user/${child.id}`, CARD);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(parent, { idowner: child.id });
    await shared(parent, document.id, pharmacy);
    for (const other of [await createPatient(t), pharmacy]) {
      const response = await other.put<Answer>(`/ws/user/${child.id}`, { bloodType: "A+" });
      expect(response.status).toBe(404);
    }
    expect((await parent.get<PublicUser>(`/ws/user/${child.id}`)).body.bloodType).toBe("O-");
  });

  it("the pharmacy his mother sent his prescription to sees it with his NIR on his card", async () => {
    const { parent, child } = await parentWithChild();
    await parent.put(`/ws/user/${child.id}`, CARD);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(parent, { idowner: child.id });
    await shared(parent, document.id, pharmacy);
    const card = await pharmacy.get<PublicUser>(`/ws/user/${child.id}`);
    expect(card.status).toBe(200);
    expect(card.body.nir).toBe(validNir("1190375123456"));
    expect(cardOf(card.body)).toEqual(CARD);
  });
});

describe("who sees the health card (docs/DECISIONS.md « Who sees a patient »)", () => {
  it("the pharmacy she sent a document to: on her card and on her folder row, with her NIR", async () => {
    const patient = await patientWithCard("Carte");
    const pharmacy = await createPharmacy(t);
    await shared(patient, (await uploaded(patient)).id, pharmacy);

    const card = await pharmacy.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(card.body.nir).toBe(validNir());
    expect(cardOf(card.body)).toEqual(CARD);

    const [row] = await folder(pharmacy, "name=carte");
    expect(row?.id).toBe(idOf(patient));
    expect(row?.nir).toBe(validNir());
    expect(cardOf(row as PublicUser)).toEqual(CARD);
  });

  it("a professional who is only her contact: her card and folder row without it (nor her NIR)", async () => {
    const patient = await patientWithCard("Contact");
    const doctor = await createDoctor(t);
    expect((await patient.post("/ws/contacts", { ids: [idOf(doctor)] })).status).toBe(200);

    const card = await doctor.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(card.status).toBe(200);
    expect(card.body.nir).toBeNull();
    expect(cardOf(card.body)).toEqual(HIDDEN);

    const rows = await folder(doctor, "name=contact");
    expect(rows.map((u) => u.id)).toEqual([idOf(patient)]);
    expect(rows.map(cardOf)).toEqual([HIDDEN]);

    // nor in the contact books that carry her (the patient's own lists her doctor, not her)
    const book = await doctor.get<PublicUser[]>("/ws/contacts");
    expect(book.body.filter((u) => u.bloodType || u.allergens)).toEqual([]);
  });

  it("a stranger pharmacy: 404 on her card, nothing in its folders, a search without it", async () => {
    const patient = await patientWithCard("Inconnue");
    const stranger = await createPharmacy(t);
    expect((await stranger.get(`/ws/user/${idOf(patient)}`)).status).toBe(404);
    expect(await folder(stranger, "name=inconnue")).toEqual([]);

    // found by her NIR with her last name (she is known to whoever typed both), never her card
    const found = await stranger.get<PublicUser[]>(
      `/ws/search/patient?nir=${validNir()}&lastName=Inconnue`,
    );
    expect(found.status).toBe(200);
    expect(found.body.map((u) => u.id)).toEqual([idOf(patient)]);
    expect(found.body.map(cardOf)).toEqual([HIDDEN]);
  });

  it("a pharmacy a colleague of the group forwarded her document to does not see it", async () => {
    const patient = await patientWithCard("Transfert");
    const [first, second] = [await createPharmacy(t), await createPharmacy(t)];
    await createPharmacyGroup(t, first, second);
    const document = await uploaded(patient);
    await shared(patient, document.id, first);
    await shared(first, document.id, second);
    expect((await second.get(`/ws/user/${idOf(patient)}`)).status).toBe(404);
    expect((await folder(second, "name=transfert")).map(cardOf)).toEqual([]);
  });

  it("never in the directory: another patient's lists of professionals carry no health card", async () => {
    const patient = await patientWithCard("Annuaire");
    const other = await createPatient(t);
    const directory = await other.get<PublicUser[]>("/ws/search/pharmacy?isEstablishment=true");
    expect(directory.status).toBe(200);
    expect(directory.body.every((u) => !u.bloodType && !u.allergens)).toBe(true);
    expect((await other.get(`/ws/user/${idOf(patient)}`)).status).toBe(404);
  });
});
