import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  STATUS_MESSAGES,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type StatusChangeResult,
} from "@reseau/shared";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

type ErrorBody = { error: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const changeStatus = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post<StatusChangeResult & ErrorBody>(`/api/documents/${id}/status`, body);

/** A patient's prescription shared with a pharmacy. */
async function prescription(fields: Record<string, unknown> = {}) {
  const patient = await createPatient(t);
  const pharmacy = await createPharmacy(t);
  const document = await uploaded(patient, fields);
  await shared(patient, document.id, pharmacy);
  return { patient, pharmacy, document };
}

describe("the whole loop of a prescription (000 §4)", () => {
  it("goes from upload to payment, and the patient reads each step in the feed", async () => {
    const { patient, pharmacy, document } = await prescription();
    expect((await feedOf(pharmacy)).map((item) => item.id)).toEqual([document.id]);

    const processing = await changeStatus(pharmacy, document.id, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    expect(processing.status).toBe(200);
    expect(processing.body.document.meta.status).toBe("PROCESSING");
    expect(processing.body.message).toMatchObject({
      content: "Marie s'occupe de votre ordonnance.",
      iddocument: document.id,
      notify: true,
      recipients: [idOf(patient)],
    });
    const [newest, next] = await feedOf(patient);
    expect(newest).toMatchObject({
      type: "MESSAGE",
      content: "Marie s'occupe de votre ordonnance.",
    });
    expect(next).toMatchObject({ id: document.id, meta: { status: "PROCESSING" } });

    const ready = await changeStatus(pharmacy, document.id, { status: "READY" });
    expect(ready.body.message?.content).toBe(
      `${STATUS_MESSAGES.READY} ${STATUS_MESSAGES.READY_BRING_ORIGINAL}`,
    );

    const payment = await changeStatus(pharmacy, document.id, {
      status: "AWAITING_PAYMENT",
      amount: "12,50",
    });
    expect(payment.status).toBe(200);
    expect(payment.body.document.meta.order).toMatchObject({
      totalWithoutDelivery: 1250,
      totalFinal: 1250,
      totalMedi: 0,
      totalPara: 0,
      reductionPara: 0,
    });
    expect(payment.body.message?.content).toContain("12,50");
    expect(payment.body.message?.meta).toEqual({
      price: 1250,
      needToPay: true,
      iddocument: document.id,
      status: "AWAITING_PAYMENT",
    });

    const feed = await feedOf(patient);
    expect(feed[0]).toMatchObject({ type: "MESSAGE", meta: { price: 1250, needToPay: true } });
    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.body.meta).toMatchObject({
      status: "AWAITING_PAYMENT",
      order: { totalFinal: 1250 },
    });

    const linked = await patient.get<MessageDto[]>(`/api/documents/${document.id}/linked_messages`);
    expect(linked.body.map((m) => m.content)).toEqual([
      "Marie s'occupe de votre ordonnance.",
      `${STATUS_MESSAGES.READY} ${STATUS_MESSAGES.READY_BRING_ORIGINAL}`,
      expect.stringMatching(/^Votre commande est prête\. Il vous reste 12,50\s€ à régler\.$/),
    ]);
    // each status message carries the step it set: the patient's card draws its timeline from them
    expect(linked.body.map((m) => m.meta.status)).toEqual([
      "PROCESSING",
      "READY",
      "AWAITING_PAYMENT",
    ]);
  });

  it("says nothing for a READY PDF beyond the pickup text", async () => {
    const { pharmacy, document } = await prescription({
      mime: "application/pdf",
      data: SAMPLE_FILES.pdf,
    });
    const ready = await changeStatus(pharmacy, document.id, { status: "READY" });
    expect(ready.body.message?.content).toBe(STATUS_MESSAGES.READY);
  });

  it("adds the delivery already on the order to the amount to pay", async () => {
    const { pharmacy, document } = await prescription();
    const delivery = await pharmacy.put(`/feed/documents/${document.id}/meta`, {
      meta: { order: { totalDelivery: 100 } },
    });
    expect(delivery.status).toBe(200);
    const payment = await changeStatus(pharmacy, document.id, {
      status: "AWAITING_PAYMENT",
      amount: 10,
    });
    expect(payment.body.document.meta.order).toMatchObject({
      totalWithoutDelivery: 1000,
      totalFinal: 1100,
    });
    expect(payment.body.message?.content).toMatch(/10,00.*11,00/);
    expect(payment.body.message?.meta).toMatchObject({ price: 1100, needToPay: true });
  });
});

describe("the status a status message carries (issue 7 §2)", () => {
  it("is the status-change action's only: a free message cannot claim one, a recipient cannot change it", async () => {
    const { patient, pharmacy, document } = await prescription();
    const ready = await changeStatus(pharmacy, document.id, { status: "READY" });
    expect(ready.body.message?.meta).toEqual({ iddocument: document.id, status: "READY" });

    const fake = await patient.post<ErrorBody>("/feed/messages", {
      content: "C'est prêt",
      recipients: [idOf(pharmacy)],
      iddocument: document.id,
      meta: { status: "READY" },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(TEXTS.messages.statusByActionOnly);

    const id = ready.body.message?.id ?? "";
    const rewrite = await patient.put(`/feed/messages/${id}/meta`, {
      meta: { status: "CANCELED" },
    });
    expect(rewrite.status).toBe(403);
    const seen = await patient.put<MessageDto>(`/feed/messages/${id}/meta`, {
      meta: { seen: true },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.meta).toMatchObject({ status: "READY", seen: true });
  });
});

describe("rules of the status change", () => {
  it("asks the pharmacist's first name for PROCESSING, unless they choose not to notify", async () => {
    const { patient, pharmacy, document } = await prescription();
    const missing = await changeStatus(pharmacy, document.id, { status: "PROCESSING" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(TEXTS.documents.firstNameRequired);

    const silent = await changeStatus(pharmacy, document.id, {
      status: "PROCESSING",
      silent: true,
    });
    expect(silent.status).toBe(200);
    expect(silent.body.message).toBeNull();
    expect(silent.body.document.meta.status).toBe("PROCESSING");
    expect((await feedOf(patient, "type=MESSAGE")).length).toBe(0);
  });

  it("lets a laboratory set PROCESSING directly, without a message", async () => {
    const patient = await createPatient(t);
    const lab = await createLab(t);
    const document = await uploaded(patient, { type: "ANALYS_RES" });
    await shared(patient, document.id, lab);
    const response = await changeStatus(lab, document.id, { status: "PROCESSING" });
    expect(response.status).toBe(200);
    expect(response.body.message).toBeNull();
    const results = await changeStatus(lab, document.id, { status: "RESULTS_READY" });
    expect(results.body.message?.content).toBe(STATUS_MESSAGES.RESULTS_READY);
  });

  it("asks an amount for AWAITING_PAYMENT and refuses one that is not an amount", async () => {
    const { pharmacy, document } = await prescription();
    for (const body of [
      { status: "AWAITING_PAYMENT" },
      { status: "AWAITING_PAYMENT", amount: "douze" },
    ]) {
      const response = await changeStatus(pharmacy, document.id, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXTS.documents.amountRequired);
    }
    const read = await pharmacy.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.body.meta.status).toBe("NEW");
  });

  it("refuses the patient (403) and anyone the document is not shared with (404)", async () => {
    const { patient, document } = await prescription();
    const byPatient = await changeStatus(patient, document.id, { status: "READY" });
    expect(byPatient.status).toBe(403);
    for (const stranger of [await createPharmacy(t), await createPatient(t)]) {
      const response = await changeStatus(stranger, document.id, { status: "READY" });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(TEXTS.documents.notFound);
    }
    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.body.meta.status).toBe("NEW");
    expect((await feedOf(patient, "messages_only=true")).length).toBe(0);
  });

  it("refuses the group that manages the pharmacy (403): it reads, the pharmacy acts (issue 21 §1)", async () => {
    const { patient, pharmacy, document } = await prescription();
    const group = await createPharmacyGroup(t, pharmacy);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(200);
    const response = await changeStatus(group, document.id, { status: "DELIVERY" });
    expect(response.status).toBe(403);
    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.body.meta.status).toBe("NEW");
    expect((await feedOf(patient, "messages_only=true")).length).toBe(0);
    const byPharmacy = await changeStatus(pharmacy, document.id, { status: "DELIVERY" });
    expect(byPharmacy.status).toBe(200);
  });

  it("sends no message for DELIVERED, but the new status is saved", async () => {
    const { pharmacy, document } = await prescription();
    const response = await changeStatus(pharmacy, document.id, { status: "DELIVERED" });
    expect(response.body.message).toBeNull();
    expect(response.body.document.meta.status).toBe("DELIVERED");
  });
});

describe("where the status change follows docs/DECISIONS.md (issue 6 §5)", () => {
  it.each(["READY", "UNREADABLE", "AWAITING_PAYMENT", "REQUEST_ORIGINAL", "DELIVERY"])(
    "refuses `silent` for %s: the patient is always told",
    async (status) => {
      const patient = await createPatient(t);
      const pharmacy = await createPharmacy(t);
      const document = await uploaded(patient);
      await shared(patient, document.id, pharmacy);
      const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
        status,
        amount: "12,50",
        silent: true,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: TEXTS.documents.silentOnlyProcessing });
      const after = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
      expect(after.body.meta.status).toBe("NEW");
    },
  );

  it("keeps `silent` for PROCESSING: a correction without a message", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const response = await pharmacy.post<StatusChangeResult>(
      `/api/documents/${document.id}/status`,
      { status: "PROCESSING", silent: true },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBeNull();
  });
});
