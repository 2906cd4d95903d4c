import pg from "pg";
import type { Db } from "../db/client.js";

/** The tail of each lock's queue in this process, by key: the next holder waits on it. */
const queues = new Map<string, Promise<void>>();

/** Keys whose lock a holder in this process has. */
const held = new Set<string>();

/**
 * The keys (as given to `withAdvisoryLock`) whose lock this process holds now: work that is alive
 * even where the database cannot tell (on PGlite, one session shares every lock).
 */
export function advisoryLocksHeldHere(): string[] {
  return [...held];
}

/**
 * Runs `work` while holding the lock `key` (any text), across transactions: one holder at a time
 * per key in this process (a queue), and across processes on PostgreSQL a session-level
 * `pg_advisory_lock(hashtext(key))` held by a connection of its own, outside the pool, idle in
 * no transaction (it keeps no snapshot and takes no pool slot). Another process sees it with
 * `pg_try_advisory_xact_lock(hashtext(key))`, which fails while it is held. On PGlite (one
 * process owns the data folder) the queue is the lock. The lock is freed when `work` ends
 * (resolved or thrown), or when its process dies (its connection closes).
 * @returns what `work` returns. @throws whatever `work` throws, or the lock connection's error.
 */
export async function withAdvisoryLock<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  queues.set(key, tail);
  await before;
  let session: pg.Client | undefined;
  try {
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool) {
      session = new pg.Client(client.options);
      // a dropped lock connection must not crash the process; the import's own queries go on
      session.on("error", (error) => console.error("advisory lock connection:", error.message));
      await session.connect();
      await session.query("select pg_advisory_lock(hashtext($1))", [key]);
    }
    held.add(key);
    return await work();
  } finally {
    held.delete(key);
    await session?.end().catch(() => {});
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}
