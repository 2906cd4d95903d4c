import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

/** Every `.ts` / `.tsx` file under `dir`, without node_modules and builds. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !/node_modules|[\\/]dist[\\/]/.test(file));
}

describe("docs/DECISIONS.md", () => {
  it("has a heading for every decision the code cites", async () => {
    const decisions = await readFile(path.join(root, "docs/DECISIONS.md"), "utf8");
    const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]));
    const cited = new Map<string, string>();
    for (const dir of ["apps/server/src", "apps/web/src", "packages/shared/src", "e2e/src"]) {
      for (const file of await sources(path.join(root, dir))) {
        const text = await readFile(file, "utf8");
        for (const match of text.matchAll(/DECISIONS\.md "([^"]+)"/g)) {
          cited.set(match[1] as string, path.relative(root, file));
        }
      }
    }
    expect(cited.size).toBeGreaterThan(10);
    const missing = [...cited].filter(([heading]) => !headings.has(heading));
    expect(missing).toEqual([]);
  });
});
