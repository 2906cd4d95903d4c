import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { io as ioClient, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect } from "vitest";
import { startSandbox, TEST_CARDS, type Sandbox } from "@reseau/psp-sandbox";
import type {
  CardRegistration,
  MarketOrder,
  MarketServerToClientEvents,
  PaymentResult,
  Wallet,
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
import { registerPaymentHooks } from "./index.js";

/** A French error answer on top of a body. */
export type Answer<T> = T & { error?: string; message?: string };

const card = (behaviour: string) => TEST_CARDS.find((c) => c.behaviour === behaviour)!.number;
export const SUCCESS = card("success");
export const SECURE_3DS = card("secure3ds");
export const INSUFFICIENT_FUNDS = card("insufficientFunds");
export const DO_NOT_HONOR = card("doNotHonor");

/** What the browser does: posts the card, form-encoded, to the registration's URL (never to us). */
export async function tokenise(
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

/** Follows the 3-D Secure page as the browser would and presses « Valider » or « Refuser ». */
export async function secureMode(redirectUrl: string, decision: "accept" | "refuse"): Promise<URL> {
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

export async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a payments test file shares: the w.sandbox, the app beside it, its clock and logs. */
interface PaymentsWorld {
  sandbox: Sandbox;
  t: TestApp;
  url: string;
  clock: ManualClock;
  /** The app's log lines (pino, level info). */
  logs: string[];
}

/**
 * Starts (in the file's `beforeAll`) the payment sandbox in this process and an app paying
 * through it, its hooks pointed at the app; stops both in `afterAll`. @returns the world, filled
 * once started, and the helpers that play the patient, her browser and the pharmacy.
 */
export function paymentsSetUp() {
  const w = { logs: [] as string[] } as PaymentsWorld;
  const sockets: Socket[] = [];
  let seq = 0;

  beforeAll(async () => {
    w.sandbox = await startSandbox({ port: 0 });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        w.logs.push(chunk.toString("utf8"));
        done();
      },
    });
    w.t = await createTestApp(
      {
        testClock: true,
        logLevel: "info",
        payment: {
          baseUrl: w.sandbox.url,
          clientId: w.sandbox.clientId,
          apiKey: w.sandbox.apiKey,
          timeoutMinutes: 30,
        },
      },
      { logStream },
    );
    w.clock = w.t.ctx.clock as ManualClock;
    w.url = await w.t.listen();
    await registerPaymentHooks(w.t.ctx, w.url);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await w.t.stop();
    await w.sandbox.stop();
  });

  /** A pharmacy selling one product (`price` cents, `quantity` units) and a patient who orders `units`. */
  async function shop(price = 1250, units = 2, quantity = 10) {
    const pharmacy = await createPharmacy(w.t);
    const patient = await createPatient(w.t);
    const productId = `pay-prod-${process.pid}-${seq++}`;
    await w.t.database.db.insert(marketProducts).values({
      id: productId,
      pid: 800000 + seq,
      uuid: productId,
      name: `Crème ${seq}`,
      price,
      medication: false,
    });
    await w.t.database.db
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
    const [row] = await w.t.database.db
      .select({ quantity: marketStocks.quantity })
      .from(marketStocks)
      .where(
        and(eq(marketStocks.productId, productId), eq(marketStocks.pharmaId, pharmacy.user!.id)),
      );
    return row!.quantity;
  }

  async function statusOf(orderId: string): Promise<string> {
    const [row] = await w.t.database.db
      .select({ status: marketOrders.status })
      .from(marketOrders)
      .where(eq(marketOrders.id, orderId));
    return row!.status;
  }

  const transactionsOf = (orderId: string) =>
    w.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, orderId));

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

  /** A `/market` socket of `client`, recording its `order` events. */
  async function marketSocket(client: TestClient) {
    const socket: Socket<MarketServerToClientEvents> = ioClient(`${w.url}/market`, {
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
    await new Promise<void>((resolve) =>
      (socket as unknown as Socket).emit("user", () => resolve()),
    );
    return received;
  }

  async function balanceOf(pharmacy: TestClient): Promise<number> {
    const wallets = await pharmacy.get<Wallet[]>("/market/mp/wallets");
    expect(wallets.status).toBe(200);
    return wallets.body[0]!.balance;
  }

  return {
    world: w,
    shop,
    stockOf,
    statusOf,
    transactionsOf,
    registration,
    pay,
    marketSocket,
    balanceOf,
  };
}
