import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  STATUS_MESSAGES,
  TEXTS,
  type DeviceDto,
  type MessageDto,
  type PushPayload,
} from "@reseau/shared";
import { createPatient, createPharmacy, createTestApp, type TestApp } from "../../test/harness.js";
import { PushEndpoint } from "../../test/push-endpoint.js";
import { idOf, shared, uploaded } from "../documents/test-helpers.js";
import { VAPID_FILE } from "../../platform/vapid.js";
import { pushesSettled } from "./index.js";

let t: TestApp;
const endpoints: PushEndpoint[] = [];
beforeAll(async () => {
  t = await createTestApp({ pushAnyEndpoint: true });
});
afterEach(async () => {
  await Promise.all(endpoints.splice(0).map((e) => e.stop()));
});
afterAll(async () => {
  await t.stop();
});

type Client = ReturnType<TestApp["client"]>;

/** A started local push endpoint (a browser's subscription played by the test). */
async function endpoint(): Promise<PushEndpoint> {
  const started = await new PushEndpoint().start();
  endpoints.push(started);
  return started;
}

/** `POST /ws/device` of a subscription, as the web app sends it. */
const register = (client: Client, reg: unknown, fields: Record<string, unknown> = {}) =>
  client.post<DeviceDto & { message?: string }>("/ws/device", {
    type: "webpush",
    reg,
    infos: { appName: "Réseau Santé", appVersion: "1.0.0", regType: "webpush", topic: "feed" },
    ...fields,
  });

const deviceRows = () => t.database.db.query.pushDevices.findMany();

describe("POST /ws/device and DELETE /ws/device (000 §7, issue 9 §5)", () => {
  it("refuses a malformed registration with a French message and stores nothing", async () => {
    const patient = await createPatient(t);
    const good = (await endpoint()).subscription();
    const cases: [unknown, Record<string, unknown>, string][] = [
      [good, { type: "fcm" }, TEXTS.push.typeInvalid],
      [{ ...good, endpoint: "ftp://exemple.fr/x" }, {}, TEXTS.push.endpointInvalid],
      [{ ...good, endpoint: "pas une adresse" }, {}, TEXTS.push.endpointInvalid],
      [
        { ...good, keys: { ...good.keys, p256dh: "court" } },
        {},
        "La clé « p256dh » de l’abonnement n’a pas le format attendu.",
      ],
      [
        { ...good, keys: { ...good.keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } },
        {},
        "La clé « auth » de l’abonnement n’a pas le format attendu.",
      ],
    ];
    for (const [reg, fields, message] of cases) {
      const response = await register(patient, reg, fields);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await deviceRows()).toEqual([]);
  });

  it("accepts only push services' https endpoints unless configured for tests", async () => {
    const strict = await createTestApp();
    try {
      const patient = await createPatient(strict);
      const local = (await endpoint()).subscription();
      const refused = await register(patient, local);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(TEXTS.push.endpointNotAllowed);
      const fcm = { ...local, endpoint: "https://fcm.googleapis.com/fcm/send/abc123" };
      expect((await register(patient, fcm)).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });

  it("keeps one device per endpoint, deletes only the caller's own", async () => {
    const patient = await createPatient(t);
    const other = await createPatient(t);
    const [phone, laptop, othersPhone] = [await endpoint(), await endpoint(), await endpoint()];
    const first = await register(patient, phone.subscription());
    expect(first.status).toBe(200);
    expect(first.body.endpoint).toBe(phone.subscription().endpoint);
    expect((await register(patient, phone.subscription())).status).toBe(200);
    expect((await register(patient, laptop.subscription())).status).toBe(200);
    expect((await register(other, othersPhone.subscription())).status).toBe(200);
    const mine = (await deviceRows()).filter((d) => d.iduser === idOf(patient));
    expect(mine.map((d) => d.endpoint).sort()).toEqual(
      [phone.subscription().endpoint, laptop.subscription().endpoint].sort(),
    );

    // the patient cannot remove another user's device, even knowing its endpoint
    const q = (e: PushEndpoint) =>
      `/ws/device?endpoint=${encodeURIComponent(e.subscription().endpoint)}`;
    expect((await patient.delete(q(othersPhone))).status).toBe(204);
    expect((await patient.delete(q(phone))).status).toBe(204);
    const ours = [idOf(patient), idOf(other)];
    const left = (await deviceRows()).filter((d) => ours.includes(d.iduser));
    expect(left.map((d) => d.endpoint).sort()).toEqual(
      [laptop.subscription().endpoint, othersPhone.subscription().endpoint].sort(),
    );
    // and without a session, nothing
    expect((await t.client().delete(q(laptop))).status).toBe(401);
  });

  it("gives the VAPID public key, generated once under DATA_DIR", async () => {
    const patient = await createPatient(t);
    const response = await patient.get<{ publicKey: string }>("/ws/device/vapid");
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, "base64url")).toHaveLength(65);
    const kept = JSON.parse(
      await readFile(path.join(t.ctx.config.dataDir, VAPID_FILE), "utf8"),
    ) as { publicKey: string };
    expect(kept.publicKey).toBe(response.body.publicKey);
  });
});

describe("pushes (issue 9 §5)", () => {
  it("pushes a shared document and a notified message, encrypted, never to the sender", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const [atPatient, atPharmacy] = [await endpoint(), await endpoint()];
    expect((await register(patient, atPatient.subscription())).status).toBe(200);
    expect((await register(pharmacy, atPharmacy.subscription())).status).toBe(200);

    const document = await uploaded(patient, { name: "Ordonnance du Dr Martin" });
    await shared(patient, document.id, pharmacy);
    const docPush = await atPharmacy.next(1);
    expect(docPush.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(docPush.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(docPush.payload).toEqual({
      kind: "newDoc",
      title: "Notification",
      body: "Nouveau document reçu : Ordonnance du Dr Martin",
      iddocument: document.id,
      idmessage: null,
    } satisfies PushPayload);

    const sent = await pharmacy.post<MessageDto>("/feed/messages", {
      content: "Votre ordonnance est prête, passez quand vous voulez.",
      recipients: [idOf(patient)],
      iddocument: document.id,
      notify: true,
    });
    expect(sent.status).toBe(201);
    const msgPush = await atPatient.next(1);
    // titled by its sender (issue 18 §3)
    expect(sent.body.senderInfo?.name).toMatch(/\S/);
    expect(msgPush.payload).toEqual({
      kind: "newMsg",
      title: `Message de ${sent.body.senderInfo?.name}`,
      body: "Votre ordonnance est prête, passez quand vous voulez.",
      iddocument: document.id,
      idmessage: sent.body.id,
    } satisfies PushPayload);

    // a message without notify makes no push
    await pharmacy.post("/feed/messages", {
      content: "Pour information.",
      recipients: [idOf(patient)],
      notify: false,
    });
    await pushesSettled(t.ctx);
    // none to the senders: the patient shared, the pharmacy wrote
    expect(atPharmacy.received).toHaveLength(1);
    expect(atPatient.received).toHaveLength(1);
  });

  it("pushes the READY message to the patient when the pharmacy sets READY", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const atPatient = await endpoint();
    await register(patient, atPatient.subscription());
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const ready = await pharmacy.post(`/api/documents/${document.id}/status`, { status: "READY" });
    expect(ready.status).toBe(200);
    const push = await atPatient.next(1);
    expect(push.payload).toMatchObject({
      kind: "newMsg",
      iddocument: document.id,
      body: expect.stringContaining(STATUS_MESSAGES.READY) as string,
    });
  });

  it("removes a device whose push service answers 410, and the answer never waits", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const gone = await endpoint();
    gone.status = 410;
    await register(pharmacy, gone.subscription());
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    await gone.next(1);
    await pushesSettled(t.ctx);
    const rows = await deviceRows();
    expect(rows.map((r) => r.endpoint)).not.toContain(gone.subscription().endpoint);
  });

  it("answers the share even when the push endpoint is unreachable", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const closed = await endpoint();
    await register(pharmacy, closed.subscription());
    await closed.stop();
    endpoints.splice(endpoints.indexOf(closed), 1);
    const document = await uploaded(patient);
    const response = await patient.put(`/feed/documents/${document.id}/share`, {
      sharers: [idOf(pharmacy)],
    });
    expect(response.status).toBe(200);
    await pushesSettled(t.ctx);
    // a network failure is not "gone": the device stays for the next push
    expect((await deviceRows()).map((r) => r.endpoint)).toContain(closed.subscription().endpoint);
  });
});
