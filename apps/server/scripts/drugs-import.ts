import path from "node:path";
import { openDatabase } from "../src/db/client.js";
import { BdpmError, importBdpmFolder } from "../src/modules/drugs/index.js";
import { configFromEnv } from "../src/platform/config.js";

/**
 * `npm run drugs:import -w apps/server -- <folder>` (issue 19 §4): replaces the drug base of
 * DATA_DIR (or DATABASE_URL) by the BDPM files of `<folder>` (`CIS_bdpm.txt`,
 * `CIS_CIP_bdpm.txt`, `CIS_COMPO_bdpm.txt`, `CIS_GENER_bdpm.txt`), in one transaction. Exits 1
 * with a French message, the base untouched, when a file is missing or malformed.
 */
async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage : npm run drugs:import -w apps/server -- <dossier des fichiers BDPM>");
    process.exit(2);
  }
  const config = configFromEnv();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    const started = performance.now();
    const counts = await importBdpmFolder(database.db, path.resolve(folder));
    console.log(
      `Base des médicaments importée en ${Math.round(performance.now() - started)} ms : ` +
        `${counts.specialities} spécialités, ${counts.presentations} présentations, ` +
        `${counts.compositions} compositions, ${counts.groups} lignes de groupes génériques` +
        (counts.skipped > 0 ? ` (${counts.skipped} lignes d’un CIS inconnu ignorées).` : "."),
    );
  } catch (error) {
    if (!(error instanceof BdpmError)) throw error;
    console.error(`Import refusé, la base n’a pas changé. ${error.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
