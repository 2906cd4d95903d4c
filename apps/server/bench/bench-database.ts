import pg from "pg";
import type { BuiltApp } from "../src/app.js";

/**
 * A fresh database: a new one named `<prefix>_<pid>_<ms>` on the BENCH_DATABASE_URL server,
 * else none (`url` undefined: the embedded PGlite in the caller's data folder).
 * @returns its URL and `drop`, which drops it even with connections left open
 */
export async function freshDatabase(
  prefix = "bench",
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Starts `built` listening on a free port of 127.0.0.1. @returns its base URL */
export async function listenOn(built: BuiltApp): Promise<string> {
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const address = built.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

/** The p-th percentile (0–100) of `values` (nearest rank); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}
