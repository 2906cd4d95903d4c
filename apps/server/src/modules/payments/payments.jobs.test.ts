import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketOrder } from "@reseau/shared";
import { marketOrders, marketProducts, marketStocks } from "../../db/schema.js";
import type { ManualClock } from "../../platform/clock.js";
import { createPatient, createPharmacy, createTestApp, type TestApp } from "../../test/harness.js";
import { PAYMENTS_SWEEP_QUEUE } from "./index.js";

// the sweep's wiring through the job queue; no provider call is made (nothing is pending)
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    testClock: true,
    jobs: true,
    jobPollingSeconds: 0.5,
    payment: {
      baseUrl: "http://127.0.0.1:9",
      clientId: "reseau-sante",
      apiKey: "sandbox-api-key",
      timeoutMinutes: 15,
    },
  });
});
afterAll(async () => {
  await t.stop();
});

describe("the payments sweep as a job (issue 20 §1)", () => {
  it("a queued sweep releases an order left unpaid past ORDER_PAYMENT_TIMEOUT_MIN", async () => {
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    await t.database.db.insert(marketProducts).values({
      id: "sweep-prod",
      pid: 700001,
      uuid: "sweep-prod",
      name: "Baume",
      price: 300,
      medication: false,
    });
    await t.database.db
      .insert(marketStocks)
      .values({ productId: "sweep-prod", pharmaId: pharmacy.user!.id, price: 300, quantity: 3 });
    const order = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId: "sweep-prod", quantity: 3 }],
    });
    expect(order.body.status).toBe("CREATED");
    const clock = t.ctx.clock as ManualClock;
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    await t.ctx.jobs!.send(PAYMENTS_SWEEP_QUEUE, {});
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.database.db
        .select({ status: marketOrders.status })
        .from(marketOrders)
        .where(eq(marketOrders.id, order.body.id));
      if (row?.status === "CANCELED") break;
      if (Date.now() > deadline) throw new Error(`order still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [stock] = await t.database.db
      .select({ quantity: marketStocks.quantity })
      .from(marketStocks)
      .where(eq(marketStocks.productId, "sweep-prod"));
    expect(stock?.quantity).toBe(3);
  });
});
