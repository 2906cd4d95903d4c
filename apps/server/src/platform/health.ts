import type { FastifyInstance } from "fastify";
import {
  platformApi,
  TEXTS,
  type NotReadyBody,
  type ReadinessChecks,
  type ResponseOf,
} from "@reseau/shared";
import type { Database } from "../db/client.js";
import type { FileStorage } from "./storage.js";

/** How long one readiness check may take before it counts as down, in ms. */
const CHECK_TIMEOUT_MS = 2_000;

/** "ok" when `probe` resolves within `CHECK_TIMEOUT_MS`; "down" when it throws or hangs. */
async function check(probe: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"down">((resolve) => {
    timer = setTimeout(() => resolve("down"), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe().then(
        () => "ok" as const,
        () => "down" as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the app's dependencies whether they answer now (issue 23 §1): the database a `select 1`,
 * the file storage its `ready` probe (a storage without one counts as ready), the shared socket.io
 * adapter, when there is one, a ping of its Redis or PostgreSQL; each within 2 s.
 * @returns each dependency's state; never throws.
 */
async function readinessChecks(
  database: Pick<Database, "executeSql">,
  storage: FileStorage,
  adapter: { ping(): Promise<unknown> } | undefined,
): Promise<ReadinessChecks> {
  const [databaseState, storageState, adapterState] = await Promise.all([
    check(() => database.executeSql("select 1")),
    check(async () => storage.ready?.()),
    adapter ? check(() => adapter.ping()) : undefined,
  ]);
  return {
    database: databaseState,
    storage: storageState,
    ...(adapterState ? { adapter: adapterState } : {}),
  };
}

/**
 * Registers the load balancer's probes (`platformApi`, issue 23 §1,
 * docs/DECISIONS.md "Health and shutdown"): `GET /ws/health` 200 while the process serves,
 * touching nothing; `GET /ws/ready` 200 with its checks when the database, the storage and the
 * shared socket.io adapter (several processes only) answer, else 503 `{ error, message, checks }` — and 503 `draining` at once when `isDraining()`, without
 * probing. Plain Fastify routes rather than `routesOf`: the 503 carries `checks`, which the error
 * answer's shape has no room for, and a probe reads no session. Their request logs are kept for
 * warnings only (a probe every few seconds would fill the log).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  dependencies: {
    database: Pick<Database, "executeSql">;
    storage: FileStorage;
    /** The shared socket.io adapter (`realtime/shared-adapter.ts`), with several processes. */
    adapter?: { ping(): Promise<unknown> };
    isDraining: () => boolean;
  },
): void {
  const quiet = { logLevel: "warn" as const, schema: { hide: true } };
  app.get(
    platformApi.health.path,
    quiet,
    async (): Promise<ResponseOf<typeof platformApi.health>> => ({
      status: "ok",
    }),
  );
  app.get(platformApi.ready.path, quiet, async (request, reply) => {
    if (dependencies.isDraining()) {
      const body: NotReadyBody = { error: "draining", message: TEXTS.http.draining, checks: {} };
      return reply.code(503).send(body);
    }
    const checks = await readinessChecks(
      dependencies.database,
      dependencies.storage,
      dependencies.adapter,
    );
    if (Object.values(checks).every((state) => state === "ok")) {
      const body: ResponseOf<typeof platformApi.ready> = { status: "ok", checks };
      return reply.code(200).send(body);
    }
    request.log.warn({ checks }, "not ready");
    const body: NotReadyBody = { error: "notReady", message: TEXTS.http.notReady, checks };
    return reply.code(503).send(body);
  });
}
