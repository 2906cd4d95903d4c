import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEXTS,
  type DirectoryDto,
  type DocumentDto,
  type MarketOperationDto,
  type SubmissionDto,
} from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { createPharmacyGroup, feedOf, idOf, upload, uploaded } from "../documents/test-helpers.js";

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

const texts = TEXTS.operations;
type Answer = { message?: string };

/**
 * A group manager with three member pharmacies, an operation proposed to two of them (the first
 * accepted, the second still PROPOSED); the third is a member outside the operation.
 */
async function operation() {
  const [accepting, proposedTo, bystander] = await Promise.all([
    createPharmacy(t),
    createPharmacy(t),
    createPharmacy(t),
  ]);
  const manager = await createPharmacyGroup(t, accepting, proposedTo, bystander);
  const created = await manager.post<{ id: string }>("/api/market-operation", {
    name: "Semaine du solaire",
  });
  expect(created.status).toBe(201);
  const idop = created.body.id;
  const submissions: SubmissionDto[] = [];
  for (const receiver of [accepting, proposedTo]) {
    const response = await manager.post<SubmissionDto>(`/api/market-operation/${idop}/submission`, {
      idreceiver: idOf(receiver),
      remuneration: { amount: 15000, currency: "EUR" },
    });
    expect(response.status).toBe(201);
    submissions.push(response.body);
  }
  const accepted = await accepting.put(`/api/market-operation/submission/${submissions[0]!.id}`, {
    status: "ACCEPTED",
  });
  expect(accepted.status).toBe(200);
  const read = await manager.get<MarketOperationDto>(`/api/market-operation/${idop}`);
  const iddirectory = read.body.iddirectory ?? "";
  return { manager, accepting, proposedTo, bystander, idop, iddirectory, submissions };
}

const documentsOf = (client: TestClient, idop: string, query = "") =>
  client.get<DocumentDto[] & Answer>(`/api/market-operation/${idop}/documents${query}`);
const post = (client: TestClient, iddirectory: string, name = "Affiche solaire") =>
  upload(client, { name, type: "DOC_OPMARKET", iddirectory });

describe("an operation's OPMARKET directory (issue 21 §4)", () => {
  it("is created with the operation, the manager's, and set on its submissions", async () => {
    const { manager, iddirectory, submissions } = await operation();
    expect(iddirectory).not.toBe("");
    const mine = await manager.get<DirectoryDto[]>("/api/directories");
    expect(mine.body).toContainEqual(
      expect.objectContaining({ id: iddirectory, type: "OPMARKET", name: "Semaine du solaire" }),
    );
    expect(submissions.map((s) => s.iddirectory)).toEqual([iddirectory, iddirectory]);
    const deleted = await manager.delete<Answer>(`/api/directory/${iddirectory}`);
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe(texts.directoryFixed);
  });

  it("takes the manager's and an accepting pharmacy's documents; a proposed one 403, others 404", async () => {
    const { manager, accepting, proposedTo, bystander, idop, iddirectory } = await operation();
    const fromManager = await post(manager, iddirectory, "Affiche");
    expect(fromManager.status).toBe(201);
    const fromPharmacy = await post(accepting, iddirectory, "Photo de la vitrine");
    expect(fromPharmacy.status).toBe(201);
    const notYet = await post(proposedTo, iddirectory);
    expect(notYet.status).toBe(403);
    expect(notYet.body.message).toBe(texts.postRefused);
    for (const stranger of [bystander, await createPatient(t)]) {
      const refused = await post(stranger, iddirectory);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(TEXTS.folders.notFound);
    }
    for (const reader of [manager, accepting, proposedTo]) {
      const list = await documentsOf(reader, idop);
      expect(list.status).toBe(200);
      expect(list.body.map((d) => d.id)).toEqual([fromPharmacy.body.id, fromManager.body.id]);
    }
    const page = await documentsOf(manager, idop, "?limit=1");
    expect(page.body.map((d) => d.id)).toEqual([fromPharmacy.body.id]);
  });

  it("its documents: the manager and the receivers read them; another member, a patient, another group 404", async () => {
    const { manager, accepting, proposedTo, bystander, idop, iddirectory } = await operation();
    const document = (await post(accepting, iddirectory)).body;
    const otherMember = await createPharmacy(t);
    const otherManager = await createPharmacyGroup(t, otherMember);
    const patient = await createPatient(t);
    for (const reader of [manager, accepting, proposedTo]) {
      expect((await reader.get(`/api/documents/${document.id}`)).status).toBe(200);
    }
    for (const stranger of [bystander, patient, otherManager, otherMember]) {
      expect((await stranger.get(`/api/documents/${document.id}`)).status).toBe(404);
      expect((await documentsOf(stranger, idop)).status).toBe(404);
    }
    const shared = await accepting.put<Answer>(`/feed/documents/${document.id}/share`, {
      sharers: [idOf(bystander)],
    });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(texts.documentStays);
    const filed = await accepting.put<Answer>(`/api/documents/${document.id}/directory`, {
      iddirectory: null,
    });
    expect(filed.status).toBe(400);
  });

  it("stays out of the main feed and the counts; the other sides hear newDoc, no one else", async () => {
    const { manager, accepting, proposedTo, bystander, iddirectory } = await operation();
    const atManager = await listen(t, url, manager);
    const atProposed = await listen(t, url, proposedTo);
    const atBystander = await listen(t, url, bystander);
    const countBefore = await accepting.get<{ count: { nb: number }[] }>(
      "/ws/count/docs?filter=on",
    );
    const ordinary = await uploaded(accepting, { name: "Note" });
    const document = (await post(accepting, iddirectory)).body;
    expect(await atManager.next("newDoc")).toMatchObject({ id: document.id });
    expect(await atProposed.next("newDoc")).toMatchObject({ id: document.id });
    await atBystander.settled();
    expect(atBystander.received).toEqual([]);
    for (const client of [manager, accepting, proposedTo]) {
      expect((await feedOf(client)).map((i) => i.id)).not.toContain(document.id);
    }
    expect((await feedOf(accepting)).map((i) => i.id)).toContain(ordinary.id);
    const countAfter = await accepting.get<{ count: { nb: number }[] }>("/ws/count/docs?filter=on");
    const total = (answer: { count: { nb: number }[] }) =>
      answer.count.reduce((sum, row) => sum + row.nb, 0);
    expect(total(countAfter.body)).toBe(total(countBefore.body) + 1);
  });
});
