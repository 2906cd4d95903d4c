import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import {
  BackupError,
  databaseModeOf,
  DUMP_FILE,
  dumpDatabase,
  restoreDatabase,
  targetRows,
  type BackupConfig,
  type DatabaseMode,
  type RowCounts,
} from "./backup-database.js";
import { isEncrypted, keyIdOf } from "./file-cipher.js";
import { keptKeys, MASTER_KEY_FILE, masterKeyOf, PREVIOUS_MASTER_KEY_FILE } from "./master-key.js";
import { openRawStorage } from "./open-storage.js";
import { SECRET_FILE } from "./secret.js";
import { checkedKey } from "./storage.js";
import { VAPID_FILE } from "./vapid.js";

/** The version of the archive's layout, checked by `restore`. */
const FORMAT = 1;
const MANIFEST = "manifest.json";
/**
 * The generated secrets kept in DATA_DIR (`platform/secret.ts`, `platform/vapid.ts`,
 * `platform/master-key.ts`).
 */
const SECRET_FILES = [SECRET_FILE, VAPID_FILE, MASTER_KEY_FILE, PREVIOUS_MASTER_KEY_FILE];

/**
 * What a backup holds (`manifest.json` in the archive, issue 23 §1). Inside the archive: the
 * database's dump (`database/`), each stored file under `files/{key}` as stored (encrypted, issue
 * 24 §4), the generated secrets under `secrets/` (the generated master key among them).
 */
export interface BackupManifest {
  /** The archive's layout version (1). */
  format: number;
  /** When the backup was taken (ISO 8601). */
  createdAt: string;
  database: {
    mode: DatabaseMode;
    /** The dump's path in the archive and its SHA-256 (hex). */
    file: string;
    sha256: string;
    /** The rows of each table, as dumped; `totalRows` their sum. */
    rows: RowCounts;
    totalRows: number;
  };
  /** Every stored file: its storage key, size in bytes, SHA-256 (hex). */
  files: { key: string; bytes: number; sha256: string }[];
  /**
   * The DATA_DIR secrets held (`secret-key`, `vapid-keys.json`, `master-key`, when generated),
   * SHA-256 (hex).
   */
  secrets: { name: string; sha256: string }[];
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const totalOf = (rows: RowCounts) => Object.values(rows).reduce((sum, count) => sum + count, 0);

/**
 * Writes one `.tar.gz` archive at `output` (created whole under a temporary name, then renamed)
 * holding the database of `config` (`dumpDatabase`), every file of its storage (the local disk
 * or the S3 bucket, read through `FileStorage`) as stored, encrypted, the secrets generated in
 * `dataDir` (a generated master key included: with MASTER_KEY, the archive's files need it), and
 * the manifest. Each file is held in memory once, while it is copied.
 * @returns the manifest written.
 * @throws BackupError (French) when the database cannot be dumped (see `dumpDatabase`).
 */
export async function backup(config: BackupConfig, output: string): Promise<BackupManifest> {
  const mode = databaseModeOf(config);
  await mkdir(path.dirname(output), { recursive: true });
  // the parts are gathered beside the archive: the same disk, which must hold it anyway
  const work = await mkdtemp(path.join(path.dirname(output), ".reseau-backup-"));
  try {
    await mkdir(path.join(work, "database"));
    await mkdir(path.join(work, "files"));
    await mkdir(path.join(work, "secrets"));
    const dump = path.join(work, DUMP_FILE[mode]);
    const rows = await dumpDatabase(config, dump);
    const storage = await openRawStorage(config);
    const files: BackupManifest["files"] = [];
    for (const key of (await storage.list()).stored.sort()) {
      const bytes = await storage.get(key);
      // deleted since the listing (a live server): not part of this backup
      if (!bytes) continue;
      await writeFile(path.join(work, "files", checkedKey(key)), bytes);
      files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
    }
    const secrets: BackupManifest["secrets"] = [];
    for (const name of SECRET_FILES) {
      const file = path.join(config.dataDir, name);
      if (!existsSync(file)) continue;
      const bytes = await readFile(file);
      await writeFile(path.join(work, "secrets", name), bytes, { mode: 0o600 });
      secrets.push({ name, sha256: sha256(bytes) });
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: {
        mode,
        file: DUMP_FILE[mode],
        sha256: sha256(await readFile(dump)),
        rows,
        totalRows: totalOf(rows),
      },
      files,
      secrets,
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${output}.part`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      MANIFEST,
      "database",
      "files",
      "secrets",
    ]);
    await rename(partial, output);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What `restore` put back: the manifest read, and the rows found in the restored database. */
export interface RestoreSummary {
  manifest: BackupManifest;
  rows: RowCounts;
  /** Stored files removed because the archive does not hold them (with `force` only). */
  removedFiles: number;
}

/**
 * Restores the archive `archive` (`backup`'s) into the database, storage and `dataDir` of
 * `config`. Checks first, before anything is written: the target is empty (no row, no stored
 * file) unless `force`; the archive's format and database mode match; the SHA-256 of the dump
 * and of every file; every encrypted file's master key is among the target's (MASTER_KEY,
 * MASTER_KEY_PREVIOUS, the archive's generated key, the target's). Then replaces the database (`restoreDatabase`), puts every file (with
 * `force`, removes the stored files the archive does not hold), writes the secrets, and checks
 * the restored rows against the manifest. The server must be stopped.
 * @throws BackupError (French) for a non-empty target without `force`, an archive that is not a
 *   backup, another format or database mode, a missing or corrupted file, a file whose master key
 *   the target lacks (nothing restored then),
 *   a failed database restore, or restored rows that differ from the manifest.
 */
export async function restore(
  config: BackupConfig,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const mode = databaseModeOf(config);
  if (!existsSync(archive)) throw new BackupError(`Archive introuvable : ${archive}`);
  const storage = await openRawStorage(config);
  const present = (await storage.list()).stored;
  if (!options.force) {
    const rows = totalOf(await targetRows(config));
    if (rows > 0 || present.length > 0) {
      throw new BackupError(
        `La cible n'est pas vide (${rows} lignes en base, ${present.length} fichiers stockés) : rien n'a été restauré. Relancez avec --force pour la remplacer.`,
      );
    }
  }
  await mkdir(config.dataDir, { recursive: true });
  const work = await mkdtemp(path.join(config.dataDir, ".restore-"));
  try {
    const manifest = await unpacked(archive, work, mode);
    await checkKeys(config, work, manifest);
    const rows = await restoreDatabase(config, path.join(work, DUMP_FILE[mode]));
    const kept = new Set(manifest.files.map((file) => file.key));
    for (const key of kept) await storage.put(key, await readFile(path.join(work, "files", key)));
    const stale = present.filter((key) => !kept.has(key));
    for (const key of stale) await storage.delete(key);
    for (const { name } of manifest.secrets) {
      const bytes = await readFile(path.join(work, "secrets", name));
      await writeFile(path.join(config.dataDir, name), bytes, { mode: 0o600 });
    }
    if (JSON.stringify(rows) !== JSON.stringify(manifest.database.rows)) {
      throw new BackupError(
        `La base restaurée compte ${totalOf(rows)} lignes, le manifeste ${manifest.database.totalRows} : vérifiez la version du serveur PostgreSQL et de pg_restore.`,
      );
    }
    return { manifest, rows, removedFiles: stale.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Checks that the target will open every encrypted file of the archive unpacked in `work`: each
 * file's master key is MASTER_KEY, MASTER_KEY_PREVIOUS, a key of the archive's secrets or one
 * already in the target's DATA_DIR (files stored before encryption need none).
 * @throws BackupError (French) naming the missing key's id otherwise.
 */
async function checkKeys(config: BackupConfig, work: string, manifest: BackupManifest) {
  const archived = await keptKeys(path.join(work, "secrets"));
  const target = await keptKeys(config.dataDir);
  const known = new Set(
    [
      config.masterKey ? masterKeyOf(config.masterKey) : null,
      config.masterKeyPrevious ? masterKeyOf(config.masterKeyPrevious) : null,
      archived.current,
      archived.previous,
      target.current,
      target.previous,
    ].flatMap((key) => (key ? [key.id] : [])),
  );
  for (const { key } of manifest.files) {
    const bytes = await readFile(path.join(work, "files", key));
    if (isEncrypted(bytes) && !known.has(keyIdOf(bytes))) {
      throw new BackupError(
        `Les fichiers de l'archive sont chiffrés par la clé maîtresse ${keyIdOf(bytes)}, que la cible n'a pas : donnez-la par MASTER_KEY comme à la sauvegarde. Rien n'a été restauré.`,
      );
    }
  }
}

/**
 * Extracts `archive` into `work` and checks it whole: its manifest, format and database mode,
 * and the SHA-256 of the dump and of every file it names.
 * @returns the manifest.
 * @throws BackupError (French) at the first thing that does not match.
 */
async function unpacked(archive: string, work: string, mode: DatabaseMode) {
  try {
    await tar.extract({ file: archive, cwd: work, strict: true });
  } catch (error) {
    throw new BackupError(
      `${archive} n'est pas une archive tar.gz lisible : ${(error as Error).message}`,
    );
  }
  const manifestFile = path.join(work, MANIFEST);
  if (!existsSync(manifestFile)) {
    throw new BackupError(`${archive} n'est pas une sauvegarde : ${MANIFEST} est absent.`);
  }
  const manifest = manifestOf(await readFile(manifestFile, "utf8"), archive);
  if (manifest.format !== FORMAT) {
    throw new BackupError(
      `Format de sauvegarde ${manifest.format} inconnu (ce serveur lit le format ${FORMAT}).`,
    );
  }
  if (manifest.database.mode !== mode) {
    throw new BackupError(
      `L'archive contient une base ${manifest.database.mode}, la cible est ${mode} : configurez DATABASE_URL comme à la sauvegarde.`,
    );
  }
  const expected = [
    { name: DUMP_FILE[mode], sha256: manifest.database.sha256 },
    ...manifest.files.map((file) => ({ name: `files/${file.key}`, sha256: file.sha256 })),
    ...manifest.secrets.map((secret) => ({
      name: `secrets/${secret.name}`,
      sha256: secret.sha256,
    })),
  ];
  for (const { name, sha256: wanted } of expected) {
    const file = path.join(work, name);
    const found = existsSync(file) ? sha256(await readFile(file)) : "absent";
    if (found !== wanted) {
      throw new BackupError(
        `Fichier corrompu dans l'archive : ${name} (sha256 attendu ${wanted}, trouvé ${found}). Rien n'a été restauré.`,
      );
    }
  }
  return manifest;
}

/**
 * The manifest of `text`, its names checked: storage keys (`checkedKey`) and known secret names
 * only, so that no name of a crafted archive reaches outside the folders restored into.
 * @throws BackupError (French) for anything else.
 */
function manifestOf(text: string, archive: string): BackupManifest {
  const refused = () =>
    new BackupError(`${archive} n'est pas une sauvegarde : ${MANIFEST} illisible.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
    if (!manifest.database || !Array.isArray(manifest.files) || !Array.isArray(manifest.secrets)) {
      throw refused();
    }
    for (const file of manifest.files) checkedKey(file.key);
  } catch {
    throw refused();
  }
  if (manifest.secrets.some((secret) => !SECRET_FILES.includes(secret.name))) throw refused();
  return manifest;
}
