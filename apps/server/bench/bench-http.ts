import autocannon from "autocannon";

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
}

/** Loads one GET route with autocannon for `durationS` seconds over `connections` connections. */
export async function load(
  base: string,
  route: string,
  cookie: string,
  options: { durationS: number; connections: number; workers: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${base}${route}`,
    headers: { cookie },
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    ...(options.workers > 0 ? { workers: options.workers } : {}),
  });
  return {
    route,
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
