import { readFile } from "node:fs/promises";
import path from "node:path";

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

/** The `<link>` tags that fetch `files` early: scripts as module preloads, styles as styles. */
function preloadTags(files: readonly string[]): string {
  return files
    .filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file))
    .map((file) =>
      file.endsWith(".css")
        ? `<link rel="preload" as="style" href="${escapeAttribute(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
    )
    .join("");
}

/**
 * The app's page (index.html) for a client route, with `<link rel="modulepreload">` tags for that
 * route's own page code (issue 7 §4: a phone opening /login fetches the login page's code in the
 * same round trip as the app's). Both files are read at each call, so a rebuild shows at once;
 * a build without `preloads.json` gives index.html as it is.
 * @param webDist the web build folder; @param url the requested path, without its query.
 */
export async function webPage(webDist: string, url: string): Promise<string> {
  const html = await readFile(path.join(webDist, "index.html"), "utf8");
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
