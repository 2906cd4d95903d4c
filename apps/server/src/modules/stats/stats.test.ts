import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDay, parisMidnight, TEXTS, type Stats } from "@reseau/shared";
import { documentShares, messages } from "../../db/schema.js";
import type { ManualClock } from "../../platform/clock.js";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
/** Noon today in Paris: the instant the first test's prescriptions are processed at. */
const NOON = new Date(parisMidnight(parisDay(new Date())).getTime() + 12 * 3_600_000);
beforeAll(async () => {
  // a manual clock (TEST_CLOCK), so that « today » does not depend on the hour the test runs
  t = await createTestApp({ testClock: true });
});
afterAll(async () => {
  await t.stop();
});

const statsOf = (client: TestClient, query = "") =>
  client.get<Stats & { message?: string }>(`/api/stats${query ? `?${query}` : ""}`);

/**
 * A patient's prescription shared with `pharmacy`, received `minutesAgo` minutes before `at`
 * (now by default).
 */
async function received(pharmacy: TestClient, minutesAgo = 0, at = new Date()): Promise<string> {
  const patient = await createPatient(t);
  const document = await uploaded(patient);
  await shared(patient, document.id, pharmacy);
  await t.ctx.db
    .update(documentShares)
    .set({ createdAt: new Date(at.getTime() - minutesAgo * 60_000) })
    .where(
      and(eq(documentShares.iddocument, document.id), eq(documentShares.iduser, idOf(pharmacy))),
    );
  return document.id;
}

const setStatus = async (pharmacy: TestClient, id: string, status: string) => {
  const response = await pharmacy.post(`/api/documents/${id}/status`, {
    status,
    ...(status === "PROCESSING" ? { firstName: "Marie" } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

describe("GET /api/stats (issue 21 §4)", () => {
  it("counts a pharmacy's prescriptions received and processed today, with their processing time", async () => {
    // received at 10:30, 11:30 and 11:50 and processed at noon, Paris time, whatever the hour
    // the test runs at (30 or 90 minutes before now would be yesterday just after midnight)
    (t.ctx.clock as ManualClock).set(new Date(NOON.getTime() + 60_000));
    const pharmacy = await createPharmacy(t);
    const [first, second, third] = [
      await received(pharmacy, 90, NOON),
      await received(pharmacy, 30, NOON),
      await received(pharmacy, 10, NOON),
    ];
    await setStatus(pharmacy, first, "PROCESSING");
    await setStatus(pharmacy, first, "READY");
    // a second processed step does not count the prescription twice
    await setStatus(pharmacy, first, "DELIVERED");
    await setStatus(pharmacy, second, "CANCELED");
    await setStatus(pharmacy, third, "PROCESSING");
    await t.ctx.db
      .update(messages)
      .set({ date: NOON })
      .where(inArray(messages.iddocument, [first, second, third]));

    const response = await statsOf(pharmacy);
    expect(response.status).toBe(200);
    const today = parisDay(new Date());
    expect(response.body).toMatchObject({
      to: today,
      from: addDays(today, -29),
      pharmacies: [idOf(pharmacy)],
      totals: { received: 3, processed: 2, renewals: 0, orders: 0, revenue: 0 },
      processing: { count: 2, medianMinutes: 30, p90Minutes: 90 },
    });
    expect(response.body.days).toHaveLength(30);
    expect(response.body.days.at(-1)).toMatchObject({ date: today, received: 3, processed: 2 });
    expect(response.body.days[0]).toMatchObject({ received: 0, processed: 0 });
  });

  it("keeps to the period asked: yesterday alone shows nothing of today", async () => {
    const pharmacy = await createPharmacy(t);
    await received(pharmacy);
    const yesterday = addDays(parisDay(new Date()), -1);
    const response = await statsOf(pharmacy, `from=${yesterday}&to=${yesterday}`);
    expect(response.status).toBe(200);
    expect(response.body.days).toEqual([
      { date: yesterday, received: 0, processed: 0, renewals: 0, orders: 0, revenue: 0 },
    ]);
  });

  it("shows a group manager its members' figures, all or one, and no one else's", async () => {
    const [member, other, outsider] = [
      await createPharmacy(t),
      await createPharmacy(t),
      await createPharmacy(t),
    ];
    await received(member);
    await received(other);
    await received(other);
    await received(outsider);
    const manager = await createPharmacyGroup(t, member, other);

    const all = await statsOf(manager);
    expect(all.status).toBe(200);
    expect([...all.body.pharmacies].sort()).toEqual([idOf(member), idOf(other)].sort());
    expect(all.body.totals.received).toBe(3);
    const one = await statsOf(manager, `pharmacy=${idOf(other)}`);
    expect(one.body.totals.received).toBe(2);

    const foreign = await statsOf(manager, `pharmacy=${idOf(outsider)}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(TEXTS.stats.notYours);
  });

  it("refuses a pharmacy another's figures, and anyone else any (403 in French)", async () => {
    const [pharmacy, another] = [await createPharmacy(t), await createPharmacy(t)];
    const asked = await statsOf(pharmacy, `pharmacy=${idOf(another)}`);
    expect(asked.status).toBe(403);
    expect(asked.body.message).toBe(TEXTS.stats.notYours);
    expect((await statsOf(pharmacy, `pharmacy=${idOf(pharmacy)}`)).status).toBe(200);
    for (const stranger of [await createPatient(t), await createDoctor(t)]) {
      const response = await statsOf(stranger);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(TEXTS.stats.pharmaciesOnly);
    }
    expect((await t.client().get("/api/stats")).status).toBe(401);
  });

  it("refuses a malformed or reversed period with the shared French message (400)", async () => {
    const pharmacy = await createPharmacy(t);
    const reversed = await statsOf(pharmacy, "from=2026-11-20&to=2026-11-10");
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(TEXTS.stats.toBeforeFrom);
    // a start alone, over a year ago: the period would end today
    const long = await statsOf(pharmacy, "from=2020-01-01");
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Choisissez une période d’au plus 366 jours.");
    const malformed = await statsOf(pharmacy, "from=20/11/2026");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(TEXTS.stats.dayInvalid);
  });
});
