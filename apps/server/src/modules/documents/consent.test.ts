import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type FeedItem, type MessageDto, type PublicUser } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
} from "../../test/harness.js";
import {
  contactOf,
  createPharmacyGroup,
  idOf,
  shared,
  storedFileCount,
  upload,
  uploaded,
} from "./test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const share = (
  client: Parameters<typeof idOf>[0],
  id: string,
  ...to: Parameters<typeof idOf>[0][]
) => client.put(`/feed/documents/${id}/share`, { sharers: to.map(idOf) });

describe("consent to pass a document on (docs/DECISIONS.md Documents)", () => {
  it("the reproduced chain breaks at once: a pharmacy cannot pass a prescription to another patient", async () => {
    const patient = await createPatient(t, { nir: validNir() });
    const pharmacy = await createPharmacy(t);
    const otherPatient = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);

    const response = await share(pharmacy, document.id, otherPatient);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: TEXTS.share.forwardOnlyToColleagues });
    expect((await otherPatient.get(`/api/documents/${document.id}`)).status).toBe(404);
  });

  it("a pharmacy forwards to a pharmacy of its own group, not to one outside it", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const colleague = await createPharmacy(t);
    const outsider = await createPharmacy(t);
    await createPharmacyGroup(t, pharmacy, colleague);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);

    expect((await share(pharmacy, document.id, outsider)).status).toBe(403);
    expect((await share(pharmacy, document.id, colleague)).status).toBe(200);
    expect((await colleague.get(`/api/documents/${document.id}`)).status).toBe(200);
  });

  it("the patient shares hers with anyone; a doctor shares the prescription it wrote; she passes it on", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const pharmacy = await createPharmacy(t);
    const own = await uploaded(patient);
    expect((await share(patient, own.id, doctor, pharmacy)).status).toBe(200);

    const prescription = await uploaded(doctor, { name: "Ordonnance du Dr Durand" });
    // a doctor sends only to a patient in its contacts (issue 9 §3)
    expect((await share(doctor, prescription.id, patient)).status).toBe(403);
    await contactOf(patient, doctor);
    expect((await share(doctor, prescription.id, patient)).status).toBe(200);
    expect((await share(patient, prescription.id, pharmacy)).status).toBe(200);
  });

  it("a pharmacy sees a patient's NIR only when she herself sent it a document", async () => {
    const patient = await createPatient(t, { nir: validNir(), birth: "14/07/1985" });
    const pharmacy = await createPharmacy(t);
    const colleague = await createPharmacy(t);
    await createPharmacyGroup(t, pharmacy, colleague);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    await shared(pharmacy, document.id, colleague);

    const seenByPharmacy = await pharmacy.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(seenByPharmacy.body.nir).toBe(validNir());
    // the colleague got it from the pharmacy, not from her: no identity fields, and no card at all
    const seenByColleague = await colleague.get<PublicUser>(`/ws/user/${idOf(patient)}`);
    expect(seenByColleague.status).toBe(404);
  });
});

describe("messages go to people one knows (docs/DECISIONS.md Messages)", () => {
  it("refuses a message to any user id without a relation, as if the id were unknown", async () => {
    const patient = await createPatient(t);
    const stranger = await createPatient(t);
    const response = await patient.post("/feed/messages", {
      content: "Bonjour",
      recipients: [idOf(stranger)],
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: TEXTS.messages.sendError });
  });

  it("accepts a contact, and the readers of the document a message is about", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const aboutIt = await pharmacy.post("/feed/messages", {
      content: "Votre ordonnance est prête.",
      recipients: [idOf(patient)],
      iddocument: document.id,
    });
    expect(aboutIt.status).toBe(201);
    const doctor = await createDoctor(t);
    await contactOf(patient, doctor);
    const toContact = await patient.post("/feed/messages", {
      content: "Bonjour docteur",
      recipients: [idOf(doctor)],
    });
    expect(toContact.status).toBe(201);
  });

  it("a payment request never comes from a plain message", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const response = await pharmacy.post("/feed/messages", {
      content: "Merci de régler 12,50 €",
      recipients: [idOf(patient)],
      iddocument: document.id,
      meta: { needToPay: true, price: 1250 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: TEXTS.messages.paymentByStatusOnly });

    // nor from a plain message edited afterwards (PUT /feed/messages/{id}/meta): the same 400
    const plain = await pharmacy.post<MessageDto>("/feed/messages", {
      content: "Votre commande est prête",
      recipients: [idOf(patient)],
      iddocument: document.id,
    });
    expect(plain.status).toBe(201);
    for (const meta of [{ needToPay: true, price: 1250 }, { price: 1250 }, { needToPay: true }]) {
      const edited = await pharmacy.put(`/feed/messages/${plain.body.id}/meta`, { meta });
      expect(edited.status).toBe(400);
      expect(edited.body).toMatchObject({ message: TEXTS.messages.paymentByStatusOnly });
    }
    const seen = await patient.get<FeedItem[]>("/api/feed?type=MESSAGE");
    const message = seen.body.find((item) => item.id === plain.body.id);
    expect(message?.meta).not.toHaveProperty("needToPay");
    expect(message?.meta).not.toHaveProperty("price");
  });

  it("a message's own meta, its document's id included (000 §3), is no payment request", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const response = await patient.post("/feed/messages", {
      content: "Merci",
      recipients: [idOf(pharmacy)],
      iddocument: document.id,
      meta: { iddocument: document.id, seen: false },
    });
    expect(response.status).toBe(201);
  });
});

describe("an upload's meta is checked as a meta change is (000 §7)", () => {
  it.each([{ order: { totalFinal: 0 } }, { needToPay: false }, { price: 1 }, { status: "READY" }])(
    "a patient cannot upload with %j: 403, nothing stored",
    async (meta) => {
      const patient = await createPatient(t);
      const before = await storedFileCount(t);
      const response = await upload(patient, { meta });
      expect(response.status).toBe(403);
      expect(await storedFileCount(t)).toBe(before);
    },
  );

  it("a patient's own note is kept", async () => {
    const patient = await createPatient(t);
    const response = await upload(patient, { meta: { note: "renouvellement" } });
    expect(response.status).toBe(201);
    expect(response.body.meta).toEqual({ note: "renouvellement", status: "NEW" });
  });
});
