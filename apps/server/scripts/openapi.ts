/**
 * Writes `docs/openapi.json` from the shared endpoint contracts (`npm run openapi`), or, with
 * `--check` (run by `npm run lint`), fails when the committed file is not what the contracts give:
 * a generated file never drifts from its source (the Immich habit).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { API_CONTRACTS, openApiText } from "@reseau/shared";

const file = path.resolve(import.meta.dirname, "../../../docs/openapi.json");
const text = openApiText(API_CONTRACTS);
if (process.argv.includes("--check")) {
  const committed = await readFile(file, "utf8").catch(() => "");
  if (committed !== text) {
    console.error(
      "La description OpenAPI n'est plus à jour : lancez « npm run openapi » et commitez docs/openapi.json.",
    );
    process.exitCode = 1;
  } else {
    console.log("Description OpenAPI à jour avec les contrats.");
  }
} else {
  await writeFile(file, text);
  console.log(`docs/openapi.json écrit (${Object.keys(JSON.parse(text).paths).length} chemins).`);
}
