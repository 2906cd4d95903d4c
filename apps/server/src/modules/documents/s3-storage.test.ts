import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentDto } from "@reseau/shared";
import { createPatient, createTestApp, SAMPLE_FILES, type TestApp } from "../../test/harness.js";
import { openRawStorage } from "../../platform/open-storage.js";
import { startS3Server, type TestS3Server } from "../../test/s3-server.js";
import { storedFileCount, uploaded } from "./test-helpers.js";

// the whole app on an S3-compatible object store (STORAGE_URL), as in a deployment with several
// servers; the storage's own suite, on both implementations, is platform/storage.test.ts
let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storageUrl: s3.storageUrl });
});
afterAll(async () => {
  await t?.stop();
  await s3?.close();
});

describe("documents in an object store (STORAGE_URL=s3://…)", () => {
  it("stores an upload in the bucket, reads it back byte for byte, and removes it with its document", async () => {
    const patient = await createPatient(t);
    const document = await uploaded(patient, {
      name: "Compte rendu",
      mime: "application/pdf",
      data: SAMPLE_FILES.pdf,
    });

    const read = await patient.get<DocumentDto>(`/api/documents/${document.id}`);
    expect(read.status).toBe(200);
    expect(Buffer.from(read.body.data!, "base64")).toEqual(Buffer.from(SAMPLE_FILES.pdf, "base64"));
    // in the bucket, committed, and nothing on the local disk
    expect((await t.ctx.storage.list()).stored).toContain(document.id);
    expect((await t.ctx.storage.list()).staged).toEqual([]);
    expect(await storedFileCount(t)).toBe(0);
    // the object in the bucket is encrypted (issue 24 §4): no PDF in it
    const object = await (await openRawStorage(t.ctx.config)).get(document.id);
    expect(object!.includes("%PDF")).toBe(false);

    expect((await patient.delete(`/feed/documents/${document.id}`)).status).toBe(204);
    expect((await t.ctx.storage.list()).stored).not.toContain(document.id);
  });
});
