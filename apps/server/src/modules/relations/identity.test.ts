import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "@reseau/shared";
import {
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

const IDENTITY = { nir: validNir(), birth: "01/02/1990", phones: ["0601020304"] };

/** The identity fields of a card or a folder row, as a professional sees them. */
const identityOf = (user: PublicUser) => ({
  nir: user.nir,
  birth: user.birth,
  age: user.age,
  phones: user.phones,
});
const HIDDEN = { nir: null, birth: null, age: null, phones: [] };

/** A case: the pharmacy looking, and the id of the patient it looks at. */
interface Case {
  pharmacy: TestClient;
  patientId: string;
}

/** She shares her own prescription with the pharmacy. */
async function sharedByHerself(): Promise<Case> {
  const [pharmacy, patient] = await Promise.all([createPharmacy(t), createPatient(t, IDENTITY)]);
  await shared(patient, (await uploaded(patient)).id, pharmacy);
  return { pharmacy, patientId: idOf(patient) };
}

/** Her mother (her manager, 000 §6) shares her son's prescription with the pharmacy. */
async function sharedByHerManager(): Promise<Case> {
  const [pharmacy, mother] = await Promise.all([createPharmacy(t), createPatient(t)]);
  const child = await mother.post<PublicUser>("/ws/family", {
    firstName: "Léo",
    lastName: "Martin",
    birth: "12/03/2019",
    nir: validNir("1190375123456"),
  });
  expect(child.status).toBe(201);
  const document = await uploaded(mother, { idowner: child.body.id });
  await shared(mother, document.id, pharmacy);
  return { pharmacy, patientId: child.body.id };
}

/** The pharmacy creates her account (`POST /ws/patient`) or affiliates her. */
async function createdByCaller(path: string): Promise<Case> {
  const pharmacy = await createPharmacy(t);
  const response = await pharmacy.post<PublicUser>(path, {
    lastName: "Arnaud",
    firstName: "Alice",
    birth: "02/03/1980",
    nir: validNir(),
  });
  expect(response.status).toBe(201);
  return { pharmacy, patientId: response.body.id };
}

/**
 * She shares her prescription with a pharmacy of a group, which passes it on to a colleague of
 * the same group (the only forwarding the share rule allows); she is the colleague's contact.
 */
async function forwardedByColleague(): Promise<Case> {
  const [pharmacy, colleague] = await Promise.all([createPharmacy(t), createPharmacy(t)]);
  await createPharmacyGroup(t, pharmacy, colleague);
  const patient = await createPatient(t, { ...IDENTITY, idpharma: idOf(pharmacy) });
  const document = await uploaded(patient);
  await shared(patient, document.id, colleague);
  await shared(colleague, document.id, pharmacy);
  return { pharmacy, patientId: idOf(patient) };
}

/** She chose the pharmacy at sign-up: a contact, no share. */
async function contactOnly(): Promise<Case> {
  const pharmacy = await createPharmacy(t);
  const patient = await createPatient(t, { ...IDENTITY, idpharma: idOf(pharmacy) });
  return { pharmacy, patientId: idOf(patient) };
}

/** No relation at all. */
async function stranger(): Promise<Case> {
  const [pharmacy, patient] = await Promise.all([createPharmacy(t), createPatient(t, IDENTITY)]);
  return { pharmacy, patientId: idOf(patient) };
}

describe("one identity rule for the card and the folders (docs/DECISIONS.md « Who sees a patient »)", () => {
  it.each([
    ["shared by herself", sharedByHerself, "visible"],
    ["shared by her manager (her son's prescription)", sharedByHerManager, "visible"],
    ["created by the caller (POST /ws/patient)", () => createdByCaller("/ws/patient"), "visible"],
    [
      "affiliated by the caller (POST /ws/user/patient/affiliate)",
      () => createdByCaller("/ws/user/patient/affiliate"),
      "visible",
    ],
    ["forwarded by a colleague (and a contact)", forwardedByColleague, "hidden"],
    ["a contact only", contactOnly, "hidden"],
    ["a stranger", stranger, "unseen"],
  ] as const)("%s", async (_case, arrange, expected) => {
    const { pharmacy, patientId } = await arrange();
    const card = await pharmacy.get<PublicUser>(`/ws/user/${patientId}`);
    const folder = await pharmacy.get<PublicUser[]>("/ws/patients/list/v2?status=ALL");
    expect(folder.status).toBe(200);
    const row = folder.body.find((user) => user.id === patientId);
    if (expected === "unseen") {
      expect(card.status).toBe(404);
      expect(row).toBeUndefined();
      return;
    }
    expect(card.status).toBe(200);
    expect(row).toBeDefined();
    expect(identityOf(row as PublicUser)).toEqual(identityOf(card.body));
    if (expected === "visible") {
      expect(card.body.nir).toMatch(/^\d{15}$/);
      expect(card.body.birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(card.body.age).toEqual(expect.any(Number));
      // the folder search by name and NIR answers the same row
      const byName = await pharmacy.get<PublicUser[]>(
        `/ws/patients/list/v2?name=${encodeURIComponent(card.body.lastName ?? "")}`,
      );
      expect(byName.body.find((user) => user.id === patientId)).toEqual(row);
      const byNir = await pharmacy.get<PublicUser[]>(`/ws/patients/list/v2?nir=${card.body.nir}`);
      expect(byNir.body.map((user) => user.id)).toEqual([patientId]);
      expect(byNir.body[0]).toEqual(row);
    } else {
      expect(identityOf(card.body)).toEqual(HIDDEN);
      // a hidden NIR is no search key
      const nir = IDENTITY.nir;
      const byNir = await pharmacy.get<PublicUser[]>(`/ws/patients/list/v2?nir=${nir}`);
      expect(byNir.body.map((user) => user.id)).not.toContain(patientId);
    }
  });
});

describe("the feed's patient filters are no oracle on a hidden NIR (res_nir, res_patient_birth)", () => {
  it("matches a document she shared herself, never one a colleague forwarded", async () => {
    const mine = await sharedByHerself();
    const forwarded = await forwardedByColleague();
    for (const query of [`res_nir=${IDENTITY.nir}`, "res_patient_birth=01/02/1990"]) {
      const seen = await mine.pharmacy.get<{ id: string }[]>(`/api/feed?${query}`);
      expect(seen.status, query).toBe(200);
      expect(seen.body, query).toHaveLength(1);
      const hidden = await forwarded.pharmacy.get<{ id: string }[]>(`/api/feed?${query}`);
      expect(hidden.status, query).toBe(200);
      expect(hidden.body, query).toEqual([]);
      // the document itself is in its feed
      expect((await forwarded.pharmacy.get<unknown[]>("/api/feed")).body).toHaveLength(1);
    }
  });
});
