import PgBoss from "pg-boss";
import type { Database } from "../db/client.js";

/** A job handler: receives the job's data; throwing makes pg-boss retry it later. */
type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/**
 * The job queue on the database (pg-boss 10, docs/ARCHITECTURE.md "Jobs and the clock"): jobs are
 * rows of the `pgboss` schema of the app's own database, so a restart loses none and several
 * server processes share them — pg-boss hands each job to one worker (`FOR UPDATE SKIP LOCKED`).
 * Handlers must still be idempotent: a job whose worker died is retried.
 */
export interface Jobs {
  /** Creates the queue `name` (once) and works its jobs in this process. */
  work(name: string, handler: JobHandler): Promise<void>;
  /** Queues a job; `startAfter` delays it; `singletonKey` keeps one queued job per key. */
  send(
    name: string,
    data?: Record<string, unknown>,
    options?: { startAfter?: Date; singletonKey?: string; expireInSeconds?: number },
  ): Promise<string | null>;
  /** A recurring job: `cron` in Europe/Paris; pg-boss sends it once per tick across processes. */
  schedule(name: string, cron: string): Promise<void>;
  /** Stops the workers and the timers (does not wait for running jobs beyond a few seconds). */
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database: PGlite through `db.executeSql` (its single connection,
 * serialized with the app's transactions), PostgreSQL through the app's pool.
 * @param pollingSeconds how often a worker looks for due jobs (pg-boss minimum 0.5 s).
 */
export async function startJobs(
  database: Pick<Database, "executeSql">,
  options: {
    pollingSeconds?: number;
    onError?: (error: unknown) => void;
    /** Told of each job's end, for the metrics: "failed" when its handler threw. */
    onJobDone?: (queue: string, outcome: "completed" | "failed") => void;
  } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // the cron ticks are checked every 30 s (pg-boss's floor); maintenance stays pg-boss's
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
  });
  boss.on("error", (error) => options.onError?.(error));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  return {
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data ?? {});
          } catch (error) {
            options.onJobDone?.(name, "failed");
            throw error;
          }
          options.onJobDone?.(name, "completed");
        }
      });
    },
    async send(name, data = {}, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        // a long job (the stock import, 1 h) is not taken for dead before its own time-out
        ...(sendOptions.expireInSeconds ? { expireInSeconds: sendOptions.expireInSeconds } : {}),
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: "Europe/Paris" });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
