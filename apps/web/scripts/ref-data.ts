/**
 * Writes the reference data the web app loads once (issue 8 §1, docs/ARCHITECTURE.md "The
 * directory search"), from `@etalab/decoupage-administratif`:
 * - `public/ref/communes.json`: every current commune as `[name, department, postcodes…]`,
 *   sorted by name (city suggestions, 5 at a time: 000 §9);
 * - `public/ref/departments.json`: `[{code, name}]`.
 * Run by `npm run build` and `npm run dev` of apps/web (the output is not committed). With
 * `--shared` it also rewrites `packages/shared/src/directory/departments.ts` (committed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

interface Commune {
  nom: string;
  type: string;
  departement: string;
  codesPostaux?: string[];
}
interface Department {
  code: string;
  nom: string;
}

const require = createRequire(import.meta.url);
const communes = require("@etalab/decoupage-administratif/data/communes.json") as Commune[];
const departments =
  require("@etalab/decoupage-administratif/data/departements.json") as Department[];

const out = path.resolve(import.meta.dirname, "../public/ref");
mkdirSync(out, { recursive: true });
const rows = communes
  .filter((c) => c.type === "commune-actuelle" && (c.codesPostaux?.length ?? 0) > 0)
  .map((c) => [c.nom, c.departement, ...(c.codesPostaux ?? [])])
  .sort((a, b) => String(a[0]).localeCompare(String(b[0]), "fr"));
writeFileSync(path.join(out, "communes.json"), JSON.stringify(rows));
const list = departments.map((d) => ({ code: d.code, name: d.nom }));
writeFileSync(path.join(out, "departments.json"), JSON.stringify(list));
console.log(`public/ref: ${rows.length} communes, ${list.length} departments`);

if (process.argv.includes("--shared")) {
  const file = path.resolve(
    import.meta.dirname,
    "../../../packages/shared/src/directory/departments.ts",
  );
  const body = list.map(
    (d) => `  { code: ${JSON.stringify(d.code)}, name: ${JSON.stringify(d.name)} },`,
  );
  writeFileSync(
    file,
    `/**
 * The French departments (code and name), from \`@etalab/decoupage-administratif\`
 * (\`departements.json\`), written by \`apps/web/scripts/ref-data.ts --shared\`: the server resolves a
 * department criterion with them and the web app suggests them. Do not edit by hand.
 */
export const DEPARTMENTS: readonly { code: string; name: string }[] = [
${body.join("\n")}
];
`,
  );
}
