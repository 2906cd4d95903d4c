import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DocumentDto } from "@reseau/shared";
import { uploaded } from "../modules/documents/test-helpers.js";
import { createPatient, createTestApp, SAMPLE_FILES } from "../test/harness.js";
import { startS3Server, type TestS3Server } from "../test/s3-server.js";
import { configFromEnv } from "./config.js";
import { EncryptedStorage } from "./encrypted-storage.js";
import { rotateFiles, rotateGeneratedKey } from "./key-rotation.js";
import {
  MASTER_KEY_FILE,
  masterKeyOf,
  openKeyring,
  PREVIOUS_MASTER_KEY_FILE,
} from "./master-key.js";
import { openRawStorage, openStorage } from "./open-storage.js";
import type { FileStorage } from "./storage.js";

const temporary: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "reseau-crypt-"));
  temporary.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

const PDF = Buffer.from(SAMPLE_FILES.pdf, "base64");
const newKey = () => randomBytes(32).toString("hex");

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Where the files go: a DATA_DIR of its own (the generated key) and its storage location. */
interface Place {
  dataDir: string;
  storageUrl: string | undefined;
}

const implementations = [
  { name: "local disk", s3: false },
  { name: "S3 (s3rver)", s3: true },
];

describe.each(implementations)("files encrypted at rest: $name (issue 24 §4)", ({ s3 }) => {
  let server: TestS3Server | undefined;
  let place: Place;
  let storage: FileStorage;
  let raw: FileStorage;
  beforeAll(async () => {
    if (s3) server = await startS3Server();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server?.empty();
    place = { dataDir: await freshDir(), storageUrl: server?.storageUrl };
    storage = await openStorage(place);
    raw = await openRawStorage(place);
  });

  it("stores no plaintext: a PDF's bytes in the storage are not the PDF, read back they are", async () => {
    await storage.put("doc-1", PDF);
    const stored = (await raw.get("doc-1"))!;
    expect(stored.includes("%PDF")).toBe(false);
    expect(stored.includes(PDF.subarray(16, 48))).toBe(false);
    expect(stored.subarray(0, 8).toString("latin1")).toBe("\x89RSENC\r\n");
    expect(await storage.get("doc-1")).toEqual(PDF);
    // the same plaintext twice: a new data key and nonce each time
    await storage.put("doc-2", PDF);
    expect((await raw.get("doc-2"))!.equals(stored)).toBe(false);
  });

  it("stores a stream encrypted, segment by segment, and reads it back as a stream", async () => {
    const big = randomBytes(200 * 1024 + 5);
    async function* chunks() {
      for (let at = 0; at < big.length; at += 10_000) yield big.subarray(at, at + 10_000);
    }
    expect(await storage.stageStream("import-1", chunks())).toBe(big.length);
    await storage.commit("import-1");
    const stored = (await raw.get("import-1"))!;
    // the header, 4 segments of 64 KiB and a short last one, each with its 16-byte tag
    expect(stored.length).toBe(64 + big.length + 4 * 16);
    expect(stored.includes(big.subarray(0, 32))).toBe(false);
    expect((await readAll((await storage.readStream("import-1"))!)).equals(big)).toBe(true);
    expect((await storage.get("import-1"))!.equals(big)).toBe(true);
  });

  it("refuses a changed tag or ciphertext with a clear error, never garbage", async () => {
    const big = randomBytes(150 * 1024);
    await storage.put("doc-3", big);
    const stored = (await raw.get("doc-3"))!;
    // the last byte: the tag of the last segment
    const tagChanged = Buffer.from(stored);
    tagChanged[tagChanged.length - 1]! ^= 1;
    await raw.put("doc-3", tagChanged);
    await expect(storage.get("doc-3")).rejects.toThrow(
      "Le fichier doc-3 est altéré : l'authentification AES-GCM de son segment 2 a échoué.",
    );
    // a byte of the second segment: the stream hands on the first, authenticated, then fails
    const bodyChanged = Buffer.from(stored);
    bodyChanged[64 + 64 * 1024 + 16 + 100]! ^= 1;
    await raw.put("doc-3", bodyChanged);
    const received: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of (await storage.readStream("doc-3"))!)
        received.push(chunk as Buffer);
    })();
    await expect(reading).rejects.toThrow("de son segment 1 a échoué");
    expect(Buffer.concat(received).equals(big.subarray(0, 64 * 1024))).toBe(true);
    // cut at a segment's end: the last segment is missing
    await raw.put("doc-3", stored.subarray(0, 64 + 64 * 1024 + 16));
    await expect(storage.get("doc-3")).rejects.toThrow("Le fichier doc-3 est altéré");
    // a file moved under another key
    await raw.put("doc-4", stored);
    await expect(storage.get("doc-4")).rejects.toThrow("Le fichier doc-4 est altéré");
  });

  it("reads the files stored before encryption as they are, until the rotation encrypts them", async () => {
    await raw.put("legacy", PDF);
    await raw.put("tiny", Buffer.from("ab"));
    expect(await storage.get("legacy")).toEqual(PDF);
    expect(await readAll((await storage.readStream("legacy"))!)).toEqual(PDF);
    expect(await readAll((await storage.readStream("tiny"))!)).toEqual(Buffer.from("ab"));
    const report = await rotateFiles(raw, await openKeyring(place));
    expect(report).toMatchObject({ encrypted: 2, rewrapped: 0, unreadable: [] });
    expect((await raw.get("legacy"))!.includes("%PDF")).toBe(false);
    expect(await storage.get("legacy")).toEqual(PDF);
    expect(await storage.get("tiny")).toEqual(Buffer.from("ab"));
  });

  it("rotates MASTER_KEY: every file re-wrapped, readable with the new key alone, the old one refused", async () => {
    const [oldKey, nextKey] = [newKey(), newKey()];
    const before = { ...place, masterKey: oldKey };
    const files = Object.fromEntries(
      ["a", "b", "c", "d"].map((key) => [key, randomBytes(70_000 + key.charCodeAt(0))]),
    );
    const old = await openStorage(before);
    for (const [key, bytes] of Object.entries(files)) await old.put(key, bytes);
    await raw.put("legacy", PDF);

    // the operator sets MASTER_KEY to the new key and MASTER_KEY_PREVIOUS to the old one; the
    // rotation is cut after two files
    const during = { ...place, masterKey: nextKey, masterKeyPrevious: oldKey };
    let writes = 0;
    const failing: FileStorage = Object.assign(Object.create(raw) as FileStorage, {
      put: async (key: string, bytes: Uint8Array) => {
        if (++writes > 2) throw new Error("connexion perdue");
        await raw.put(key, bytes);
      },
    });
    await expect(rotateFiles(failing, await openKeyring(during))).rejects.toThrow(
      "connexion perdue",
    );
    // run again: resumes, the files done already are left alone
    const report = await rotateFiles(raw, await openKeyring(during));
    expect(report.rewrapped + report.encrypted).toBe(3);
    expect(report.unchanged).toBe(2);
    expect(report.keyId).toBe(masterKeyOf(nextKey).id);
    const again = await rotateFiles(raw, await openKeyring(during));
    expect(again).toMatchObject({ rewrapped: 0, encrypted: 0, unchanged: 5, unreadable: [] });

    const after = await openStorage({ ...place, masterKey: nextKey });
    for (const [key, bytes] of Object.entries(files))
      expect((await after.get(key))!.equals(bytes)).toBe(true);
    expect(await after.get("legacy")).toEqual(PDF);
    await expect(old.get("a")).rejects.toThrow(
      `Le fichier a est chiffré par la clé maîtresse ${masterKeyOf(nextKey).id}, que ce serveur n'a pas`,
    );

    // a file under a key the rotation is not given is listed, and left alone
    await (await openStorage({ ...place, masterKey: newKey() })).put("stray", PDF);
    const stray = await rotateFiles(raw, await openKeyring(during));
    expect(stray.unreadable).toEqual([
      {
        key: "stray",
        reason: expect.stringContaining(
          "Le fichier stray est chiffré par la clé maîtresse",
        ) as string,
      },
    ]);
  });
});

describe("a generated master key (no MASTER_KEY)", () => {
  it("is generated once in DATA_DIR, owner-only, and kept across restarts", async () => {
    const dataDir = await freshDir();
    await (await openStorage({ dataDir, storageUrl: undefined })).put("doc", PDF);
    const file = path.join(dataDir, MASTER_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await openStorage({ dataDir, storageUrl: undefined })).get("doc")).toEqual(PDF);
  });

  it("rotates with npm run rotate-key's steps: a new key, the old one deleted and refused", async () => {
    const dataDir = await freshDir();
    const place = { dataDir, storageUrl: undefined };
    await (await openStorage(place)).put("doc", PDF);
    const oldKey = await readFile(path.join(dataDir, MASTER_KEY_FILE), "utf8");
    const report = await rotateGeneratedKey(place, await openRawStorage(place));
    expect(report).toMatchObject({ rewrapped: 1, previousDeleted: true });
    expect(existsSync(path.join(dataDir, PREVIOUS_MASTER_KEY_FILE))).toBe(false);
    const newKeyText = await readFile(path.join(dataDir, MASTER_KEY_FILE), "utf8");
    expect(newKeyText).not.toBe(oldKey);
    expect(await (await openStorage(place)).get("doc")).toEqual(PDF);
    // a server given the old key only (DATA_DIR's files hold the new one)
    const old = masterKeyOf(oldKey);
    const withOld = new EncryptedStorage(await openRawStorage(place), {
      current: old,
      readable: new Map([[old.id, old]]),
    });
    await expect(withOld.get("doc")).rejects.toThrow("que ce serveur n'a pas");
    // the files on the disk hold no plaintext
    const [folder] = await readdir(path.join(dataDir, "files"));
    const stored = await readFile(path.join(dataDir, "files", folder!, "doc"));
    expect(stored.includes("%PDF")).toBe(false);
  });
});

describe("MASTER_KEY", () => {
  it("is read from the environment, and a malformed one stops the start in French", () => {
    const key = newKey();
    expect(configFromEnv({ CARD_PAYMENT: "off", MASTER_KEY: key }).masterKey).toBe(key);
    expect(configFromEnv({ CARD_PAYMENT: "off" }).masterKey).toBeUndefined();
    expect(() => configFromEnv({ CARD_PAYMENT: "off", MASTER_KEY: "secret" })).toThrow(
      "MASTER_KEY est refusée (6 caractères) : 64 caractères hexadécimaux (32 octets) sont attendus",
    );
    expect(() =>
      configFromEnv({ CARD_PAYMENT: "off", MASTER_KEY: key, MASTER_KEY_PREVIOUS: `${key}0` }),
    ).toThrow("MASTER_KEY_PREVIOUS est refusée (65 caractères)");
  });
});

describe("documents through the HTTP API on the local disk", () => {
  it("a PDF uploaded is stored encrypted and downloaded byte for byte", async () => {
    const t = await createTestApp();
    try {
      const patient = await createPatient(t);
      const document = await uploaded(patient, {
        name: "Compte rendu",
        mime: "application/pdf",
        data: SAMPLE_FILES.pdf,
      });
      const raw = await openRawStorage(t.ctx.config);
      expect((await raw.get(document.id))!.includes("%PDF")).toBe(false);
      const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
      expect(read.status).toBe(200);
      expect(Buffer.from(read.body.data!, "base64")).toEqual(PDF);
    } finally {
      await t.stop();
    }
  });
});
