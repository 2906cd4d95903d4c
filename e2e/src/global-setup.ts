import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { launchBrowserServer } from "./browser.js";
import { onPostgres, postgresServer, startServer } from "./server.js";

/**
 * Drops the journeys' databases (`e2e_<pid>_<n>`) that a killed run left on the PostgreSQL
 * server, those whose process is gone; a run still going keeps its own.
 */
async function dropLeftovers(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'e2e\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split("_")[1]);
      if (alive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/** Whether a process `pid` runs on this machine. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR holding the demo data, copied by each journey's server. */
    demoDataDir: string;
    /** The seeded PostgreSQL database each journey's server copies, when they run on one. */
    demoDatabase: string | undefined;
    /**
     * When the demo data was seeded (ms since the epoch): its documents are dated relative to
     * that instant, so a journey that runs minutes later sees them that much older.
     */
    demoSeededAt: number;
    /** The run's one Chromium (`launchBrowserServer`), which each journey file connects to. */
    browserEndpoint: string;
  }
}

/**
 * Launches the run's Chromium (each journey file connects to it with its own contexts) and
 * seeds the demo data once for the whole run: a server starts on an empty DATA_DIR (migrations,
 * demo seed, keys), stops, and leaves its folder for every journey file to start from a copy
 * (`startServer(env, from)`), each on its own database as before. Removed at the end. On a
 * PostgreSQL server (`E2E_DATABASE_URL`), the seeded database is the template of each file's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (postgresServer()) await dropLeftovers();
  const seededAt = Date.now();
  const [started, launched] = await Promise.allSettled([
    startServer(),
    // a missing Chromium throws at once: as a rejection, so the server above is stopped
    (async () => launchBrowserServer())(),
  ]);
  // one failed (no Chromium, say): the other is stopped, not left running after the run
  if (started.status === "rejected" || launched.status === "rejected") {
    if (started.status === "fulfilled") await started.value.stop();
    if (launched.status === "fulfilled") await launched.value.close();
    throw started.status === "rejected"
      ? started.reason
      : (launched as PromiseRejectedResult).reason;
  }
  const [server, browser] = [started.value, launched.value];
  await server.stop({ keepData: true });
  project.provide("demoDataDir", server.dataDir);
  project.provide("demoDatabase", server.database);
  project.provide("demoSeededAt", seededAt);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(server.dataDir, { recursive: true, force: true });
    if (server.database)
      await onPostgres(`DROP DATABASE IF EXISTS "${server.database}" WITH (FORCE)`);
  };
}
