import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** A route of the router whose page is its own chunk: its path and the page module (no extension). */
export interface LazyRoute {
  path: string;
  module: string;
}

const LAZY_ROUTE =
  /path:\s*"([^"]+)",\s*lazy:\s*async\s*\(\)\s*=>\s*\{\s*const\s*\{[^}]*\}\s*=\s*await\s+import\("([^"]+)"\)/g;

/**
 * The lazy routes written in `routerFile` (`path: "/login", lazy: … import("…/LoginPage")`).
 * @throws Error when a `lazy:` route is written in a shape this reader does not know.
 */
export function lazyRoutesOf(routerFile: string): LazyRoute[] {
  const source = readFileSync(routerFile, "utf8");
  const routes = [...source.matchAll(LAZY_ROUTE)].map(([, route, specifier]) => ({
    path: route as string,
    module: path.resolve(path.dirname(routerFile), specifier as string),
  }));
  // a lazy route written another way would silently lose its preload: the build says so
  const written = source.match(/\blazy:/g)?.length ?? 0;
  if (written !== routes.length) {
    throw new Error(
      `route-preloads: ${written} lazy routes in ${routerFile}, ${routes.length} read; write ` +
        `each as path: "…", lazy: async () => { const { Page } = await import("…"); … }`,
    );
  }
  return routes;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, "");

/**
 * `dist/preloads.json`: for each lazy route of the router, the scripts and styles its page needs
 * beyond what index.html already loads (`{"/login": ["/assets/LoginPage-….js", …]}`). The server
 * writes them into the page it sends for that path (`<link rel="modulepreload">`), so a phone
 * opening /login fetches the login page's code with the app's, not one round trip after it.
 * @throws Error (the build fails) when a lazy route's page is not found as a chunk.
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const route of lazyRoutesOf(routerFile)) {
        const page = chunks.find(
          (chunk) =>
            chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === route.module,
        );
        if (!page) throw new Error(`route-preloads: no chunk for ${route.path} (${route.module})`);
        const files = [...closure([page.fileName])].filter((file) => !initial.has(file));
        const styles = files.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        preloads[route.path] = [...files, ...new Set(styles)].map((file) => `/${file}`);
      }
      this.emitFile({
        type: "asset",
        fileName: "preloads.json",
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
