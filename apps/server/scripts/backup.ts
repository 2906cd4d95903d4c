/**
 * `npm run backup -- [--output archive.tar.gz]` (issue 23 §1): one archive holding the database,
 * every stored file and the generated secrets of the environment's configuration (DATA_DIR,
 * DATABASE_URL, STORAGE_URL, as `npm start` reads them); by default
 * `backups/reseau-YYYYMMDD-HHMMSS.tar.gz` under the folder the command was typed in. The embedded
 * database needs the server stopped; a PostgreSQL one may keep serving (docs/DEPLOYMENT.md).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backup } from "../src/platform/backup.js";
import { argsOr, BackupError } from "../src/platform/backup-database.js";
import { configFromEnv } from "../src/platform/config.js";

const USAGE = "Usage : npm run backup -- [--output archive.tar.gz]";

/** The folder npm was run from (npm runs a workspace's script in the workspace's folder). */
const typedIn = process.env.INIT_CWD ?? process.cwd();

/** `reseau-20261128-013000.tar.gz`, in local time. */
function defaultName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `reseau-${day}-${time}.tar.gz`;
}

try {
  const { values } = argsOr(USAGE, () =>
    parseArgs({ options: { output: { type: "string", short: "o" } } }),
  );
  const output = path.resolve(
    typedIn,
    values.output ?? path.join("backups", defaultName(new Date())),
  );
  const manifest = await backup(configFromEnv(), output);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`Sauvegarde écrite : ${output}`);
  console.log(
    `  base ${manifest.database.mode} : ${manifest.database.totalRows} lignes dans ${Object.keys(manifest.database.rows).length} tables`,
  );
  console.log(`  fichiers : ${manifest.files.length} (${bytes} octets)`);
  console.log(
    `  secrets : ${manifest.secrets.map((secret) => secret.name).join(", ") || "aucun (fournis par l'environnement)"}`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? `Échec de la sauvegarde : ${error.message}` : error);
  process.exitCode = 1;
}
