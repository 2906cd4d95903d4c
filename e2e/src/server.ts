import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A real server process on the embedded database, seeded with the demo data. */
export interface RunningServer {
  baseUrl: string;
  /** Stops the process and removes its DATA_DIR (`keepData`: leaves it, e.g. for a template). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** The server's DATA_DIR (the embedded database, files, keys). */
  dataDir: string;
  /** The server's own PostgreSQL database, when the journeys run on one (`E2E_DATABASE_URL`). */
  database?: string;
}

/**
 * The PostgreSQL server the journeys' servers run on (`E2E_DATABASE_URL`, e.g. CI's
 * `postgres://postgres@127.0.0.1:5432/test`), or undefined: each on its embedded PGlite, as
 * `npm start` does. On PostgreSQL, each journey file's server has its own database, a copy of
 * the seeded one (`CREATE DATABASE … TEMPLATE`).
 */
export const postgresServer = (): string | undefined => process.env.E2E_DATABASE_URL || undefined;

/** `sql` run on the PostgreSQL server of the journeys (its maintenance database). */
export async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of `database` on the journeys' PostgreSQL server. */
function databaseUrl(database: string): string {
  const url = new URL(postgresServer()!);
  url.pathname = `/${database}`;
  return url.toString();
}

let databases = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the built server `apps/server/dist/main.js` as `npm start` does (`npm run build` first:
 * the web app and the server), on a fresh
 * DATA_DIR and a free port, with `extraEnv` on top (e.g. `SMTP_URL`); resolves once
 * `/ws/health` answers. With `from`, the DATA_DIR starts as a copy of `from.dataDir` (a stopped
 * server's, already seeded: the demo seed, about 6 s of each journey file, is then skipped), and
 * on PostgreSQL the database as a copy of `from.database`; otherwise the server seeds the demo
 * data itself.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  from?: { dataDir: string; database?: string },
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-e2e-"));
  if (from) await cp(from.dataDir, dataDir, { recursive: true });
  let database: string | undefined;
  if (postgresServer()) {
    database = `e2e_${process.pid}_${++databases}`;
    await onPostgres(
      from?.database
        ? `CREATE DATABASE "${database}" TEMPLATE "${from.database}"`
        : `CREATE DATABASE "${database}"`,
    );
  }
  return spawnServer(dataDir, database, extraEnv, { owned: true });
}

/**
 * A second process of `first`'s deployment (issue 23 §1): the same PostgreSQL database and
 * DATA_DIR (its files and generated secrets, as a shared volume would give), its own port, as
 * `WEB_CONCURRENCY` or several `npm start` behind a reverse proxy run it. Its `stop` leaves the
 * database and the folder to `first`.
 * @throws Error when `first` runs on the embedded PGlite, which one process only may open.
 */
export async function joinServer(
  first: RunningServer,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  if (!first.database) throw new Error("a second process needs a PostgreSQL server");
  return spawnServer(first.dataDir, first.database, extraEnv, { owned: false });
}

/**
 * Spawns the built server on `dataDir` (and `database` on the journeys' PostgreSQL server, when
 * given), resolving once `/ws/health` answers; `owned`: its `stop` removes them.
 */
async function spawnServer(
  dataDir: string,
  database: string | undefined,
  extraEnv: Record<string, string>,
  { owned }: { owned: boolean },
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ["--enable-source-maps", "apps/server/dist/main.js"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // mailed links (issue 8 §5) open this server
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // no payment sandbox runs beside a journey's server: orders are paid at the counter
        // (RESERVATION_ONLY) unless a journey turns card payment on
        CARD_PAYMENT: "off",
        ...(database ? { DATABASE_URL: databaseUrl(database) } : {}),
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/ws/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    database,
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      if (options.keepData || !owned) return;
      await rm(dataDir, { recursive: true, force: true });
      if (database) await onPostgres(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
