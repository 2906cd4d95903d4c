import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DocumentDto, type FeedItem } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, feedOf, idOf, shared, uploaded } from "./test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

/** `POST /api/manager/publish` of a poster to every member; expects 201. */
async function published(manager: TestClient): Promise<DocumentDto> {
  const response = await manager.post<DocumentDto>("/api/manager/publish", {
    name: "Affiche campagne",
    type: "AFFICHE",
    mime: "image/jpeg",
    data: SAMPLE_FILES.jpeg,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const idsOf = (items: FeedItem[]) => items.map((item) => item.id);

describe("GET /api/feed?members_only=true: a group manager's « Groupe » (issue 21 §1, 000 §2 MANAGER_GROUP)", () => {
  it("answers full pages of the members' received documents, even under many own publications", async () => {
    const [first, second, outsider] = [
      await createPharmacy(t),
      await createPharmacy(t),
      await createPharmacy(t),
    ];
    const patient = await createPatient(t);
    const manager = await createPharmacyGroup(t, first, second);
    const received: DocumentDto[] = [];
    for (const to of [first, second, first, second, first]) {
      const document = await uploaded(patient);
      await shared(patient, document.id, to);
      received.push(document);
    }
    // a member's own upload, not received, and a document of a pharmacy outside the group
    await uploaded(first, { name: "Note interne", type: "other" });
    const elsewhere = await uploaded(patient);
    await shared(patient, elsewhere.id, outsider);
    // the manager's publications, newer than every received document: a whole page of them
    const own: string[] = [];
    for (let i = 0; i < 6; i += 1) own.push((await published(manager)).id);

    const mainPage = await feedOf(manager, "limit=3");
    expect(idsOf(mainPage).every((id) => own.includes(id))).toBe(true);

    const newestFirst = [...received].reverse().map((document) => document.id);
    const page = await feedOf(manager, "members_only=true&limit=3");
    expect(idsOf(page)).toEqual(newestFirst.slice(0, 3));
    const receivers = page.map((item) => (item.type === "MESSAGE" ? null : item.receivedBy?.id));
    expect(receivers).toEqual([idOf(first), idOf(second), idOf(first)]);
    const last = page.at(-1)?.lastUpdate ?? "";
    const next = await feedOf(
      manager,
      `members_only=true&limit=3&fromDate=${encodeURIComponent(last)}`,
    );
    expect(idsOf(next)).toEqual(newestFirst.slice(3));
  });

  it("keeps its filters (status, patient name), leaves messages out; [] for one managing nobody", async () => {
    const member = await createPharmacy(t);
    const patient = await createPatient(t);
    const manager = await createPharmacyGroup(t, member);
    const document = await uploaded(patient);
    await shared(patient, document.id, member);
    const moved = await member.post(`/api/documents/${document.id}/status`, {
      status: "PROCESSING",
      silent: true,
    });
    expect(moved.status).toBe(200);
    await published(manager);
    expect(idsOf(await feedOf(manager, "members_only=true&status=PROCESSING"))).toEqual([
      document.id,
    ]);
    expect(await feedOf(manager, "members_only=true&status=NEW")).toEqual([]);
    const name = encodeURIComponent(patient.user?.lastName ?? "");
    expect(idsOf(await feedOf(manager, `members_only=true&res_patient_name=${name}`))).toEqual([
      document.id,
    ]);
    const all = await feedOf(manager, "members_only=true");
    expect(all.every((item) => item.type !== "MESSAGE")).toBe(true);
    expect(idsOf(all)).toEqual([document.id]);
    expect(await feedOf(member, "members_only=true")).toEqual([]);
    expect(await feedOf(patient, "members_only=true")).toEqual([]);
    const bad = await manager.get("/api/feed?members_only=peut-être");
    expect(bad.status).toBe(400);
  });
});
