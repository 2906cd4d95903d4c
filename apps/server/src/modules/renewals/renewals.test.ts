import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  TEXTS,
  type DocumentDto,
  type FeedItem,
  type MessageDto,
  type RenewalOrderDto,
  saneDateMessage,
} from "@reseau/shared";
import { buildApp } from "../../app.js";
import { ManualClock } from "../../platform/clock.js";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen as listenAs } from "../../test/sockets.js";
import { idOf, shared, uploaded } from "../documents/test-helpers.js";
import { fireDueRenewals, RENEWALS_DUE_QUEUE } from "./renewals.service.js";

let t: TestApp;
let url: string;
let clock: ManualClock;
beforeAll(async () => {
  // TEST_CLOCK's manual clock, and the job queue with a fast worker
  t = await createTestApp({ testClock: true, jobs: true, jobPollingSeconds: 0.5 });
  url = await t.listen();
  clock = t.ctx.clock as ManualClock;
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});
// 20 March 2030, 10:00 in Paris; Paris moves to summer time on 31 March 2030
beforeEach(() => clock.set(new Date("2030-03-20T09:00:00Z")));

const listen = (client: TestClient) => listenAs(t, url, client);

type Answer<T> = T & { error?: string; message?: string };

/** A patient, her pharmacy, and a prescription she shared with it. */
async function prescriptionAtPharmacy(fields: Record<string, unknown> = {}) {
  const patient = await createPatient(t);
  const pharmacy = await createPharmacy(t);
  const document = await uploaded(patient, fields);
  await shared(patient, document.id, pharmacy);
  return { patient, pharmacy, document };
}

const order = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post<Answer<RenewalOrderDto>>(`/api/documents/${id}/order`, body);

const statusOf = async (client: TestClient, id: string) =>
  (await client.get<DocumentDto>(`/api/documents/${id}`)).body.meta.status;

const THREE_EVERY_28 = { dtstart: "2030-03-25", renewal: 3, step: 28 };

describe("placing an order (POST /api/documents/{id}/order)", () => {
  it("tells the pharmacy the interval in words: « tous les mois », « tous les 3 mois »", async () => {
    for (const [step, words] of [
      [30, "tous les mois"],
      [90, "tous les 3 mois"],
    ] as const) {
      const { patient, pharmacy, document } = await prescriptionAtPharmacy();
      const atPharmacy = await listen(pharmacy);
      const placed = await order(patient, document.id, { ...THREE_EVERY_28, step });
      expect(placed.status).toBe(201);
      const message = (await atPharmacy.next("newMsg")) as MessageDto;
      expect(message.content).toBe(
        `Demande de renouvellement : 3 fois, ${words}, à partir du 25/03/2030.`,
      );
    }
  });

  it("is SUBMITTED with its dates, sets RENEWING_STANDBY and tells the pharmacy live", async () => {
    const { patient, pharmacy, document } = await prescriptionAtPharmacy();
    const atPharmacy = await listen(pharmacy);
    const placed = await order(patient, document.id, THREE_EVERY_28);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      status: "SUBMITTED",
      kind: "MEDIC",
      // calendar days, across the change to summer time on 31 March
      nextDates: ["2030-03-25", "2030-04-22", "2030-05-20"],
      firstAfter: "2030-03-25",
      fired: 0,
      readAt: null,
      patient: { id: idOf(patient) },
      pharmacy: { id: idOf(pharmacy) },
    });
    expect(await statusOf(patient, document.id)).toBe("RENEWING_STANDBY");
    const message = (await atPharmacy.next("newMsg")) as MessageDto;
    expect(message.content).toBe(
      "Demande de renouvellement : 3 fois, tous les 28 jours, à partir du 25/03/2030.",
    );
    expect(message.iddocument).toBe(document.id);
    const updated = (await atPharmacy.next("updateDoc")) as { document: DocumentDto };
    expect(updated.document.meta.status).toBe("RENEWING_STANDBY");

    // both sides read it; firstAfter moves with the clock
    clock.set(new Date("2030-04-01T10:00:00Z"));
    for (const side of [patient, pharmacy]) {
      const got = await side.get<RenewalOrderDto>(`/api/documents/${document.id}/order`);
      expect(got.status).toBe(200);
      expect(got.body.firstAfter).toBe("2030-04-22");
    }
  });

  it("answers 404 to a stranger and 403 to the pharmacy, storing nothing", async () => {
    const { pharmacy, document } = await prescriptionAtPharmacy();
    const stranger = await createPatient(t);
    const strangerTry = await order(stranger, document.id, THREE_EVERY_28);
    expect(strangerTry.status).toBe(404);
    expect(strangerTry.body.message).toBe(TEXTS.documents.notFound);
    const pharmacyTry = await order(pharmacy, document.id, THREE_EVERY_28);
    expect(pharmacyTry.status).toBe(403);
    expect(pharmacyTry.body.message).toBe(TEXTS.renewals.patientOnly);
    expect((await stranger.get(`/api/documents/${document.id}/order`)).status).toBe(404);
    expect((await pharmacy.get(`/api/documents/${document.id}/order`)).status).toBe(404);
  });

  it("refuses bad values with a French message", async () => {
    const { patient, document } = await prescriptionAtPharmacy();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...THREE_EVERY_28, renewal: 0 }, TEXTS.renewals.renewalRange],
      [{ ...THREE_EVERY_28, renewal: 13 }, TEXTS.renewals.renewalRange],
      [{ ...THREE_EVERY_28, renewal: 2.5 }, TEXTS.renewals.renewalRange],
      [{ ...THREE_EVERY_28, step: 6 }, TEXTS.renewals.stepRange],
      [{ ...THREE_EVERY_28, step: 93 }, TEXTS.renewals.stepRange],
      [{ ...THREE_EVERY_28, dtstart: "2030-02-31" }, TEXTS.renewals.dtstartInvalid],
      [{ ...THREE_EVERY_28, dtstart: "25/03/2030" }, TEXTS.renewals.dtstartInvalid],
      [{ ...THREE_EVERY_28, dtstart: "2030-03-19" }, TEXTS.renewals.dtstartPast],
      // issue 17 §6: no `nextDates` of year +010000
      [{ ...THREE_EVERY_28, dtstart: "9999-12-01" }, saneDateMessage("dtstart")],
      [{ ...THREE_EVERY_28, kind: "DRUG" }, TEXTS.renewals.kindInvalid],
      // only a pharmacy has it: no optician to renew lenses
      [{ ...THREE_EVERY_28, kind: "LENS" }, TEXTS.renewals.notSharedLens],
    ];
    for (const [body, message] of cases) {
      const answer = await order(patient, document.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await patient.get(`/api/documents/${document.id}/order`)).status).toBe(404);
    expect(await statusOf(patient, document.id)).toBe("NEW");
  });

  it("needs the document shared with a pharmacy, and one running order at a time", async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctor(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, doctor);
    const notShared = await order(patient, document.id, THREE_EVERY_28);
    expect(notShared.status).toBe(400);
    expect(notShared.body.message).toBe(TEXTS.renewals.notSharedMedic);

    const atPharmacy = await prescriptionAtPharmacy();
    expect((await order(atPharmacy.patient, atPharmacy.document.id, THREE_EVERY_28)).status).toBe(
      201,
    );
    const twice = await order(atPharmacy.patient, atPharmacy.document.id, THREE_EVERY_28);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(TEXTS.renewals.alreadyOrdered);
  });
});

describe("lens renewals (kind LENS)", () => {
  it("go to the optician an optical prescription is shared with, by default", async () => {
    const patient = await createPatient(t);
    const optician = await createDoctor(t, { profession: "OPTICIAN" });
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(patient, { type: "PRESC_OPT", name: "Ordonnance optique" });
    await shared(patient, document.id, pharmacy, optician);
    const placed = await order(patient, document.id, THREE_EVERY_28);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ kind: "LENS", pharmacy: { id: idOf(optician) } });
    // the optician confirms; for the pharmacy, which reads the document too, there is no order
    const byPharmacy = await pharmacy.post<Answer<object>>(
      `/api/documents/${document.id}/order/confirm`,
    );
    expect(byPharmacy.status).toBe(404);
    expect(byPharmacy.body.message).toBe(TEXTS.renewals.noOrder);
    const confirmed = await optician.post<RenewalOrderDto>(
      `/api/documents/${document.id}/order/confirm`,
    );
    expect(confirmed.body.status).toBe("CONFIRMED");
  });
});

describe("the pharmacy's answers", () => {
  it("confirms: CONFIRMED, RENEWING_ACTIVE, the patient told live, one queued job per day", async () => {
    const { patient, pharmacy, document } = await prescriptionAtPharmacy();
    await order(patient, document.id, THREE_EVERY_28);
    const stranger = await createPharmacy(t);
    expect((await stranger.post(`/api/documents/${document.id}/order/confirm`)).status).toBe(404);
    const byPatient = await patient.post<Answer<object>>(
      `/api/documents/${document.id}/order/confirm`,
    );
    expect(byPatient.status).toBe(403);
    expect(byPatient.body.message).toBe(TEXTS.renewals.pharmacyOnly);

    const atPatient = await listen(patient);
    const confirmed = await pharmacy.post<RenewalOrderDto>(
      `/api/documents/${document.id}/order/confirm`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("CONFIRMED");
    expect(await statusOf(patient, document.id)).toBe("RENEWING_ACTIVE");
    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message.content).toBe("Votre renouvellement est confirmé. Première date : 25/03/2030.");

    // the days wait in the database's queue, each from the start of its Paris day
    const jobs = await t.database.executeSql(
      "select start_after from pgboss.job where name = $1 and data->>'order' = $2 order by start_after",
      [RENEWALS_DUE_QUEUE, confirmed.body.id],
    );
    expect(
      (jobs.rows as { start_after: Date }[]).map((r) => new Date(r.start_after).toISOString()),
    ).toEqual(["2030-03-24T23:00:00.000Z", "2030-04-21T22:00:00.000Z", "2030-05-19T22:00:00.000Z"]);

    const again = await pharmacy.post<Answer<object>>(
      `/api/documents/${document.id}/order/confirm`,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXTS.renewals.notToConfirm);
  });

  it("rejects with a reason: REJECTED, the document back to NEW, the patient told", async () => {
    const { patient, pharmacy, document } = await prescriptionAtPharmacy();
    await order(patient, document.id, THREE_EVERY_28);
    const empty = await pharmacy.post<Answer<object>>(
      `/api/documents/${document.id}/order/reject`,
      {
        reason: "  ",
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(TEXTS.renewals.reasonRequired);
    const atPatient = await listen(patient);
    const rejected = await pharmacy.post<RenewalOrderDto>(
      `/api/documents/${document.id}/order/reject`,
      { reason: "Ordonnance expirée" },
    );
    expect(rejected.body).toMatchObject({ status: "REJECTED", reason: "Ordonnance expirée" });
    expect(await statusOf(patient, document.id)).toBe("NEW");
    const message = (await atPatient.next("newMsg")) as MessageDto;
    expect(message.content).toBe(
      "Votre demande de renouvellement a été refusée : Ordonnance expirée",
    );
    // a new order may follow a rejected one
    expect((await order(patient, document.id, THREE_EVERY_28)).status).toBe(201);
  });

  it("reads: the order leaves the unread ones; not the patient's action", async () => {
    const { patient, pharmacy, document } = await prescriptionAtPharmacy();
    await order(patient, document.id, THREE_EVERY_28);
    expect((await patient.post(`/api/documents/${document.id}/order/read`)).status).toBe(403);
    const read = await pharmacy.post<RenewalOrderDto>(`/api/documents/${document.id}/order/read`);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
  });
});

describe("cancelling (DELETE /api/documents/{id}/order)", () => {
  it("by the patient or by the pharmacy, each telling the other side", async () => {
    const first = await prescriptionAtPharmacy();
    await order(first.patient, first.document.id, THREE_EVERY_28);
    const atPharmacy = await listen(first.pharmacy);
    expect((await first.patient.delete(`/api/documents/${first.document.id}/order`)).status).toBe(
      204,
    );
    expect(((await atPharmacy.next("newMsg")) as MessageDto).content).toBe(
      TEXTS.renewals.cancelledByPatientMessage,
    );
    const again = await first.patient.delete<Answer<object>>(
      `/api/documents/${first.document.id}/order`,
    );
    expect(again.status).toBe(409);
    expect(await statusOf(first.patient, first.document.id)).toBe("NEW");

    const second = await prescriptionAtPharmacy();
    await order(second.patient, second.document.id, THREE_EVERY_28);
    await second.pharmacy.post(`/api/documents/${second.document.id}/order/confirm`);
    const stranger = await createPatient(t);
    expect((await stranger.delete(`/api/documents/${second.document.id}/order`)).status).toBe(404);
    const atPatient = await listen(second.patient);
    expect(
      (await second.pharmacy.delete(`/api/documents/${second.document.id}/order`)).status,
    ).toBe(204);
    const messages = atPatient.received.filter((r) => r.event === "newMsg");
    if (messages.length === 0) await atPatient.next("newMsg");
    await atPatient.settled();
    expect(
      atPatient.received
        .filter((r) => r.event === "newMsg")
        .map((r) => (r.payload as MessageDto).content),
    ).toContain(TEXTS.renewals.cancelledByPharmacyMessage);
    const got = await second.patient.get<RenewalOrderDto>(
      `/api/documents/${second.document.id}/order`,
    );
    expect(got.body.status).toBe("CANCELLED");
    // a cancelled order never fires
    clock.set(new Date("2030-03-25T08:00:00Z"));
    await fireDueRenewals(t.ctx);
    const after = await second.patient.get<RenewalOrderDto>(
      `/api/documents/${second.document.id}/order`,
    );
    expect(after.body).toMatchObject({ status: "CANCELLED", fired: 0 });
  });
});

describe("GET /api/orders", () => {
  it("lists each side its own orders, filtered by status", async () => {
    const { patient, pharmacy, document } = await prescriptionAtPharmacy();
    const placed = await order(patient, document.id, THREE_EVERY_28);
    const stranger = await createPharmacy(t);
    for (const side of [patient, pharmacy]) {
      const list = await side.get<RenewalOrderDto[]>("/api/orders");
      expect(list.body.map((o) => o.id)).toEqual([placed.body.id]);
    }
    expect((await stranger.get<RenewalOrderDto[]>("/api/orders")).body).toEqual([]);
    expect((await pharmacy.get<RenewalOrderDto[]>("/api/orders?status=CONFIRMED")).body).toEqual(
      [],
    );
    expect(
      (await pharmacy.get<RenewalOrderDto[]>("/api/orders?status=SUBMITTED,CONFIRMED")).body,
    ).toHaveLength(1);
    const bad = await pharmacy.get<Answer<object>>("/api/orders?status=LATE");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TEXTS.renewals.statusInvalid);
  });
});

describe("renewal days from the job queue", () => {
  async function confirmedOrder(dtstart = THREE_EVERY_28.dtstart) {
    const sides = await prescriptionAtPharmacy();
    await order(sides.patient, sides.document.id, { ...THREE_EVERY_28, dtstart });
    await sides.pharmacy.post(`/api/documents/${sides.document.id}/order/confirm`);
    return sides;
  }

  /** Waits (at most 20 s) until pg-boss has completed these jobs. */
  async function jobsCompleted(ids: string[]): Promise<void> {
    expect(ids).toHaveLength(2);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await t.database.executeSql(
        "select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state = 'completed'",
        [ids],
      );
      if (Number((rows[0] as { n: number }).n) === ids.length) return;
      if (Date.now() > deadline) throw new Error(`jobs ${ids.join(", ")} not completed in 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const dueMessages = (received: { event: string; payload: unknown }[]) =>
    received
      .filter((r) => r.event === "newMsg")
      .map((r) => (r.payload as MessageDto).content)
      .filter((content) => content.startsWith("Renouvellement à préparer"));

  it("fires each day once when the clock reaches it, through the queue's worker", async () => {
    const { patient, pharmacy, document } = await confirmedOrder();
    const atPharmacy = await listen(pharmacy);
    // the evening before (23:30 in Paris): nothing is due
    clock.set(new Date("2030-03-24T22:30:00Z"));
    expect(await fireDueRenewals(t.ctx)).toBe(0);

    // 00:30 in Paris on the day: a job makes the worker sweep
    clock.set(new Date("2030-03-24T23:30:00Z"));
    await t.ctx.jobs?.send(RENEWALS_DUE_QUEUE, {});
    const message = (await atPharmacy.next("newMsg")) as MessageDto;
    expect(message.content).toBe("Renouvellement à préparer pour le 25/03/2030 (1/3).");
    expect(message.iddocument).toBe(document.id);
    // swept again (the quarter-hour job, another process): nothing more
    expect(await fireDueRenewals(t.ctx)).toBe(0);
    await atPharmacy.settled();
    expect(dueMessages(atPharmacy.received)).toHaveLength(1);

    const [listed] = (await pharmacy.get<RenewalOrderDto[]>("/api/orders")).body;
    expect(listed).toMatchObject({
      status: "CONFIRMED",
      fired: 1,
      lastFired: "2030-03-25",
      toPrepare: true,
      firstAfter: "2030-03-25",
    });
    // prepared: READY through the usual status action, the patient told
    const ready = await pharmacy.post(`/api/documents/${document.id}/status`, { status: "READY" });
    expect(ready.status).toBe(200);
    expect(
      (await patient.get<RenewalOrderDto>(`/api/documents/${document.id}/order`)).body.toPrepare,
    ).toBe(false);

    // the next day comes back to the pharmacy's renewals; after the last, FINISHED
    clock.set(new Date("2030-04-22T06:00:00Z"));
    await fireDueRenewals(t.ctx);
    expect(await statusOf(patient, document.id)).toBe("RENEWING_ACTIVE");
    clock.set(new Date("2030-06-01T06:00:00Z"));
    await fireDueRenewals(t.ctx);
    const last = await patient.get<RenewalOrderDto>(`/api/documents/${document.id}/order`);
    expect(last.body).toMatchObject({ status: "FINISHED", fired: 3, firstAfter: null });
  });

  it("two server processes on one database never fire a day twice", async () => {
    // the only order due on 21 March (the others start on the 25th)
    const { pharmacy } = await confirmedOrder("2030-03-21");
    const second = await buildApp(t.ctx.config, {
      database: t.database,
      clock: new ManualClock(new Date("2030-03-21T08:00:00Z")),
    });
    try {
      const atPharmacy = await listen(pharmacy);
      clock.set(new Date("2030-03-21T08:00:00Z"));
      const fired = await Promise.all([
        fireDueRenewals(t.ctx),
        fireDueRenewals(second.ctx),
        fireDueRenewals(t.ctx),
        fireDueRenewals(second.ctx),
      ]);
      expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
      // and through both queues' workers, once both jobs are done
      const jobIds = await Promise.all([
        t.ctx.jobs?.send(RENEWALS_DUE_QUEUE, {}),
        second.ctx.jobs?.send(RENEWALS_DUE_QUEUE, {}),
      ]);
      await jobsCompleted(jobIds.filter((id): id is string => typeof id === "string"));
      // the day's message is stored once; its live event left from whichever process fired it
      // (the pharmacy's socket is on the first one only), so it is read from the feed
      const feed = await pharmacy.get<FeedItem[]>("/api/feed?messages_only=true");
      const stored = feed.body
        .map((item) => (item as MessageDto).content ?? "")
        .filter((content) => content.startsWith("Renouvellement à préparer"));
      expect(stored).toHaveLength(1);
      if (atPharmacy.received.some((r) => r.event === "newMsg")) {
        expect(dueMessages(atPharmacy.received)).toHaveLength(1);
      }
      const [listed] = (await pharmacy.get<RenewalOrderDto[]>("/api/orders")).body;
      expect(listed?.fired).toBe(1);
    } finally {
      await second.close();
    }
  });
});
