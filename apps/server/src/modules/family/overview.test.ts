import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type GroupOverview } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

describe("GET /ws/manager/overview: a group manager's members and their queues (issue 18 §5)", () => {
  it("counts each member's documents to process, and shows only the group's members", async () => {
    const centre = await createPharmacy(t, { name: "Pharmacie du Centre" });
    const gare = await createPharmacy(t, { name: "Pharmacie de la Gare" });
    const outsider = await createPharmacy(t, { name: "Pharmacie Voisine" });
    const group = await createPharmacyGroup(t, centre, gare);
    const patient = await createPatient(t);
    const first = await uploaded(patient);
    await shared(patient, first.id, centre, outsider);
    const second = await uploaded(patient, { name: "Ordonnance 2" });
    await shared(patient, second.id, centre);

    const response = await group.get<GroupOverview>("/ws/manager/overview");
    expect(response.status).toBe(200);
    expect(response.body.members).toEqual([
      expect.objectContaining({
        id: idOf(gare),
        name: "Pharmacie de la Gare",
        toProcess: 0,
        openOrders: 0,
        openRenewals: 0,
      }),
      expect.objectContaining({ id: idOf(centre), name: "Pharmacie du Centre", toProcess: 2 }),
    ]);

    // a processed document leaves the queue
    const done = await centre.post(`/api/documents/${first.id}/status`, { status: "READY" });
    expect(done.status).toBe(200);
    const after = await group.get<GroupOverview>("/ws/manager/overview");
    expect(after.body.members.find((m) => m.id === idOf(centre))?.toProcess).toBe(1);
  });

  it("is refused to anyone but a group manager (403)", async () => {
    for (const client of [await createPharmacy(t), await createPatient(t), await createDoctor(t)]) {
      const response = await client.get<{ message?: string }>("/ws/manager/overview");
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(TEXTS.groupOverview.onlyManagers);
    }
    expect((await t.client().get("/ws/manager/overview")).status).toBe(401);
  });
});
