/**
 * `npm run bench:web` (issue 7 §4): the weight of what a phone downloads first, and Lighthouse's
 * mobile scores (performance, accessibility) of the home and login pages, on a real server with
 * the built web app, then what Lighthouse blames on each page (main-thread work, script evaluation,
 * unused JavaScript, render-blocking files, the LCP element). Prints figures; no threshold here
 * (targets: performance ≥ 90, accessibility ≥ 95, initial JavaScript ≤ 180 KB gzipped, which
 * `npm test` holds: e2e/bench/first-page-budget.ts). The load average is printed with them: on a
 * shared machine the scores move with it, compare runs made under the same load.
 * BENCH_WEB_REPORTS names a folder for each page's whole Lighthouse report (JSON).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../src/server.js";
import { FIRST_PAGE_JS_BUDGET_KB, firstPageFiles, WEB_DIST } from "./first-page.js";

const DIST = WEB_DIST;
const PAGES = ["/", "/login"];

/** The scripts and styles `index.html` loads before anything else, gzipped, in bytes. */
async function initialWeight(): Promise<{ js: number; css: number; files: string[] }> {
  const files = firstPageFiles(DIST);
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
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** One Lighthouse audit as this bench reads it: its figure and, for some, a table of items. */
type Audit = {
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};

/** What Lighthouse blames on a page, one line each (empty lines left out). */
function blames(audits: Record<string, Audit | undefined>): string[] {
  const items = (id: string) => audits[id]?.details?.items ?? [];
  const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");
  const mainThread = items("mainthread-work-breakdown")
    .slice(0, 4)
    .map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`);
  const scripts = items("bootup-time")
    .slice(0, 3)
    .map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.scripting))} ms`);
  const unused = items("unused-javascript")
    .slice(0, 3)
    .map((item) => `${shortUrl(item.url)} ${kb(Number(item.wastedBytes))}`);
  const blocking = items("render-blocking-resources").map((item) => shortUrl(item.url));
  const lcp = items("largest-contentful-paint-element")
    .flatMap((item) => (item.items as { node?: { snippet?: string } }[] | undefined) ?? [])
    .map((item) => item.node?.snippet ?? "")
    .find(Boolean);
  return [
    `main thread ${audits["mainthread-work-breakdown"]?.displayValue ?? "?"}: ${mainThread.join(", ")}`,
    scripts.length ? `script evaluation: ${scripts.join(", ")}` : "",
    unused.length ? `unused JavaScript: ${unused.join(", ")}` : "",
    blocking.length ? `render-blocking: ${blocking.join(", ")}` : "",
    lcp ? `LCP element: ${lcp.slice(0, 120)}` : "",
  ].filter(Boolean);
}

const weight = await initialWeight();
console.log(
  `Initial JavaScript (gzip): ${kb(weight.js)} (budget ${FIRST_PAGE_JS_BUDGET_KB} KB); CSS: ${kb(weight.css)}`,
);
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
const blamed: string[] = [];
try {
  console.log(`\nload average before: ${load()}`);
  console.log("page      performance  accessibility  FCP      LCP      TBT");
  for (const page of PAGES) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      onlyCategories: ["performance", "accessibility"],
      formFactor: "mobile",
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
    // BENCH_WEB_REPORTS: a folder for each page's whole report (Lighthouse's JSON)
    const reports = process.env.BENCH_WEB_REPORTS;
    if (reports) {
      await mkdir(reports, { recursive: true });
      const name = page === "/" ? "home" : page.replace(/\W+/g, "");
      await writeFile(path.join(reports, `${name}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${page.padEnd(9)} ${String(score("performance")).padStart(11)}  ${String(
        score("accessibility"),
      ).padStart(13)}  ${metric("first-contentful-paint").padEnd(8)} ${metric(
        "largest-contentful-paint",
      ).padEnd(8)} ${metric("total-blocking-time")}`,
    );
    blamed.push(page, ...blames(lhr.audits as Record<string, Audit>).map((line) => `  ${line}`));
  }
  console.log(`load average after: ${load()}\n\n${blamed.join("\n")}`);
} finally {
  chrome.kill();
  await server.stop();
}
