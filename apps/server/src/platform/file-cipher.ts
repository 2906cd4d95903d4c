import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Keyring, MasterKey } from "./master-key.js";

/**
 * The format of an encrypted file, version 1 (docs/DECISIONS.md "Files encrypted at rest",
 * issue 24 §4). A 64-byte header:
 *
 * | bytes | field                                                                  |
 * | ----- | ---------------------------------------------------------------------- |
 * | 0–7   | magic `89 52 53 45 4E 43 0D 0A` (`\x89RSENC\r\n`)                        |
 * | 8     | version (1)                                                            |
 * | 9–16  | id of the master key wrapping the data key (`MasterKey.id`)            |
 * | 17–56 | the file's random 32-byte data key, wrapped (AES-256 key wrap, RFC 3394) |
 * | 57–63 | nonce prefix (7 random bytes)                                          |
 *
 * then the content in segments of 64 KiB (the last one shorter, possibly empty), each sealed
 * with AES-256-GCM under the data key: its ciphertext then its 16-byte tag. A segment's IV is the
 * nonce prefix, its index (4 bytes, big-endian) and 1 for the last segment, 0 otherwise; its
 * additional data the magic, the version and the storage key. So a file is read as a stream with
 * every byte authenticated before it is handed on, a cut or reordered file fails like a changed
 * one, and a file moved under another key fails too. A rotation rewrites the header alone.
 */
export const MAGIC = Buffer.from([0x89, 0x52, 0x53, 0x45, 0x4e, 0x43, 0x0d, 0x0a]);
const VERSION = 1;
const KEY_ID_AT = 9;
const WRAPPED_AT = 17;
const WRAPPED_BYTES = 40;
const PREFIX_AT = 57;
/** The header's size in bytes. */
export const HEADER_BYTES = 64;
/** The plaintext of a segment, in bytes (the last one may be shorter). */
const SEGMENT_BYTES = 64 * 1024;
const TAG_BYTES = 16;
/** RFC 3394's default initial value. */
const KEY_WRAP_IV = Buffer.from("a6a6a6a6a6a6a6a6", "hex");

/**
 * A stored file that cannot be decrypted: its authentication failed (changed, cut, moved under
 * another key), or its master key is not in the keyring. The message (French, for the operator)
 * names the storage key, never content.
 */
export class FileCipherError extends Error {}

/** True when `bytes` starts as an encrypted file does (a file stored before encryption: false). */
export function isEncrypted(bytes: Uint8Array): boolean {
  return bytes.length >= MAGIC.length && MAGIC.equals(bytes.subarray(0, MAGIC.length));
}

/** The id of the master key that wraps the file starting with `header` (≥ HEADER_BYTES). */
export function keyIdOf(header: Uint8Array): string {
  return Buffer.from(header.subarray(KEY_ID_AT, KEY_ID_AT + 8)).toString("hex");
}

const additionalData = (storageKey: string) =>
  Buffer.concat([MAGIC, Buffer.from([VERSION]), Buffer.from(storageKey, "utf8")]);

const ivOf = (prefix: Buffer, index: number, last: boolean) => {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, 7);
  iv[11] = last ? 1 : 0;
  return iv;
};

/** `dataKey` wrapped by `master`, and the header naming it. */
function headerOf(master: MasterKey, dataKey: Buffer, prefix: Buffer): Buffer {
  const wrap = createCipheriv("id-aes256-wrap", master.key, KEY_WRAP_IV);
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  return Buffer.concat([
    MAGIC,
    Buffer.from([VERSION]),
    Buffer.from(master.id, "hex"),
    wrapped,
    prefix,
  ]);
}

/**
 * The data key of the file whose header is `header`, unwrapped with the keyring's key of the
 * header's id, and its nonce prefix.
 * @throws FileCipherError for an unknown version or master key, or a wrapped key that does not
 *   unwrap (changed).
 */
function openedHeader(keyring: Keyring, header: Buffer, storageKey: string) {
  if (header[8] !== VERSION) {
    throw new FileCipherError(
      `Le fichier ${storageKey} est d'une version de chiffrement inconnue (${header[8]}).`,
    );
  }
  const id = keyIdOf(header);
  const master = keyring.readable.get(id);
  if (!master) {
    throw new FileCipherError(
      `Le fichier ${storageKey} est chiffré par la clé maîtresse ${id}, que ce serveur n'a pas : donnez-la par MASTER_KEY ou MASTER_KEY_PREVIOUS.`,
    );
  }
  try {
    const unwrap = createDecipheriv("id-aes256-wrap", master.key, KEY_WRAP_IV);
    const dataKey = Buffer.concat([
      unwrap.update(header.subarray(WRAPPED_AT, WRAPPED_AT + WRAPPED_BYTES)),
      unwrap.final(),
    ]);
    return { dataKey, prefix: Buffer.from(header.subarray(PREFIX_AT, HEADER_BYTES)) };
  } catch {
    throw new FileCipherError(
      `Le fichier ${storageKey} est altéré : sa clé de fichier ne se déchiffre pas avec la clé maîtresse ${id}.`,
    );
  }
}

/**
 * The header of an encrypted file re-wrapped under `keyring.current` (a rotation): the same data
 * key and segments, so `header` is all that changes.
 * @throws FileCipherError as `openedHeader`.
 */
export function rewrappedHeader(keyring: Keyring, header: Buffer, storageKey: string): Buffer {
  const { dataKey, prefix } = openedHeader(keyring, header, storageKey);
  return headerOf(keyring.current, dataKey, prefix);
}

/** Bytes received in chunks of any size, taken back in slices of a given size. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.length += chunk.length;
  }

  /** The first `n` bytes (n ≤ length), removed; a slice of the first chunk when it holds them. */
  take(n: number): Buffer {
    const first = this.chunks[0];
    let out: Buffer;
    if (first && first.length >= n) {
      out = first.subarray(0, n);
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
    } else {
      const all = Buffer.concat(this.chunks);
      out = all.subarray(0, n);
      this.chunks = all.length > n ? [all.subarray(n)] : [];
    }
    this.length -= n;
    return out;
  }
}

/**
 * Encrypts one file for `storageKey` under `keyring.current`, its plaintext pushed in chunks of
 * any size: `header` first, then what `push` and `end` return, in order.
 */
export class FileSealer {
  readonly header: Buffer;
  private readonly dataKey = randomBytes(32);
  private readonly prefix = randomBytes(7);
  private readonly aad: Buffer;
  private readonly pending = new ByteQueue();
  private index = 0;

  constructor(keyring: Keyring, storageKey: string) {
    this.header = headerOf(keyring.current, this.dataKey, this.prefix);
    this.aad = additionalData(storageKey);
  }

  /** @returns the segments completed by `chunk` (a segment is sealed once a byte follows it). */
  push(chunk: Uint8Array): Buffer[] {
    this.pending.push(chunk);
    const out: Buffer[] = [];
    while (this.pending.length > SEGMENT_BYTES) {
      out.push(...this.seal(this.pending.take(SEGMENT_BYTES), false));
    }
    return out;
  }

  /** @returns the last segment (the rest of the plaintext, possibly nothing) and its tag. */
  end(): Buffer[] {
    return this.seal(this.pending.take(this.pending.length), true);
  }

  private seal(plain: Buffer, last: boolean): Buffer[] {
    const cipher = createCipheriv(
      "aes-256-gcm",
      this.dataKey,
      ivOf(this.prefix, this.index++, last),
    );
    cipher.setAAD(this.aad);
    const body = cipher.update(plain);
    const rest = cipher.final();
    return [body, rest, cipher.getAuthTag()].filter((part) => part.length > 0);
  }
}

/**
 * Decrypts one encrypted file stored under `storageKey`, its bytes pushed in chunks of any size;
 * only authenticated plaintext is returned.
 * @throws FileCipherError (from `push` or `end`) as soon as a segment or the header fails.
 */
export class FileOpener {
  private readonly pending = new ByteQueue();
  private readonly aad: Buffer;
  private opened: { dataKey: Buffer; prefix: Buffer } | undefined;
  private index = 0;

  constructor(
    private readonly keyring: Keyring,
    private readonly storageKey: string,
  ) {
    this.aad = additionalData(storageKey);
  }

  /** @returns the plaintext of the segments completed by `chunk`. */
  push(chunk: Uint8Array): Buffer[] {
    this.pending.push(chunk);
    const out: Buffer[] = [];
    if (!this.opened) {
      if (this.pending.length < HEADER_BYTES) return out;
      this.opened = openedHeader(this.keyring, this.pending.take(HEADER_BYTES), this.storageKey);
    }
    while (this.pending.length > SEGMENT_BYTES + TAG_BYTES) {
      out.push(this.open(this.pending.take(SEGMENT_BYTES + TAG_BYTES), false));
    }
    return out;
  }

  /** @returns the plaintext of the last segment. @throws FileCipherError for a cut file. */
  end(): Buffer {
    if (!this.opened || this.pending.length < TAG_BYTES) {
      throw new FileCipherError(`Le fichier ${this.storageKey} est tronqué.`);
    }
    return this.open(this.pending.take(this.pending.length), true);
  }

  private open(sealed: Buffer, last: boolean): Buffer {
    const { dataKey, prefix } = this.opened!;
    const decipher = createDecipheriv("aes-256-gcm", dataKey, ivOf(prefix, this.index, last));
    decipher.setAAD(this.aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
      this.index += 1;
      return plain;
    } catch {
      throw new FileCipherError(
        `Le fichier ${this.storageKey} est altéré : l'authentification AES-GCM de son segment ${this.index} a échoué.`,
      );
    }
  }
}

/** `plain` encrypted whole for `storageKey` under `keyring.current` (see `FileSealer`). */
export function sealedFile(keyring: Keyring, storageKey: string, plain: Uint8Array): Buffer {
  const sealer = new FileSealer(keyring, storageKey);
  return Buffer.concat([sealer.header, ...sealer.push(plain), ...sealer.end()]);
}

/**
 * The plaintext of the stored file `bytes`: decrypted when encrypted, as is when it was stored
 * before encryption existed (no magic). @throws FileCipherError (see `FileOpener`).
 */
export function openedFile(keyring: Keyring, storageKey: string, bytes: Buffer): Buffer {
  if (!isEncrypted(bytes)) return bytes;
  const opener = new FileOpener(keyring, storageKey);
  const parts = opener.push(bytes);
  parts.push(opener.end());
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}
