import { readFile } from "node:fs/promises";
import path from "node:path";
import { COMMON_TEXTS, type AppConfig } from "@reseau/shared";

/**
 * `preloads.json` of the web build (apps/web/build/routePreloads.ts): for a route pattern
 * (`/login`, `/infos/:type`), the files its page needs beyond index.html's own, as absolute URLs.
 */
type Preloads = Record<string, string[]>;

/** True when `url` (a path, no query) matches `pattern`, whose `:name` segments match any one. */
function matches(pattern: string, url: string): boolean {
  const want = pattern.split("/");
  const have = url.replace(/\/+$/, "").split("/");
  if (want.length !== have.length) return false;
  return want.every((segment, index) => segment.startsWith(":") || segment === have[index]);
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The `<link>` tags that fetch `files` early: scripts as module preloads, styles as styles, both
 * in CORS mode like the ones Vite adds when the page loads its chunk, so the browser fetches
 * each file once.
 */
function preloadTags(files: readonly string[]): string {
  return files
    .filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file))
    .map((file) =>
      file.endsWith(".css")
        ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
    )
    .join("");
}

/** The element id of the brand written into the page (read by the web app's `useAppConfig`). */
const CONFIG_ELEMENT = "app-config";

/**
 * `html` under the running brand (issue 19 §1: no flash of the generic brand): its name in the
 * title and the header painted before the scripts, its colour as the theme colour, and the whole
 * `GET /ws/config` document as a JSON data block (never run: the CSP's `script-src` is not
 * involved), `<` escaped so that no text in it can close the block.
 */
function branded(html: string, brand: AppConfig): string {
  const name = escapeText(brand.variant.name);
  const json = JSON.stringify(brand).replace(/</g, "\\u003c");
  return html
    .replace(`<title>${COMMON_TEXTS.appName}</title>`, `<title>${name}</title>`)
    .replace(`<span>${COMMON_TEXTS.appName}</span>`, `<span>${name}</span>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttribute(brand.variant.theme.hex)}"`,
    )
    .replace(
      "</head>",
      `<script type="application/json" id="${CONFIG_ELEMENT}">${json}</script></head>`,
    );
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The app's page (index.html) for a client route, under the running brand (`branded`), with
 * `<link rel="modulepreload">` tags for that route's own page code (issue 7 §4: a phone opening
 * /login fetches the login page's code in the same round trip as the app's). Both files are read
 * at each call, so a rebuild shows at once; a build without `preloads.json` has no preloads.
 * @param webDist the web build folder; @param url the requested path, without its query;
 * @param brand the running brand's configuration, if any.
 */
export async function webPage(webDist: string, url: string, brand?: AppConfig): Promise<string> {
  const source = await readFile(path.join(webDist, "index.html"), "utf8");
  const html = brand ? branded(source, brand) : source;
  let preloads: Preloads;
  try {
    preloads = JSON.parse(await readFile(path.join(webDist, "preloads.json"), "utf8")) as Preloads;
  } catch {
    return html;
  }
  const route = Object.keys(preloads).find((pattern) => matches(pattern, url));
  const tags = route ? preloadTags(preloads[route] ?? []) : "";
  return tags ? html.replace("</head>", `${tags}</head>`) : html;
}
