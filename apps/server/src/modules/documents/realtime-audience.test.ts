import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedItem, MessageDto } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});

const connect = (client: TestClient) => listen(t, url, client);

describe("live audiences come from the policies (docs/DECISIONS.md Realtime)", () => {
  it("a group manager receives live the patient's message to its pharmacy, as in its feed", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const atManager = await connect(manager);

    const sent = await patient.post<MessageDto>("/feed/messages", {
      content: "Mon ordonnance est-elle prête ?",
      recipients: [idOf(pharmacy)],
      notify: true,
    });
    expect(sent.status).toBe(201);
    expect(await atManager.next("newMsg")).toMatchObject({
      id: sent.body.id,
      content: "Mon ordonnance est-elle prête ?",
    });
    const feed = await feedOf(manager);
    expect(feed.map((item: FeedItem) => item.id)).toContain(sent.body.id);
  });

  it("a group manager receives live the status message its pharmacy sends the patient", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const atManager = await connect(manager);

    const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    expect(response.status).toBe(200);
    expect(await atManager.next("newMsg")).toMatchObject({
      content: "Marie s'occupe de votre ordonnance.",
      iddocument: document.id,
    });
    expect(await atManager.next("updateDoc")).toMatchObject({ id: document.id });
  });

  it("a message's meta change reaches its sender, its recipient and their managers as updateMsg", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const stranger = await createPatient(t);
    const sent = await pharmacy.post<MessageDto>("/feed/messages", {
      content: "Votre commande vous attend.",
      recipients: [idOf(patient)],
    });
    const atPatient = await connect(patient);
    const atPharmacy = await connect(pharmacy);
    const atManager = await connect(manager);
    const atStranger = await connect(stranger);

    const response = await patient.put<MessageDto>(`/feed/messages/${sent.body.id}/meta`, {
      meta: { seen: true },
    });
    expect(response.status).toBe(200);
    for (const at of [atPatient, atPharmacy, atManager]) {
      expect(await at.next("updateMsg")).toMatchObject({
        id: sent.body.id,
        message: { id: sent.body.id, meta: { seen: true } },
      });
    }
    await atStranger.settled();
    expect(atStranger.received).toEqual([]);
  });

  it("a refused change emits nothing, and a failing listener does not fail the answer", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const atPharmacy = await connect(pharmacy);
    let calls = 0;
    t.ctx.events.on("messageSent", () => {
      calls += 1;
      throw new Error("listener failure");
    });

    const refused = await patient.post("/feed/messages", {
      content: "Bonjour",
      recipients: [idOf(pharmacy), "inconnu"],
    });
    expect(refused.status).toBe(400);
    expect(calls).toBe(0);

    const accepted = await patient.post<MessageDto>("/feed/messages", {
      content: "Bonjour",
      recipients: [idOf(pharmacy)],
    });
    expect(accepted.status).toBe(201);
    expect(calls).toBe(1);
    expect(await atPharmacy.next("newMsg")).toMatchObject({ id: accepted.body.id });
    expect(atPharmacy.received.filter((r) => r.event === "newMsg")).toHaveLength(1);
  });
});
