/**
 * The production build of the server (`npm run build -w apps/server`): `src/main.ts` and the
 * workspace's `@reseau/shared` bundled by esbuild into one ES module, `dist/main.js` (with its
 * source map, read by `node --enable-source-maps`), so that `npm start` runs JavaScript and no
 * TypeScript compiler at run time. The server's dependencies stay in `node_modules` (native
 * argon2 and sharp, PGlite's WebAssembly, the SDKs), imported as they are.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const SERVER = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(await readFile(path.join(SERVER, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

await build({
  entryPoints: [path.join(SERVER, "src/main.ts")],
  outfile: path.join(SERVER, "dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // every dependency but the workspace's own TypeScript package (esbuild also leaves their
  // sub-paths, such as drizzle-orm/pg-core, to node)
  external: Object.keys(manifest.dependencies).filter((name) => name !== "@reseau/shared"),
  // the CommonJS dependencies some bundled code requires by name
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  logLevel: "warning",
});
