import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto, type FeedItem } from "@reseau/shared";
import { createPatient, createPharmacy, createTestApp, type TestApp } from "../../test/harness.js";
import { createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const ids = (items: FeedItem[]) => items.map((item) => item.id);
const after = (item: FeedItem | undefined) =>
  `fromDate=${encodeURIComponent(item?.lastUpdate ?? "")}`;

describe("the pharmacy's queue (GET /api/feed?order=asc)", () => {
  it("lists the oldest first and pages forward with fromDate, neither skipping nor repeating", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const arrived: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const document = await uploaded(patient, { name: `Ordonnance ${i}` });
      await shared(patient, document.id, pharmacy);
      arrived.push(document.id);
    }
    const first = await feedOf(pharmacy, "order=asc&limit=3&status=NEW,PROCESSING");
    expect(ids(first)).toEqual(arrived.slice(0, 3));
    const second = await feedOf(
      pharmacy,
      `order=asc&limit=3&status=NEW,PROCESSING&${after(first.at(-1))}`,
    );
    expect(ids(second)).toEqual(arrived.slice(3));
    // the default stays newest first, and pages backward
    expect(ids(await feedOf(pharmacy, "limit=2"))).toEqual([arrived[4], arrived[3]]);
    expect(ids(await feedOf(pharmacy, `order=desc&limit=2&${after(first.at(-1))}`))).toEqual([
      arrived[1],
      arrived[0],
    ]);
  });

  it("leaves the queue once ready: the status filter follows each status change", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const [a, b] = [await uploaded(patient), await uploaded(patient)];
    for (const doc of [a, b]) await shared(patient, doc.id, pharmacy);
    const queue = "order=asc&status=NEW,PROCESSING";
    await pharmacy.post(`/api/documents/${a.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    // taken in charge: still waiting, behind what arrived before the change
    expect(ids(await feedOf(pharmacy, queue))).toEqual([b.id, a.id]);
    await pharmacy.post(`/api/documents/${a.id}/status`, { status: "READY" });
    expect(ids(await feedOf(pharmacy, queue))).toEqual([b.id]);
    expect(ids(await feedOf(pharmacy, "status=READY"))).toEqual([a.id]);
  });

  it("answers 400 in French for an unknown order, never 500", async () => {
    const pharmacy = await createPharmacy(t);
    for (const order of ["ASCENDING", "random", ""]) {
      const response = await pharmacy.get<{ message: string }>(`/api/feed?order=${order}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXTS.documents.orderInvalid);
    }
  });
});

describe("searching a patient by name (GET /api/feed?res_patient_name=)", () => {
  it("finds the documents of a patient by the start of her first or last name, any case or accent", async () => {
    const pharmacy = await createPharmacy(t);
    const elodie = await createPatient(t, { firstName: "Élodie", lastName: "Lefèvre" });
    const marc = await createPatient(t, { firstName: "Marc", lastName: "Dupont" });
    const hers = await uploaded(elodie);
    const his = await uploaded(marc);
    await shared(elodie, hers.id, pharmacy);
    await shared(marc, his.id, pharmacy);
    const search = async (name: string) =>
      ids(await feedOf(pharmacy, `res_patient_name=${encodeURIComponent(name)}`));
    expect(await search("elo")).toEqual([hers.id]);
    expect(await search("LEFEV")).toEqual([hers.id]);
    expect(await search("lefèvre élo")).toEqual([hers.id]);
    expect(await search("Élodie Lef")).toEqual([hers.id]);
    expect(await search("dup")).toEqual([his.id]);
    // a prefix, not a substring; LIKE's wildcards are plain characters
    expect(await search("odie")).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("_arc")).toEqual([]);
    // an empty search is no filter
    expect(await search("  ")).toEqual([his.id, hers.id]);
    // only what the pharmacy can read
    const other = await createPharmacy(t);
    expect(ids(await feedOf(other, "res_patient_name=elo"))).toEqual([]);
  });
});

describe("unread messages and who received the document", () => {
  it("counts the messages a pharmacy has not read about each document, until it opens it", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    for (const content of ["Bonjour", "Je passe à 18 h"]) {
      const sent = await patient.post("/feed/messages", {
        content,
        recipients: [idOf(pharmacy)],
        iddocument: document.id,
      });
      expect(sent.status).toBe(201);
    }
    const unread = async () =>
      ((await feedOf(pharmacy, "status=NEW")) as DocumentDto[])[0]?.unreadMessages;
    expect(await unread()).toBe(2);
    // the patient sent them: nothing unread on her side
    expect(((await feedOf(patient, "status=NEW")) as DocumentDto[])[0]?.unreadMessages).toBe(0);

    const stranger = await createPharmacy(t);
    expect((await stranger.post(`/api/documents/${document.id}/messages/read`)).status).toBe(404);
    expect(await unread()).toBe(2);

    const read = await pharmacy.post<{ read: number }>(
      `/api/documents/${document.id}/messages/read`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ read: 2 });
    expect(await unread()).toBe(0);
    expect(
      (await pharmacy.post<{ read: number }>(`/api/documents/${document.id}/messages/read`)).body,
    ).toEqual({ read: 0 });
  });

  it("names, in a group's feed, the pharmacy that received each document", async () => {
    const patient = await createPatient(t);
    const lilas = await createPharmacy(t, { name: "Pharmacie des Lilas" });
    const gare = await createPharmacy(t, { name: "Pharmacie de la Gare" });
    const group = await createPharmacyGroup(t, lilas, gare);
    const toLilas = await uploaded(patient);
    const toGare = await uploaded(patient);
    await shared(patient, toLilas.id, lilas);
    await shared(patient, toGare.id, gare);
    const items = (await feedOf(group, "status=NEW")) as DocumentDto[];
    expect(items.map((item) => [item.id, item.receivedBy?.name])).toEqual([
      [toGare.id, "Pharmacie de la Gare"],
      [toLilas.id, "Pharmacie des Lilas"],
    ]);
    // the patient's own upload was received by none of her users
    expect(((await feedOf(patient, "status=NEW")) as DocumentDto[])[0]?.receivedBy).toBeNull();
  });
});
