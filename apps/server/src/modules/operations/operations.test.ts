import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type MarketOperationDto, type SubmissionDto } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { createPharmacyGroup, idOf } from "../documents/test-helpers.js";

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

/** A group manager with two member pharmacies, and an operation it created. */
async function group() {
  const [member, other] = await Promise.all([createPharmacy(t), createPharmacy(t)]);
  const manager = await createPharmacyGroup(t, member, other);
  const created = await manager.post<{ id: string }>("/api/market-operation", {
    name: "Semaine du solaire",
    description: "Mise en avant des crèmes solaires",
    start: "2026-06-01",
    end: "2026-06-30",
  });
  expect(created.status).toBe(201);
  return { manager, member, other, idop: created.body.id };
}

/** The manager proposes `amount` cents to `receiver` on `idop`. */
function propose(manager: TestClient, idop: string, receiver: TestClient, amount: unknown = 15000) {
  return manager.post<SubmissionDto>(`/api/market-operation/${idop}/submission`, {
    idreceiver: idOf(receiver),
    remuneration: { amount, currency: "EUR" },
  });
}

/** A PROPOSED submission of `member` on a new group's operation. */
async function proposed() {
  const g = await group();
  const response = await propose(g.manager, g.idop, g.member);
  expect(response.status).toBe(201);
  return { ...g, submission: response.body };
}

const setStatus = (client: TestClient, id: string, status: string) =>
  client.put<SubmissionDto & { message?: string }>(`/api/market-operation/submission/${id}`, {
    status,
  });

describe("POST /api/market-operation", () => {
  it("a group manager creates an operation: 201 {id}, read back", async () => {
    const { manager, idop } = await group();
    const read = await manager.get<MarketOperationDto>(`/api/market-operation/${idop}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: idop,
      name: "Semaine du solaire",
      description: "Mise en avant des crèmes solaires",
      start: "2026-06-01",
      end: "2026-06-30",
      idcreator: idOf(manager),
      submissions: [],
    });
  });

  it("a pharmacy or a patient gets 403", async () => {
    for (const client of [await createPharmacy(t), await createPatient(t)]) {
      const response = await client.post<{ message: string }>("/api/market-operation", {
        name: "Opération",
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(texts.managerOnlyCreate);
    }
  });

  it("a missing name or an end before the start is 400 in French", async () => {
    const manager = await createPharmacyGroup(t);
    const noName = await manager.post<{ message: string }>("/api/market-operation", {});
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(texts.nameRequired);
    const reversed = await manager.post<{ message: string }>("/api/market-operation", {
      name: "Opération",
      start: "2026-06-30",
      end: "2026-06-01",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(texts.endBeforeStart);
  });
});

describe("POST /api/market-operation/{id}/submission", () => {
  it("to a member pharmacy: 201, PROPOSED, the remuneration in cents", async () => {
    const { manager, member, idop, submission } = await proposed();
    expect(submission).toMatchObject({
      status: "PROPOSED",
      idsubmitter: idOf(manager),
      idreceiver: idOf(member),
      idmarketop: idop,
      remuneration: { amount: 15000, currency: "EUR" },
    });
    expect(submission.date).toBe(submission.lastUpdate);
  });

  it("to a pharmacy the manager does not manage, or to itself: 400 in French", async () => {
    const { manager, idop } = await group();
    for (const receiver of [await createPharmacy(t), manager]) {
      const response = await propose(manager, idop, receiver);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toBe(
        texts.receiverNotMember,
      );
    }
  });

  it.each([
    ["not an integer", 12.5],
    ["negative", -100],
    ["a string", "150"],
  ])("an amount %s: 400 in French", async (_case, amount) => {
    const { manager, member, idop } = await group();
    const response = await propose(manager, idop, member, amount);
    expect(response.status).toBe(400);
    expect((response.body as unknown as { message: string }).message).toBe(texts.amountInvalid);
  });

  it("a receiver proposing on the operation gets 403, a stranger 404", async () => {
    const { member, other, idop } = await proposed();
    expect((await propose(member, idop, other)).status).toBe(403);
    const stranger = await createPharmacyGroup(t, member);
    expect((await propose(stranger, idop, member)).status).toBe(404);
  });
});

describe("PUT /api/market-operation/submission/{id}: the status moves (001 §4)", () => {
  it("the receiver accepts, then the manager finishes", async () => {
    const { manager, member, submission } = await proposed();
    const accepted = await setStatus(member, submission.id, "ACCEPTED");
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("ACCEPTED");
    const finished = await setStatus(manager, submission.id, "FINISHED");
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe("FINISHED");
    // FINISHED is final
    const again = await setStatus(member, submission.id, "REFUSED");
    expect(again.status).toBe(400);
  });

  it("the manager accepting gets 403; the receiver finishing gets 403", async () => {
    const { manager, member, submission } = await proposed();
    const byManager = await setStatus(manager, submission.id, "ACCEPTED");
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe(texts.receiverOnly);
    expect((await setStatus(member, submission.id, "ACCEPTED")).status).toBe(200);
    const byReceiver = await setStatus(member, submission.id, "FINISHED");
    expect(byReceiver.status).toBe(403);
    expect(byReceiver.body.message).toBe(texts.managerOnly);
  });

  it("REFUSED is final: any move after it is 400", async () => {
    const { manager, member, submission } = await proposed();
    expect((await setStatus(member, submission.id, "REFUSED")).status).toBe(200);
    for (const [client, status] of [
      [member, "ACCEPTED"],
      [member, "REFUSED"],
      [manager, "FINISHED"],
      [manager, "PROPOSED"],
    ] as const) {
      const response = await setStatus(client, submission.id, status);
      expect(response.status, status).toBe(400);
    }
  });

  it("PROPOSED → FINISHED is 400 in French; an unknown status 400", async () => {
    const { manager, submission } = await proposed();
    const response = await setStatus(manager, submission.id, "FINISHED");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      "Une proposition « Proposée » ne peut pas passer à « Terminée ».",
    );
    const unknown = await setStatus(manager, submission.id, "DONE");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(texts.statusInvalid);
  });
});

describe("who sees an operation and a submission", () => {
  it("another pharmacy, another group's manager and a patient get 404", async () => {
    const { member, idop, submission } = await proposed();
    const others = [
      await createPharmacy(t),
      await createPharmacyGroup(t, member),
      await createPatient(t),
    ];
    for (const client of others) {
      const op = await client.get<{ message: string }>(`/api/market-operation/${idop}`);
      expect(op.status).toBe(404);
      expect(op.body.message).toBe(texts.noOperation);
      const moved = await setStatus(client, submission.id, "ACCEPTED");
      expect(moved.status).toBe(404);
      expect(moved.body.message).toBe(texts.noSubmission);
      const list = await client.get<MarketOperationDto[]>("/api/market-operations");
      expect(list.body.map((op) => op.id)).not.toContain(idop);
    }
    // the submission is still PROPOSED
    const seen = await member.get<MarketOperationDto>(`/api/market-operation/${idop}`);
    expect(seen.body.submissions.map((s) => s.status)).toEqual(["PROPOSED"]);
  });

  it("a member pharmacy without a submission of the operation gets 404", async () => {
    const { other, idop } = await proposed();
    expect((await other.get(`/api/market-operation/${idop}`)).status).toBe(404);
  });

  it("names the receiving pharmacy and the groupement, for the pages (issue 21 §4)", async () => {
    const [member, other] = await Promise.all([
      createPharmacy(t, { name: "Pharmacie des Abbesses" }),
      createPharmacy(t, { name: "Pharmacie Saint-Michel" }),
    ]);
    const manager = await createPharmacyGroup(t, member, other);
    const created = await manager.post<{ id: string }>("/api/market-operation", { name: "Été" });
    const proposal = await propose(manager, created.body.id, other);
    expect(proposal.body.receiverName).toBe("Pharmacie Saint-Michel");

    const managers = await manager.get<MarketOperationDto[]>("/api/market-operations");
    expect(managers.body[0]).toMatchObject({
      creatorName: "Groupement Santé",
      submissions: [{ receiverName: "Pharmacie Saint-Michel" }],
    });
    const accepted = await setStatus(other, proposal.body.id, "ACCEPTED");
    expect(accepted.body.receiverName).toBe("Pharmacie Saint-Michel");
    const seen = await other.get<MarketOperationDto>(`/api/market-operation/${created.body.id}`);
    expect(seen.body.creatorName).toBe("Groupement Santé");
    expect(seen.body.submissions[0]?.receiverName).toBe("Pharmacie Saint-Michel");
  });

  it("lists: the manager all its operations' submissions, a pharmacy only its own", async () => {
    const { manager, member, other, idop, submission } = await proposed();
    const toOther = await propose(manager, idop, other, 2000);
    expect(toOther.status).toBe(201);
    const empty = await manager.post<{ id: string }>("/api/market-operation", { name: "Vide" });

    const managers = await manager.get<MarketOperationDto[]>("/api/market-operations");
    expect(managers.status).toBe(200);
    expect(managers.body.map((op) => op.id)).toEqual([empty.body.id, idop]);
    const [, op] = managers.body;
    expect(op?.submissions.map((s) => s.id)).toEqual([submission.id, toOther.body.id]);

    const members = await member.get<MarketOperationDto[]>("/api/market-operations");
    expect(members.body.map((o) => o.id)).toEqual([idop]);
    expect(members.body[0]?.submissions.map((s) => s.id)).toEqual([submission.id]);
    const one = await other.get<MarketOperationDto>(`/api/market-operation/${idop}`);
    expect(one.body.submissions.map((s) => s.id)).toEqual([toOther.body.id]);

    const patient = await createPatient(t);
    expect((await patient.get("/api/market-operations")).body).toEqual([]);
  });
});

describe("live: the submission event of namespace /", () => {
  it("to the receiver when proposed, to both sides on a status change, to no one else", async () => {
    const { manager, member, other, idop } = await group();
    const atManager = await listen(t, url, manager);
    const atMember = await listen(t, url, member);
    const atOther = await listen(t, url, other);
    const created = await propose(manager, idop, member);
    const proposal = (await atMember.next("submission")) as { submission: SubmissionDto };
    expect(proposal.submission).toEqual(created.body);
    await Promise.all([atManager.settled(), atOther.settled()]);
    expect(atManager.received).toEqual([]);

    const accepted = await setStatus(member, created.body.id, "ACCEPTED");
    const seen = (await atManager.next("submission")) as { id: string; submission: SubmissionDto };
    expect(seen).toEqual({ id: created.body.id, submission: accepted.body });
    await atMember.settled();
    expect(atMember.received.filter((r) => r.event === "submission")).toHaveLength(2);
    await atOther.settled();
    expect(atOther.received).toEqual([]);
  });
});
