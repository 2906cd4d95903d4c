import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto, type FeedItem, type MessageDto } from "@reseau/shared";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
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

const ids = (items: FeedItem[]) => items.map((item) => item.id);

describe("the feed (GET /api/feed)", () => {
  it("pages with fromDate: 10 newest first, then the 2 older ones, no overlap", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const created: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const document = await uploaded(patient, { name: `Ordonnance ${i}` });
      await shared(patient, document.id, pharmacy);
      created.push(document.id);
    }
    const newestFirst = [...created].reverse();
    for (const reader of [patient, pharmacy]) {
      const first = await feedOf(reader);
      expect(ids(first)).toEqual(newestFirst.slice(0, 10));
      const last = first.at(-1);
      const second = await feedOf(reader, `fromDate=${encodeURIComponent(last?.lastUpdate ?? "")}`);
      expect(ids(second)).toEqual(newestFirst.slice(10));
      const third = await feedOf(
        reader,
        `fromDate=${encodeURIComponent(second.at(-1)?.lastUpdate ?? "")}`,
      );
      expect(third).toEqual([]);
    }
    expect(ids(await feedOf(pharmacy, "limit=3"))).toEqual(newestFirst.slice(0, 3));
  });

  it("lists items without file data, with the creator's name and the sharers", async () => {
    const patient = await createPatient(t, { firstName: "Jeanne", lastName: "Roux" });
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const [item] = (await feedOf(pharmacy)) as DocumentDto[];
    expect(item).toMatchObject({
      id: document.id,
      creator: { id: idOf(patient), type: "patient", name: "Jeanne Roux" },
      sharers: [idOf(pharmacy)],
      idsharer: idOf(patient),
      meta: { status: "NEW" },
    });
    expect(item && "data" in item).toBe(false);
  });

  it("never shows a document to a patient or pharmacy it is not shared with", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, await createPharmacy(t));
    for (const stranger of [await createPatient(t), await createPharmacy(t)]) {
      expect(ids(await feedOf(stranger))).not.toContain(document.id);
    }
  });

  it("leaves out profile pictures (avatar, vitale, insurance)", async () => {
    const patient = await createPatient(t);
    await uploaded(patient, { type: "AVATAR" });
    await uploaded(patient, { type: "vitale" });
    const prescription = await uploaded(patient);
    expect(ids(await feedOf(patient))).toEqual([prescription.id]);
  });

  it("shows a group the documents shared with the pharmacies it manages", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    expect(ids(await feedOf(group))).toEqual([document.id]);
  });

  it("filters by status, type, creator, sharer and messages_only", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const lab = await createLab(t);
    const prescription = await uploaded(patient, { type: "PRESC_DRUG" });
    const analysis = await uploaded(patient, { type: "ANALYS_RES" });
    await shared(patient, prescription.id, pharmacy);
    await shared(patient, analysis.id, lab);
    const own = await uploaded(pharmacy, { type: "other", name: "Affiche" });
    await pharmacy.post(`/api/documents/${prescription.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    const [message] = (await feedOf(patient, "messages_only=true")) as MessageDto[];
    expect(message).toMatchObject({
      type: "MESSAGE",
      content: "Marie s'occupe de votre ordonnance.",
    });

    expect(ids(await feedOf(patient, "status=PROCESSING"))).toEqual([prescription.id]);
    expect(ids(await feedOf(patient, "status=NEW,PROCESSING"))).toEqual([
      prescription.id,
      analysis.id,
    ]);
    expect(ids(await feedOf(patient, "type=ANALYSE"))).toEqual([analysis.id]);
    expect(ids(await feedOf(patient, "type=MESSAGE,PRESC_DRUG"))).toEqual([
      message?.id,
      prescription.id,
    ]);
    expect(ids(await feedOf(patient, "type=MESSAGE"))).toEqual([message?.id]);
    expect(ids(await feedOf(pharmacy, `creator=${idOf(pharmacy)}`))).toEqual([message?.id, own.id]);
    expect(ids(await feedOf(pharmacy, `sharer=${idOf(patient)}`))).toEqual([prescription.id]);
    expect(ids(await feedOf(pharmacy, "messages_only=1"))).toEqual([message?.id]);
  });

  it("answers 401 without a session and 400 for a wrong fromDate", async () => {
    expect((await t.client().get("/api/feed")).status).toBe(401);
    const patient = await createPatient(t);
    expect((await patient.get("/api/feed?fromDate=hier")).status).toBe(400);
  });
});

describe("messages (POST /feed/messages)", () => {
  it("reaches the recipient's feed and the sender's, and its meta can be updated", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const sent = await patient.post<MessageDto>("/feed/messages", {
      content: "Bonjour, est-ce disponible ?",
      recipients: [idOf(pharmacy)],
      iddocument: document.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: "MESSAGE",
      sender: idOf(patient),
      iddocument: document.id,
    });
    expect((await feedOf(pharmacy))[0]).toMatchObject({
      id: sent.body.id,
      content: "Bonjour, est-ce disponible ?",
    });
    expect((await feedOf(patient))[0]?.id).toBe(sent.body.id);

    const read = await pharmacy.put<MessageDto>(`/feed/messages/${sent.body.id}/meta`, {
      meta: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.meta).toMatchObject({ read: true, iddocument: document.id });
    // a plain message never becomes a payment request (issue 17 §1)
    const price = await pharmacy.put(`/feed/messages/${sent.body.id}/meta`, { meta: { price: 0 } });
    expect(price.status).toBe(400);
    expect(price.body).toMatchObject({ message: TEXTS.messages.paymentByStatusOnly });
    const stranger = await createPatient(t);
    expect((await stranger.put(`/feed/messages/${sent.body.id}/meta`, { meta: {} })).status).toBe(
      404,
    );
  });

  it("refuses an unknown recipient and a document the sender cannot read", async () => {
    const patient = await createPatient(t);
    const unknown = await patient.post<ErrorBody>("/feed/messages", {
      content: "Bonjour",
      recipients: ["inconnu"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(TEXTS.messages.sendError);

    const other = await createPatient(t);
    const theirs = await uploaded(other);
    const response = await patient.post<ErrorBody>("/feed/messages", {
      content: "Bonjour",
      recipients: [idOf(other)],
      iddocument: theirs.id,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(TEXTS.documents.notFound);
    expect(await feedOf(other)).toHaveLength(1);
    expect((await other.get(`/api/documents/${theirs.id}/linked_messages`)).body).toEqual([]);
    expect((await patient.get(`/api/documents/${theirs.id}/linked_messages`)).status).toBe(404);
  });
});
