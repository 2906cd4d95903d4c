import type { Readable } from "node:stream";
import type { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { StorageLocation } from "./config.js";
import { checkedKey, type FileStorage } from "./storage.js";

/** The SDK's module, imported when an S3 storage opens (never by the embedded default). */
type Sdk = typeof import("@aws-sdk/client-s3");

/** Where committed files live in the bucket; the sweep looks at nothing else. */
const STORED = "files/";
/** Where staged files wait for their row's commit. */
const STAGED = "staging/";
/**
 * A streamed file goes up in parts of this many bytes (S3's smallest is 5 MiB, but the last):
 * the most of it held in memory at once.
 */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (docs/DECISIONS.md "Object storage"): a committed file is the
 * object `files/{key}`, a staged one `staging/{key}`; a commit copies the staged object to its
 * place, then deletes it. S3 answers a write once the object is durable, so a staged object is as
 * safe as the disk's synced file. A crash between the copy and the delete leaves both: the
 * start-up sweep discards the staged one, as it does on the disk.
 */
export class S3Storage implements FileStorage {
  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /**
   * A storage on `location`'s bucket, the credentials read by the SDK from the environment
   * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or its other sources); the region is the
   * location's, else AWS_REGION, else `us-east-1`. Nothing is sent until the first call.
   */
  static async open(location: StorageLocation): Promise<S3Storage> {
    const sdk = await import("@aws-sdk/client-s3");
    const client = new sdk.S3Client({
      region: location.region ?? (process.env.AWS_REGION || "us-east-1"),
      ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
      // checksums only where S3 demands them: compatible stores (s3rver, older MinIO) do not all
      // know the SDK's newer default ones
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    return new S3Storage(sdk, client, location.bucket);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // one PUT replaces an object whole: nothing to stage
    await this.putObject(STORED + checkedKey(key), bytes);
  }

  async stage(key: string, bytes: Uint8Array): Promise<void> {
    await this.putObject(STAGED + checkedKey(key), bytes);
  }

  async commit(key: string): Promise<void> {
    const staged = STAGED + checkedKey(key);
    await this.client.send(
      new this.sdk.CopyObjectCommand({
        Bucket: this.bucket,
        Key: STORED + key,
        CopySource: `${this.bucket}/${staged}`,
      }),
    );
    await this.deleteObject(staged);
  }

  async discard(key: string): Promise<void> {
    await this.deleteObject(STAGED + checkedKey(key));
  }

  /**
   * The readiness probe (`GET /ws/ready`, issue 23 §1): a HeadBucket, which answers when the
   * store is reachable, the bucket exists and the credentials may use it.
   * @throws the SDK's error otherwise.
   */
  async ready(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.getObject(STORED + checkedKey(key));
    return body ? Buffer.from(await body.transformToByteArray()) : null;
  }

  async delete(key: string): Promise<void> {
    await this.deleteObject(STORED + checkedKey(key));
  }

  async list(): Promise<{ stored: string[]; staged: string[] }> {
    return { stored: await this.keysUnder(STORED), staged: await this.keysUnder(STAGED) };
  }

  async stageStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const name = STAGED + checkedKey(key);
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    const sendPart = async () => {
      uploadId ??= (
        await this.client.send(
          new this.sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key: name }),
        )
      ).UploadId;
      const PartNumber = parts.length + 1;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const { ETag } = await this.client.send(
        new this.sdk.UploadPartCommand({
          Bucket: this.bucket,
          Key: name,
          UploadId: uploadId,
          PartNumber,
          Body: body,
        }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of source) {
        size += chunk.length;
        pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        pendingBytes += chunk.length;
        if (pendingBytes >= PART_BYTES) await sendPart();
      }
      if (!uploadId) {
        // a file under one part: a plain PUT
        await this.putObject(name, Buffer.concat(pending));
        return size;
      }
      if (pendingBytes > 0) await sendPart();
      await this.client.send(
        new this.sdk.CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: name,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      if (uploadId) {
        // best effort: a store without it (s3rver) keeps the parts, never a visible object
        await this.client
          .send(
            new this.sdk.AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: name,
              UploadId: uploadId,
            }),
          )
          .catch(() => undefined);
      }
      await this.deleteObject(name);
      throw error;
    }
    return size;
  }

  async readStream(key: string): Promise<Readable | null> {
    // in Node, the SDK's body is an http.IncomingMessage: a Readable
    return (await this.getObject(STORED + checkedKey(key))) as Readable | null;
  }

  private async putObject(name: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: name, Body: bytes }),
    );
  }

  private async deleteObject(name: string): Promise<void> {
    // S3 answers 204 for an absent key too
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  /** The object's body, or null when there is none. */
  private async getObject(name: string) {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }),
      );
      return answer.Body ?? null;
    } catch (error) {
      if ((error as S3ServiceException).name === "NoSuchKey") return null;
      throw error;
    }
  }

  /** The keys of the objects under `prefix`, every page of the listing. */
  private async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const pages = this.sdk.paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push(object.Key.slice(prefix.length));
      }
    }
    return keys;
  }
}
