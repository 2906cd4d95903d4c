import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";

// a small build of the web app: its page, one asset and its source map
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "reseau-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><title>Réseau Santé</title><script type="module" crossorigin src="/assets/app.js"></script><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"><div class="boot-header"><span>Réseau Santé</span></div></div></body></html>',
  );
  await writeFile(path.join(webDist, "assets", "app.js"), "console.log(1)");
  await writeFile(path.join(webDist, "assets", "app.js.map"), '{"sources":["secret.ts"]}');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.stop();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the web app's headers and files (issue 6 §4)", () => {
  it("serves its page with a Content-Security-Policy of its own origin", async () => {
    const page = await get("/feed");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.headers["x-frame-options"]).toBe("DENY");
  });

  it("serves its assets, never their source maps", async () => {
    expect((await get("/assets/app.js")).statusCode).toBe(200);
    const map = await get("/assets/app.js.map");
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("secret.ts");
  });

  it("answers an unknown asset with a JSON 404, not the app's page", async () => {
    const missing = await get("/assets/old-chunk-1234.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "notFound" });
  });

  it("answers a path out of the web root like any unknown page", async () => {
    for (const url of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2F..%2Fetc%2Fhosts",
    ]) {
      const response = await get(url);
      expect(response.body).not.toMatch(/root:|localhost/);
      expect([200, 404]).toContain(response.statusCode);
    }
  });
});

describe("speed on a phone (issue 7 §4)", () => {
  it("caches fingerprinted assets for a year, without a cookie; the page is checked every time", async () => {
    const asset = await get("/assets/app.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["set-cookie"]).toBeUndefined();
    const page = await get("/dashboard");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses with brotli or gzip as the browser accepts", async () => {
    await writeFile(path.join(webDist, "assets", "big.js"), "const x = 1;\n".repeat(2000));
    const fresh = await createTestApp({ webDist });
    try {
      for (const encoding of ["br", "gzip"]) {
        const response = await fresh.app.inject({
          method: "GET",
          url: "/assets/big.js",
          headers: { "accept-encoding": encoding },
        });
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(2000);
      }
    } finally {
      await fresh.stop();
    }
  });

  it("sends the build's own brotli and gzip copies as they are, the file itself to the others", async () => {
    const source = "export const x = 1;\n".repeat(500);
    await writeFile(path.join(webDist, "assets", "chunk.js"), source);
    // the copies at other levels than the on-the-fly compression's, to tell them apart
    const brCopy = brotliCompressSync(source);
    const gzCopy = gzipSync(source, { level: 1 });
    await writeFile(path.join(webDist, "assets", "chunk.js.br"), brCopy);
    await writeFile(path.join(webDist, "assets", "chunk.js.gz"), gzCopy);
    const fresh = await createTestApp({ webDist });
    try {
      const ask = (encoding: string) =>
        fresh.app.inject({
          method: "GET",
          url: "/assets/chunk.js",
          headers: { "accept-encoding": encoding },
        });
      const br = await ask("br, gzip");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.rawPayload.equals(brCopy)).toBe(true);
      const gz = await ask("gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.rawPayload.equals(gzCopy)).toBe(true);
      const plain = await ask("identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(source);
    } finally {
      await fresh.stop();
    }
  });

  it("lets robots list the public pages only, and answers HEAD /", async () => {
    const robots = await get("/robots.txt");
    const lines = robots.body.split("\n");
    for (const open of ["Allow: /$", "Allow: /catalogue-pharmacie", "Allow: /infos/"]) {
      expect(lines).toContain(open);
    }
    // everything else, health data's pages included, stays out
    expect(lines).toContain("Disallow: /");
    expect(lines).not.toContain("Allow: /");
    const head = await t.app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
  });

  it("names a route's own page code in its page, so the phone fetches it with the app's", async () => {
    await writeFile(
      path.join(webDist, "preloads.json"),
      JSON.stringify({
        "/login": ["/assets/LoginPage-1.js", "/assets/LoginPage-1.css"],
        "/infos/:type": ["/assets/InfoPages-2.js"],
        "/feed": ['/assets/x.js"><script>alert(1)</script>'],
      }),
    );
    try {
      const login = (await get("/login?openAccount=1")).body;
      expect(login).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
      );
      expect(login).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/LoginPage-1.css">',
      );
      expect(login).not.toContain("InfoPages");
      expect((await get("/infos/cgu")).body).toContain("/assets/InfoPages-2.js");
      // only the build's own file names make it into the page
      expect((await get("/feed")).body).not.toContain("<script>");
      expect((await get("/dashboard")).body).not.toContain("modulepreload");
    } finally {
      await rm(path.join(webDist, "preloads.json"));
    }
  });
});

describe("a visitor's page drawn ahead (issue 17 §5)", () => {
  it("sends /login drawn, styles written in, to a request without a session cookie only", async () => {
    await writeFile(
      path.join(webDist, "preloads.json"),
      JSON.stringify({ "/login": ["/assets/LoginPage-1.js", "/assets/LoginPage-1.css"] }),
    );
    await writeFile(
      path.join(webDist, "prerendered.json"),
      JSON.stringify({
        styles: { "/": ".home{color:blue}", "/login": ".drawn{color:red}" },
        pages: {
          generic: { "/": "<main>generic home</main>", "/login": "<form>generic</form>" },
          galien: { "/": "<main>galien home</main>", "/login": "<form>galien</form>" },
        },
      }),
    );
    const galien = await createTestApp({ webDist, variant: "galien" });
    try {
      const drawn = await galien.app.inject({
        method: "GET",
        url: "/login",
        headers: { "accept-encoding": "gzip" },
      });
      expect(drawn.headers["content-encoding"]).toBe("gzip");
      expect(drawn.headers.vary).toContain("Cookie");
      const page = gunzipSync(drawn.rawPayload).toString("utf8");
      expect(page).toContain('<div id="root" data-prerendered="guest"><form>galien</form></div>');
      expect(page).toContain("<style>.drawn{color:red}</style>");
      expect(page).toContain('<script type="module" fetchpriority="low" crossorigin');
      expect(page).toContain('<link rel="stylesheet" disabled crossorigin href="/assets/app.css">');
      expect(page).toContain(
        '<link rel="stylesheet" disabled crossorigin href="/assets/LoginPage-1.css">',
      );
      expect(page).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-1.js">',
      );
      // the home page too, with its own styles
      const home = await galien.app.inject({ method: "GET", url: "/" });
      expect(home.body).toContain('<div id="root" data-prerendered="guest"><main>galien home');
      expect(home.body).toContain("<style>.home{color:blue}</style>");
      // the generic app's own; a logged-in user, another tab, another page: index.html as it is
      expect((await get("/login")).body).toContain("<form>generic</form>");
      const withSession = await galien.app.inject({
        method: "GET",
        url: "/login",
        cookies: { sid: "a-session" },
      });
      for (const other of [
        withSession,
        await galien.app.inject({ method: "GET", url: "/login?openAccount=1" }),
        await galien.app.inject({ method: "GET", url: "/feed" }),
      ]) {
        expect(other.body).not.toContain("data-prerendered");
        expect(other.body).not.toContain("disabled");
      }
    } finally {
      await galien.stop();
      await rm(path.join(webDist, "prerendered.json"));
      await rm(path.join(webDist, "preloads.json"));
    }
  });
});

describe("the app's page under a brand (issue 19 §1)", () => {
  it("writes the running brand into the page: its title, its configuration, its webview sites", async () => {
    const galien = await createTestApp({
      webDist,
      variant: "galien",
      loyaltyCardUrl: "https://fidelite.exemple.fr/</script><script>alert(1)</script>",
    });
    try {
      const page = await galien.app.inject({ method: "GET", url: "/login" });
      expect(page.body).toContain("<title>Galien Santé</title>");
      const block = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(
        page.body,
      );
      // a text of the configuration never closes the block
      expect(page.body).not.toContain("<script>alert(1)");
      const written = JSON.parse(block?.[1] ?? "null") as unknown;
      const served = await galien.app.inject({ method: "GET", url: "/ws/config" });
      expect(written).toEqual(served.json());
      // the CSP frames the two booking sites of the webview and the loyalty card, nothing else
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain(
        "frame-src 'self' https://www.maiia.com https://www.qare.fr https://fidelite.exemple.fr",
      );
      expect(csp).not.toContain("doctolib");
    } finally {
      await galien.stop();
    }
  });
});
