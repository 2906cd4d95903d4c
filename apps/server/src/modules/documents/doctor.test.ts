import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STATUS_MESSAGES,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type StatusChangeResult,
} from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { feedOf, idOf, shared, signUpRelated, uploaded } from "./test-helpers.js";

type ErrorBody = { error: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});

const share = (client: TestClient, id: string, ...to: TestClient[]) =>
  client.put<DocumentDto & ErrorBody>(`/feed/documents/${id}/share`, { sharers: to.map(idOf) });
const changeStatus = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post<StatusChangeResult & ErrorBody>(`/api/documents/${id}/status`, body);
const linked = (client: TestClient, id: string) =>
  client.get<MessageDto[]>(`/api/documents/${id}/linked_messages`);

/** A doctor with a patient in its contacts (she added it), and her pharmacy. */
async function doctorAndPatient() {
  const [patient, doctor] = await signUpRelated(t, "patient", "doctor");
  const pharmacy = await createPharmacy(t);
  return { doctor, patient, pharmacy };
}

const createOptician = (t: TestApp) =>
  createDoctor(t, { firstName: "Olivia", lastName: "Lunetier", profession: "Opticien" });

describe("a doctor sends a prescription to a patient contact (issue 9 §3)", () => {
  it("goes to a patient contact, as a photo or a PDF; the patient finds it in her feed", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const photo = await uploaded(doctor, { name: "Ordonnance du Dr Durand" });
    const pdf = await uploaded(doctor, {
      name: "Ordonnance PDF",
      mime: "application/pdf",
      data: SAMPLE_FILES.pdf,
    });
    expect((await share(doctor, photo.id, patient)).status).toBe(200);
    expect((await share(doctor, pdf.id, patient)).status).toBe(200);

    const feed = await feedOf(patient);
    expect(feed.map((item) => item.id)).toEqual([pdf.id, photo.id]);
    expect(feed[1]).toMatchObject({ type: "PRESC_DRUG", idcreator: idOf(doctor) });
    expect((await patient.get(`/api/documents/${photo.id}`)).status).toBe(200);
  });

  it("is refused for a patient who is not its contact, and she never sees it", async () => {
    const doctor = await createDoctor(t);
    const stranger = await createPatient(t);
    const prescription = await uploaded(doctor);
    const response = await share(doctor, prescription.id, stranger);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEXTS.share.cannotShare);
    expect((await stranger.get(`/api/documents/${prescription.id}`)).status).toBe(404);
    expect(await feedOf(stranger)).toEqual([]);
  });
});

describe("the patient forwards it to her pharmacy, whose loop runs as today", () => {
  it("READY goes to the patient who shared it, not to the doctor who wrote it", async () => {
    const { doctor, patient, pharmacy } = await doctorAndPatient();
    const prescription = await uploaded(doctor, { name: "Ordonnance du Dr Durand" });
    await shared(doctor, prescription.id, patient);
    // one action: she shares it with her pharmacy
    const forwarded = await share(patient, prescription.id, pharmacy);
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.sharers).toEqual([idOf(patient), idOf(pharmacy)]);
    expect((await feedOf(pharmacy)).map((item) => item.id)).toEqual([prescription.id]);

    const ready = await changeStatus(pharmacy, prescription.id, { status: "READY" });
    expect(ready.status).toBe(200);
    expect(ready.body.message).toMatchObject({
      recipients: [idOf(patient)],
      content: `${STATUS_MESSAGES.READY} ${STATUS_MESSAGES.READY_BRING_ORIGINAL}`,
    });
    const [newest] = await feedOf(patient);
    expect(newest).toMatchObject({ type: "MESSAGE", iddocument: prescription.id });
    expect((await linked(patient, prescription.id)).body).toHaveLength(1);

    // the doctor sees the document's new status, never the pharmacy's messages to the patient
    expect((await feedOf(doctor)).some((item) => item.type === "MESSAGE")).toBe(false);
    expect((await linked(doctor, prescription.id)).body).toEqual([]);
    const seen = await doctor.get<DocumentDto>(`/api/documents/${prescription.id}`);
    expect(seen.body.meta.status).toBe("READY");
  });

  it("live: the patient gets the pharmacy's newMsg, the doctor only the document's update", async () => {
    const url = await t.listen();
    const { doctor, patient, pharmacy } = await doctorAndPatient();
    const prescription = await uploaded(doctor);
    await shared(doctor, prescription.id, patient);
    await shared(patient, prescription.id, pharmacy);
    const atDoctor = await listen(t, url, doctor);
    const atPatient = await listen(t, url, patient);
    await changeStatus(pharmacy, prescription.id, { status: "READY" });

    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message).toMatchObject({ iddocument: prescription.id, recipients: [idOf(patient)] });
    const update = (await atDoctor.next("updateDoc")) as { document: DocumentDto };
    expect(update.document.meta.status).toBe("READY");
    await atDoctor.settled();
    expect(atDoctor.received.map((r) => r.event)).not.toContain("newMsg");
  });

  it("the pharmacy may not pass the doctor's prescription on to another patient", async () => {
    const { doctor, patient, pharmacy } = await doctorAndPatient();
    const other = await createPatient(t);
    const prescription = await uploaded(doctor);
    await shared(doctor, prescription.id, patient);
    await shared(patient, prescription.id, pharmacy);
    const response = await share(pharmacy, prescription.id, other);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEXTS.share.forwardOnlyToColleagues);
  });
});

describe("an optician uses the status actions on optical prescriptions (issue 9 §3)", () => {
  it("sets PROCESSING then READY on a PRESC_OPT shared with it; the patient is told", async () => {
    const patient = await createPatient(t);
    const optician = await createOptician(t);
    const document = await uploaded(patient, { type: "PRESC_OPT", name: "Ordonnance lunettes" });
    expect(document.type).toBe("PRESC_OPT");
    await shared(patient, document.id, optician);

    const processing = await changeStatus(optician, document.id, {
      status: "PROCESSING",
      firstName: "Olivia",
    });
    expect(processing.status).toBe(200);
    expect(processing.body.message?.recipients).toEqual([idOf(patient)]);
    const ready = await changeStatus(optician, document.id, { status: "READY" });
    expect(ready.status).toBe(200);
    expect(ready.body.document.meta.status).toBe("READY");
    expect(ready.body.message?.recipients).toEqual([idOf(patient)]);
    const first = (await feedOf(patient))[0];
    expect(first).toMatchObject({ type: "MESSAGE", iddocument: document.id });
  });

  it("an optician it is not shared with cannot even see it", async () => {
    const patient = await createPatient(t);
    const optician = await createOptician(t);
    const document = await uploaded(patient, { type: "PRESC_OPT" });
    expect((await changeStatus(optician, document.id, { status: "READY" })).status).toBe(404);
  });
});

describe("a patient files imagery and vaccines and shares them (issue 9 §3)", () => {
  it.each(["IMAGERY", "VACCIN"] as const)(
    "%s: filed, in her feed, shared with her doctor",
    async (type) => {
      const patient = await createPatient(t);
      const doctor = await createDoctor(t);
      const document = await uploaded(patient, { type, name: `Mon document ${type}` });
      expect(document).toMatchObject({ type, meta: { status: "NEW" } });
      expect((await feedOf(patient))[0]).toMatchObject({ id: document.id, type });
      expect((await share(patient, document.id, doctor)).status).toBe(200);
      const seen = await doctor.get<DocumentDto>(`/api/documents/${document.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.type).toBe(type);
    },
  );
});
