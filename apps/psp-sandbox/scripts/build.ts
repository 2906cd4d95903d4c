/**
 * The build of the payment sandbox (`npm run build -w apps/psp-sandbox`): `src/cli.ts` bundled by
 * esbuild into `dist/cli.js`, so that `npm start` runs JavaScript (as the server's build does);
 * its dependencies stay in `node_modules`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const SANDBOX = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(await readFile(path.join(SANDBOX, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

await build({
  entryPoints: [path.join(SANDBOX, "src/cli.ts")],
  outfile: path.join(SANDBOX, "dist/cli.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(manifest.dependencies),
  logLevel: "warning",
});
