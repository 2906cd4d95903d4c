import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentDto, FeedItem, MessageDto, PublicUser } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { eq } from "drizzle-orm";
import { io as ioClient } from "socket.io-client";
import { sessions } from "../../db/schema.js";
import { userRoom } from "../../realtime/realtime.js";
import { disconnectAll, listen as listenAs } from "../../test/sockets.js";
import { contactOf, createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

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

/** Connects a user's socket and records every event it receives. */
const listen = (client: TestClient) => listenAs(t, url, client);

describe("realtime events of namespace / (docs/DECISIONS.md Shape of the system)", () => {
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

    const payload = (await atPharmacy.next("newDoc")) as { id: string; document: DocumentDto };
    expect(payload.id).toBe(document.id);
    expect(payload.document).toMatchObject({ name: "Ordonnance", sharers: [idOf(pharmacy)] });
    expect(payload.document.data).toBeUndefined();
    await Promise.all([
      atPharmacy.settled(),
      atPatient.settled(),
      atOtherPharmacy.settled(),
      atOtherPatient.settled(),
    ]);
    expect(atPatient.received).toEqual([]);
    expect(atOtherPharmacy.received).toEqual([]);
    expect(atOtherPatient.received).toEqual([]);

    // sharing again with the same pharmacy is not news
    await shared(patient, document.id, pharmacy);
    await Promise.all([
      atPharmacy.settled(),
      atPatient.settled(),
      atOtherPharmacy.settled(),
      atOtherPatient.settled(),
    ]);
    expect(atPharmacy.received.filter((r) => r.event === "newDoc")).toHaveLength(1);
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
    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message).toMatchObject({
      content: "Marie s'occupe de votre ordonnance.",
      iddocument: document.id,
      sender: idOf(pharmacy),
      notify: true,
    });
    await Promise.all([atPatient.settled(), atPharmacy.settled(), atOtherPatient.settled()]);
    // the pharmacy's own sessions get their message too (another counter on the same account)
    expect(atPharmacy.received.map((r) => r.event).sort()).toEqual(["newMsg", "updateDoc"]);
    expect(atOtherPatient.received).toEqual([]);
  });

  it("keeps a pharmacy's second counter in step: it receives the status message the first sent", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const secondCounter = t.client();
    const login = await secondCounter.post<PublicUser>("/ws/login", {
      login: pharmacy.user?.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    secondCounter.user = login.body;
    const atSecondCounter = await listen(secondCounter);
    await pharmacy.post(`/api/documents/${document.id}/status`, { status: "READY" });
    expect(await atSecondCounter.next("newMsg")).toMatchObject({
      iddocument: document.id,
      sender: idOf(pharmacy),
    });
  });

  it("sends a written message to its recipient and the sender's own sessions only", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const atPatient = await listen(patient);
    const atPharmacy = await listen(pharmacy);
    await contactOf(patient, pharmacy);
    await patient.post("/feed/messages", { content: "Bonjour", recipients: [idOf(pharmacy)] });
    expect(await atPharmacy.next("newMsg")).toMatchObject({
      content: "Bonjour",
      sender: idOf(patient),
    });
    await Promise.all([atPatient.settled(), atPharmacy.settled()]);
    expect(atPatient.received.map((r) => r.event)).toEqual(["newMsg"]);
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
    expect(await atPharmacy.next("deleteDoc")).toEqual({ id: document.id });
    expect(await atPatient.next("deleteDoc")).toEqual({ id: document.id });
    await Promise.all([atPatient.settled(), atPharmacy.settled(), atStranger.settled()]);
    expect(atStranger.received).toEqual([]);
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
    const update = (await atPatient.next("updateDoc")) as { id: string; document: DocumentDto };
    expect(update.id).toBe(document.id);
    expect(update.document.meta.status).toBe("DELIVERED");
    await Promise.all([atPatient.settled(), atStranger.settled()]);
    expect(atPatient.received.map((r) => r.event)).toEqual(["updateDoc"]); // DELIVERED sends no message
    expect(atStranger.received).toEqual([]);
  });

  it("refuses a socket without a session", async () => {
    await expect(t.client().socket(url)).rejects.toThrow();
  });
});

describe("live audiences come from the policies (docs/DECISIONS.md Realtime)", () => {
  it("a group manager receives live the patient's message to its pharmacy, as in its feed", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const atManager = await listen(manager);

    await contactOf(patient, pharmacy);
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
    const atManager = await listen(manager);

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
    await contactOf(patient, pharmacy);
    const sent = await pharmacy.post<MessageDto>("/feed/messages", {
      content: "Votre commande vous attend.",
      recipients: [idOf(patient)],
    });
    const atPatient = await listen(patient);
    const atPharmacy = await listen(pharmacy);
    const atManager = await listen(manager);
    const atStranger = await listen(stranger);

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
    const atPharmacy = await listen(pharmacy);
    let calls = 0;
    t.ctx.events.on("messageSent", () => {
      calls += 1;
      throw new Error("listener failure");
    });

    await contactOf(patient, pharmacy);
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

describe("a socket belongs to its session (issue 6 §2)", () => {
  /** A socket of `client`, and a promise of the reason it is disconnected for. */
  const disconnected = async (client: TestClient) => {
    const socket = await client.socket(url);
    return {
      socket,
      gone: new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason))),
    };
  };

  it("logout disconnects the session's sockets at once; its messages no longer arrive", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    await contactOf(patient, pharmacy);
    const { gone } = await disconnected(patient);

    expect((await patient.post("/ws/logout")).status).toBe(204);
    expect(await gone).toBe("io server disconnect");
    // nothing of this user is left for a message to reach
    expect(await t.realtime.io.in(userRoom(idOf(patient))).fetchSockets()).toHaveLength(0);
    const sent = await pharmacy.post("/feed/messages", {
      content: "Secret",
      recipients: [idOf(patient)],
    });
    expect(sent.status).toBe(201);
  });

  it("a new login in the same browser ends the previous session and rotates the XSRF token", async () => {
    const patient = await createPatient(t);
    const { gone } = await disconnected(patient);
    const previousXsrf = patient.cookies.get("XSRF-TOKEN");
    const previousSid = patient.cookies.get("sid");
    const login = await patient.post<PublicUser>("/ws/login", {
      login: patient.user?.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    expect(patient.cookies.get("XSRF-TOKEN")).not.toBe(previousXsrf);
    const stale = t.client();
    stale.cookies.set("sid", previousSid ?? "");
    expect((await stale.get("/ws/user")).status).toBe(401);
  });

  it("an expired session's sockets leave at the next sweep", async () => {
    const patient = await createPatient(t);
    const { gone } = await disconnected(patient);
    // expire every session of this user, as time would
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, idOf(patient)));
    await t.realtime.sweepSessions();
    expect(await gone).toBe("io server disconnect");
  });

  it("the sweep covers every namespace: a socket connected only to /market leaves too", async () => {
    const patient = await createPatient(t);
    const market = ioClient(`${url}/market`, {
      transports: ["websocket"],
      extraHeaders: { cookie: patient.cookieHeader() },
      reconnection: false,
      // its own connection: not one of an earlier socket of this URL, with its cookie
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      market.once("connect", () => resolve());
      market.once("connect_error", reject);
    });
    const gone = new Promise<string>((resolve) => {
      market.on("disconnect", resolve);
      setTimeout(() => resolve("still connected"), 5_000);
    });
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, idOf(patient)));
    await t.realtime.sweepSessions();
    expect(await gone).toBe("io server disconnect");
    market.close();
  });
});

describe("sockets only for the app's own pages (issue 6 §2)", () => {
  const connectFrom = (client: TestClient, origin: string) =>
    new Promise<string>((resolve) => {
      const socket = ioClient(url, {
        transports: ["websocket"],
        extraHeaders: { cookie: client.cookieHeader(), origin },
        reconnection: false,
      });
      socket.once("connect", () => {
        socket.disconnect();
        resolve("connected");
      });
      socket.once("connect_error", () => resolve("refused"));
    });

  it("refuses a page of another site, even with the user's cookie", async () => {
    const patient = await createPatient(t);
    expect(await connectFrom(patient, "https://pirate.example")).toBe("refused");
    expect(await connectFrom(patient, url)).toBe("connected");
  });
});
