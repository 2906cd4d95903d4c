import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import type { DocumentDto, MessageDto, ServerToClientEvents } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { idOf, shared, uploaded } from "./test-helpers.js";

type EventName = keyof ServerToClientEvents;
type Received = { event: EventName; payload: unknown };

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

/** Connects a user's socket and records every event it receives. */
async function listen(client: TestClient): Promise<Received[]> {
  const socket = await client.socket(url);
  sockets.push(socket);
  const received: Received[] = [];
  for (const event of ["newDoc", "newMsg", "updateDoc", "deleteDoc"] as const) {
    socket.on(event, (payload: unknown) => received.push({ event, payload }));
  }
  return received;
}

/** Waits until `received` holds an event named `event`; fails after 2 s. */
async function waitFor(received: Received[], event: EventName): Promise<unknown> {
  const deadline = Date.now() + 2000;
  while (Date.now() < deadline) {
    const found = received.find((r) => r.event === event);
    if (found) return found.payload;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${event} within 2 s`);
}

/** Gives a stray event the time to arrive, so "nothing received" means something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("realtime events of namespace / (DECISIONS Shape of the system)", () => {
  it("sends newDoc to the pharmacy a document is shared with, and to nobody else", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const otherPharmacy = await createPharmacy(t);
    const otherPatient = await createPatient(t);
    const atPharmacy = await listen(pharmacy);
    const atPatient = await listen(patient);
    const atOtherPharmacy = await listen(otherPharmacy);
    const atOtherPatient = await listen(otherPatient);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);

    const payload = (await waitFor(atPharmacy, "newDoc")) as { id: string; document: DocumentDto };
    expect(payload.id).toBe(document.id);
    expect(payload.document).toMatchObject({ name: "Ordonnance", sharers: [idOf(pharmacy)] });
    expect(payload.document.data).toBeUndefined();
    await settle();
    expect(atPatient).toEqual([]);
    expect(atOtherPharmacy).toEqual([]);
    expect(atOtherPatient).toEqual([]);

    // sharing again with the same pharmacy is not news
    await shared(patient, document.id, pharmacy);
    await settle();
    expect(atPharmacy.filter((r) => r.event === "newDoc")).toHaveLength(1);
  });

  it("sends the patient newMsg with the text and the document after a status change", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const otherPatient = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const atPatient = await listen(patient);
    const atPharmacy = await listen(pharmacy);
    const atOtherPatient = await listen(otherPatient);

    const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
      status: "PROCESSING",
      firstName: "Marie",
    });
    expect(response.status).toBe(200);
    const message = (await waitFor(atPatient, "newMsg")) as MessageDto;
    expect(message).toMatchObject({
      content: "Marie s'occupe de votre ordonnance.",
      iddocument: document.id,
      sender: idOf(pharmacy),
      notify: true,
    });
    await settle();
    // the pharmacy's own sessions get their message too (another counter on the same account)
    expect(atPharmacy.map((r) => r.event).sort()).toEqual(["newMsg", "updateDoc"]);
    expect(atOtherPatient).toEqual([]);
  });

  it("keeps a pharmacy's second counter in step: it receives the status message the first sent", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const secondCounter = t.client();
    const login = await secondCounter.post("/ws/login", {
      login: pharmacy.user?.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const atSecondCounter = await listen(secondCounter);
    await pharmacy.post(`/api/documents/${document.id}/status`, { status: "READY" });
    expect(await waitFor(atSecondCounter, "newMsg")).toMatchObject({
      iddocument: document.id,
      sender: idOf(pharmacy),
    });
  });

  it("sends a written message to its recipient and the sender's own sessions only", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const atPatient = await listen(patient);
    const atPharmacy = await listen(pharmacy);
    await patient.post("/feed/messages", { content: "Bonjour", recipients: [idOf(pharmacy)] });
    expect(await waitFor(atPharmacy, "newMsg")).toMatchObject({
      content: "Bonjour",
      sender: idOf(patient),
    });
    await settle();
    expect(atPatient.map((r) => r.event)).toEqual(["newMsg"]);
  });

  it("sends deleteDoc to everyone who could read a deleted document, and to nobody else", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const stranger = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const atPatient = await listen(patient);
    const atPharmacy = await listen(pharmacy);
    const atStranger = await listen(stranger);

    expect((await patient.delete(`/feed/documents/${document.id}`)).status).toBe(204);
    expect(await waitFor(atPharmacy, "deleteDoc")).toEqual({ id: document.id });
    expect(await waitFor(atPatient, "deleteDoc")).toEqual({ id: document.id });
    await settle();
    expect(atStranger).toEqual([]);
  });

  it("sends updateDoc to every reader when a status changes without a message, and to no one else", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const stranger = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const atPatient = await listen(patient);
    const atStranger = await listen(stranger);

    const response = await pharmacy.post(`/api/documents/${document.id}/status`, {
      status: "DELIVERED",
    });
    expect(response.status).toBe(200);
    const update = (await waitFor(atPatient, "updateDoc")) as { id: string; document: DocumentDto };
    expect(update.id).toBe(document.id);
    expect(update.document.meta.status).toBe("DELIVERED");
    await settle();
    expect(atPatient.map((r) => r.event)).toEqual(["updateDoc"]); // DELIVERED sends no message
    expect(atStranger).toEqual([]);
  });

  it("refuses a socket without a session", async () => {
    await expect(t.client().socket(url)).rejects.toThrow();
  });
});
