import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.js";

/** The file under `dataDir` that keeps a generated master key (64 hex characters). */
export const MASTER_KEY_FILE = "master-key";
/** The key a rotation of a generated master key moves aside until every file is re-wrapped. */
export const PREVIOUS_MASTER_KEY_FILE = "master-key.previous";

/** A master key: its 32 bytes and its id, the one the header of every file it wraps names. */
export interface MasterKey {
  /** 16 hex characters: the first 8 bytes of a SHA-256 of the key (never the key itself). */
  id: string;
  key: Buffer;
}

/**
 * The master keys one process holds (issue 24 §4): `current` wraps the data key of every file
 * written; `readable` (the current one included) unwraps the files written before a rotation.
 */
export interface Keyring {
  current: MasterKey;
  readable: ReadonlyMap<string, MasterKey>;
}

/** What `openKeyring` reads: DATA_DIR and the MASTER_KEY, MASTER_KEY_PREVIOUS variables. */
export type KeyringConfig = Pick<Config, "dataDir" | "masterKey" | "masterKeyPrevious">;

const HEX_KEY = /^[0-9a-f]{64}$/i;

/**
 * The master key of 64 hex characters `hex`. @throws Error (French) naming the variable `name`
 * when it is not one, without echoing the value (a secret).
 */
export function masterKeyOf(hex: string, name = "MASTER_KEY"): MasterKey {
  const value = hex.trim();
  if (!HEX_KEY.test(value)) {
    throw new Error(
      `${name} est refusée (${value.length} caractères) : 64 caractères hexadécimaux (32 octets) sont attendus, par exemple la sortie de « openssl rand -hex 32 ».`,
    );
  }
  const key = Buffer.from(value, "hex");
  const id = createHash("sha256")
    .update("reseau-sante master key id\0")
    .update(key)
    .digest()
    .subarray(0, 8)
    .toString("hex");
  return { id, key };
}

/**
 * The keyring of `config` (docs/DECISIONS.md "Files encrypted at rest"). Current: MASTER_KEY
 * when set, else the key kept in `dataDir/master-key`, generated on first start (owner
 * read-write only, never replacing one another process wrote). Readable besides: MASTER_KEY_PREVIOUS,
 * and the keys of `dataDir/master-key` and `master-key.previous` when those files exist (a
 * generated key an operator later replaced by MASTER_KEY, a rotation under way).
 * @throws Error (French) for a kept file that is not a key.
 */
export async function openKeyring(config: KeyringConfig): Promise<Keyring> {
  const kept = await keptKeys(config.dataDir);
  const current = config.masterKey
    ? masterKeyOf(config.masterKey)
    : (kept.current ?? (await generatedKey(config.dataDir)));
  const readable = new Map<string, MasterKey>();
  for (const key of [
    current,
    config.masterKeyPrevious ? masterKeyOf(config.masterKeyPrevious, "MASTER_KEY_PREVIOUS") : null,
    kept.current,
    kept.previous,
  ]) {
    if (key && !readable.has(key.id)) readable.set(key.id, key);
  }
  return { current, readable };
}

/** The keys kept in `dir` (a DATA_DIR, or the secrets of a backup), each null when absent. */
export async function keptKeys(
  dir: string,
): Promise<{ current: MasterKey | null; previous: MasterKey | null }> {
  const read = async (name: string) => {
    const text = await readFile(path.join(dir, name), "utf8").catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    );
    return text === null ? null : masterKeyOf(text, path.join(dir, name));
  };
  return { current: await read(MASTER_KEY_FILE), previous: await read(PREVIOUS_MASTER_KEY_FILE) };
}

/**
 * Writes 32 random bytes into `dir/master-key` unless a file is there already (`wx`: another
 * process's key wins). @returns the key the file holds.
 */
export async function generatedKey(dir: string): Promise<MasterKey> {
  const file = path.join(dir, MASTER_KEY_FILE);
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return masterKeyOf(await readFile(file, "utf8"), file);
}
