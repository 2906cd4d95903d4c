/**
 * The card payments' bench (issue 20 §5), run by `npm run bench` after the stock import's: the
 * payment sandbox (`@reseau/psp-sandbox`) started in this process and the app paying through it
 * (card payment on, its hooks pointed at the app, as the payment tests do), one pharmacy selling
 * BENCH_PAY_PRODUCTS products (20) and BENCH_PAY_ORDERS patients (200), each placing one order of
 * one to three lines through `POST /market/mp/order`. Each patient then asks for her card
 * registration and her browser posts the sandbox's success card (4970 1000 0000 0154) to its
 * tokenisation, before the clock starts; the timed part is the BENCH_PAY_ORDERS
 * `POST /market/mp/pay` calls fired at once (each completes its registration, records the
 * pay-in, asks the provider and settles; the provider's hooks come back meanwhile).
 *
 * Checked after the hooks are answered, else the process fails: every order PAYED, exactly one
 * SUCCEEDED pay-in per order in our `payment_transactions` and none other (never paid twice), as
 * many SUCCEEDED pay-ins into the pharmacy's wallet at the provider, and the sum of the orders'
 * totals = the sum of our SUCCEEDED pay-ins = the wallet's balance at the provider, to the cent.
 * Prints the pay call's p50 / p95 / p99 / max in ms, its throughput (calls per second over the
 * burst) and the burst's wall time. The sandbox shares this process's event loop and the 2 cores
 * with the app: its own time is in the figures.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server; default the embedded PGlite in a
 * temporary folder), BENCH_PAY_ORDERS (200; 0 leaves this bench out), BENCH_PAY_PRODUCTS (20).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { startSandbox, TEST_CARDS, type Sandbox } from "@reseau/psp-sandbox";
import {
  formatCents,
  XSRF_COOKIE,
  XSRF_HEADER,
  type CardRegistration,
  type MarketOrder,
  type PaymentResult,
  type Wallet,
} from "@reseau/shared";
import { buildApp, type BuiltApp } from "../src/app.js";
import {
  marketOrders,
  marketProducts,
  marketStocks,
  paymentTransactions,
  sessions,
  users,
} from "../src/db/schema.js";
import { registerPaymentHooks } from "../src/modules/payments/index.js";
import type { Config } from "../src/platform/config.js";
import { sessionKeyOf } from "../src/platform/sessions.js";
import { table } from "./bench-http.js";

const env = (name: string, fallback: number) => {
  const value = process.env[name] ? Number(process.env[name]) : NaN;
  return Number.isFinite(value) ? value : fallback;
};
const ORDERS = env("BENCH_PAY_ORDERS", 200);
const PRODUCTS = env("BENCH_PAY_PRODUCTS", 20);
/** The sandbox's card paid without 3-D Secure. */
const SUCCESS_CARD = TEST_CARDS.find((card) => card.behaviour === "success")?.number ?? "";
/** Calls at once while preparing (orders, card registrations): the untimed part. */
const PREPARE_AT_ONCE = 8;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/** One browser of the bench: a session opened in the database, its cookies and XSRF header. */
interface Browser {
  userId: string;
  headers: Record<string, string>;
}

/**
 * Opens a 12-hour session for `userId` as a login would (the cookie's token hashed into
 * `sessions`), without the argon2 verification of `POST /ws/login`, and an XSRF pair.
 */
async function openSession(built: BuiltApp, userId: string): Promise<Browser> {
  const token = randomBytes(32).toString("base64url");
  const xsrf = randomBytes(24).toString("base64url");
  await built.ctx.db.insert(sessions).values({
    tokenHash: sessionKeyOf(token),
    userId,
    stayConnected: false,
    expiresAt: new Date(Date.now() + 12 * 3600 * 1000),
  });
  return {
    userId,
    headers: {
      cookie: `sid=${token}; ${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER.toLowerCase()]: xsrf,
    },
  };
}

/** A JSON call of `browser`. @returns the status and the parsed body. */
async function call<T>(
  base: string,
  browser: Browser,
  method: "GET" | "POST",
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...browser.headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Runs `task` on each item, `atOnce` at a time. @returns the results in the items' order. */
async function inPool<T, R>(
  items: readonly T[],
  atOnce: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** The value at `fraction` (0.99: p99) of ascending `sorted`, nearest rank. */
function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? NaN;
}

/** What the provider's own books say of a wallet: its SUCCEEDED pay-ins, their count and sum. */
async function providerPayIns(
  sandbox: Sandbox,
  walletId: string,
): Promise<{ count: number; cents: number }> {
  const basic = Buffer.from(`${sandbox.clientId}:${sandbox.apiKey}`).toString("base64");
  const token = (await (
    await fetch(`${sandbox.url}/v2.01/oauth/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}` },
    })
  ).json()) as { access_token: string };
  let count = 0;
  let cents = 0;
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${sandbox.url}/v2.01/${sandbox.clientId}/wallets/${walletId}/transactions` +
        `?Type=PAYIN&Status=SUCCEEDED&per_page=100&page=${page}`,
      { headers: { authorization: `Bearer ${token.access_token}` } },
    );
    const items = (await response.json()) as { DebitedFunds: { Amount: number } }[];
    count += items.length;
    cents += items.reduce((sum, item) => sum + item.DebitedFunds.Amount, 0);
    if (page >= Number(response.headers.get("x-number-of-pages") ?? 1)) break;
  }
  return { count, cents };
}

/** Seeds the pharmacy, its products in stock and the patients, with their sessions. */
async function seedShop(built: BuiltApp) {
  const db = built.ctx.db;
  const pharmacyId = randomUUID();
  await db.insert(users).values({
    id: pharmacyId,
    type: "pharmacy",
    email: `pharmacie.paiements.${process.pid}@bench.local`,
    isOnProApp: true,
    name: "Pharmacie du Banc d'essai des paiements",
    finess: "690012349",
    address: "1 place Bellecour",
    city: "Lyon",
    zipCode: "69002",
  });
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: `bench-pay-${process.pid}-${i}`,
    // prices 3,99 € to 27,99 €, odd cents so the sums test every digit
    price: 399 + ((i * 137) % 2400),
  }));
  await db.insert(marketProducts).values(
    products.map((product, i) => ({
      id: product.id,
      pid: 900_000_000 + (process.pid % 10_000) * 1_000 + i,
      uuid: product.id,
      name: `Crème du banc ${i}`,
      price: product.price,
      medication: false,
    })),
  );
  await db.insert(marketStocks).values(
    products.map((product) => ({
      productId: product.id,
      pharmaId: pharmacyId,
      price: product.price,
      quantity: ORDERS * 3,
    })),
  );
  const patientIds = Array.from({ length: ORDERS }, () => randomUUID());
  for (let start = 0; start < ORDERS; start += 500) {
    await db.insert(users).values(
      patientIds.slice(start, start + 500).map((id, i) => ({
        id,
        type: "patient" as const,
        email: `patient.paiements.${process.pid}.${start + i}@bench.local`,
        isOnPatientApp: true,
        firstName: "Léa",
        lastName: `Payeuse ${start + i}`,
      })),
    );
  }
  const patients: Browser[] = [];
  for (const id of patientIds) patients.push(await openSession(built, id));
  return { pharmacy: await openSession(built, pharmacyId), patients, products };
}

/** The figures of one run; latencies in ms, `totalCents` in cents. */
export interface PaymentsBenchResult {
  orders: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Pay calls answered per second over the burst. */
  throughput: number;
  /** From the first call fired to the last answer, in ms. */
  burstMs: number;
  totalCents: number;
}

/**
 * The bench: seeds, places and prepares the orders' payments, pays them all at once, checks the
 * money and prints the figures.
 * @returns the figures; undefined when BENCH_PAY_ORDERS=0.
 * @throws Error when a check fails (an order not PAYED, a pay-in missing or twice, a sum that
 *   differs by a cent) or a call of the preparation is refused.
 */
export async function benchPayments(): Promise<PaymentsBenchResult | undefined> {
  if (ORDERS <= 0) return undefined;
  const started = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-bench-pay-"));
  const sandbox = await startSandbox({ port: 0 });
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    webDist: undefined,
    logLevel: false,
    trustProxy: false,
    // the bench logs its establishments in with the password: no second step (issue 24 §1)
    twoFactorRequired: [],
    jobs: false,
    payment: {
      baseUrl: sandbox.url,
      clientId: sandbox.clientId,
      apiKey: sandbox.apiKey,
      timeoutMinutes: 30,
    },
  };
  let built: BuiltApp | undefined;
  try {
    built = await buildApp(config);
    await built.app.listen({ port: 0, host: "127.0.0.1" });
    const address = built.app.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    const base = `http://127.0.0.1:${address.port}`;
    await registerPaymentHooks(built.ctx, base);
    const app = built;

    const shop = await seedShop(app);
    const pharmacyId = shop.pharmacy.userId;
    // the pharmacy's provider identity and wallet, as its first look at its wallet creates them
    const opened = await call<Wallet[]>(base, shop.pharmacy, "GET", "/market/mp/wallets");
    const walletId = opened.body[0]?.id;
    if (opened.status !== 200 || !walletId) throw new Error(`no wallet: ${opened.status}`);

    // the orders: one to three lines each, one to two units a line
    const orders = await inPool(shop.patients, PREPARE_AT_ONCE, async (patient, i) => {
      const lines = 1 + (i % 3);
      const cart = Array.from({ length: lines }, (_, k) => ({
        productId: shop.products[(i + k * 7) % shop.products.length]?.id ?? "",
        quantity: 1 + ((i + k) % 2),
      }));
      const placed = await call<MarketOrder>(base, patient, "POST", "/market/mp/order", {
        vendor: pharmacyId,
        cart,
      });
      if (placed.status !== 201) {
        throw new Error(`order ${i}: ${placed.status} ${JSON.stringify(placed.body)}`);
      }
      return placed.body;
    });
    // each patient's card registration, and her browser's post of the card to the provider
    const payments = await inPool(shop.patients, PREPARE_AT_ONCE, async (patient, i) => {
      const asked = await call<CardRegistration>(
        base,
        patient,
        "POST",
        "/market/mp/card-reg-request",
        { cardType: "CB_VISA_MASTERCARD" },
      );
      if (asked.status !== 201) throw new Error(`card registration ${i}: ${asked.status}`);
      const registration = asked.body;
      const tokenised = await fetch(registration.cardRegistrationUrl, {
        method: "POST",
        body: new URLSearchParams({
          data: registration.preregistrationData,
          accessKeyRef: registration.accessKey,
          cardNumber: SUCCESS_CARD,
          cardExpirationDate: "1239",
          cardCvx: "123",
        }),
      });
      return {
        patient,
        body: {
          order: orders[i]?.id ?? "",
          cardReg: registration.id,
          registrationData: await tokenised.text(),
        },
      };
    });
    const preparedS = (performance.now() - started) / 1000;

    // the timed part: every pay call at once
    const latencies: number[] = [];
    const outcomes: string[] = [];
    const burstStarted = performance.now();
    await Promise.all(
      payments.map(async ({ patient, body }) => {
        const sent = performance.now();
        const answer = await call<PaymentResult>(base, patient, "POST", "/market/mp/pay", body);
        latencies.push(performance.now() - sent);
        outcomes.push(answer.status === 200 ? answer.body.outcome : `HTTP ${answer.status}`);
      }),
    );
    const burstMs = performance.now() - burstStarted;
    await sandbox.hooksIdle();

    // the checks: every order paid once, and the money to the cent on both sides
    const db = app.ctx.db;
    const orderIds = orders.map((order) => order.id);
    const rows = await db
      .select({ status: marketOrders.status, total: marketOrders.totalFinal })
      .from(marketOrders)
      .where(inArray(marketOrders.id, orderIds));
    const [ours] = await db
      .select({
        count: sql<number>`count(*)::int`,
        orders: sql<number>`count(distinct ${paymentTransactions.orderId})::int`,
        cents: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int`,
      })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.creditedUserId, pharmacyId),
          eq(paymentTransactions.kind, "PAYIN"),
          eq(paymentTransactions.status, "SUCCEEDED"),
        ),
      );
    const [others] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.creditedUserId, pharmacyId),
          sql`${paymentTransactions.status} <> 'SUCCEEDED'`,
        ),
      );
    const wallet = await call<Wallet[]>(base, shop.pharmacy, "GET", "/market/mp/wallets");
    const balance = wallet.body[0]?.balance ?? NaN;
    const atProvider = await providerPayIns(sandbox, walletId);
    const totalCents = rows.reduce((sum, row) => sum + row.total, 0);
    const payed = rows.filter((row) => row.status === "PAYED").length;
    const succeeded = outcomes.filter((outcome) => outcome === "SUCCEEDED").length;

    const checks: [string, boolean, string][] = [
      [`pay calls answered SUCCEEDED`, succeeded === ORDERS, `${succeeded} / ${ORDERS}`],
      [`orders PAYED`, payed === ORDERS && rows.length === ORDERS, `${payed} / ${ORDERS}`],
      [
        `our SUCCEEDED pay-ins, one per order`,
        ours?.count === ORDERS && ours.orders === ORDERS,
        `${ours?.count} for ${ours?.orders} orders`,
      ],
      [`our other transactions`, others?.count === 0, String(others?.count)],
      [`SUCCEEDED pay-ins at the provider`, atProvider.count === ORDERS, String(atProvider.count)],
      [`sum of the orders' totals`, true, formatCents(totalCents)],
      [`= sum of our pay-ins`, ours?.cents === totalCents, formatCents(ours?.cents ?? NaN)],
      [`= the provider's pay-ins`, atProvider.cents === totalCents, formatCents(atProvider.cents)],
      [`= the wallet's balance`, balance === totalCents, formatCents(balance)],
    ];

    latencies.sort((a, b) => a - b);
    const result: PaymentsBenchResult = {
      orders: ORDERS,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? NaN,
      throughput: ORDERS / (burstMs / 1000),
      burstMs,
      totalCents,
    };
    console.log(
      `\nCard payments (${app.database.kind}, sandbox in this process): ${ORDERS} patients, ` +
        `one order each, ${PRODUCTS} products; seeded, ordered and cards registered in ` +
        `${preparedS.toFixed(1)} s.`,
    );
    console.log(
      table(
        ["check", "ok", "value"],
        checks.map(([label, ok, value]) => [label, ok ? "yes" : "NO", value]),
      ),
    );
    console.log(
      `\n${table(
        [
          "POST /market/mp/pay, all at once",
          "p50 ms",
          "p95 ms",
          "p99 ms",
          "max ms",
          "pays/s",
          "burst s",
        ],
        [
          [
            `${ORDERS} calls`,
            ms(result.p50),
            ms(result.p95),
            ms(result.p99),
            ms(result.max),
            result.throughput.toFixed(1),
            (burstMs / 1000).toFixed(2),
          ],
        ],
      )}`,
    );
    console.log(`Payments bench: ${((performance.now() - started) / 1000).toFixed(1)} s in all.`);
    const failed = checks.filter(([, ok]) => !ok).map(([label]) => label);
    if (failed.length > 0) throw new Error(`payments bench: failed checks: ${failed.join("; ")}`);
    return result;
  } finally {
    await built?.close();
    await sandbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// run on its own: `npm run bench:payments -w apps/server`
if (process.argv[1]?.endsWith("payments.bench.ts")) {
  benchPayments().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
