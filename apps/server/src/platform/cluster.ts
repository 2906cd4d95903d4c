import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.js";

/** The message the primary sends its workers to stop them gracefully. */
const SHUTDOWN_MESSAGE = "reseau:shutdown";

/**
 * How many server processes this start runs (issue 23 §1,
 * docs/DECISIONS.md "Several processes"): `webConcurrency` with a PostgreSQL database; always 1
 * on the embedded PGlite, which one process alone may open — then `warn` gets the French reason.
 */
export function processCount(
  config: Pick<Config, "databaseUrl" | "webConcurrency">,
  warn: (text: string) => void,
): number {
  const asked = config.webConcurrency ?? 1;
  if (asked <= 1) return 1;
  if (config.databaseUrl?.startsWith("postgres")) return asked;
  warn(
    `WEB_CONCURRENCY=${asked} ignoré : la base embarquée (PGlite) ne sert qu'un processus. ` +
      "Un seul processus démarre ; pour en lancer plusieurs, donnez DATABASE_URL (PostgreSQL).",
  );
  return 1;
}

/**
 * The primary of `count` workers (`node:cluster`, sharing the port): forks them, forks again a
 * worker that dies after it listened, and on SIGTERM or SIGINT asks each to stop gracefully
 * (`SHUTDOWN_MESSAGE`), then exits 0 once all have exited 0, else 1. A worker that dies before
 * listening stops them all (exit 1): a start that fails would fail again.
 */
export function runPrimary(count: number, log: (text: string) => void): void {
  let stopping = false;
  let failed = false;
  const listened = new WeakSet<Worker>();
  const fork = () => cluster.fork();
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    }
  };
  cluster.on("listening", (worker) => listened.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
    } else if (listened.has(worker)) {
      log(`Processus ${worker.process.pid} arrêté (${code ?? signal}) : un autre le remplace.`);
      fork();
    } else {
      log(`Processus ${worker.process.pid} arrêté au démarrage (${code ?? signal}) : arrêt.`);
      failed = true;
      stopAll();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
  for (let i = 0; i < count; i++) fork();
}

/**
 * The signals of a worker, for `stopOnSignals`: its own SIGTERM and SIGINT, and the primary's
 * `SHUTDOWN_MESSAGE`, taken as a SIGTERM unless a signal came first (Ctrl+C reaches every process
 * of the terminal and the primary alike: one stop, not a « second signal »).
 */
export function workerSignals() {
  let signalled = false;
  return {
    on(signal: "SIGTERM" | "SIGINT", listener: (signal: NodeJS.Signals) => void) {
      process.on(signal, (received: NodeJS.Signals) => {
        signalled = true;
        listener(received);
      });
      if (signal !== "SIGTERM") return;
      process.on("message", (message) => {
        if (message !== SHUTDOWN_MESSAGE || signalled) return;
        signalled = true;
        listener("SIGTERM");
      });
    },
    exit: (code: number) => process.exit(code),
  };
}
