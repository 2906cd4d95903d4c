import { Readable } from "node:stream";
import { FileOpener, FileSealer, MAGIC, openedFile, sealedFile } from "./file-cipher.js";
import type { Keyring } from "./master-key.js";
import type { FileStorage } from "./storage.js";

/**
 * Any `FileStorage` (the disk, a bucket) with every file encrypted at rest (issue 24 §4,
 * docs/DECISIONS.md "Files encrypted at rest"): what is put, staged or streamed is sealed
 * (`file-cipher.ts`: AES-256-GCM, a random data key per file wrapped by `keyring.current`), what
 * is read comes back as the original bytes. A file stored before encryption existed (no magic)
 * is read as it is, until `npm run rotate-key` encrypts it. Keys, listing, staging and deletion
 * are the inner storage's.
 * @throws FileCipherError from `get` and `readStream` (the stream errors) for a file that fails
 *   its authentication or whose master key is not in the keyring.
 */
export class EncryptedStorage implements FileStorage {
  constructor(
    private readonly inner: FileStorage,
    private readonly keyring: Keyring,
  ) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.inner.put(key, sealedFile(this.keyring, key, bytes));
  }

  async stage(key: string, bytes: Uint8Array): Promise<void> {
    await this.inner.stage(key, sealedFile(this.keyring, key, bytes));
  }

  commit(key: string): Promise<void> {
    return this.inner.commit(key);
  }

  discard(key: string): Promise<void> {
    return this.inner.discard(key);
  }

  async get(key: string): Promise<Buffer | null> {
    const bytes = await this.inner.get(key);
    return bytes && openedFile(this.keyring, key, bytes);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  list(): Promise<{ stored: string[]; staged: string[] }> {
    return this.inner.list();
  }

  async stageStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    let size = 0;
    const sealer = new FileSealer(this.keyring, key);
    async function* sealed(): AsyncIterable<Uint8Array> {
      yield sealer.header;
      for await (const chunk of source) {
        size += chunk.length;
        yield* sealer.push(chunk);
      }
      yield* sealer.end();
    }
    await this.inner.stageStream(key, sealed());
    return size;
  }

  async readStream(key: string): Promise<Readable | null> {
    const stream = await this.inner.readStream(key);
    if (!stream) return null;
    const keyring = this.keyring;
    async function* opened(): AsyncIterable<Buffer> {
      let head = Buffer.alloc(0);
      let opener: FileOpener | null | undefined;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (opener === undefined) {
          // the magic decides, once its bytes are in
          head = Buffer.concat([head, chunk]);
          if (head.length < MAGIC.length) continue;
          opener = MAGIC.equals(head.subarray(0, MAGIC.length))
            ? new FileOpener(keyring, key)
            : null;
          yield* opener ? opener.push(head) : [head];
        } else if (opener) yield* opener.push(chunk);
        else yield chunk;
      }
      if (opener) yield opener.end();
      // shorter than the magic: stored before encryption
      else if (opener === undefined && head.length > 0) yield head;
    }
    return Readable.from(opened(), { objectMode: false });
  }

  async ready(): Promise<void> {
    await this.inner.ready?.();
  }
}
