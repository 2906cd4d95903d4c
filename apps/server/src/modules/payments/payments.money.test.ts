import Mangopay from "mangopay2-nodejs-sdk";
import { describe, expect, it } from "vitest";
import {
  formatCents,
  parisDay,
  TEXTS,
  type BankAccount,
  type MarketIdentity,
  type RefundResult,
  type Transaction,
  type TransactionList,
} from "@reseau/shared";
import { createPatient, createPharmacy, type TestClient } from "../../test/harness.js";
import { reconcilePayments } from "./index.js";
import { DO_NOT_HONOR, paymentsSetUp, SUCCESS, until, type Answer } from "./test-helpers.js";

const { world: w, shop, statusOf, pay, marketSocket, balanceOf } = paymentsSetUp();

const IBAN = "FR76 3000 6000 0112 3456 7890 189";
const BIC = "AGRIFRPP";
const B = TEXTS.bankAccount;
const P = TEXTS.payments;

/** The pharmacy registers its IBAN. */
async function registerIban(pharmacy: TestClient, iban = IBAN, bic = BIC) {
  const created = await pharmacy.post<Answer<BankAccount>>("/market/mp/iban-reg", {
    IBAN: iban,
    BIC: bic,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A pharmacy whose patient paid an order of `price` × `units` cents. */
async function paidShop(price = 1250, units = 2) {
  const world = await shop(price, units);
  const paid = await pay(world.patient, world.order.id, SUCCESS);
  expect(paid.body.order.status).toBe("PAYED");
  return world;
}

const refund = (pharmacy: TestClient, order: string, amount?: number) =>
  pharmacy.post<Answer<RefundResult>>("/market/mp/refund", { order, amount });

const pharmaMoves = (pharmacy: TestClient, query = "") =>
  pharmacy.get<TransactionList>(`/market/mp/transactions-pharma${query}`);

describe("the pharmacy's bank accounts (issue 20 §3)", () => {
  it("registers an IBAN, lists it masked, deactivates it; someone else's is 404", async () => {
    const pharmacy = await createPharmacy(w.t);
    const account = await registerIban(pharmacy);
    expect(account).toMatchObject({
      ownerName: "Pharmacie du Centre",
      iban: "FR76 •••• •••• •••• •••• •••0 189",
      bic: BIC,
      active: true,
    });
    // the same again is the same account
    expect((await registerIban(pharmacy)).id).toBe(account.id);
    const listed = await pharmacy.get<BankAccount[]>("/market/mp/ibans");
    expect(listed.body).toEqual([account]);
    expect(JSON.stringify(listed.body)).not.toContain("3456");

    const other = await createPharmacy(w.t);
    await registerIban(other);
    expect((await other.delete(`/market/mp/iban-reg/${account.id}`)).status).toBe(404);
    expect((await other.delete("/market/mp/iban-reg/bankacc_unknown")).status).toBe(404);
    expect((await pharmacy.delete(`/market/mp/iban-reg/${account.id}`)).status).toBe(204);
    expect((await pharmacy.get<BankAccount[]>("/market/mp/ibans")).body).toEqual([]);
  });

  it("a patient has no bank account to register: 403", async () => {
    const patient = await createPatient(w.t);
    const answer = await patient.post<Answer<unknown>>("/market/mp/iban-reg", {
      IBAN,
      BIC,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(P.pharmacyOnly);
    expect((await patient.get("/market/mp/ibans")).status).toBe(403);
  });

  it("a wrong RIB key or a wrong BIC is a 400 saying which, in French", async () => {
    const pharmacy = await createPharmacy(w.t);
    // the RIB key 07 instead of 06, the IBAN's own check digits right over it
    const wrongKey = "FR84 2004 1010 0505 0001 3M02 607";
    const badKey = await pharmacy.post<Answer<unknown>>("/market/mp/iban-reg", {
      IBAN: wrongKey,
      BIC,
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe(
      "La clé RIB (les deux derniers chiffres de l’IBAN) ne correspond pas au compte : vérifiez l’IBAN.",
    );
    const badBic = await pharmacy.post<Answer<unknown>>("/market/mp/iban-reg", {
      IBAN,
      BIC: "BNP",
    });
    expect(badBic.status).toBe(400);
    expect(badBic.body.message).toBe(B.bicFormat);
    const badCountry = await pharmacy.post<Answer<unknown>>("/market/mp/iban-reg", {
      IBAN,
      BIC: "BNPAXXPP",
    });
    expect(badCountry.body.message).toBe("Le code pays du BIC (5ᵉ et 6ᵉ caractères) est inconnu.");
    expect((await pharmacy.get<BankAccount[]>("/market/mp/ibans")).body).toEqual([]);
  });
});

describe("payouts to the pharmacy's bank account (issue 20 §3)", () => {
  it("pays out the whole balance; then nothing is left; too much and someone else's account are refused", async () => {
    const { pharmacy } = await paidShop(1250, 2);
    const account = await registerIban(pharmacy);
    expect(await balanceOf(pharmacy)).toBe(2500);

    const tooHigh = await pharmacy.post<Answer<Transaction>>("/market/mp/payout", {
      bankAccount: account.id,
      amount: 2501,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe(
      `Le virement dépasse le solde du portefeuille (${formatCents(2500)}).`,
    );
    const other = await createPharmacy(w.t);
    const theirs = await registerIban(other);
    const borrowed = await pharmacy.post<Answer<Transaction>>("/market/mp/payout", {
      bankAccount: theirs.id,
    });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.message).toBe(P.noBankAccount);

    const payout = await pharmacy.post<Answer<Transaction>>("/market/mp/payout", {
      bankAccount: account.id,
    });
    expect(payout.status).toBe(201);
    expect(payout.body).toMatchObject({
      kind: "PAYOUT",
      nature: "REGULAR",
      amount: 2500,
      label: "Virement vers FR76 ••• 0189",
      counterpart: null,
    });
    expect(await balanceOf(pharmacy)).toBe(0);
    // the wire settles later: the hook says so
    await until(async () => {
      await w.sandbox.hooksIdle();
      const moves = await pharmaMoves(pharmacy, "?kind=PAYOUT");
      return moves.body.transactions[0]?.status === "SUCCEEDED";
    }, "payout SUCCEEDED");

    const empty = await pharmacy.post<Answer<Transaction>>("/market/mp/payout", {
      bankAccount: account.id,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(P.noPayout);
    const patient = await createPatient(w.t);
    expect((await patient.post("/market/mp/payout", { bankAccount: account.id })).status).toBe(403);
  });

  it("two payouts of the whole balance at once: one is wired, the other refused, none fails at the provider", async () => {
    const { pharmacy } = await paidShop(900, 2);
    const account = await registerIban(pharmacy);
    const both = await Promise.all(
      [1, 2].map(() =>
        pharmacy.post<Answer<Transaction>>("/market/mp/payout", { bankAccount: account.id }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = both.find((answer) => answer.status === 400)!;
    expect([
      P.noPayout,
      `Le virement dépasse le solde du portefeuille (${formatCents(0)}).`,
    ]).toContain(refused.body.message);
    expect(await balanceOf(pharmacy)).toBe(0);
    const payouts = (await pharmaMoves(pharmacy, "?kind=PAYOUT")).body.transactions;
    expect(payouts.map((move) => [move.amount, move.status === "FAILED"])).toEqual([[1800, false]]);
  });

  it("a lost payout hook: the reconciliation reads the payout back", async () => {
    const { pharmacy } = await paidShop(600, 1);
    const account = await registerIban(pharmacy);
    w.sandbox.setHookFaults({ drop: 1, eventType: "PAYOUT_NORMAL_SUCCEEDED" });
    const payout = await pharmacy.post<Transaction>("/market/mp/payout", {
      bankAccount: account.id,
      amount: 400,
    });
    expect(payout.body).toMatchObject({ status: "CREATED", amount: 400 });
    await w.sandbox.hooksIdle();
    expect((await pharmaMoves(pharmacy, "?kind=PAYOUT")).body.transactions[0]!.status).toBe(
      "CREATED",
    );
    w.clock.set(new Date(w.clock.now().getTime() + 2 * 60_000));
    expect(await reconcilePayments(w.t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await pharmaMoves(pharmacy, "?kind=PAYOUT")).body.transactions[0]!.status).toBe(
      "SUCCEEDED",
    );
    expect(await balanceOf(pharmacy)).toBe(200);
  });
});

describe("refunds of an order (issue 20 §3, §4)", () => {
  it("part, then the rest: the patient hears each live, the order ends REFUNDED", async () => {
    const { pharmacy, patient, order } = await paidShop(1250, 2);
    const heard = await marketSocket(patient);

    const part = await refund(pharmacy, order.id, 1000);
    expect(part.status).toBe(201);
    expect(part.body.refundable).toBe(1500);
    expect(part.body.order.status).toBe("PAYED");
    expect(part.body.refund).toMatchObject({
      kind: "PAYOUT",
      nature: "REFUND",
      status: "SUCCEEDED",
      amount: 1000,
      orderId: order.id,
      orderCode: order.pickupCode,
      label: `Remboursement de la commande ${order.pickupCode}`,
    });
    const partText = `Pharmacie du Centre vous a remboursé ${formatCents(1000)} sur votre carte.`;
    await until(() => heard.some((e) => e.message === partText), "partial refund message");

    const tooHigh = await refund(pharmacy, order.id, 1501);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe(
      `Le remboursement dépasse ce qui reste remboursable (${formatCents(1500)}).`,
    );

    const rest = await refund(pharmacy, order.id);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ refundable: 0, refund: { amount: 1500 } });
    expect(rest.body.order.status).toBe("REFUNDED");
    const restText = `Pharmacie du Centre vous a remboursé ${formatCents(1500)} sur votre carte.`;
    await until(
      () => heard.some((e) => e.message === restText && e.order.status === "REFUNDED"),
      "whole refund message",
    );
    expect(await balanceOf(pharmacy)).toBe(0);

    const again = await refund(pharmacy, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(P.notRefundable);
  });

  it("a refund the provider refuses (the wallet paid out) is recorded FAILED and refunds nothing", async () => {
    const { pharmacy, patient, order } = await paidShop(700, 1);
    const heard = await marketSocket(patient);
    const account = await registerIban(pharmacy);
    await pharmacy.post("/market/mp/payout", { bankAccount: account.id });
    const refused = await refund(pharmacy, order.id);
    expect(refused.status).toBe(201);
    expect(refused.body.refund).toMatchObject({ status: "FAILED", amount: 700 });
    expect(refused.body.refund.failure).toMatch(/\w/);
    expect(refused.body.refundable).toBe(700);
    expect(refused.body.order.status).toBe("PAYED");
    const text = `Le remboursement de ${formatCents(700)} par Pharmacie du Centre n’a pas abouti.`;
    await until(() => heard.some((e) => e.message === text), "refund failed message");
  });

  it("two whole refunds at once never refund more than was paid", async () => {
    const { pharmacy, order } = await paidShop(990, 1);
    const answers = await Promise.all([refund(pharmacy, order.id), refund(pharmacy, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(pharmacy)).toBe(0);
    const refunds = await pharmaMoves(pharmacy, "?nature=REFUND");
    expect(refunds.body.transactions.map((t) => t.amount)).toEqual([990]);
    expect(await statusOf(order.id)).toBe("REFUNDED");
  });

  it("only the order's pharmacy refunds: its patient 403, anyone else 404; nothing paid 409", async () => {
    const { pharmacy, patient, order } = await paidShop(800, 1);
    const byPatient = await refund(patient, order.id);
    expect(byPatient.status).toBe(403);
    expect(byPatient.body.message).toBe(P.pharmacyOfOrderOnly);
    const stranger = await createPharmacy(w.t);
    expect((await refund(stranger, order.id)).status).toBe(404);
    expect((await refund(await createPatient(w.t), order.id)).status).toBe(404);
    expect((await refund(pharmacy, "no-such-order")).status).toBe(404);

    const { pharmacy: other, order: unpaid } = await shop(800, 1);
    const nothing = await refund(other, unpaid.id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(P.notRefundable);
  });
});

describe("the lists of money moves (issue 20 §3, §4)", () => {
  it("each side sees its own moves, filtered, with totals; the other side's list is 403", async () => {
    const { pharmacy, patient, order } = await paidShop(1250, 2);
    // the test's clock stands still: the refund comes a second after the payment
    w.clock.set(new Date(w.clock.now().getTime() + 1_000));
    await refund(pharmacy, order.id, 500);

    const hers = await patient.get<TransactionList>("/market/mp/transactions");
    expect(hers.status).toBe(200);
    expect(hers.body.transactions.map((t) => [t.kind, t.nature, t.amount])).toEqual([
      ["PAYOUT", "REFUND", 500],
      ["PAYIN", "REGULAR", 2500],
    ]);
    expect(hers.body.transactions[1]).toMatchObject({
      label: `Paiement de la commande ${order.pickupCode}`,
      counterpart: "Pharmacie du Centre",
      refundable: 2000,
      failure: null,
    });
    expect(hers.body.totals).toEqual({ payIns: 2500, refunds: 500, payouts: 0, net: 2000 });

    const its = await pharmaMoves(pharmacy, "?kind=PAYIN");
    expect(its.body.transactions).toHaveLength(1);
    expect(its.body.transactions[0]!.counterpart).toBe("Léa Martin");
    expect(its.body.totals).toEqual({ payIns: 2500, refunds: 0, payouts: 0, net: 2500 });

    const today = parisDay(w.clock.now());
    const dated = await pharmaMoves(pharmacy, `?from=${today}&to=${today}`);
    expect(dated.body.transactions).toHaveLength(2);
    expect((await pharmaMoves(pharmacy, "?from=2001-01-01&to=2001-01-31")).body).toEqual({
      transactions: [],
      totals: { payIns: 0, refunds: 0, payouts: 0, net: 0 },
    });
    expect((await pharmaMoves(pharmacy, "?status=FAILED")).body.transactions).toEqual([]);
    expect((await pharmaMoves(pharmacy, "?from=hier")).status).toBe(400);

    const wrongSide = await pharmacy.get<Answer<unknown>>("/market/mp/transactions");
    expect(wrongSide.status).toBe(403);
    expect(wrongSide.body.message).toBe(P.patientOnly);
    const wrongSide2 = await patient.get<Answer<unknown>>("/market/mp/transactions-pharma");
    expect(wrongSide2.status).toBe(403);
    expect(wrongSide2.body.message).toBe(P.pharmacyOnly);
    // another patient sees none of it
    const other = await createPatient(w.t);
    expect((await other.get<TransactionList>("/market/mp/transactions")).body.transactions).toEqual(
      [],
    );
  });
});

describe("reconciliation with the provider (issue 20 §3)", () => {
  it("after payments, a declined card, a partial refund and a payout, our statuses and totals are the provider's", async () => {
    const { pharmacy, patient, order, productId } = await paidShop(1000, 3);
    // a second order of the same pharmacy, paid after a declined card
    const second = await patient.post<{ id: string }>("/market/mp/order", {
      vendor: pharmacy.user!.id,
      cart: [{ productId, quantity: 1 }],
    });
    expect((await pay(patient, second.body.id, DO_NOT_HONOR)).body.outcome).toBe("FAILED");
    expect((await pay(patient, second.body.id, SUCCESS)).body.outcome).toBe("SUCCEEDED");
    await refund(pharmacy, order.id, 700);
    const account = await registerIban(pharmacy);
    await pharmacy.post("/market/mp/payout", { bankAccount: account.id, amount: 1500 });
    await until(async () => {
      await w.sandbox.hooksIdle();
      return (await pharmaMoves(pharmacy)).body.transactions.every((t) => t.status !== "CREATED");
    }, "every move settled");

    const ours = (await pharmaMoves(pharmacy)).body;
    expect(ours.transactions.map((t) => t.status).sort()).toEqual([
      "FAILED",
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
    ]);
    expect(ours.transactions.find((t) => t.status === "FAILED")!.failure).toBe(P.refusals.declined);
    expect(ours.totals).toEqual({ payIns: 4000, refunds: 700, payouts: 1500, net: 1800 });

    const identity = await pharmacy.get<MarketIdentity>(`/market/mp/marketId/${pharmacy.user!.id}`);
    const api = new Mangopay({
      baseUrl: w.sandbox.url,
      clientId: w.sandbox.clientId,
      clientApiKey: w.sandbox.apiKey,
      errorHandler: () => undefined,
    });
    const theirs = await api.Wallets.getTransactions(identity.body.walletId!, {
      parameters: { per_page: 100 },
    });
    const byTag = new Map(theirs.map((t) => [t.Tag, t]));
    expect(byTag.size).toBe(ours.transactions.length);
    for (const move of ours.transactions) {
      const provider = byTag.get(move.id);
      expect(provider, move.label).toBeDefined();
      expect({ status: provider!.Status, amount: provider!.DebitedFunds.Amount }).toEqual({
        status: move.status,
        amount: move.amount,
      });
      expect([provider!.Type, provider!.Nature]).toEqual([move.kind, move.nature]);
    }
    const succeeded = theirs.filter((t) => t.Status === "SUCCEEDED");
    const sum = (type: string, nature: string) =>
      succeeded
        .filter((t) => t.Type === type && t.Nature === nature)
        .reduce((total, t) => total + t.DebitedFunds.Amount, 0);
    expect({
      payIns: sum("PAYIN", "REGULAR"),
      refunds: sum("PAYOUT", "REFUND"),
      payouts: sum("PAYOUT", "REGULAR"),
    }).toEqual({ payIns: 4000, refunds: 700, payouts: 1500 });
    expect(await balanceOf(pharmacy)).toBe(ours.totals.net);
  });
});
