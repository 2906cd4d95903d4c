import type { ServerOptions } from "socket.io";
import type { PoolClient } from "pg";
import type { Config } from "../platform/config.js";

/**
 * The socket.io adapter every server process shares (docs/DECISIONS.md "Several processes",
 * issue 23 §1): an event emitted by one process reaches the sockets connected to the others.
 */
export interface SharedAdapter {
  /** "redis" (REDIS_URL) or "postgres" (DATABASE_URL's server, LISTEN/NOTIFY). */
  kind: "redis" | "postgres";
  /** The adapter constructor given to socket.io's `Server` (every namespace: `/`, `/market`). */
  create: ServerOptions["adapter"];
  /** Resolves when the adapter's connection answers (`/ws/ready`'s `adapter` check). */
  ping(): Promise<unknown>;
  /** Closes its connections; called after socket.io has closed its namespaces' adapters. */
  close(): Promise<void>;
}

/**
 * Opens the shared adapter the configuration calls for: Redis when `redisUrl` is set (preferred:
 * no load on the database), else PostgreSQL when `databaseUrl` is a `postgres://` URL (its own
 * pool of at most 3 connections, one held for LISTEN; payloads over 8000 bytes go through the
 * table `socket_io_attachments`, migration 0029). The embedded PGlite serves one process: none,
 * socket.io keeps its in-memory adapter. The packages are imported only when needed, so a start
 * on PGlite loads neither.
 * @param onError logs an error of the adapter (a lost connection: it reconnects by itself).
 * @returns the adapter, or undefined for one process.
 */
export async function openSharedAdapter(
  config: Pick<Config, "redisUrl" | "redisNamespace" | "databaseUrl">,
  onError: (error: unknown) => void,
): Promise<SharedAdapter | undefined> {
  if (config.redisUrl) {
    const [{ createAdapter }, { Redis }] = await Promise.all([
      import("@socket.io/redis-adapter"),
      import("ioredis"),
    ]);
    const publisher = new Redis(config.redisUrl, { connectTimeout: 2_000 });
    const subscriber = publisher.duplicate();
    publisher.on("error", onError);
    subscriber.on("error", onError);
    return {
      kind: "redis",
      // tests give each app pair its own prefix (`redisNamespace`), as for the rate limits
      create: createAdapter(publisher, subscriber, {
        key: `${config.redisNamespace ?? ""}socket.io`,
      }),
      ping: () => publisher.ping(),
      async close() {
        publisher.disconnect();
        subscriber.disconnect();
      },
    };
  }
  if (config.databaseUrl?.startsWith("postgres")) {
    const [{ createAdapter }, { default: pg }] = await Promise.all([
      import("@socket.io/postgres-adapter"),
      import("pg"),
    ]);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 3 });
    pool.on("error", onError);
    // the adapter keeps one client checked out for LISTEN: when the server ends its connection
    // (a restart, a fail-over, an administrator), that client's error had no listener and took
    // the process down. Handled, and the dead client given back to the pool as broken (else
    // `pool.end()` waits for it forever at shutdown), the adapter's own reconnection takes over.
    pool.on("connect", (client) =>
      client.on("error", (error) => {
        onError(error);
        try {
          (client as Partial<PoolClient>).release?.(error);
        } catch {
          // an idle client is the pool's own (its "error" above), already given back
        }
      }),
    );
    return {
      kind: "postgres",
      create: createAdapter(pool, { errorHandler: onError }),
      ping: () => pool.query("select 1"),
      close: () => pool.end(),
    };
  }
  return undefined;
}
