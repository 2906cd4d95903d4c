import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where document bytes live. Keys are opaque; the database keeps only the key. */
export interface FileStorage {
  /** Stores bytes under a key; replaces what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** @returns the bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; no error when it is absent. */
  delete(key: string): Promise<void>;
}

/** Files on the local disk under `root`, two levels of folders from the key's first characters. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[\w-]+$/.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
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
}
