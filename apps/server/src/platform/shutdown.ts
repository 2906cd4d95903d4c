import type { FastifyBaseLogger } from "fastify";

/** What `stopOnSignals` needs of the process: its signals and its exit (tests give a fake). */
interface SignalledProcess {
  on(signal: "SIGTERM" | "SIGINT", listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

/**
 * Wires SIGTERM and SIGINT to the graceful stop (issue 23 §1,
 * docs/DECISIONS.md "Health and shutdown"): the first signal calls `server.close()` (drain,
 * requests in flight, sockets, jobs, database) and exits 0 when it resolves; a second signal, a
 * failed close, or `timeoutMs` (ms) passing first exits 1 at once. Each step is logged, without
 * any request's data.
 */
export function stopOnSignals(
  server: { close(): Promise<void>; log: FastifyBaseLogger },
  timeoutMs: number,
  target: SignalledProcess = process,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.log.warn({ signal }, "shutdown: second signal, exiting now");
      target.exit(1);
      return;
    }
    stopping = true;
    server.log.info({ signal, timeoutMs }, "shutdown: started");
    const timer = setTimeout(() => {
      server.log.error({ timeoutMs }, "shutdown: timed out, exiting now");
      target.exit(1);
    }, timeoutMs);
    // the timer alone never keeps the process alive
    timer.unref();
    server.close().then(
      () => {
        clearTimeout(timer);
        server.log.info("shutdown: done");
        target.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        server.log.error({ err: error }, "shutdown: failed, exiting now");
        target.exit(1);
      },
    );
  };
  target.on("SIGTERM", stop);
  target.on("SIGINT", stop);
}
