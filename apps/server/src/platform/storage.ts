import { constants, createWriteStream } from "node:fs";
import { access, mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";

/**
 * Where document bytes live. Keys are opaque; the database keeps only the key. A new file is
 * staged (written and synced under a temporary name), then committed once the row that points to
 * it is committed: a crash in between leaves a staged file that `sweep` settles at the next start.
 * On the local disk (`LocalDiskStorage`) or in an S3-compatible bucket (`S3Storage`), chosen by
 * `openStorage`.
 */
export interface FileStorage {
  /** Stores bytes under a key at once; replaces what was there (the demo seed). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Writes bytes under a temporary name and syncs them to the disk. */
  stage(key: string, bytes: Uint8Array): Promise<void>;
  /** Makes a staged file the key's file. */
  commit(key: string): Promise<void>;
  /** Removes a staged file; no error when it is absent. */
  discard(key: string): Promise<void>;
  /** @returns the bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; no error when it is absent. */
  delete(key: string): Promise<void>;
  /** Every key stored, and every key staged but not committed. */
  list(): Promise<{ stored: string[]; staged: string[] }>;
  /**
   * Stages the bytes of a stream without holding them in memory (a CSV of the stock import);
   * `commit` or `discard` follows. @returns the number of bytes written.
   * @throws the source's error (the staged part is removed).
   */
  stageStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** Reads a stored file as a stream of chunks; null when nothing is stored under the key. */
  readStream(key: string): Promise<Readable | null>;
  /**
   * A cheap readiness probe (`GET /ws/ready`, issue 23 §1); a storage without one counts as ready.
   * @throws when the storage cannot be written to now.
   */
  ready?(): Promise<void>;
}

const STAGED = ".part";

/**
 * The key itself when it is one: letters, digits, `_` and `-` (ids and the seed's names), never a
 * path. @throws Error otherwise.
 */
export function checkedKey(key: string): string {
  if (!/^[\w-]+$/.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Files on the local disk under `root`, two levels of folders from the key's first characters. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.stage(key, bytes);
    await this.commit(key);
  }

  async stage(key: string, bytes: Uint8Array): Promise<void> {
    const file = `${this.pathOf(key)}${STAGED}`;
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "w");
    try {
      await handle.writeFile(bytes);
      // on the disk before the row that points to it commits
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async commit(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rename(`${file}${STAGED}`, file);
  }

  async discard(key: string): Promise<void> {
    await rm(`${this.pathOf(key)}${STAGED}`, { force: true });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async stageStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const file = `${this.pathOf(key)}${STAGED}`;
    await mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(file),
      );
      const handle = await open(file, "r+");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return size;
  }

  async readStream(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return null;
    return handle.createReadStream({ autoClose: true, highWaterMark: 64 * 1024 });
  }

  async ready(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async list(): Promise<{ stored: string[]; staged: string[] }> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    return {
      stored: names.filter((name) => !name.endsWith(STAGED)),
      staged: names
        .filter((name) => name.endsWith(STAGED))
        .map((name) => name.slice(0, -STAGED.length)),
    };
  }
}
