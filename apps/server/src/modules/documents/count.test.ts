import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "./test-helpers.js";

type Counts = { count: { id: string; nb: number }[]; unreadMessages?: number };
type ErrorBody = { error: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const countsOf = async (client: TestClient, query = "filter=on") => {
  const response = await client.get<Counts>(`/ws/count/docs?${query}`);
  expect(response.status).toBe(200);
  return response.body.count;
};

describe("document counts by status (GET /ws/count/docs, 000 §7)", () => {
  it("counts the unread messages about the pharmacy's documents for its « Messages » tab", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const other = await createPharmacy(t);
    const unread = async (client: TestClient, query = "filter=on") =>
      (await client.get<Counts>(`/ws/count/docs?${query}`)).body.unreadMessages;
    const drug = await uploaded(patient, { type: "PRESC_DRUG" });
    const glasses = await uploaded(patient, { type: "PRESC_OPT" });
    for (const doc of [drug, glasses]) await shared(patient, doc.id, pharmacy);
    for (const [doc, content] of [
      [drug, "Bonjour"],
      [drug, "Je passe à 18 h"],
      [glasses, "Et mes lunettes ?"],
    ] as const) {
      const sent = await patient.post("/feed/messages", {
        content,
        recipients: [idOf(pharmacy)],
        iddocument: doc.id,
      });
      expect(sent.status).toBe(201);
    }
    expect(await unread(pharmacy)).toBe(3);
    expect(await unread(pharmacy, "filter=on&type=PRESC_OPT")).toBe(1);
    // the sender has nothing unread, a stranger nothing at all
    expect(await unread(patient)).toBe(0);
    expect(await unread(other)).toBe(0);
    // opening the prescription reads its two messages
    expect((await pharmacy.post(`/api/documents/${drug.id}/messages/read`)).status).toBe(200);
    expect(await unread(pharmacy)).toBe(1);
  });

  it("counts a pharmacy's received documents by status, and none of another pharmacy's", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const other = await createPharmacy(t);
    const docs = [await uploaded(patient), await uploaded(patient), await uploaded(patient)];
    for (const doc of docs) await shared(patient, doc.id, pharmacy);
    await uploaded(patient); // kept by the patient, shared with nobody
    await pharmacy.post(`/api/documents/${docs[0]!.id}/status`, { status: "READY" });

    expect(await countsOf(pharmacy)).toEqual([
      { id: "NEW", nb: 2 },
      { id: "READY", nb: 1 },
    ]);
    // the patient counts her own documents, the one she kept included
    expect(await countsOf(patient)).toEqual([
      { id: "NEW", nb: 3 },
      { id: "READY", nb: 1 },
    ]);
    expect(await countsOf(other)).toEqual([]);
    expect((await t.client().get("/ws/count/docs?filter=on")).status).toBe(401);
  });

  it("narrows by a status list and by a type list (either reading of the types)", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const drug = await uploaded(patient, { type: "PRESC_DRUG" });
    const glasses = await uploaded(patient, { type: "PRESC_OPT" });
    const device = await uploaded(patient, { type: "PRESC_MTL" });
    for (const doc of [drug, glasses, device]) await shared(patient, doc.id, pharmacy);
    await pharmacy.post(`/api/documents/${device.id}/status`, {
      status: "PROCESSING",
      firstName: "Claire",
    });

    expect(await countsOf(pharmacy, "filter=on&status=NEW")).toEqual([{ id: "NEW", nb: 2 }]);
    expect(await countsOf(pharmacy, "filter=on&status=NEW,PROCESSING")).toEqual([
      { id: "NEW", nb: 2 },
      { id: "PROCESSING", nb: 1 },
    ]);
    expect(await countsOf(pharmacy, "filter=on&type=PRESC_OPT")).toEqual([{ id: "NEW", nb: 1 }]);
    expect(await countsOf(pharmacy, "filter=on&type=ORDO_OPT")).toEqual([{ id: "NEW", nb: 1 }]);
    expect(await countsOf(pharmacy, "filter=on&type=PRESC_DRUG,PRESC_MTL")).toEqual([
      { id: "NEW", nb: 1 },
      { id: "PROCESSING", nb: 1 },
    ]);
    expect(await countsOf(pharmacy, "filter=on&type=ANALYS_RES")).toEqual([]);
    expect(await countsOf(pharmacy, "filter=on&type=PRESC_DRUG&status=PROCESSING")).toEqual([]);
  });

  it("refuses bad values with a 400 in French, naming the value", async () => {
    const pharmacy = await createPharmacy(t);
    const cases: [string, string][] = [
      ["", TEXTS.dashboard.countFilterInvalid],
      ["filter=off", TEXTS.dashboard.countFilterInvalid],
      ["filter=on&type=NOPE", format(TEXTS.dashboard.countTypeInvalid, { value: "NOPE" })],
      [
        "filter=on&type=PRESC_DRUG,NOPE",
        format(TEXTS.dashboard.countTypeInvalid, { value: "NOPE" }),
      ],
      ["filter=on&status=DONE", format(TEXTS.dashboard.countStatusInvalid, { value: "DONE" })],
      ["filter=on&status=new", format(TEXTS.dashboard.countStatusInvalid, { value: "new" })],
    ];
    for (const [query, message] of cases) {
      const response = await pharmacy.get<ErrorBody>(`/ws/count/docs?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBe(message);
    }
  });

  it("counts for a group manager the documents of the pharmacies it manages, not of others", async () => {
    const patient = await createPatient(t);
    const managed = await createPharmacy(t);
    const outside = await createPharmacy(t);
    const group = await createPharmacyGroup(t, managed);
    const doc = await uploaded(patient);
    await shared(patient, doc.id, managed);
    const elsewhere = await uploaded(patient);
    await shared(patient, elsewhere.id, outside);

    expect(await countsOf(group)).toEqual([{ id: "NEW", nb: 1 }]);
  });

  it("counts a document shared with a doctor once, even when shared again", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const pharmacy = await createPharmacy(t);
    const doc = await uploaded(patient, { type: "ANALYS_RES" });
    await shared(patient, doc.id, doctor);
    await shared(patient, doc.id, pharmacy);

    expect(await countsOf(doctor)).toEqual([{ id: "NEW", nb: 1 }]);
    expect(await countsOf(doctor, "filter=on&type=ANALYS_RES")).toEqual([{ id: "NEW", nb: 1 }]);
  });
});
