import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { io as ioClient, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Mangopay from "mangopay2-nodejs-sdk";
import { startSandbox, TEST_CARDS, type Sandbox } from "@reseau/psp-sandbox";
import {
  formatCents,
  TEXTS,
  type CardRegistration,
  type MarketIdentity,
  type MarketOrder,
  type MarketServerToClientEvents,
  type PaymentResult,
  type SavedCard,
  type Wallet,
} from "@reseau/shared";
import {
  marketOrders,
  marketProducts,
  marketStocks,
  paymentTransactions,
} from "../../db/schema.js";
import type { ManualClock } from "../../platform/clock.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { reconcilePayments, registerPaymentHooks, releaseUnpaidOrders } from "./index.js";

const card = (behaviour: string) => TEST_CARDS.find((c) => c.behaviour === behaviour)!.number;
const SUCCESS = card("success");
const SECURE_3DS = card("secure3ds");
const INSUFFICIENT_FUNDS = card("insufficientFunds");
const DO_NOT_HONOR = card("doNotHonor");

let sandbox: Sandbox;
let t: TestApp;
let url: string;
let clock: ManualClock;
const logs: string[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString("utf8"));
      done();
    },
  });
  t = await createTestApp(
    {
      testClock: true,
      logLevel: "info",
      payment: {
        baseUrl: sandbox.url,
        clientId: sandbox.clientId,
        apiKey: sandbox.apiKey,
        timeoutMinutes: 30,
      },
    },
    { logStream },
  );
  clock = t.ctx.clock as ManualClock;
  url = await t.listen();
  await registerPaymentHooks(t.ctx, url);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.stop();
  await sandbox.stop();
});

type Answer<T> = T & { error?: string; message?: string };
let seq = 0;

/** A pharmacy selling one product (`price` cents, `quantity` units) and a patient who orders `units`. */
async function shop(price = 1250, units = 2, quantity = 10) {
  const pharmacy = await createPharmacy(t);
  const patient = await createPatient(t);
  const productId = `pay-prod-${process.pid}-${seq++}`;
  await t.database.db.insert(marketProducts).values({
    id: productId,
    pid: 800000 + seq,
    uuid: productId,
    name: `Crème ${seq}`,
    price,
    medication: false,
  });
  await t.database.db
    .insert(marketStocks)
    .values({ productId, pharmaId: pharmacy.user!.id, price, quantity });
  const placed = await patient.post<MarketOrder>("/market/mp/order", {
    vendor: pharmacy.user!.id,
    cart: [{ productId, quantity: units }],
  });
  expect(placed.status).toBe(201);
  return { pharmacy, patient, productId, order: placed.body };
}

async function stockOf(pharmacy: TestClient, productId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ quantity: marketStocks.quantity })
    .from(marketStocks)
    .where(
      and(eq(marketStocks.productId, productId), eq(marketStocks.pharmaId, pharmacy.user!.id)),
    );
  return row!.quantity;
}

async function statusOf(orderId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ status: marketOrders.status })
    .from(marketOrders)
    .where(eq(marketOrders.id, orderId));
  return row!.status;
}

const transactionsOf = (orderId: string) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));

/** What the browser does: posts the card, form-encoded, to the registration's URL (never to us). */
async function tokenise(
  registration: CardRegistration,
  cardNumber: string,
  expiry = "1239",
  cvx = "123",
): Promise<string> {
  const response = await fetch(registration.cardRegistrationUrl, {
    method: "POST",
    body: new URLSearchParams({
      data: registration.preregistrationData,
      accessKeyRef: registration.accessKey,
      cardNumber,
      cardExpirationDate: expiry,
      cardCvx: cvx,
    }),
  });
  return response.text();
}

async function registration(patient: TestClient): Promise<CardRegistration> {
  const answer = await patient.post<CardRegistration>("/market/mp/card-reg-request", {
    cardType: "CB_VISA_MASTERCARD",
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The patient registers `cardNumber` through the provider and pays `orderId` with it. */
async function pay(patient: TestClient, orderId: string, cardNumber: string, expiry?: string) {
  const reg = await registration(patient);
  const registrationData = await tokenise(reg, cardNumber, expiry);
  return patient.post<Answer<PaymentResult>>("/market/mp/pay", {
    order: orderId,
    cardReg: reg.id,
    registrationData,
  });
}

/** Follows the 3-D Secure page as the browser would and presses « Valider » or « Refuser ». */
async function secureMode(redirectUrl: string, decision: "accept" | "refuse"): Promise<URL> {
  const html = await (await fetch(redirectUrl)).text();
  const action = new URL(/action="([^"]+)"/.exec(html)?.[1] ?? "", redirectUrl);
  const answer = await fetch(action, {
    method: "POST",
    body: new URLSearchParams({ decision }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location") ?? "");
}

/** A `/market` socket of `client`, recording its `order` events. */
async function marketSocket(client: TestClient) {
  const socket: Socket<MarketServerToClientEvents> = ioClient(`${url}/market`, {
    transports: ["websocket"],
    extraHeaders: { cookie: client.cookieHeader() },
    reconnection: false,
  });
  sockets.push(socket as unknown as Socket);
  const received: Parameters<MarketServerToClientEvents["order"]>[0][] = [];
  socket.on("order", (payload) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  await new Promise<void>((resolve) => (socket as unknown as Socket).emit("user", () => resolve()));
  return received;
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function balanceOf(pharmacy: TestClient): Promise<number> {
  const wallets = await pharmacy.get<Wallet[]>("/market/mp/wallets");
  expect(wallets.status).toBe(200);
  return wallets.body[0]!.balance;
}

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
    await sandbox.hooksIdle();
    expect(await statusOf(order.id)).toBe("PAYED");
    // the return page reads where it stands
    const read = await patient.get<PaymentResult>(`/market/mp/pay/${order.id}`);
    expect(read.body).toMatchObject({ outcome: "SUCCEEDED", amount: 1500, redirectUrl: null });
  });

  it("3-D Secure refused: ERROR_PAYMENT, « l’authentification 3-D Secure a échoué »", async () => {
    const { patient, order } = await shop(700, 1);
    const waiting = await pay(patient, order.id, SECURE_3DS);
    await secureMode(waiting.body.redirectUrl!, "refuse");
    await sandbox.hooksIdle();
    const read = await patient.get<PaymentResult>(`/market/mp/pay/${order.id}`);
    expect(read.body.outcome).toBe("FAILED");
    expect(read.body.order.status).toBe("ERROR_PAYMENT");
    expect(read.body.message).toContain(TEXTS.payments.refusals.secureModeFailed);
  });

  it("a lost hook: the reconciliation reads the pay-in back a minute later and pays the order", async () => {
    const { patient, order } = await shop(2000, 1);
    const waiting = await pay(patient, order.id, SECURE_3DS);
    sandbox.setHookFaults({ drop: 1, eventType: "PAYIN_NORMAL_SUCCEEDED" });
    await secureMode(waiting.body.redirectUrl!, "accept");
    await sandbox.hooksIdle();
    expect(sandbox.deliveries.at(-1)).toMatchObject({ dropped: true });
    expect(await statusOf(order.id)).toBe("PROCESSING_PAYMENT");
    // not yet: the hook may still come
    expect(await reconcilePayments(t.ctx)).toBe(0);
    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    expect(await reconcilePayments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("PAYED");
    expect(await reconcilePayments(t.ctx)).toBe(0);
  });

  it("the provider's answer lost: the reconciliation finds the pay-in by its idempotency key, or fails it after 10 minutes", async () => {
    const { pharmacy, patient, order } = await shop(1700, 1);
    const payer = await patient.get<MarketIdentity>(`/market/mp/marketId/${patient.user!.id}`);
    const payee = await pharmacy.get<MarketIdentity>(`/market/mp/marketId/${pharmacy.user!.id}`);
    const reg = await registration(patient);
    const api = new Mangopay({
      baseUrl: sandbox.url,
      clientId: sandbox.clientId,
      clientApiKey: sandbox.apiKey,
      errorHandler: () => undefined,
    });
    const { CardId } = await api.CardRegistrations.update({
      Id: reg.id,
      RegistrationData: await tokenise(reg, SUCCESS),
    });
    // as if our server had recorded its pay-in and asked, then never heard the answer
    const at = clock.now();
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
    await t.database.db.insert(paymentTransactions).values({ ...row, id: "tx-answer-lost" });
    await t.database.db
      .update(marketOrders)
      .set({ status: "PROCESSING_PAYMENT" })
      .where(eq(marketOrders.id, order.id));
    sandbox.setHookFaults({ drop: 1, eventType: "PAYIN_NORMAL_SUCCEEDED" });
    await api.PayIns.create(
      {
        PaymentType: "CARD",
        ExecutionType: "DIRECT",
        AuthorId: payer.body.marketId,
        CreditedWalletId: payee.body.walletId!,
        CardId,
        DebitedFunds: { Currency: "EUR", Amount: 1700 },
        Fees: { Currency: "EUR", Amount: 0 },
        SecureModeReturnURL: `${url}/mes-commandes`,
        Tag: "tx-answer-lost",
      },
      { headers: { "Idempotency-Key": "payin-tx-answer-lost" } },
    );
    await sandbox.hooksIdle();
    expect(await statusOf(order.id)).toBe("PROCESSING_PAYMENT");
    // and one never created at all
    const other = await shop(800, 1);
    await t.database.db.insert(paymentTransactions).values({
      ...row,
      id: "tx-never-created",
      amount: 800,
      orderId: other.order.id,
    });
    await t.database.db
      .update(marketOrders)
      .set({ status: "PROCESSING_PAYMENT" })
      .where(eq(marketOrders.id, other.order.id));

    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    await reconcilePayments(t.ctx);
    expect(await statusOf(order.id)).toBe("PAYED");
    const [found] = await transactionsOf(order.id);
    expect(found).toMatchObject({ status: "SUCCEEDED" });
    expect(found!.providerId).toMatch(/\w/);
    expect(await statusOf(other.order.id)).toBe("PROCESSING_PAYMENT");
    clock.set(new Date(clock.now().getTime() + 10 * 60_000));
    await reconcilePayments(t.ctx);
    expect(await statusOf(other.order.id)).toBe("ERROR_PAYMENT");
    expect((await transactionsOf(other.order.id))[0]).toMatchObject({ status: "FAILED" });
  });

  it("a repeated or forged hook never pays twice nor moves an order back", async () => {
    const { pharmacy, patient, order } = await shop(1100, 1);
    const declined = await pay(patient, order.id, DO_NOT_HONOR);
    expect(declined.body.outcome).toBe("FAILED");
    sandbox.setHookFaults({ repeat: 2, copies: 3 });
    await pay(patient, order.id, SUCCESS);
    await sandbox.hooksIdle();
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
      const hook = await t
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
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await sandbox.hooksIdle();
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
    await t.database.db
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

  it("unpaid orders give their stock back after ORDER_PAYMENT_TIMEOUT_MIN; one whose payment is under way waits", async () => {
    const { pharmacy, patient, productId, order } = await shop(500, 4, 10);
    const pending = await shop(600, 1);
    await pay(pending.patient, pending.order.id, SECURE_3DS);
    const events = await marketSocket(patient);
    expect(await stockOf(pharmacy, productId)).toBe(6);
    clock.set(new Date(clock.now().getTime() + 29 * 60_000));
    await releaseUnpaidOrders(t.ctx);
    expect(await statusOf(order.id)).toBe("CREATED");
    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    expect(await releaseUnpaidOrders(t.ctx)).toBeGreaterThanOrEqual(1);
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

describe("who pays, whose cards and wallets (issue 20 §4)", () => {
  it("only the order's patient pays it: another patient 404, the pharmacy 403", async () => {
    const { pharmacy, order } = await shop(800, 1);
    const other = await createPatient(t);
    const stranger = await pay(other, order.id, SUCCESS);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(TEXTS.orders.noOrder);
    expect((await other.get(`/market/mp/pay/${order.id}`)).status).toBe(404);
    const byPharmacy = await pharmacy.post<Answer<unknown>>("/market/mp/pay", {
      order: order.id,
      cardReg: "cardreg_x",
      registrationData: "data=x",
    });
    expect(byPharmacy.status).toBe(403);
    expect(byPharmacy.body.message).toBe(TEXTS.payments.clientOnly);
    // someone else's card registration is no card of hers
    const { patient: lea, order: hers } = await shop(800, 1);
    const reg = await registration(other);
    const borrowed = await lea.post<Answer<unknown>>("/market/mp/pay", {
      order: hers.id,
      cardReg: reg.id,
      registrationData: await tokenise(reg, SUCCESS),
    });
    expect(borrowed.status).toBe(404);
    expect(await statusOf(hers.id)).toBe("CREATED");
  });

  it("identities, cards and wallets are each user's own", async () => {
    const { pharmacy, patient, order } = await shop(900, 1);
    await pay(patient, order.id, SUCCESS);
    const mine = await patient.get<MarketIdentity>(`/market/mp/marketId/${patient.user!.id}`);
    expect(mine.body).toMatchObject({ personType: "NATURAL", walletId: null });
    const shopId = await pharmacy.get<MarketIdentity>(`/market/mp/marketId/${pharmacy.user!.id}`);
    expect(shopId.body.personType).toBe("LEGAL");
    expect(shopId.body.walletId).toMatch(/\w/);
    expect((await patient.get(`/market/mp/marketId/${pharmacy.user!.id}`)).status).toBe(404);

    const cards = await patient.get<SavedCard[]>("/market/mp/cards");
    expect(cards.body).toEqual([
      expect.objectContaining({ alias: "497010XXXXXX0154", expirationDate: "1239", active: true }),
    ]);
    expect(JSON.stringify(cards.body)).not.toContain(SUCCESS);
    const other = await createPatient(t);
    expect((await other.get<SavedCard[]>("/market/mp/cards")).body).toEqual([]);
    expect((await other.delete(`/market/mp/card/${cards.body[0]!.id}`)).status).toBe(404);
    expect((await other.delete("/market/mp/card/card_m_unknown")).status).toBe(404);
    expect((await patient.delete(`/market/mp/card/${cards.body[0]!.id}`)).status).toBe(204);
    expect((await patient.get<SavedCard[]>("/market/mp/cards")).body).toEqual([]);

    expect((await pharmacy.get("/market/mp/cards")).status).toBe(403);
    expect((await patient.get("/market/mp/wallets")).status).toBe(403);
    expect((await pharmacy.post("/market/mp/card-reg-request", {})).status).toBe(403);
  });

  it("bad input is a 400 in French", async () => {
    const patient = await createPatient(t);
    const badType = await patient.post<Answer<unknown>>("/market/mp/card-reg-request", {
      cardType: "AMEX",
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(TEXTS.payments.cardTypeInvalid);
    const badData = await patient.post<Answer<unknown>>("/market/mp/pay", {
      order: "o",
      cardReg: "c",
      registrationData: "4970100000000154",
    });
    expect(badData.status).toBe(400);
    expect(badData.body.message).toBe(TEXTS.payments.registrationDataInvalid);
  });
});

describe("card data never reaches our server (issue 20 §4, 001 §5)", () => {
  it("the page may post a card to the provider's tokenisation only (CSP connect-src)", async () => {
    const answer = await t.client().get("/ws/config");
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${new URL(sandbox.url).origin}(;|$)`));
    expect(JSON.stringify(answer.body)).not.toContain(sandbox.apiKey);
  });

  it("after paying with a test card, neither the database nor the logs hold its number", async () => {
    const { patient, order } = await shop(400, 1);
    const paid = await pay(patient, order.id, SUCCESS);
    expect(paid.body.outcome).toBe("SUCCEEDED");
    const tables = await t.database.db.execute<{ schema: string; name: string }>(
      sql.raw(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
      ),
    );
    const names = (tables as unknown as { rows: { schema: string; name: string }[] }).rows;
    expect(names.some((n) => n.name === "payment_transactions")).toBe(true);
    const spaced = SUCCESS.replace(/(\d{4})(?=\d)/g, "$1 ");
    for (const { schema, name } of names) {
      const dump = await t.database.db.execute(
        sql.raw(
          `SELECT coalesce(string_agg(t::text, ' '), '') AS text FROM "${schema}"."${name}" t`,
        ),
      );
      const text = String((dump as unknown as { rows: { text: string }[] }).rows[0]?.text ?? "");
      expect(text, `${schema}.${name}`).not.toContain(SUCCESS);
      expect(text, `${schema}.${name}`).not.toContain(spaced);
    }
    const log = logs.join("");
    expect(log).toContain("/market/mp/pay");
    expect(log).not.toContain(SUCCESS);
    expect(log).not.toContain(spaced);
  });
});
