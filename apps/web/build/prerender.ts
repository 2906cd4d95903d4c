/**
 * `npm run build`'s last step (issue 17 §5): renders the visitor pages of `src/prerender.tsx` for
 * every brand into `dist/prerendered.json` (`pages`: by variant code, by path, the markup of
 * `#root`; `styles`: by path, the stylesheets its first paint needs, `stylesOf`),
 * which the server sends to a request without a session cookie (apps/server
 * platform/web-page.ts). The page module is built for Node into a scratch folder, run, and
 * removed; the browser's build (`vite build`) comes first.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const WEB = path.resolve(import.meta.dirname, "..");
const DIST = path.join(WEB, "dist");

/**
 * The stylesheets a page needs at its first paint, written out in the order the browser would
 * apply them: index.html's, then the page's own (`preloads.json`, build/routePreloads.ts). The
 * server writes them into the page instead of linking them: nothing to wait for before the paint.
 */
async function stylesOf(page: string): Promise<string> {
  const index = await readFile(path.join(DIST, "index.html"), "utf8");
  const linked = [...index.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/g)].map(
    (match) => match[1] ?? "",
  );
  const preloads = JSON.parse(await readFile(path.join(DIST, "preloads.json"), "utf8")) as Record<
    string,
    string[] | undefined
  >;
  const own = (preloads[page] ?? []).filter((file) => file.endsWith(".css"));
  const files = [...new Set([...linked, ...own])];
  const texts = await Promise.all(files.map((file) => readFile(path.join(DIST, file), "utf8")));
  // written into the page at another address: a relative url() would point elsewhere
  if (texts.some((text) => /url\((?!["']?(data:|\/))|<\/style/i.test(text))) {
    throw new Error(`prerender: a stylesheet of ${page} cannot be written into the page`);
  }
  return texts.join("\n");
}
// inside the app's node_modules, so that Node finds the libraries the module imports
const scratch = path.join(WEB, "node_modules", ".prerender");
try {
  await build({
    root: WEB,
    // the app's own configuration builds for the browser (its styles, the service worker):
    // rendering to a string needs the components only
    configFile: false,
    plugins: [react()],
    logLevel: "warn",
    build: { ssr: "src/prerender.tsx", outDir: scratch, emptyOutDir: true, sourcemap: false },
  });
  const module = (await import(pathToFileURL(path.join(scratch, "prerender.js")).href)) as {
    prerenderPages: () => Promise<Record<string, Record<string, string>>>;
  };
  const pages = await module.prerenderPages();
  const paths = Object.keys(Object.values(pages)[0] ?? {});
  const styles = Object.fromEntries(
    await Promise.all(paths.map(async (page) => [page, await stylesOf(page)] as const)),
  );
  await writeFile(path.join(DIST, "prerendered.json"), JSON.stringify({ styles, pages }));
  console.log(`prerendered: ${paths.join(", ")} for ${Object.keys(pages).length} brands`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
