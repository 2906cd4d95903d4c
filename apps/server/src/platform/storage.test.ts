import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server.js";
import { configFromEnv, storageLocationOf } from "./config.js";
import { openStorage } from "./open-storage.js";
import type { FileStorage } from "./storage.js";

/** One implementation under test: `fresh` gives an empty storage for each test. */
interface Implementation {
  name: string;
  setUp(): Promise<void>;
  fresh(): Promise<FileStorage>;
  tearDown(): Promise<void>;
}

const localDisk = (): Implementation => {
  let root = "";
  return {
    name: "local disk",
    async setUp() {
      root = await mkdtemp(path.join(os.tmpdir(), "reseau-storage-"));
    },
    async fresh() {
      const dataDir = await mkdtemp(path.join(root, "data-"));
      return openStorage({ dataDir, storageUrl: undefined });
    },
    tearDown: () => rm(root, { recursive: true, force: true }),
  };
};

const s3 = (): Implementation => {
  let server: TestS3Server | undefined;
  return {
    name: "S3 (s3rver)",
    async setUp() {
      server = await startS3Server();
    },
    async fresh() {
      await server!.empty();
      return openStorage({ dataDir: os.tmpdir(), storageUrl: server!.storageUrl });
    },
    tearDown: async () => server?.close(),
  };
};

const bytesOf = (text: string) => Buffer.from(text, "utf8");

async function* chunksOf(...chunks: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([localDisk(), s3()])("file storage: $name", (implementation) => {
  let storage: FileStorage;
  beforeAll(() => implementation.setUp());
  afterAll(() => implementation.tearDown());
  beforeEach(async () => {
    storage = await implementation.fresh();
  });

  it("reads back what was put, replaces it, and answers null for an unknown key", async () => {
    await storage.put("doc-1", bytesOf("%PDF-1.4 first"));
    expect(await storage.get("doc-1")).toEqual(bytesOf("%PDF-1.4 first"));
    await storage.put("doc-1", bytesOf("second"));
    expect(await storage.get("doc-1")).toEqual(bytesOf("second"));
    expect(await storage.get("missing")).toBeNull();
    expect(await storage.list()).toEqual({ stored: ["doc-1"], staged: [] });
  });

  it("keeps a staged file out of reach until its commit", async () => {
    await storage.stage("doc-2", bytesOf("staged bytes"));
    expect(await storage.get("doc-2")).toBeNull();
    expect(await storage.list()).toEqual({ stored: [], staged: ["doc-2"] });
    await storage.commit("doc-2");
    expect(await storage.get("doc-2")).toEqual(bytesOf("staged bytes"));
    expect(await storage.list()).toEqual({ stored: ["doc-2"], staged: [] });
  });

  it("discards a staged file and deletes a stored one, absent ones without error", async () => {
    await storage.put("kept", bytesOf("k"));
    await storage.put("gone", bytesOf("g"));
    await storage.stage("dropped", bytesOf("d"));
    await storage.discard("dropped");
    await storage.delete("gone");
    await storage.discard("never-staged");
    await storage.delete("never-stored");
    expect(await storage.get("gone")).toBeNull();
    expect(await storage.list()).toEqual({ stored: ["kept"], staged: [] });
  });

  it("lists every key, stored and staged", async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `key-${String(index).padStart(2, "0")}`);
    for (const key of keys) await storage.put(key, bytesOf(key));
    await storage.stage("half-done", bytesOf("x"));
    const { stored, staged } = await storage.list();
    expect(stored.sort()).toEqual(keys);
    expect(staged).toEqual(["half-done"]);
  });

  it("stages a stream, counts its bytes and reads it back as a stream", async () => {
    const size = await storage.stageStream(
      "import-1",
      chunksOf(bytesOf("a;b\n"), bytesOf("1;2\n")),
    );
    expect(size).toBe(8);
    expect(await storage.readStream("import-1")).toBeNull();
    await storage.commit("import-1");
    const stream = await storage.readStream("import-1");
    expect(await readAll(stream!)).toEqual(bytesOf("a;b\n1;2\n"));
    expect(await storage.readStream("missing")).toBeNull();
  });

  it("stages a stream larger than an upload part (an object store's multipart upload)", async () => {
    // 12 MiB in 64 KiB chunks, each chunk its own byte: any part out of order shows
    const chunks = Array.from({ length: 192 }, (_, index) => Buffer.alloc(64 * 1024, index));
    const size = await storage.stageStream("big-import", chunksOf(...chunks));
    expect(size).toBe(12 * 1024 * 1024);
    await storage.commit("big-import");
    const read = await readAll((await storage.readStream("big-import"))!);
    expect(read.equals(Buffer.concat(chunks))).toBe(true);
  });

  it("leaves nothing staged when the stream fails", async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield bytesOf("a;b\n");
      throw new Error("connection reset");
    }
    await expect(storage.stageStream("import-2", failing())).rejects.toThrow("connection reset");
    expect(await storage.list()).toEqual({ stored: [], staged: [] });
  });

  it("answers its readiness probe (GET /ws/ready)", async () => {
    await expect(storage.ready?.()).resolves.toBeUndefined();
  });

  it("refuses a key that is not one (a path)", async () => {
    await expect(storage.put("../escape", bytesOf("x"))).rejects.toThrow("invalid storage key");
    await expect(storage.get("a/b")).rejects.toThrow("invalid storage key");
  });
});

describe("S3 storage readiness", () => {
  it("is not ready when its bucket does not exist", async () => {
    const server = await startS3Server();
    try {
      const missing = await openStorage({
        dataDir: os.tmpdir(),
        storageUrl: server.storageUrl.replace("s3://reseau-test", "s3://no-such-bucket"),
      });
      await expect(missing.ready?.()).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});

describe("STORAGE_URL", () => {
  it("reads a bucket, its endpoint and its region", () => {
    expect(storageLocationOf("s3://documents")).toEqual({ bucket: "documents" });
    expect(
      storageLocationOf("s3://reseau-files?endpoint=http://127.0.0.1:4569&region=eu-west-3"),
    ).toEqual({ bucket: "reseau-files", endpoint: "http://127.0.0.1:4569", region: "eu-west-3" });
  });

  it("is checked at start: unset is the local disk, a malformed one stops the start", () => {
    expect(configFromEnv({ CARD_PAYMENT: "off" }).storageUrl).toBeUndefined();
    expect(configFromEnv({ CARD_PAYMENT: "off", STORAGE_URL: "s3://documents" }).storageUrl).toBe(
      "s3://documents",
    );
    expect(() => configFromEnv({ CARD_PAYMENT: "off", STORAGE_URL: "s3:/documents" })).toThrow(
      "STORAGE_URL=s3:/documents est refusée",
    );
  });

  it.each([
    ["not a URL", "documents"],
    ["another scheme", "gs://documents"],
    ["a path", "s3://documents/folder"],
    ["credentials in the URL", "s3://key:secret@documents"],
    ["an invalid bucket name", "s3://Documents_2"],
    ["an unknown parameter", "s3://documents?endpont=http://127.0.0.1:4569"],
    ["an endpoint that is no http(s) URL", "s3://documents?endpoint=127.0.0.1:4569"],
  ])("refuses %s, in French", (_, url) => {
    expect(() => storageLocationOf(url)).toThrow(`STORAGE_URL=${url} est refusée : `);
  });
});
