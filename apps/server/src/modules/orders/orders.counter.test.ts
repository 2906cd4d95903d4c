import { describe, expect, it } from "vitest";
import {
  TEXTS,
  type CartQuote,
  type CounterPaymentSetting,
  type MarketOrder,
} from "@reseau/shared";
import { createPatient, createPharmacy } from "../../test/harness.js";
import { releaseUnpaidOrders } from "../payments/index.js";
import { paymentsSetUp, SUCCESS, until, type Answer } from "../payments/test-helpers.js";

const { world: w, shop, stockOf, statusOf, pay, marketSocket } = paymentsSetUp();

/** 31 minutes later: past the unpaid-order timeout (`timeoutMinutes: 30`). */
async function afterTimeout(): Promise<void> {
  w.clock.set(new Date(w.clock.now().getTime() + 31 * 60_000));
  await releaseUnpaidOrders(w.t.ctx);
}

describe("paying at the counter with card payment on (issue 20 §1)", () => {
  it("a pharmacy accepts the counter by default: the cart quote says so, an order with payAtCounter is RESERVATION_ONLY and never swept", async () => {
    const { pharmacy, patient, productId, order: byCard } = await shop(1000, 1, 10);
    const quote = await patient.post<CartQuote>("/market/cart/quote", {
      vendor: pharmacy.user!.id,
      cart: [{ productId, quantity: 1 }],
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ cardPayment: true, counterPayment: true });
    const placed = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId, quantity: 2 }],
      payAtCounter: true,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe("RESERVATION_ONLY");
    expect(await stockOf(pharmacy, productId)).toBe(7);
    await afterTimeout();
    expect(await statusOf(placed.body.id)).toBe("RESERVATION_ONLY");
    // the order left waiting for the card gives its unit back; the counter's two stay reserved
    expect(await statusOf(byCard.id)).toBe("CANCELED");
    expect(await stockOf(pharmacy, productId)).toBe(8);
  });

  it("a pharmacy that refuses the counter: 400 in French, nothing reserved; without payAtCounter the order waits for the card", async () => {
    const { pharmacy, patient, productId } = await shop(1000, 1, 10);
    const set = await pharmacy.put<CounterPaymentSetting>("/market/orders/counter-payment", {
      counterPayment: false,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ counterPayment: false });
    expect((await pharmacy.get("/market/orders/counter-payment")).body).toEqual({
      counterPayment: false,
    });
    const quote = await patient.post<CartQuote>("/market/cart/quote", {
      vendor: pharmacy.user!.id,
      cart: [],
    });
    expect(quote.body.counterPayment).toBe(false);
    const refused = await patient.post<Answer<MarketOrder>>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId, quantity: 2 }],
      payAtCounter: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Cette pharmacie n’accepte pas le paiement au comptoir : payez par carte.",
    );
    expect(await stockOf(pharmacy, productId)).toBe(9);
    const byCard = await patient.post<MarketOrder>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId, quantity: 2 }],
      payAtCounter: false,
    });
    expect(byCard.status).toBe(201);
    expect(byCard.body.status).toBe("CREATED");
  });

  it("only a pharmacy reads or sets its counter setting: a patient 403, a stranger's body 400", async () => {
    const patient = await createPatient(w.t);
    const asPatient = await patient.put<Answer<object>>("/market/orders/counter-payment", {
      counterPayment: false,
    });
    expect(asPatient.status).toBe(403);
    expect(asPatient.body.message).toBe(TEXTS.orders.counterPaymentPharmacyOnly);
    expect((await patient.get("/market/orders/counter-payment")).status).toBe(403);
    const pharmacy = await createPharmacy(w.t);
    expect((await pharmacy.get("/market/orders/counter-payment")).body).toEqual({
      counterPayment: true,
    });
    const bad = await pharmacy.put("/market/orders/counter-payment", { counterPayment: "non" });
    expect(bad.status).toBe(400);
    expect((await w.t.client().get("/market/orders/counter-payment")).status).toBe(401);
  });

  it("the patient switches her CREATED order to the counter: RESERVATION_ONLY, both sides told live, never swept", async () => {
    const { pharmacy, patient, productId, order } = await shop(1250, 2, 10);
    expect(order.status).toBe("CREATED");
    const patientEvents = await marketSocket(patient);
    const pharmacyEvents = await marketSocket(pharmacy);
    const switched = await patient.post<MarketOrder>(`/market/mp/order/${order.id}/pay-at-counter`);
    expect(switched.status).toBe(200);
    expect(switched.body.status).toBe("RESERVATION_ONLY");
    await until(
      () =>
        patientEvents.some((e) => e.order.status === "RESERVATION_ONLY") &&
        pharmacyEvents.some((e) => e.order.status === "RESERVATION_ONLY"),
      "the order events",
    );
    await afterTimeout();
    expect(await statusOf(order.id)).toBe("RESERVATION_ONLY");
    expect(await stockOf(pharmacy, productId)).toBe(8);
    // paid at the counter now: card payment no longer applies
    expect((await pay(patient, order.id, SUCCESS)).status).toBe(409);
  });

  it("switching: a stranger 404, the pharmacy 403, a paid order 409, a pharmacy refusing the counter 400", async () => {
    const { pharmacy, patient, order } = await shop(800, 1, 10);
    const stranger = await createPatient(w.t);
    const path = `/market/mp/order/${order.id}/pay-at-counter`;
    const hidden = await stranger.post<Answer<object>>(path);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(TEXTS.orders.noOrder);
    expect((await pharmacy.post(path)).status).toBe(403);
    expect((await patient.post(`/market/mp/order/unknown-order/pay-at-counter`)).status).toBe(404);

    expect((await pay(patient, order.id, SUCCESS)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("PAYED");
    const paid = await patient.post<Answer<object>>(path);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      "Cette commande ne peut plus passer au paiement au comptoir (Payée).",
    );

    const other = await shop(800, 1, 10);
    await other.pharmacy.put("/market/orders/counter-payment", { counterPayment: false });
    const refused = await other.patient.post<Answer<object>>(
      `/market/mp/order/${other.order.id}/pay-at-counter`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TEXTS.orders.counterRefused);
    expect(await statusOf(other.order.id)).toBe("CREATED");
  });
});
