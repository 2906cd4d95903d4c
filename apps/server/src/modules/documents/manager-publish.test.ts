import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DocumentDto } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen as listenAs } from "../../test/sockets.js";
import { createPharmacyGroup, feedOf, idOf } from "./test-helpers.js";

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

/** `POST /api/manager/publish` of a JPEG poster, with `fields` on top. */
const publish = (client: TestClient, fields: Record<string, unknown> = {}) =>
  client.post<DocumentDto & { message?: string }>("/api/manager/publish", {
    name: "Campagne vaccination",
    type: "AFFICHE",
    mime: "image/jpeg",
    data: SAMPLE_FILES.jpeg,
    meta: JSON.stringify({ campaign: "grippe" }),
    ...fields,
  });

const idsIn = async (client: TestClient) => (await feedOf(client)).map((item) => item.id);

describe("POST /api/manager/publish (issue 21 §1)", () => {
  it("publishes to the listed member pharmacies, each live, and to no one else", async () => {
    const [first, second, third, outsider] = [
      await createPharmacy(t),
      await createPharmacy(t),
      await createPharmacy(t),
      await createPharmacy(t),
    ];
    const manager = await createPharmacyGroup(t, first, second, third);
    const at = await Promise.all([first, second, third, outsider].map((c) => listenAs(t, url, c)));

    const response = await publish(manager, { pharmacies: [idOf(first), idOf(second)] });
    expect(response.status).toBe(201);
    expect(response.body.meta).toMatchObject({ status: "PUBLISHED", campaign: "grippe" });
    expect([...response.body.sharers].sort()).toEqual([idOf(first), idOf(second)].sort());
    const id = response.body.id;
    expect(await at[0]!.next("newDoc")).toMatchObject({ id });
    expect(await at[1]!.next("newDoc")).toMatchObject({ id });
    await Promise.all([at[2]!.settled(), at[3]!.settled()]);
    expect(at[2]!.received.map((r) => r.event)).not.toContain("newDoc");
    expect(at[3]!.received.map((r) => r.event)).not.toContain("newDoc");
    expect(await idsIn(first)).toContain(id);
    expect(await idsIn(third)).not.toContain(id);
    expect((await outsider.get(`/api/documents/${id}`)).status).toBe(404);
  });

  it("publishes to every member when no pharmacy is named", async () => {
    const [first, second] = [await createPharmacy(t), await createPharmacy(t)];
    const manager = await createPharmacyGroup(t, first, second);
    const response = await publish(manager);
    expect(response.status).toBe(201);
    expect(await idsIn(first)).toContain(response.body.id);
    expect(await idsIn(second)).toContain(response.body.id);
  });

  it("refuses the whole call when a listed pharmacy is not a member: nothing stored, nothing sent", async () => {
    const member = await createPharmacy(t);
    const outsider = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, member);
    const atMember = await listenAs(t, url, member);
    const before = await idsIn(manager);

    const response = await publish(manager, { pharmacies: [idOf(member), idOf(outsider)] });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/ne sont pas membres de votre groupement/);
    await atMember.settled();
    expect(atMember.received.map((r) => r.event)).not.toContain("newDoc");
    expect(await idsIn(member)).toEqual([]);
    expect(await idsIn(manager)).toEqual(before);
  });

  it("answers 403 to anyone but a group manager, 400 to a group without members", async () => {
    const pharmacy = await createPharmacy(t);
    for (const client of [pharmacy, await createPatient(t)]) {
      const response = await publish(client, { pharmacies: [idOf(pharmacy)] });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(TEXTS.publications.managersOnly);
    }
    const lonely = await createPharmacyGroup(t);
    const empty = await publish(lonely);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(TEXTS.publications.noMembers);
  });

  it("checks the file as an upload: a file that is not what its type says is refused", async () => {
    const member = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, member);
    const response = await publish(manager, { mime: "application/pdf" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TEXTS.documents.badFormat);
    expect(await idsIn(member)).toEqual([]);
  });
});
