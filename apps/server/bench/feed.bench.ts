/**
 * `npm run bench`: seeds 50,000 documents shared with one pharmacy, then measures
 * `GET /api/feed?limit=10` for that pharmacy against a static JSON route (`GET /ws/health`) and an
 * authenticated one-row route (`GET /ws/user`, the session's cost alone) with autocannon, in the
 * same run, and prints requests per second, p50 and p99, and the ratios feed / static and
 * session / static (issue 23 §2). Also prints
 * the seeding time, and the times of the first page and of a deep page (`fromDate` 90 % down),
 * one request at a time. No threshold: the figures are for reading, not for failing a build.
 *
 * The feed's filters (issue 9 §2) in the same run: `res_patient_lname=martin` (one patient in
 * twenty: the feed walks the pharmacy's shares), `res_patient_lname=kerbrat` (one patient in 500:
 * it starts from her documents; one at a time also a name nobody bears), `status=processed` (a feed group of 000 §4) and a directory's feed
 * (`GET /api/feed/directory/{id}`, 2,500 of the pharmacy's own documents filed among 5,000), each
 * with its p99 against the plain feed's (target: at most 1.5 times).
 *
 * The directory (issue 8 §8) in the same run: 300,000 users more (BENCH_DIRECTORY_PROS
 * professionals and establishments, 100000, and twice as many patients), then
 * `GET /ws/search/professional` by city prefix and profession and by name, beside the same static
 * route, with the ratio search / feed (target: at least 0.5), and the EXPLAIN of both searches.
 * BENCH_DIRECTORY_PROS=0 leaves the directory out.
 *
 * The product listing (issue 11) in the same run: BENCH_MARKET_PRODUCTS products (100000) and a
 * stock in each of BENCH_MARKET_PHARMACIES pharmacies (50, the bench pharmacy among them) for
 * BENCH_MARKET_SHARE of them (0.2: a million stock rows), then `GET /market/products` with the
 * filters a patient uses (her pharmacy's stock; a category with prices only; a name in her
 * pharmacy's stock), beside the same static route, and the EXPLAIN of each listing.
 * BENCH_MARKET_PRODUCTS=0 leaves the catalogue out.
 *
 * Issue 23 §2's last measures, in the same run: a line "Volume N documents" with the plain feed's
 * p50 and p99 and the name filter's p99 (to compare a BENCH_DOCUMENTS=50000 run with a 1000000
 * one: the seed is set-based, a million documents in about a minute on PostgreSQL); the feed's
 * p99 alone and while BENCH_LOGINS connections (4; 0 leaves it out) send `POST /ws/login` with
 * right credentials at the production argon2id cost (`feed-contention.ts`); on PostgreSQL, the
 * feed served by 2 server processes (`src/main.ts` in child processes) vs 1 (BENCH_PROCESSES=0
 * leaves it out); and at the end the realtime delay across two processes (`realtime.bench.ts`,
 * also `npm run bench:realtime`; BENCH_REALTIME=0 leaves it out).
 *
 * Then the stock import's bench (`stock-import.bench.ts`) and the card payments' bench
 * (`payments.bench.ts`: 200 orders paid at once through the payment sandbox, the money checked
 * to the cent, the pay call's p99; BENCH_PAY_ORDERS=0 leaves it out), each also runnable alone;
 * BENCH_IMPORT_LINES=0 leaves the stock import out.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped;
 * default: the embedded PGlite in a temporary folder), BENCH_DOCUMENTS (50000), BENCH_DURATION
 * (seconds per route, 10), BENCH_CONNECTIONS (10), BENCH_WORKERS (autocannon worker threads, 1;
 * 0 runs autocannon on the server's own thread), BENCH_TIME_LIMIT (seconds for everything, 600).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { rmSync } from "node:fs";
import os, { availableParallelism } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp, type BuiltApp } from "../src/app.js";
import type { Config } from "../src/platform/config.js";
import { load, logIn, table, timeSequential, type LoadResult } from "./bench-http.js";
import { seedFeed, type FeedSeed } from "./bench-seed.js";
import { freshDatabase, listenOn } from "./bench-database.js";
import { explainSearch, seedDirectory } from "./bench-directory.js";
import { explainListing, seedMarketBench } from "./bench-market.js";
import { benchStockImport } from "./stock-import.bench.js";
import { benchPayments } from "./payments.bench.js";
import { benchRealtime } from "./realtime.bench.js";
import { benchFeedUnderLogins, benchTwoProcesses } from "./feed-contention.js";

const env = (name: string, fallback: number) => {
  const value = process.env[name] ? Number(process.env[name]) : NaN;
  return Number.isFinite(value) ? value : fallback;
};
const DOCUMENTS = env("BENCH_DOCUMENTS", 50_000);
const DURATION_S = env("BENCH_DURATION", 10);
const CONNECTIONS = env("BENCH_CONNECTIONS", 10);
const WORKERS = env("BENCH_WORKERS", 1);
const TIME_LIMIT_S = env("BENCH_TIME_LIMIT", 600);
const DIRECTORY_PROS = env("BENCH_DIRECTORY_PROS", 100_000);
/** Connections sending `POST /ws/login` during the feed's run under logins (0: left out). */
const LOGIN_CONNECTIONS = env("BENCH_LOGINS", 4);
/** The catalogue (issue 11): products, pharmacies, and the share of products each stocks. */
const MARKET_PRODUCTS = env("BENCH_MARKET_PRODUCTS", 100_000);
const MARKET_PHARMACIES = env("BENCH_MARKET_PHARMACIES", 50);
const MARKET_SHARE = env("BENCH_MARKET_SHARE", 0.2);
/** The two directory searches measured (issue 8 §8). */
const SEARCH_ROUTES = [
  "/ws/search/professional?city=lyon&profession=DOCTOR",
  "/ws/search/professional?name=bernard",
];

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/**
 * Times the feed's first page and a deep page (`fromDate` 90 % down the feed), one request at a
 * time, and checks that the deep page holds only older items.
 */
async function timePages(
  base: string,
  feedRoute: string,
  cookie: string,
  seed: FeedSeed,
  filters: readonly string[],
) {
  const deep = new Date(seed.newest.getTime() - Math.floor(DOCUMENTS * 0.9) * seed.stepMs);
  const pages = [
    { label: "first page", route: feedRoute, before: undefined },
    {
      label: "deep page (90 %)",
      route: `${feedRoute}&fromDate=${encodeURIComponent(deep.toISOString())}`,
      before: deep,
    },
    // the filters one at a time too: a loaded machine blurs the p99 of the runs under load
    ...[...filters, `${feedRoute}&res_patient_lname=kerbraz`].map((route) => ({
      label: route.replace(/^\/api\/feed(\/directory\/[^?]+)?\?limit=10&?/, (_all, dir?: string) =>
        dir ? "directory " : "",
      ),
      route,
      before: undefined,
    })),
  ];
  const rows: string[][] = [];
  for (const page of pages) {
    const timing = await timeSequential(base, page.route, cookie, 20);
    const items = Array.isArray(timing.body) ? (timing.body as { lastUpdate?: string }[]) : [];
    const before = page.before;
    if (before && !items.every((item) => item.lastUpdate && new Date(item.lastUpdate) < before)) {
      throw new Error(`the deep page holds items not older than ${before.toISOString()}`);
    }
    rows.push([
      page.label,
      ms(timing.median),
      ms(timing.max),
      String(timing.status),
      String(items.length),
    ]);
  }
  console.log(`\nOne request at a time (20 runs after a warm-up):`);
  console.log(table(["GET /api/feed?limit=10", "median ms", "max ms", "status", "items"], rows));
}

async function run(dataDir: string): Promise<void> {
  const database = await freshDatabase();
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: database.url,
    webDist: undefined,
    logLevel: false,
    trustProxy: false,
    // the bench logs its establishments in with the password: no second step (issue 24 §1)
    twoFactorRequired: [],
  };
  let built: BuiltApp | undefined;
  try {
    built = await buildApp(config);
    console.log(`Database: ${built.database.kind}${database.url ? "" : ` (${dataDir})`}`);

    const seedStarted = performance.now();
    const seed = await seedFeed(built.ctx.db, built.ctx.storage, {
      documents: DOCUMENTS,
      patients: 500,
      messageEvery: 10,
      batch: 1000,
      ownDocuments: Math.floor(DOCUMENTS / 10),
    });
    const seedS = (performance.now() - seedStarted) / 1000;
    console.log(
      `Seeded ${DOCUMENTS} documents (500 patients, shared with one pharmacy) and ${seed.messages} messages ` +
        `in ${seedS.toFixed(1)} s (${Math.round(DOCUMENTS / seedS)} documents/s).`,
    );

    if (DIRECTORY_PROS > 0) {
      const directoryS = await seedDirectory(built.ctx.db, {
        professionals: DIRECTORY_PROS,
        patients: DIRECTORY_PROS * 2,
        batch: 1000,
      });
      console.log(
        `Seeded the directory: ${DIRECTORY_PROS} professionals and establishments and ` +
          `${DIRECTORY_PROS * 2} patients in ${directoryS.toFixed(1)} s.`,
      );
    }

    let marketRoutes: string[] = [];
    let marketPharmacy = "";
    if (MARKET_PRODUCTS > 0) {
      const found = (await built.ctx.db.execute(
        sql`select id from users where email = ${seed.pharmacyEmail}`,
      )) as unknown as { rows: { id: string }[] };
      marketPharmacy = found.rows[0]?.id ?? "";
      const market = await seedMarketBench(built.ctx.db, {
        products: MARKET_PRODUCTS,
        pharmacies: MARKET_PHARMACIES,
        share: MARKET_SHARE,
        pharmacyId: marketPharmacy,
      });
      console.log(
        `Seeded the catalogue: ${MARKET_PRODUCTS} products and ${market.stocks} stock rows in ` +
          `${MARKET_PHARMACIES} pharmacies in ${market.seconds.toFixed(1)} s.`,
      );
      marketRoutes = [
        `/market/products?mode=list&pharmaIdStockOnly=${marketPharmacy}`,
        "/market/products?mode=list&category1=6&withPriceOnly=true",
        `/market/products?mode=list&name=creme%20avene&pharmaIdStockOnly=${marketPharmacy}`,
      ];
    }

    const base = await listenOn(built);
    const cookie = (await logIn(base, seed.pharmacyEmail, seed.password)).header();

    const feedRoute = "/api/feed?limit=10";
    const probe = await timeSequential(base, feedRoute, cookie, 0);
    const hasFeed = probe.status === 200;
    if (hasFeed && (!Array.isArray(probe.body) || probe.body.length !== 10)) {
      throw new Error(`GET ${feedRoute} answered ${JSON.stringify(probe.body).slice(0, 200)}`);
    }
    if (!hasFeed && probe.status !== 404) {
      throw new Error(`GET ${feedRoute} answered ${probe.status} ${JSON.stringify(probe.body)}`);
    }
    if (!hasFeed) console.log(`GET ${feedRoute} answers 404: the feed route is not there yet.`);

    // the feed's filters (issue 9 §2): each must answer a full page
    const filters = hasFeed
      ? [
          `${feedRoute}&res_patient_lname=martin`,
          `${feedRoute}&res_patient_lname=kerbrat`,
          `${feedRoute}&status=processed`,
          `/api/feed/directory/${seed.directoryId}?limit=10`,
        ]
      : [];
    for (const route of filters) {
      const answer = await timeSequential(base, route, cookie, 0);
      const count = Array.isArray(answer.body) ? answer.body.length : -1;
      if (answer.status !== 200 || count !== 10) {
        throw new Error(`GET ${route} answered ${answer.status} with ${count} items`);
      }
    }
    const searches = DIRECTORY_PROS > 0 ? SEARCH_ROUTES : [];
    for (const route of searches) {
      const answer = await timeSequential(base, route, cookie, 0);
      const count = Array.isArray(answer.body) ? answer.body.length : -1;
      if (answer.status !== 200 || count < 1) {
        throw new Error(`GET ${route} answered ${answer.status} with ${count} users`);
      }
    }
    for (const route of marketRoutes) {
      const answer = await timeSequential(base, route, cookie, 0);
      const count = (answer.body as { products?: unknown[] }).products?.length ?? -1;
      if (answer.status !== 200 || count < 1) {
        throw new Error(`GET ${route} answered ${answer.status} with ${count} products`);
      }
    }
    const routes = [
      ...(hasFeed ? [feedRoute] : []),
      ...filters,
      ...searches,
      ...marketRoutes,
      "/ws/user",
      "/ws/health",
    ];
    const results: LoadResult[] = [];
    for (const route of routes) {
      process.stdout.write(`Loading ${route} for ${DURATION_S} s, ${CONNECTIONS} connections… `);
      const result = await load(base, route, cookie, {
        durationS: DURATION_S,
        connections: CONNECTIONS,
        workers: WORKERS,
      });
      const failed = result.failures ? `, ${result.failures} failed` : "";
      console.log(`${result.requests} requests${failed}`);
      results.push(result);
    }
    const staticRps = results.find((r) => r.route === "/ws/health")?.rps ?? NaN;
    const rows = results.map((r) => [
      `GET ${r.route}`,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      `${((r.rps / staticRps) * 100).toFixed(1)} %`,
      r.cpuPerRequest ? r.cpuPerRequest.server.toFixed(3) : "n/a",
      r.cpuPerRequest && database.url ? r.cpuPerRequest.postgres.toFixed(3) : "n/a",
    ]);
    const header = [
      "route",
      "req/s",
      "p50 ms",
      "p99 ms",
      "vs static",
      "server CPU ms",
      "PG CPU ms",
    ];
    console.log(`\n${table(header, rows)}`);
    console.log(
      "(CPU per answered request: the server's main thread, and the PostgreSQL server's processes)",
    );
    const feed = results.find((r) => r.route === feedRoute);
    // issue 23 §2's targets: on PostgreSQL the feed ≥ 0.30 and the session alone ≥ 0.50 of the
    // static route; on PGlite the feed ≥ 0.10
    if (feed) console.log(`\nRatio feed / static (req/s): ${(feed.rps / staticRps).toFixed(3)}`);
    const session = results.find((r) => r.route === "/ws/user");
    if (session) {
      console.log(
        `Ratio session (/ws/user) / static (req/s): ${(session.rps / staticRps).toFixed(3)}`,
      );
    }
    // the most a route could answer if the server's own work cost nothing: the cores over
    // PostgreSQL's CPU per request (it shares them with the server and autocannon)
    for (const route of database.url ? [feed, session] : []) {
      if (!route?.cpuPerRequest?.postgres) continue;
      const ceiling = (availableParallelism() * 1000) / route.cpuPerRequest.postgres;
      console.log(
        `PostgreSQL's CPU alone caps GET ${route.route} at ${ceiling.toFixed(0)} req/s on ` +
          `${availableParallelism()} cores: ${((ceiling / staticRps) * 100).toFixed(1)} % of static`,
      );
    }
    const byName = results.find((r) => r.route === `${feedRoute}&res_patient_lname=martin`);
    // issue 23 §2, volume: the line to compare between a 50,000 and a 1,000,000 run
    if (feed && byName) {
      console.log(
        `Volume ${DOCUMENTS} documents: feed p50 ${ms(feed.p50)} ms, p99 ${ms(feed.p99)} ms; ` +
          `name filter (martin) p99 ${ms(byName.p99)} ms`,
      );
    }
    for (const route of filters) {
      const filtered = results.find((r) => r.route === route);
      if (!filtered || !feed) continue;
      console.log(
        `Ratio ${route}: p99 / feed p99 ${(filtered.p99 / feed.p99).toFixed(2)} (target ≤ 1.5), ` +
          `req/s / feed ${(filtered.rps / feed.rps).toFixed(2)}`,
      );
    }
    for (const route of searches) {
      const search = results.find((r) => r.route === route);
      if (!search) continue;
      const vsFeed = feed
        ? `, search / feed ${(search.rps / feed.rps).toFixed(3)} (target ≥ 0.5)`
        : "";
      console.log(
        `Ratio ${route}: search / static ${(search.rps / staticRps).toFixed(3)}${vsFeed}`,
      );
    }
    if (searches.length > 0) {
      const plans = [
        {
          label: "city prefix + profession",
          criteria: { city: "lyon", professions: ["DOCTOR", "Médecin"] },
        },
        { label: "name", criteria: { nameWords: ["bernard"] } },
      ];
      for (const plan of plans) {
        const text = await explainSearch(built.ctx.db, {
          type: "professional",
          nameWords: [],
          limit: 50,
          ...plan.criteria,
        });
        console.log(`\nEXPLAIN ANALYZE, search by ${plan.label}:\n${text}`);
      }
    }
    for (const route of marketRoutes) {
      const listing = results.find((r) => r.route === route);
      if (listing)
        console.log(`Ratio ${route}: listing / static ${(listing.rps / staticRps).toFixed(3)}`);
    }
    if (marketRoutes.length > 0) {
      const base = { nameWords: [], withPriceOnly: false, visibleCreators: [marketPharmacy] };
      const plans = [
        { label: "the pharmacy's stock", filters: { ...base, pharmaIdStockOnly: marketPharmacy } },
        {
          label: "a category, prices only",
          filters: { ...base, category1: "6", withPriceOnly: true },
        },
        {
          label: "a name in the pharmacy's stock",
          filters: { ...base, nameWords: ["creme", "avene"], pharmaIdStockOnly: marketPharmacy },
        },
      ];
      for (const plan of plans) {
        console.log(
          `\nEXPLAIN ANALYZE, listing by ${plan.label}:\n${await explainListing(built.ctx.db, plan.filters)}`,
        );
      }
    }
    if (hasFeed) await timePages(base, feedRoute, cookie, seed, filters);
    const feedLoad = { durationS: DURATION_S, connections: CONNECTIONS, workers: WORKERS };
    if (hasFeed && LOGIN_CONNECTIONS > 0) {
      await benchFeedUnderLogins(
        base,
        feedRoute,
        cookie,
        { login: seed.pharmacyEmail, password: seed.password },
        { ...feedLoad, loginConnections: LOGIN_CONNECTIONS },
      );
    }
    if (hasFeed && process.env.BENCH_PROCESSES !== "0") {
      if (database.url) {
        await benchTwoProcesses(database.url, dataDir, feedRoute, cookie, feedLoad);
      } else {
        console.log("\nThe feed by 2 processes vs 1: skipped (PostgreSQL only).");
      }
    }
  } finally {
    await built?.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-bench-"));
  const limit = setTimeout(() => {
    console.error(`\nBenchmark stopped: over its time limit of ${TIME_LIMIT_S} s.`);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }, TIME_LIMIT_S * 1000);
  limit.unref();
  try {
    await run(dataDir);
    // issue 11 §4: the 100 000-line stock import, its seconds and peak memory
    if (process.env.BENCH_IMPORT_LINES !== "0") await benchStockImport();
    // issue 20 §5: BENCH_PAY_ORDERS orders paid at once through the sandbox, checked to the cent
    await benchPayments();
    // issue 23 §2: the realtime delay across two processes (PostgreSQL only)
    if (process.env.BENCH_REALTIME !== "0") await benchRealtime();
  } finally {
    clearTimeout(limit);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
