import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyRoutesOf } from "./routePreloads";

const ROUTES_FILE = path.resolve(import.meta.dirname, "../src/app/routes.ts");

/** A routes file with `rows` as its table, in a fresh folder. */
function routesFileWith(rows: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "routes-")), "routes.ts");
  writeFileSync(file, `export const ROUTES = [\n${rows}\n];\n`);
  return file;
}

describe("lazyRoutesOf", () => {
  it("reads every lazy row of the app's route table, with its page's module", () => {
    const routes = lazyRoutesOf(ROUTES_FILE);
    // as many as the table writes `lazy:` rows (a row the parser missed would lose its preload)
    const written = readFileSync(ROUTES_FILE, "utf8").match(/^\s+lazy: \(\) =>/gm) ?? [];
    expect(written.length).toBeGreaterThan(40);
    expect(routes).toHaveLength(written.length);
    expect(routes).toContainEqual({
      path: "/login",
      module: path.resolve(path.dirname(ROUTES_FILE), "../features/session/LoginPage"),
    });
    expect(routes.map((route) => route.path)).not.toContain("/");
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) expect(existsSync(`${route.module}.tsx`), route.module).toBe(true);
  });

  it("refuses a lazy row it cannot read, rather than losing its preload", () => {
    const computed = routesFileWith(
      `{ path: "/a", guard: "any", lazy: () => import(\`./A\${1}\`).then((m) => m.A) },`,
    );
    expect(() => lazyRoutesOf(computed)).toThrow(/route-preloads: a lazy row/);
    const pathless = routesFileWith(`{ guard: "any", lazy: () => import("./A") },`);
    expect(() => lazyRoutesOf(pathless)).toThrow(/route-preloads: a lazy row/);
    expect(() => lazyRoutesOf(routesFileWith(""))).not.toThrow();
    const noTable = routesFileWith("").replace("routes.ts", "other.ts");
    writeFileSync(noTable, "export const PAGES = [];\n");
    expect(() => lazyRoutesOf(noTable)).toThrow(/no `export const ROUTES/);
  });
});
