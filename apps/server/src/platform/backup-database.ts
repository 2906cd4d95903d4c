import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { newPglite } from "../db/client.js";
import type { Config } from "./config.js";

/**
 * Which database a backup holds (issue 23 §1): the embedded PGlite under `dataDir/pg`, or a
 * PostgreSQL server (DATABASE_URL).
 */
export type DatabaseMode = "pglite" | "postgres";

/** The rows of each table of the `public` schema, by table name: what a backup counted. */
export type RowCounts = Record<string, number>;

/** The configuration a backup or a restore reads: where the database and the files are. */
export type BackupConfig = Pick<
  Config,
  "dataDir" | "databaseUrl" | "storageUrl" | "masterKey" | "masterKeyPrevious"
>;

/** An error whose message is for the person running `npm run backup` or `restore` (French). */
export class BackupError extends Error {}

/**
 * The command line read by `parse` (node's `parseArgs`).
 * @throws BackupError with `usage` when `parse` refuses it (an unknown option, a missing value).
 */
export function argsOr<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch {
    throw new BackupError(usage);
  }
}

/**
 * The database mode of `config`.
 * @throws BackupError for an in-memory database (`memory://`), which nothing can back up.
 */
export function databaseModeOf(config: BackupConfig): DatabaseMode {
  if (config.databaseUrl?.startsWith("postgres")) return "postgres";
  if (config.databaseUrl) {
    throw new BackupError(
      `DATABASE_URL=${config.databaseUrl} : seules la base intégrée (DATA_DIR) et PostgreSQL (postgres://…) se sauvegardent.`,
    );
  }
  return "pglite";
}

/** The file name of the database's dump inside the archive, by mode. */
export const DUMP_FILE: Record<DatabaseMode, string> = {
  pglite: "database/pglite.tar.gz",
  postgres: "database/postgres.dump",
};

/**
 * The embedded database's folder, `dataDir/pg`, once checked that no server has it open: PGlite
 * keeps `postmaster.pid` there while open, and a second process opening it would corrupt it.
 * @throws BackupError (French) while that file is there (backup, restore, `npm run rotate-key`).
 */
export function stoppedPgliteDir(config: BackupConfig): string {
  const dir = path.join(config.dataDir, "pg");
  if (existsSync(path.join(dir, "postmaster.pid"))) {
    throw new BackupError(
      `La base intégrée ${dir} est ouverte (postmaster.pid présent) : arrêtez le serveur d'abord. S'il s'est arrêté brutalement, démarrez-le puis arrêtez-le une fois.`,
    );
  }
  return dir;
}

/** What runs a query on either engine: the rows of `text`. */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Counts the rows of every table of the `public` schema, in the caller's snapshot. */
async function countRows(query: Query): Promise<RowCounts> {
  const tables = (
    await query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).rows as { name: string }[];
  if (tables.length === 0) return {};
  const union = tables
    .map(({ name }) => `SELECT '${name}' AS name, count(*)::int AS rows FROM "${name}"`)
    .join(" UNION ALL ");
  const counted = (await query(union)).rows as { name: string; rows: number }[];
  // by name: the manifest's counts and the restored ones compare as JSON
  counted.sort((a, b) => (a.name < b.name ? -1 : 1));
  return Object.fromEntries(counted.map(({ name, rows }) => [name, rows]));
}

/**
 * Dumps the database of `config` to `file`: PGlite's own `dumpDataDir("gzip")` (a tarball of its
 * data folder; the server must be stopped, PGlite serves one process), or `pg_dump
 * --format=custom` (a live server may keep serving: the dump and the counts read one snapshot).
 * @returns the rows of each table, as dumped.
 * @throws BackupError (French) when there is no embedded database or a server has it open, or
 *   pg_dump is missing or fails.
 */
export async function dumpDatabase(config: BackupConfig, file: string): Promise<RowCounts> {
  if (databaseModeOf(config) === "pglite") {
    const dir = stoppedPgliteDir(config);
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      throw new BackupError(`Aucune base intégrée dans ${dir} : rien à sauvegarder.`);
    }
    const client = newPglite(dir);
    try {
      const rows = await countRows((text) => client.query(text));
      const tarball = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      return rows;
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    // the counts and pg_dump read the same exported snapshot, held while the dump runs
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const counts = await countRows((text) => client.query(text));
    await runPgTool(
      "pg_dump",
      // a table locked by a migration or an operator is an error in 5 minutes, not a hang
      [
        "--format=custom",
        `--snapshot=${rows[0]!.id}`,
        "--lock-wait-timeout=300s",
        `--file=${file}`,
      ],
      config.databaseUrl!,
    );
    await client.query("COMMIT");
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * The rows of each table of the target database of `config`, and so whether it is empty (no
 * row: a new database, or one only migrated); {} when the embedded database does not exist yet.
 * @throws BackupError (French) while a server has the embedded database open.
 */
export async function targetRows(config: BackupConfig): Promise<RowCounts> {
  if (databaseModeOf(config) === "pglite") {
    const dir = stoppedPgliteDir(config);
    if (!existsSync(path.join(dir, "PG_VERSION"))) return {};
    const client = newPglite(dir);
    try {
      return await countRows((text) => client.query(text));
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database of `config` by the dump `file` (`dumpDatabase`'s): PGlite loads the
 * tarball into a new folder, which then takes the place of `dataDir/pg` (the old one removed
 * only then); PostgreSQL runs `pg_restore --clean --if-exists --no-owner --single-transaction`,
 * all or nothing.
 * @returns the rows of each table once restored.
 * @throws BackupError (French) when a server has the embedded database open, or pg_restore is
 *   missing or fails (nothing restored then).
 */
export async function restoreDatabase(config: BackupConfig, file: string): Promise<RowCounts> {
  if (databaseModeOf(config) === "pglite") {
    const dir = stoppedPgliteDir(config);
    const loading = `${dir}.restoring`;
    await rm(loading, { recursive: true, force: true });
    const client = newPglite(loading, { loadDataDir: new Blob([await readFile(file)]) });
    try {
      await client.waitReady;
    } catch (error) {
      await rm(loading, { recursive: true, force: true });
      throw error;
    } finally {
      await client.close().catch(() => undefined);
    }
    await rm(dir, { recursive: true, force: true });
    await rename(loading, dir);
    return targetRows(config);
  }
  await runPgTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", file],
    config.databaseUrl!,
  );
  return targetRows(config);
}

/**
 * Runs pg_dump or pg_restore on the database of `url`, its password given through PGPASSWORD
 * rather than on the command line (which every user of the machine may read).
 * @throws BackupError (French) when the tool is missing, or with its own error output.
 */
function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} est introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client), de la même version majeure que le serveur ou plus récente, et mettez-les dans le PATH.`,
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} a échoué (code ${code}) :\n${errors.trim()}`));
    });
  });
}
