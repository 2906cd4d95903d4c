import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The web app's build folder (`npm run build`). */
export const WEB_DIST = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

/**
 * The budget of the first page's JavaScript, gzipped (issue 7 §4, issue 17 §5): 180 KB as
 * `npm run bench:web` prints it (1 KB = 1,024 bytes). `npm test` fails past it
 * (`size-limit.config.ts`): a new screen adds to its own lazy chunk, not to the first page.
 */
export const FIRST_PAGE_JS_BUDGET_KB = 180;

/**
 * What a phone downloads before anything else: the scripts and styles `index.html` names — its
 * module script and the `modulepreload` and stylesheet links Vite writes for their static imports
 * — as paths under `dist` (`assets/index-….js`).
 * @throws Error when `dist/index.html` is missing (build the web app first).
 */
export function firstPageFiles(dist: string = WEB_DIST): string[] {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
}
