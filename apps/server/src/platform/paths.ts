import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The server package's folder (`apps/server`), found from this module's place: `src/platform/`
 * when tsx runs the sources, `dist/` when the built bundle runs (`scripts/build.ts`), so the
 * migrations and the repository's folders are found either way.
 * @throws Error when no `package.json` named `@reseau/server` is above this module.
 */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** The repository's root folder (`apps/server/../..`): `data/`, `apps/web/dist/`. */
export const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, "../..");

function findServerRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@reseau/server") return folder;
    }
    if (path.dirname(folder) === folder) {
      throw new Error(`no @reseau/server package above ${from}`);
    }
  }
}
