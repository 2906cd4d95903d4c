import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import {
  FileCipherError,
  HEADER_BYTES,
  isEncrypted,
  keyIdOf,
  rewrappedHeader,
  sealedFile,
} from "./file-cipher.js";
import {
  generatedKey,
  keptKeys,
  MASTER_KEY_FILE,
  openKeyring,
  PREVIOUS_MASTER_KEY_FILE,
  type Keyring,
  type KeyringConfig,
} from "./master-key.js";
import type { FileStorage } from "./storage.js";

/** What a rotation did to the stored files (`rotateFiles`). */
export interface RotationReport {
  /** The id of the master key every file is now wrapped by. */
  keyId: string;
  /** Files whose data key was re-wrapped under it (their header rewritten). */
  rewrapped: number;
  /** Files stored before encryption existed, encrypted now. */
  encrypted: number;
  /** Files already under it: left alone (a rotation run again, or resumed). */
  unchanged: number;
  /** Files none of the keyring's keys opens, each with the reason (French): left alone. */
  unreadable: { key: string; reason: string }[];
  /** Staged files (an upload in flight, or a crash's leftovers the next start settles). */
  staged: number;
}

/**
 * Brings every stored file of `raw` (the storage as stored, `openRawStorage`) under
 * `keyring.current` (issue 24 §4): a file under another readable key gets its header rewritten
 * (the data key re-wrapped, the ciphertext unchanged), a plaintext file of before encryption is
 * encrypted, a file already under the current key is skipped, so an interrupted rotation resumes
 * where it stopped. Each file is replaced whole (a rename on the disk, one PUT in a bucket).
 * Files keep their content under their key once committed (keys are new ids), so a serving
 * server is no hazard; a file deleted between its read and its rewrite comes back as an orphan,
 * which the next start's sweep removes. `onFile` is told each key done.
 * @returns what was done; files no key opens are listed, not fatal.
 */
export async function rotateFiles(
  raw: FileStorage,
  keyring: Keyring,
  onFile?: (key: string) => void,
): Promise<RotationReport> {
  const report: RotationReport = {
    keyId: keyring.current.id,
    rewrapped: 0,
    encrypted: 0,
    unchanged: 0,
    unreadable: [],
    staged: 0,
  };
  const { stored, staged } = await raw.list();
  report.staged = staged.length;
  for (const key of stored.sort()) {
    const bytes = await raw.get(key);
    if (!bytes) continue;
    if (!isEncrypted(bytes)) {
      await raw.put(key, sealedFile(keyring, key, bytes));
      report.encrypted += 1;
    } else if (bytes.length < HEADER_BYTES) {
      report.unreadable.push({ key, reason: `Le fichier ${key} est tronqué.` });
    } else if (keyIdOf(bytes) === keyring.current.id) {
      report.unchanged += 1;
    } else {
      try {
        const header = rewrappedHeader(keyring, bytes.subarray(0, HEADER_BYTES), key);
        await raw.put(key, Buffer.concat([header, bytes.subarray(HEADER_BYTES)]));
        report.rewrapped += 1;
      } catch (error) {
        if (!(error instanceof FileCipherError)) throw error;
        report.unreadable.push({ key, reason: error.message });
      }
    }
    onFile?.(key);
  }
  return report;
}

/**
 * `npm run rotate-key` with a generated master key (no MASTER_KEY, issue 24 §4): moves
 * `dataDir/master-key` to `master-key.previous` and generates a new one, unless a previous key is
 * already there (a rotation interrupted: it resumes under the key generated then); re-wraps every
 * file (`rotateFiles`); then, when every file is under the new key and none is staged, deletes the
 * previous key. The servers must be stopped: a running one would go on wrapping under the old key.
 * @returns the rotation's report and whether the previous key was deleted.
 */
export async function rotateGeneratedKey(
  config: KeyringConfig,
  raw: FileStorage,
  onFile?: (key: string) => void,
): Promise<RotationReport & { previousDeleted: boolean }> {
  const dir = config.dataDir;
  const previous = path.join(dir, PREVIOUS_MASTER_KEY_FILE);
  if (!existsSync(previous)) {
    const kept = await keptKeys(dir);
    if (kept.current) await rename(path.join(dir, MASTER_KEY_FILE), previous);
    await generatedKey(dir);
  }
  const report = await rotateFiles(raw, await openKeyring(config), onFile);
  const previousDeleted = report.unreadable.length === 0 && report.staged === 0;
  if (previousDeleted) await rm(previous, { force: true });
  return { ...report, previousDeleted };
}
