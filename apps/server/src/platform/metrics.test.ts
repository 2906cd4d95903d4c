import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { createPatient, createTestApp, type TestApp } from "../test/harness.js";

const TOKEN = "scrape-me-7d1c";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  url = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.stop();
});

/** `GET /metrics` over HTTP, with `token` as Bearer when given. */
const scrape = (token?: string) =>
  fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** The value of the sample `series` (name and labels as Prometheus prints them), or undefined. */
async function sample(series: string): Promise<number | undefined> {
  const text = await (await scrape(TOKEN)).text();
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (issue 23 §1, docs/DECISIONS.md "Logs and metrics")', () => {
  it("is a 404 without the token, or with another", async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape("wrong")).status).toBe(404);
    const basic = await fetch(`${url}/metrics`, { headers: { authorization: TOKEN } });
    expect(basic.status).toBe(404);
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const patient = await createPatient(t);
    const missing = "4d2f8a7e-0000-4000-8000-000000000000";
    expect((await patient.get(`/api/documents/${missing}`)).status).toBe(404);
    await fetch(`${url}/ws/nowhere/${missing}`);

    const response = await scrape(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/documents/:id",status="404"} 1',
    );
    // the three refused scrapes above are 404s of no route too, as any unknown page
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 4');
    expect(text).not.toContain(missing);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/documents\/:id"\} 1/,
    );
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("# TYPE jobs_total counter");
  });

  it("follows the sockets connected", async () => {
    expect(await sample("socketio_connected_sockets")).toBe(0);
    const patient = await createPatient(t);
    sockets.push(await patient.socket(url));
    expect(await sample("socketio_connected_sockets")).toBe(1);
  });
});
