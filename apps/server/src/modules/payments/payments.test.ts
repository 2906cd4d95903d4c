import Mangopay from "mangopay2-nodejs-sdk";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  formatCents,
  TEXTS,
  type MarketIdentity,
  type MarketOrder,
  type PaymentResult,
} from "@reseau/shared";
import { marketOrders, marketStocks, paymentTransactions } from "../../db/schema.js";
import { createPatient } from "../../test/harness.js";
import { reconcilePayments, releaseUnpaidOrders } from "./index.js";
import {
  DO_NOT_HONOR,
  INSUFFICIENT_FUNDS,
  paymentsSetUp,
  SECURE_3DS,
  secureMode,
  SUCCESS,
  tokenise,
  until,
} from "./test-helpers.js";

const {
  world: w,
  shop,
  stockOf,
  statusOf,
  transactionsOf,
  registration,
  pay,
  marketSocket,
  balanceOf,
} = paymentsSetUp();

describe("paying an order by card (issue 20 §2)", () => {
  it("an order waits CREATED with its stock reserved, then is PAYED: the money is in the pharmacy's wallet, both sides hear it live", async () => {
    const { pharmacy, patient, productId, order } = await shop(1250, 2, 10);
    expect(order.status).toBe("CREATED");
    expect(order.totalFinal).toBe(2500);
    expect(await stockOf(pharmacy, productId)).toBe(8);
    const patientEvents = await marketSocket(patient);
    const pharmacyEvents = await marketSocket(pharmacy);

    const paid = await pay(patient, order.id, SUCCESS);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ outcome: "SUCCEEDED", amount: 2500, redirectUrl: null });
    expect(paid.body.order.status).toBe("PAYED");
    expect(paid.body.message).toBe(
      `Votre paiement de ${formatCents(2500)} à Pharmacie du Centre est accepté : votre commande est payée.`,
    );
    expect(await balanceOf(pharmacy)).toBe(2500);
    const [moved] = await transactionsOf(order.id);
    expect(moved).toMatchObject({
      kind: "PAYIN",
      nature: "REGULAR",
      status: "SUCCEEDED",
      amount: 2500,
      authorId: patient.user!.id,
      creditedUserId: pharmacy.user!.id,
      resultCode: "000000",
    });
    expect(moved!.providerId).toMatch(/\w/);
    expect(moved!.executedAt).toBeInstanceOf(Date);

    for (const events of [patientEvents, pharmacyEvents]) {
      await until(() => events.some((e) => e.order.status === "PAYED"), "PAYED event");
      expect(events.map((e) => e.order.status)).toEqual(["PROCESSING_PAYMENT", "PAYED"]);
    }
    expect(patientEvents[1]!.message).toBe(paid.body.message);
    // the pharmacy then prepares it as any order
    const ready = await pharmacy.post<MarketOrder>(`/market/orders/${order.id}/status`, {
      status: "READY",
    });
    expect(ready.body.status).toBe("READY");
  });

  it("a declined card leaves ERROR_PAYMENT with the reason in French; another card then pays it", async () => {
    const { pharmacy, patient, order } = await shop(990, 1);
    const poor = await pay(patient, order.id, INSUFFICIENT_FUNDS);
    expect(poor.body).toMatchObject({ outcome: "FAILED", amount: 990 });
    expect(poor.body.order.status).toBe("ERROR_PAYMENT");
    expect(poor.body.message).toBe(
      `Votre paiement de ${formatCents(990)} à Pharmacie du Centre n’a pas abouti : ${TEXTS.payments.refusals.insufficientFunds}`,
    );
    const refused = await pay(patient, order.id, DO_NOT_HONOR);
    expect(refused.body.outcome).toBe("FAILED");
    expect(refused.body.message).toContain(TEXTS.payments.refusals.declined);

    const expired = await pay(patient, order.id, SUCCESS, "0120");
    expect(expired.body.outcome).toBe("FAILED");
    expect(expired.body.message).toContain(TEXTS.payments.refusals.expired);

    const paid = await pay(patient, order.id, SUCCESS);
    expect(paid.body.order.status).toBe("PAYED");
    expect((await transactionsOf(order.id)).map((r) => r.status).sort()).toEqual([
      "FAILED",
      "FAILED",
      "SUCCEEDED",
    ]);
    expect(await balanceOf(pharmacy)).toBe(990);
  });

  it("3-D Secure validated: the browser follows the provider's page and comes back to the order; the hook pays it", async () => {
    const { patient, order } = await shop(1500, 1);
    const waiting = await pay(patient, order.id, SECURE_3DS);
    expect(waiting.body).toMatchObject({ outcome: "PENDING", message: TEXTS.payments.pending });
    expect(waiting.body.order.status).toBe("PROCESSING_PAYMENT");
    const back = await secureMode(waiting.body.redirectUrl!, "accept");
    expect(back.pathname).toBe("/mes-commandes");
    expect(back.searchParams.get("commande")).toBe(order.id);
    await w.sandbox.hooksIdle();
    expect(await statusOf(order.id)).toBe("PAYED");
    // the return page reads where it stands
    const read = await patient.get<PaymentResult>(`/market/mp/pay/${order.id}`);
    expect(read.body).toMatchObject({ outcome: "SUCCEEDED", amount: 1500, redirectUrl: null });
  });

  it("3-D Secure refused: ERROR_PAYMENT, « l’authentification 3-D Secure a échoué »", async () => {
    const { patient, order } = await shop(700, 1);
    const waiting = await pay(patient, order.id, SECURE_3DS);
    await secureMode(waiting.body.redirectUrl!, "refuse");
    await w.sandbox.hooksIdle();
    const read = await patient.get<PaymentResult>(`/market/mp/pay/${order.id}`);
    expect(read.body.outcome).toBe("FAILED");
    expect(read.body.order.status).toBe("ERROR_PAYMENT");
    expect(read.body.message).toContain(TEXTS.payments.refusals.secureModeFailed);
  });

  it("a lost hook: the reconciliation reads the pay-in back a minute later and pays the order", async () => {
    const { patient, order } = await shop(2000, 1);
    const waiting = await pay(patient, order.id, SECURE_3DS);
    w.sandbox.setHookFaults({ drop: 1, eventType: "PAYIN_NORMAL_SUCCEEDED" });
    await secureMode(waiting.body.redirectUrl!, "accept");
    await w.sandbox.hooksIdle();
    expect(w.sandbox.deliveries.at(-1)).toMatchObject({ dropped: true });
    expect(await statusOf(order.id)).toBe("PROCESSING_PAYMENT");
    // not yet: the hook may still come
    expect(await reconcilePayments(w.t.ctx)).toBe(0);
    w.clock.set(new Date(w.clock.now().getTime() + 2 * 60_000));
    expect(await reconcilePayments(w.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("PAYED");
    expect(await reconcilePayments(w.t.ctx)).toBe(0);
  });

  it("the provider's answer lost: the reconciliation finds the pay-in by its idempotency key, or fails it after 10 minutes", async () => {
    const { pharmacy, patient, order } = await shop(1700, 1);
    const payer = await patient.get<MarketIdentity>(`/market/mp/marketId/${patient.user!.id}`);
    const payee = await pharmacy.get<MarketIdentity>(`/market/mp/marketId/${pharmacy.user!.id}`);
    const reg = await registration(patient);
    const api = new Mangopay({
      baseUrl: w.sandbox.url,
      clientId: w.sandbox.clientId,
      clientApiKey: w.sandbox.apiKey,
      errorHandler: () => undefined,
    });
    const { CardId } = await api.CardRegistrations.update({
      Id: reg.id,
      RegistrationData: await tokenise(reg, SUCCESS),
    });
    // as if our server had recorded its pay-in and asked, then never heard the answer
    const at = w.clock.now();
    const row = {
      kind: "PAYIN" as const,
      nature: "REGULAR" as const,
      status: "CREATED" as const,
      amount: 1700,
      orderId: order.id,
      authorId: patient.user!.id,
      creditedUserId: pharmacy.user!.id,
      walletId: payee.body.walletId,
      cardId: CardId,
      createdAt: at,
      updatedAt: at,
    };
    await w.t.database.db.insert(paymentTransactions).values({ ...row, id: "tx-answer-lost" });
    await w.t.database.db
      .update(marketOrders)
      .set({ status: "PROCESSING_PAYMENT" })
      .where(eq(marketOrders.id, order.id));
    w.sandbox.setHookFaults({ drop: 1, eventType: "PAYIN_NORMAL_SUCCEEDED" });
    await api.PayIns.create(
      {
        PaymentType: "CARD",
        ExecutionType: "DIRECT",
        AuthorId: payer.body.marketId,
        CreditedWalletId: payee.body.walletId!,
        CardId,
        DebitedFunds: { Currency: "EUR", Amount: 1700 },
        Fees: { Currency: "EUR", Amount: 0 },
        SecureModeReturnURL: `${w.url}/mes-commandes`,
        Tag: "tx-answer-lost",
      },
      { headers: { "Idempotency-Key": "payin-tx-answer-lost" } },
    );
    await w.sandbox.hooksIdle();
    expect(await statusOf(order.id)).toBe("PROCESSING_PAYMENT");
    // and one never created at all
    const other = await shop(800, 1);
    await w.t.database.db.insert(paymentTransactions).values({
      ...row,
      id: "tx-never-created",
      amount: 800,
      orderId: other.order.id,
    });
    await w.t.database.db
      .update(marketOrders)
      .set({ status: "PROCESSING_PAYMENT" })
      .where(eq(marketOrders.id, other.order.id));

    w.clock.set(new Date(w.clock.now().getTime() + 2 * 60_000));
    await reconcilePayments(w.t.ctx);
    expect(await statusOf(order.id)).toBe("PAYED");
    const [found] = await transactionsOf(order.id);
    expect(found).toMatchObject({ status: "SUCCEEDED" });
    expect(found!.providerId).toMatch(/\w/);
    expect(await statusOf(other.order.id)).toBe("PROCESSING_PAYMENT");
    w.clock.set(new Date(w.clock.now().getTime() + 10 * 60_000));
    await reconcilePayments(w.t.ctx);
    expect(await statusOf(other.order.id)).toBe("ERROR_PAYMENT");
    expect((await transactionsOf(other.order.id))[0]).toMatchObject({ status: "FAILED" });
  });

  it("a repeated or forged hook never pays twice nor moves an order back", async () => {
    const { pharmacy, patient, order } = await shop(1100, 1);
    const declined = await pay(patient, order.id, DO_NOT_HONOR);
    expect(declined.body.outcome).toBe("FAILED");
    w.sandbox.setHookFaults({ repeat: 2, copies: 3 });
    await pay(patient, order.id, SUCCESS);
    await w.sandbox.hooksIdle();
    const rows = await transactionsOf(order.id);
    const succeeded = rows.find((r) => r.status === "SUCCEEDED")!;
    const failed = rows.find((r) => r.status === "FAILED")!;
    for (const [eventType, id] of [
      ["PAYIN_NORMAL_SUCCEEDED", succeeded.providerId],
      ["PAYIN_NORMAL_SUCCEEDED", succeeded.providerId],
      // the failed attempt's hook, late, and a query that lies about what happened
      ["PAYIN_NORMAL_FAILED", failed.providerId],
      ["PAYIN_NORMAL_FAILED", succeeded.providerId],
      ["PAYIN_NORMAL_SUCCEEDED", "payin_m_unknown"],
    ] as const) {
      const hook = await w.t
        .client()
        .get(`/market/mp/hook?EventType=${eventType}&RessourceId=${id}&Date=1700000000`);
      expect(hook.status).toBe(200);
    }
    expect(await statusOf(order.id)).toBe("PAYED");
    expect((await transactionsOf(order.id)).map((r) => r.status).sort()).toEqual([
      "FAILED",
      "SUCCEEDED",
    ]);
    expect(await balanceOf(pharmacy)).toBe(1100);
  });

  it("a double click pays once; paying a paid order is a 409", async () => {
    const { pharmacy, patient, order } = await shop(1300, 1);
    const [first, second] = await Promise.all([
      (async () => {
        const reg = await registration(patient);
        return { reg, data: await tokenise(reg, SUCCESS) };
      })(),
      (async () => {
        const reg = await registration(patient);
        return { reg, data: await tokenise(reg, SUCCESS) };
      })(),
    ]);
    const answers = await Promise.all(
      [first, second].map(({ reg, data }) =>
        patient.post<PaymentResult>("/market/mp/pay", {
          order: order.id,
          cardReg: reg.id,
          registrationData: data,
        }),
      ),
    );
    // the second click answers the payment under way (200), or, when the first has already
    // ended, that the order is paid (409): never a second pay-in
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(TEXTS.payments.alreadyPaid);
    }
    await w.sandbox.hooksIdle();
    expect(await statusOf(order.id)).toBe("PAYED");
    expect(await transactionsOf(order.id)).toHaveLength(1);
    expect(await balanceOf(pharmacy)).toBe(1300);
    const again = await pay(patient, order.id, SUCCESS);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXTS.payments.alreadyPaid);
    expect(await balanceOf(pharmacy)).toBe(1300);
  });

  it("charges the order's total as ordered, whatever the price now or what the client sends", async () => {
    const { pharmacy, patient, productId, order } = await shop(1000, 3);
    await w.t.database.db
      .update(marketStocks)
      .set({ price: 1 })
      .where(eq(marketStocks.productId, productId));
    const reg = await registration(patient);
    const paid = await patient.post<PaymentResult>("/market/mp/pay", {
      order: order.id,
      cardReg: reg.id,
      registrationData: await tokenise(reg, SUCCESS),
      amount: 1,
      totalFinal: 1,
    });
    expect(paid.body).toMatchObject({ outcome: "SUCCEEDED", amount: 3000 });
    expect(await balanceOf(pharmacy)).toBe(3000);
  });

  it("our record of the money matches the provider's: the wallet holds the sum of the pay-ins we recorded SUCCEEDED", async () => {
    const first = await shop(450, 1, 20);
    const orderFor = async () => {
      const patient = await createPatient(w.t);
      const placed = await patient.post<MarketOrder>("/market/mp/order", {
        vendor: first.pharmacy.user!.id,
        cart: [{ productId: first.productId, quantity: 2 }],
      });
      return { patient, order: placed.body };
    };
    await pay(first.patient, first.order.id, SUCCESS);
    const poor = await orderFor();
    await pay(poor.patient, poor.order.id, INSUFFICIENT_FUNDS);
    const refused = await orderFor();
    const waiting = await pay(refused.patient, refused.order.id, SECURE_3DS);
    await secureMode(waiting.body.redirectUrl!, "refuse");
    const accepted = await orderFor();
    const again = await pay(accepted.patient, accepted.order.id, SECURE_3DS);
    await secureMode(again.body.redirectUrl!, "accept");
    const last = await orderFor();
    await pay(last.patient, last.order.id, SUCCESS);
    await w.sandbox.hooksIdle();

    const rows = await w.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.creditedUserId, first.pharmacy.user!.id));
    const succeeded = rows.filter((r) => r.status === "SUCCEEDED");
    expect(succeeded.map((r) => r.amount).sort()).toEqual([450, 900, 900]);
    expect(
      rows
        .filter((r) => r.status === "FAILED")
        .map((r) => r.resultCode)
        .sort(),
    ).toEqual(["101102", "101301"]);
    expect(rows.every((r) => r.kind === "PAYIN" && r.nature === "REGULAR")).toBe(true);
    expect(await balanceOf(first.pharmacy)).toBe(succeeded.reduce((sum, r) => sum + r.amount, 0));
  });

  it("unpaid orders give their stock back after ORDER_PAYMENT_TIMEOUT_MIN; one whose payment is under way waits", async () => {
    const { pharmacy, patient, productId, order } = await shop(500, 4, 10);
    const pending = await shop(600, 1);
    await pay(pending.patient, pending.order.id, SECURE_3DS);
    const events = await marketSocket(patient);
    expect(await stockOf(pharmacy, productId)).toBe(6);
    w.clock.set(new Date(w.clock.now().getTime() + 29 * 60_000));
    await releaseUnpaidOrders(w.t.ctx);
    expect(await statusOf(order.id)).toBe("CREATED");
    w.clock.set(new Date(w.clock.now().getTime() + 2 * 60_000));
    expect(await releaseUnpaidOrders(w.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("CANCELED");
    expect(await stockOf(pharmacy, productId)).toBe(10);
    expect(await statusOf(pending.order.id)).toBe("PROCESSING_PAYMENT");
    await until(() => events.length > 0, "the order event");
    expect(events[0]!.message).toBe(
      `Votre commande de ${formatCents(2000)} à Pharmacie du Centre n’a pas été payée dans les 30 minutes : elle est annulée.`,
    );
    const late = await pay(patient, order.id, SUCCESS);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Cette commande ne peut pas être payée (Annulée).");
  });
});
