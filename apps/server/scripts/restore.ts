/**
 * `npm run restore -- <archive.tar.gz> [--force]` (issue 23 §1): puts a backup
 * (`npm run backup`) back into the environment's configuration (DATA_DIR, DATABASE_URL,
 * STORAGE_URL). Refuses a target that holds data unless `--force`, and an archive whose files do
 * not match their SHA-256, before writing anything. Stop the server first (docs/DEPLOYMENT.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restore } from "../src/platform/backup.js";
import { argsOr, BackupError } from "../src/platform/backup-database.js";
import { configFromEnv } from "../src/platform/config.js";

const USAGE = "Usage : npm run restore -- <archive.tar.gz> [--force]";

/** The folder npm was run from (npm runs a workspace's script in the workspace's folder). */
const typedIn = process.env.INIT_CWD ?? process.cwd();

try {
  const { values, positionals } = argsOr(USAGE, () =>
    parseArgs({
      options: { force: { type: "boolean", default: false } },
      allowPositionals: true,
    }),
  );
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const archive = path.resolve(typedIn, positionals[0]!);
  const { manifest, rows, removedFiles } = await restore(configFromEnv(), archive, {
    force: values.force,
  });
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  console.log(`Sauvegarde du ${manifest.createdAt} restaurée depuis ${archive}`);
  console.log(
    `  base ${manifest.database.mode} : ${total} lignes dans ${Object.keys(rows).length} tables (comme au manifeste)`,
  );
  console.log(
    `  fichiers : ${manifest.files.length} vérifiés (sha256) et remis${removedFiles ? `, ${removedFiles} absents de l'archive supprimés` : ""}`,
  );
  console.log(`  secrets : ${manifest.secrets.map((secret) => secret.name).join(", ") || "aucun"}`);
} catch (error) {
  console.error(
    error instanceof BackupError ? `Échec de la restauration : ${error.message}` : error,
  );
  process.exitCode = 1;
}
