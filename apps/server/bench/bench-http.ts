import autocannon from "autocannon";
import { readdir, readFile } from "node:fs/promises";

/** Cookies kept from Set-Cookie headers, sent back as one Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /**
   * The headers of a browser's JSON write (docs/DECISIONS.md "Wire contract"): the body's type,
   * the cookies, and the XSRF cookie echoed in `X-XSRF-TOKEN`.
   */
  jsonWrite(): Record<string, string> {
    return {
      "content-type": "application/json",
      cookie: this.header(),
      "x-xsrf-token": this.get("XSRF-TOKEN") ?? "",
    };
  }
}

/**
 * Logs in over HTTP as a browser does (XSRF cookie, then `POST /ws/login` with the header), to
 * the pro app unless `app` says otherwise.
 * @returns the jar holding `sid` and `XSRF-TOKEN`
 * @throws when the login is refused
 */
export async function logIn(
  base: string,
  login: string,
  password: string,
  app: "pro" | "patient" = "pro",
): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.keep(await fetch(`${base}/ws/xsrf`));
  const response = await fetch(`${base}/ws/login`, {
    method: "POST",
    headers: jar.jsonWrite(),
    body: JSON.stringify({ login, password, app }),
  });
  if (response.status !== 200)
    throw new Error(`login ${response.status}: ${await response.text()}`);
  jar.keep(response);
  if (!jar.get("sid")) throw new Error("login set no sid cookie");
  return jar;
}

/** One measured route. Latencies in ms; `rps` is the mean of the per-second request counts. */
export interface LoadResult {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failures: number;
  /**
   * CPU per answered request, in ms (`cpuSnapshot`): the server's main thread, and PostgreSQL's
   * processes (0 on the embedded PGlite, which runs on the server's thread); undefined without
   * /proc.
   */
  cpuPerRequest?: { server: number; postgres: number };
}

/** Loads one GET route with autocannon for `durationS` seconds over `connections` connections. */
export async function load(
  base: string,
  route: string,
  cookie: string,
  options: { durationS: number; connections: number; workers: number },
): Promise<LoadResult> {
  const before = await cpuSnapshot();
  const result = await autocannon({
    url: `${base}${route}`,
    headers: { cookie },
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    ...(options.workers > 0 ? { workers: options.workers } : {}),
  });
  const after = await cpuSnapshot();
  const perRequest = (ms: number) => ms / Math.max(1, result.requests.total);
  return {
    route,
    ...(before && after
      ? {
          cpuPerRequest: {
            server: perRequest(after.mainThread - before.mainThread),
            postgres: perRequest(after.postgres - before.postgres),
          },
        }
      : {}),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Times `runs` sequential GETs (after one warm-up). @returns median and max in ms, the last body. */
export async function timeSequential(
  base: string,
  route: string,
  cookie: string,
  runs: number,
): Promise<{ median: number; max: number; status: number; body: unknown }> {
  const get = async () => {
    const response = await fetch(`${base}${route}`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  let last = await get();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0, ...last };
}

/** A fixed-width text table. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/**
 * CPU time used so far, in ms, read from Linux's /proc: `postgres`, by every process named
 * `postgres` (a local PostgreSQL server: its backends, and what its finished children used), and
 * `mainThread`, by this process's main thread (the server's JavaScript; autocannon's worker
 * thread and V8's helpers left out). Undefined where /proc cannot be read.
 */
export async function cpuSnapshot(): Promise<{ postgres: number; mainThread: number } | undefined> {
  const ticksMs = 1000 / 100; // USER_HZ: 100 on Linux's every architecture
  const times = (stat: string, withChildren: boolean) => {
    // the fields after the command's name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return (
      ((utime ?? 0) + (stime ?? 0) + (withChildren ? (cutime ?? 0) + (cstime ?? 0) : 0)) * ticksMs
    );
  };
  try {
    const mainThread = times(await readFile(`/proc/self/task/${process.pid}/stat`, "utf8"), false);
    let postgres = 0;
    for (const entry of await readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
      if (stat.includes("(postgres)")) postgres += times(stat, true);
    }
    return { postgres, mainThread };
  } catch {
    return undefined;
  }
}
