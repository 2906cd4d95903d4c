import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import type { FeedItem, MessageDto, ServerToClientEvents } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

let t: TestApp;
let url: string;
const sockets: Socket<ServerToClientEvents>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.stop();
});

type EventName = keyof ServerToClientEvents;

/** A connected socket of `client` recording every event, with a way to await the next one. */
async function connect(client: TestClient) {
  const socket = await client.socket(url);
  sockets.push(socket);
  const received: { event: EventName; payload: unknown }[] = [];
  const waiters: { event: EventName; resolve: (payload: unknown) => void }[] = [];
  for (const event of ["newDoc", "newMsg", "updateDoc", "updateMsg", "deleteDoc"] as const) {
    socket.on(event, (payload: unknown) => {
      received.push({ event, payload });
      for (const waiter of waiters.filter((w) => w.event === event)) waiter.resolve(payload);
    });
  }
  return {
    received,
    /** Resolves with the first `event` received (already or later); rejects after 2 s. */
    next(event: EventName): Promise<unknown> {
      const already = received.find((r) => r.event === event);
      if (already) return Promise.resolve(already.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within 2 s`)), 2000);
        waiters.push({
          event,
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload);
          },
        });
      });
    },
  };
}

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
    // one connection keeps its order: anything the meta change had sent the stranger would be
    // there before this newDoc of its own
    const own = await uploaded(patient);
    await shared(patient, own.id, stranger);
    await atStranger.next("newDoc");
    expect(atStranger.received.map((r) => r.event)).toEqual(["newDoc"]);
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
