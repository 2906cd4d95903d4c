import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR holding the demo data, copied by each journey's server. */
    demoDataDir: string;
    /**
     * When the demo data was seeded (ms since the epoch): its documents are dated relative to
     * that instant, so a journey that runs minutes later sees them that much older.
     */
    demoSeededAt: number;
  }
}

/**
 * Seeds the demo data once for the whole run: a server starts on an empty DATA_DIR (migrations,
 * demo seed, keys), stops, and leaves its folder for every journey file to start from a copy
 * (`startServer(env, from)`), each on its own database as before. Removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = Date.now();
  const server = await startServer();
  await server.stop({ keepData: true });
  project.provide("demoDataDir", server.dataDir);
  project.provide("demoSeededAt", seededAt);
  return () => rm(server.dataDir, { recursive: true, force: true });
}
