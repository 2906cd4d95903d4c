import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import pg from "pg";
import { io as ioClient, type Socket } from "socket.io-client";
import { luhnKey, nirKey, type PublicUser, type ServerToClientEvents } from "@reseau/shared";
import { buildApp, type BuiltApp } from "../app.js";
import { openDatabase, type Database } from "../db/client.js";
import { TABLE_NAMES } from "../db/reset.js";
import type { Config } from "../platform/config.js";

/**
 * A fresh server for one test file, on the worker's database emptied for it: in-memory PGlite by
 * default, or one database per worker on the PostgreSQL server of TEST_DATABASE_URL (dropped by
 * `test/global-setup.ts` at the end of the run).
 */
export interface TestApp extends BuiltApp {
  /** A new HTTP client with its own cookie jar (one browser). */
  client(): TestClient;
  /** Listens on a random port (for sockets); @returns the base URL. */
  listen(): Promise<string>;
  /** Closes the server; the worker's database stays open for the next file. */
  stop(): Promise<void>;
}

let counter = 0;
// one migrated database per worker: the server project runs with `isolate: false`, so this
// module, and the database, live as long as the worker and serve each of its test files in turn
let workerDatabase: Promise<Database> | undefined;

/** The name of this worker's PostgreSQL database; the global teardown drops `test_w_%`. */
const workerDatabaseName = () => `test_w_${process.pid}`;

/**
 * The address of this worker's PostgreSQL database (TEST_DATABASE_URL's server), for a test that
 * opens its own connections to it (socket.io's PostgreSQL adapter); undefined on PGlite.
 */
export function workerDatabaseUrl(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${workerDatabaseName()}`;
  return url.toString();
}

/** Opens (once per worker) and migrates the database the test files of this worker share. */
function databaseOfWorker(): Promise<Database> {
  workerDatabase ??= (async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const url = workerDatabaseUrl();
    if (!serverUrl || !url) return openDatabase("memory://", os.tmpdir());
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${workerDatabaseName()}"`);
    await admin.query(`CREATE DATABASE "${workerDatabaseName()}"`);
    await admin.end();
    return openDatabase(url, os.tmpdir());
  })();
  return workerDatabase;
}

/**
 * Empties every table of the worker's database for the next file, as `truncateAll` does (the
 * sequences restarted too), but with DELETEs, the foreign keys' triggers off (which takes a
 * superuser: PGlite's, or TEST_DATABASE_URL's, who creates the databases). On the few rows a file
 * leaves, far cheaper than a TRUNCATE, which gives each of the schema's 159 tables and indexes a
 * new file: a test app's creation and stop 113–123 → 58–68 ms of CPU on PGlite.
 */
const EMPTY_ALL = [
  "BEGIN",
  "SET LOCAL session_replication_role = replica",
  ...TABLE_NAMES.map((name) => `DELETE FROM "${name}"`),
  `SELECT setval(seqrelid::regclass, seqstart, false) FROM pg_sequence
     JOIN pg_class ON pg_class.oid = seqrelid WHERE relnamespace = 'public'::regnamespace`,
  "COMMIT",
].join(";\n");

/**
 * A fresh server for one test file (see `TestApp`), `overrides` on the test configuration;
 * `logStream` receives its logs (with `logLevel` set), for tests that read them. `ownDatabase`:
 * the app opens the database of its configuration (`databaseUrl`, else the embedded one under
 * `dataDir/pg`) instead of the worker's, and closes it on `stop` (the backup's tests).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: Writable; ownDatabase?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-test-"));
  const database = options.ownDatabase ? undefined : await databaseOfWorker();
  await database?.executeSql(EMPTY_ALL);
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    webDist: undefined,
    logLevel: false,
    trustProxy: false,
    checkResponses: true,
    // the factories sign up many users from one address; the limits have their own test
    signupsPerHour: 100_000,
    logsPerMinute: 100_000,
    recoveriesPerHour: 100_000,
    // the factories sign up professionals and establishments, and many files log them in again
    // to test something else: no second step unless a file asks for it. The second factor's own
    // tests (modules/two-factor) run with TWO_FACTOR_REQUIRED's default and check it is the
    // default of the environment's configuration.
    twoFactorRequired: [],
    ...overrides,
  };
  const built = await buildApp(config, { database, logStream: options.logStream });
  let baseUrl: string | undefined;
  return {
    ...built,
    client: () => new TestClient(built),
    async listen() {
      if (!baseUrl) {
        await built.app.listen({ port: 0, host: "127.0.0.1" });
        const address = built.app.server.address();
        if (!address || typeof address === "string") throw new Error("no address");
        baseUrl = `http://127.0.0.1:${address.port}`;
      }
      return baseUrl;
    },
    async stop() {
      await built.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answer of a test request: status, parsed JSON body (or null), headers. */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * One browser: keeps its cookies (sid, XSRF-TOKEN) and sends the XSRF header on every unsafe
 * call, as the web app does. `withoutXsrf` sends the call without it.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  user: PublicUser | undefined;

  constructor(private readonly built: BuiltApp) {}

  /** The Cookie header of this client. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = unknown>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
    options: { withoutXsrf?: boolean } = {},
  ): Promise<TestResponse<T>> {
    if (method !== "GET" && !this.cookies.has("XSRF-TOKEN")) await this.request("GET", "/ws/xsrf");
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== "GET" && !options.withoutXsrf)
      headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN") ?? "";
    const response = await this.built.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === "" || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    const text = response.body;
    return {
      status: response.statusCode,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  }

  get<T = unknown>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>("POST", url, body ?? {});
  }
  put<T = unknown>(url: string, body?: unknown) {
    return this.request<T>("PUT", url, body ?? {});
  }
  delete<T = unknown>(url: string) {
    return this.request<T>("DELETE", url);
  }

  /** A socket.io client on namespace `/` with this client's cookies; resolves once connected. */
  async socket(baseUrl: string): Promise<Socket<ServerToClientEvents>> {
    const socket: Socket<ServerToClientEvents> = ioClient(baseUrl, {
      transports: ["websocket"],
      extraHeaders: { cookie: this.cookieHeader() },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(error));
    });
    return socket;
  }
}

/** A FINESS number whose Luhn key is right, from 8 digits (default: a Paris number). */
export function validFiness(first8 = `75${String(100000 + counter++).padStart(6, "0")}`): string {
  return `${first8}${luhnKey(first8)}`;
}

/** A NIR with its key: 13 digits + 2-digit key. */
export function validNir(thirteen = "1850575123456"): string {
  return `${thirteen}${String(nirKey(thirteen)).padStart(2, "0")}`;
}

/** An 11-digit RPPS. */
export function validRpps(): string {
  return `10${String(100000000 + counter++).slice(0, 9)}`;
}

export const PASSWORD = "motdepasse1";
let emails = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${process.pid}.${emails++}@exemple.fr`;

async function signUp(
  t: TestApp,
  type: string,
  fields: Record<string, unknown>,
): Promise<TestClient> {
  const client = t.client();
  const response = await client.post<PublicUser>(`/ws/user/${type}`, {
    acceptTerms: true,
    password: PASSWORD,
    app: type === "patient" ? "patient" : "pro",
    meta: "{}",
    ...fields,
  });
  if (response.status !== 201)
    throw new Error(`sign-up ${type} failed: ${JSON.stringify(response.body)}`);
  client.user = response.body;
  return client;
}

/** A signed-in patient. */
export const createPatient = (t: TestApp, fields: Record<string, unknown> = {}) =>
  signUp(t, "patient", {
    email: uniqueEmail("patient"),
    firstName: "Léa",
    lastName: "Martin",
    ...fields,
  });

/** A signed-in pharmacy. */
export const createPharmacy = (t: TestApp, fields: Record<string, unknown> = {}) =>
  signUp(t, "pharmacy", {
    email: uniqueEmail("pharmacie"),
    name: "Pharmacie du Centre",
    finess: validFiness(),
    city: "Lyon",
    zipCode: "69001",
    ...fields,
  });

/** A signed-in doctor. */
export const createDoctor = (t: TestApp, fields: Record<string, unknown> = {}) =>
  signUp(t, "professional", {
    email: uniqueEmail("medecin"),
    firstName: "Paul",
    lastName: "Durand",
    rpps: validRpps(),
    ...fields,
  });

/** A signed-in laboratory. */
export const createLab = (t: TestApp, fields: Record<string, unknown> = {}) =>
  signUp(t, "labo", {
    email: uniqueEmail("labo"),
    name: "Laboratoire Bioforme",
    finess: validFiness(),
    ...fields,
  });

/** Small real files of each accepted format, base64 (a 1×1 JPEG, PNG, GIF; a one-page PDF). */
export const SAMPLE_FILES = {
  jpeg: "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  png: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  gif: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ).toString("base64"),
} as const;
