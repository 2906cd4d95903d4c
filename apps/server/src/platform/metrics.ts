import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Registry } from "prom-client";

/** The route label of a request no route matched: raw URLs would make the series unbounded. */
const UNMATCHED = "unmatched";

/** Where Prometheus scrapes; outside `/ws` and `/api`: not an API of the app. */
const METRICS_PATH = "/metrics";

/**
 * One app's Prometheus metrics (issue 23 §1, docs/DECISIONS.md "Logs and metrics"), on a registry
 * of its own — never prom-client's global one, which a second app in the same process (the tests
 * build many) would collide with.
 */
export interface Metrics {
  registry: Registry;
  /** Counts an answer of the route pattern `route` and its time to answer, in seconds. */
  requestDone(method: string, route: string, status: number, seconds: number): void;
  /** Counts a job's end: `outcome` "completed", or "failed" when its handler threw. */
  jobDone(queue: string, outcome: "completed" | "failed"): void;
  /** How many sockets are connected now, read at each scrape. */
  countSocketsWith(count: () => number): void;
}

/**
 * Creates the registry with prom-client's process metrics (CPU, memory, event loop, handles),
 * `http_requests_total{method,route,status}`, `http_request_duration_seconds{method,route}`,
 * `socketio_connected_sockets` and `jobs_total{queue,outcome}`. prom-client is imported here, by
 * a server that serves metrics (`METRICS_TOKEN`) only.
 */
export async function createMetrics(): Promise<Metrics> {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } =
    await import("prom-client");
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobs = new Counter({
    name: "jobs_total",
    help: "Jobs of the queue worked by this process, by queue and outcome.",
    labelNames: ["queue", "outcome"] as const,
    registers: [registry],
  });
  let sockets = () => 0;
  new Gauge({
    name: "socketio_connected_sockets",
    help: "socket.io connections of namespace / open on this process.",
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern, in seconds.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    requestDone(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    jobDone: (queue, outcome) => jobs.inc({ queue, outcome }),
    countSocketsWith(count) {
      sockets = count;
    },
  };
}

/** The route pattern of `request` (`/feed/documents/:id`), or `unmatched` for a 404 of no route. */
function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED);
}

/** Whether `given` is `expected`, compared in constant time (both hashed to the same length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Counts every answer of `app` in `metrics` (its route pattern, never the raw URL) and serves
 * `GET /metrics` in Prometheus's text format to `Authorization: Bearer <token>`; any other caller
 * gets the app's 404, as if there were no such page. A plain Fastify route, outside the contracts:
 * its answer is text, for a scraper, not the app. Scrapes are logged at warn level only.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.requestDone(
      request.method,
      routeOf(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, { logLevel: "warn", schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (given === undefined || !sameSecret(given, token)) return reply.callNotFound();
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header("Cache-Control", "no-store").send(text);
  });
}
