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
 * each file once; in a page drawn ahead (`drawnPage`), whose styles are written in, the styles'
 * links `disabled` and the scripts at a low priority.
 */
/** The priority of the scripts of a page drawn ahead: its first paint does not wait for them. */
const LOW = ' fetchpriority="low"';

function preloadTags(files: readonly string[], drawn: boolean): string {
  return files
    .filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file))
    .map((file) =>
      file.endsWith(".css")
        ? `<link ${drawn ? 'rel="stylesheet" disabled' : 'rel="preload" as="style"'} crossorigin href="${escapeAttribute(file)}">`
        : `<link rel="modulepreload"${drawn ? LOW : ""} crossorigin href="${escapeAttribute(file)}">`,
    )
    .join("");
}

/**
 * `prerendered.json` of the web build (apps/web/build/prerender.ts): `pages`, by variant code
 * (`generic` without one), by path, the markup of a visitor's page rendered ahead; `styles`, by
 * path, the stylesheets its first paint needs.
 */
interface Prerendered {
  pages: Record<string, Record<string, string> | undefined>;
  styles: Record<string, string | undefined>;
}

/** What index.html's `#root` holds before the scripts run: the header painted first. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/**
 * `html` (index.html) holding the page `url` of the running brand rendered ahead for a visitor
 * (issue 17 §5), or null when the build has none: `#root` holds the markup, marked for the app to
 * hydrate (`data-prerendered`), and the stylesheets are written into the page, so that nothing
 * stands between the HTML and its first paint. Their links stay, `disabled` (never fetched), so
 * that the app's loader counts them as loaded and does not fetch them either. The scripts are
 * fetched at a low priority (`fetchpriority`): the page shows without them (Lighthouse's
 * simulation counts any module script fetched at high priority as render-blocking).
 */
async function drawnPage(
  webDist: string,
  url: string,
  html: string,
  brand: AppConfig,
): Promise<string | null> {
  let prerendered: Prerendered;
  try {
    const text = await readFile(path.join(webDist, "prerendered.json"), "utf8");
    prerendered = JSON.parse(text) as Prerendered;
  } catch {
    return null;
  }
  const page = url.replace(/(.)\/+$/, "$1");
  const markup = prerendered.pages[brand.variant.code ?? "generic"]?.[page];
  const styles = prerendered.styles[page];
  if (markup === undefined || styles === undefined || !ROOT_ELEMENT.test(html)) return null;
  return html
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="guest">${markup}</div>`)
    .replace(/<link rel="stylesheet"/g, '<link rel="stylesheet" disabled')
    .replace(/<(script type="module"|link rel="modulepreload")/g, `<$1${LOW}`)
    .replace("</head>", () => `<style>${styles}</style></head>`);
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
 * /login fetches the login page's code in the same round trip as the app's). For a visitor (no
 * session cookie), a page the build rendered ahead (/login) is sent drawn (`drawnPage`, issue 17
 * §5: the first paint is the page itself). The files are read at each call, so a rebuild shows at once; a build without `preloads.json` has no preloads.
 * @param webDist the web build folder; @param url the requested path, without its query;
 * @param brand the running brand's configuration, if any; @param visitor true without a session
 * cookie.
 */
export async function webPage(
  webDist: string,
  url: string,
  brand?: AppConfig,
  visitor = false,
): Promise<string> {
  const source = await readFile(path.join(webDist, "index.html"), "utf8");
  const html = brand ? branded(source, brand) : source;
  const drawn = brand && visitor ? await drawnPage(webDist, url, html, brand) : null;
  let preloads: Preloads;
  try {
    preloads = JSON.parse(await readFile(path.join(webDist, "preloads.json"), "utf8")) as Preloads;
  } catch {
    return drawn ?? html;
  }
  const route = Object.keys(preloads).find((pattern) => matches(pattern, url));
  const tags = route ? preloadTags(preloads[route] ?? [], drawn !== null) : "";
  return (drawn ?? html).replace("</head>", () => `${tags}</head>`);
}
