import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { load, CookieJar, table, type LoadResult } from "./bench-http.js";

/** How the feed is loaded: autocannon's seconds, connections and worker threads. */
export interface FeedLoad {
  durationS: number;
  connections: number;
  workers: number;
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/**
 * Issue 23 §2: the feed's p99 while logins saturate the CPU. Loads `feedRoute` alone, then again
 * while autocannon sends `POST /ws/login` with right credentials (argon2id at the production
 * cost) over `loginConnections` connections; prints both p99 (ms), the ratio (target: at most 2)
 * and the logins per second.
 * @returns the idle and the loaded feed, and the logins' run
 * @throws when a login is refused (a wrong password would measure a cheaper path)
 */
export async function benchFeedUnderLogins(
  base: string,
  feedRoute: string,
  cookie: string,
  credentials: { login: string; password: string },
  options: FeedLoad & { loginConnections: number },
): Promise<{ idle: LoadResult; loaded: LoadResult; logins: LoadResult }> {
  const jar = new CookieJar();
  jar.keep(await fetch(`${base}/ws/xsrf`));
  const idle = await load(base, feedRoute, cookie, options);
  const loginRun = autocannon({
    url: `${base}/ws/login`,
    method: "POST",
    headers: jar.jsonWrite(),
    body: JSON.stringify({ ...credentials, app: "pro" }),
    connections: options.loginConnections,
    // a second more than the feed's run, so that the whole feed run is under logins
    duration: options.durationS + 1,
    timeout: 30,
    ...(options.workers > 0 ? { workers: options.workers } : {}),
  });
  // let the logins fill the CPU before the feed's run starts
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await load(base, feedRoute, cookie, options);
  const result = await loginRun;
  const logins: LoadResult = {
    route: "POST /ws/login",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  if (logins.requests > 0 && logins.failures === logins.requests) {
    throw new Error(`every login failed (${result.non2xx} non-2xx, ${result.errors} errors)`);
  }
  console.log(
    `\nThe feed while logins (argon2id, production cost) run over ${options.loginConnections} connections:`,
  );
  console.log(
    table(
      ["run", "req/s", "p50 ms", "p99 ms", "failed"],
      [
        ["feed alone", idle.rps.toFixed(0), ms(idle.p50), ms(idle.p99), String(idle.failures)],
        [
          "feed during logins",
          loaded.rps.toFixed(0),
          ms(loaded.p50),
          ms(loaded.p99),
          String(loaded.failures),
        ],
        [
          "POST /ws/login",
          logins.rps.toFixed(1),
          ms(logins.p50),
          ms(logins.p99),
          String(logins.failures),
        ],
      ],
    ),
  );
  console.log(
    `Ratio feed p99 during logins / alone: ${(loaded.p99 / idle.p99).toFixed(2)} (target ≤ 2)`,
  );
  return { idle, loaded, logins };
}

/** The environment of a bench's server process on `databaseUrl`: one process, no jobs, quiet. */
export function serverEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    JOBS: "off",
    CARD_PAYMENT: "off",
    WEB_CONCURRENCY: "1",
    // the bench logs its establishments in with the password: no second step (issue 24 §1)
    TWO_FACTOR_REQUIRED: "none",
  };
}

/** A free TCP port of 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
}

/**
 * Starts `src/main.ts` in a child process on `port` with `env` added to this one's, and waits
 * until `/ws/health` answers.
 * @throws when it stops or does not answer within 30 s
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} stopped`);
    const answer = await fetch(`http://127.0.0.1:${port}/ws/health`).catch(() => undefined);
    if (answer?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not answer within 30 s`);
}

/**
 * Issue 23 §2: the same feed served by one server process and by two. Starts `src/main.ts` twice
 * in child processes on `databaseUrl` (the seeded database, its sessions shared), then loads
 * `feedRoute` on the first alone with `connections`, and on both at once with half the
 * connections each (two autocannon runs at the same time); prints req/s (the two runs added) and
 * p99 in ms (the worse of the two).
 * @returns the one-process run and the two runs of the two-process set-up
 */
export async function benchTwoProcesses(
  databaseUrl: string,
  dataDir: string,
  feedRoute: string,
  cookie: string,
  options: FeedLoad,
): Promise<{ one: LoadResult; two: LoadResult[] }> {
  const env = serverEnv(databaseUrl, dataDir);
  const children: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) children.push(await startServer(env, port));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const one = await load(bases[0] ?? "", feedRoute, cookie, options);
    const half = { ...options, connections: Math.max(1, Math.floor(options.connections / 2)) };
    const two = await Promise.all(bases.map((base) => load(base, feedRoute, cookie, half)));
    const twoRps = two.reduce((sum, r) => sum + r.rps, 0);
    const twoP99 = Math.max(...two.map((r) => r.p99));
    const twoFailed = two.reduce((sum, r) => sum + r.failures, 0);
    console.log(`\nThe feed served by server processes (src/main.ts) on one PostgreSQL:`);
    console.log(
      table(
        ["set-up", "req/s", "p99 ms", "failed"],
        [
          [
            `1 process, ${options.connections} connections`,
            one.rps.toFixed(0),
            ms(one.p99),
            String(one.failures),
          ],
          [
            `2 processes, ${half.connections} connections each`,
            twoRps.toFixed(0),
            ms(twoP99),
            String(twoFailed),
          ],
        ],
      ),
    );
    console.log(`Ratio 2 processes / 1 (req/s): ${(twoRps / one.rps).toFixed(2)}`);
    return { one, two };
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    }
  }
}
