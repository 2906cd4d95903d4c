/**
 * `npm run bench:web` (issue 7 §4): the weight of what a phone downloads first, and Lighthouse's
 * mobile scores (performance, accessibility) of the home and login pages, on a real server with
 * the built web app. Prints figures; no threshold here (targets: performance ≥ 90,
 * accessibility ≥ 95, initial JavaScript ≤ 180 KB gzipped).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../src/server.js";

const DIST = path.resolve(import.meta.dirname, "../../apps/web/dist");
const PAGES = ["/", "/login"];

/** The scripts and styles `index.html` loads before anything else, gzipped, in bytes. */
async function initialWeight(): Promise<{ js: number; css: number; files: string[] }> {
  const html = await readFile(path.join(DIST, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(await readFile(path.join(DIST, file))).length;
    if (file.endsWith(".js")) js += size;
    else css += size;
  }
  return { js, css, files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const weight = await initialWeight();
console.log(`Initial JavaScript (gzip): ${kb(weight.js)}; CSS: ${kb(weight.css)}`);
console.log(`  ${weight.files.join("\n  ")}`);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
try {
  console.log("\npage      performance  accessibility  FCP      LCP      TBT");
  for (const page of PAGES) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      onlyCategories: ["performance", "accessibility"],
      formFactor: "mobile",
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${page.padEnd(9)} ${String(score("performance")).padStart(11)}  ${String(
        score("accessibility"),
      ).padStart(13)}  ${metric("first-contentful-paint").padEnd(8)} ${metric(
        "largest-contentful-paint",
      ).padEnd(8)} ${metric("total-blocking-time")}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
