import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";

// a small build of the installable web app: its page, the service worker, the manifest
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "reseau-pwa-"));
  await mkdir(path.join(webDist, "assets"));
  await mkdir(path.join(webDist, "icons"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><html><body></body></html>");
  await writeFile(path.join(webDist, "sw.js"), "importScripts('/push-sw.js');");
  await writeFile(path.join(webDist, "push-sw.js"), "self.addEventListener('push', () => {});");
  await writeFile(path.join(webDist, "manifest.webmanifest"), '{"name":"Réseau Santé"}');
  await writeFile(path.join(webDist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50]));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.stop();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the installable app's files (issue 9 §5)", () => {
  it("serves the service workers as scripts checked at every load, never cached long", async () => {
    for (const url of ["/sw.js", "/push-sw.js"]) {
      const worker = await get(url);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["content-type"]).toMatch(/javascript/);
      expect(worker.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the manifest as a web manifest", async () => {
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("lets the page register its own worker, and no one else's", async () => {
    const csp = String((await get("/feed")).headers["content-security-policy"]);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toContain("default-src 'self'");
  });
});
