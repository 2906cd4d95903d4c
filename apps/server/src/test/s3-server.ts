import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A local S3-compatible server (s3rver) for one test file, with one empty bucket. */
export interface TestS3Server {
  /** The STORAGE_URL of its bucket: `s3://reseau-test?endpoint=http://127.0.0.1:PORT`. */
  storageUrl: string;
  /** Removes every object, the bucket left empty. */
  empty(): Promise<void>;
  /** Stops the server, removes its folder and gives the AWS_* variables their values back. */
  close(): Promise<void>;
}

/** s3rver's one account, whose requests it checks the signature of. */
const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
};

/**
 * Starts s3rver on a free port of 127.0.0.1, its objects in a new temporary folder, with the
 * bucket `reseau-test` created; sets AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to its account's
 * (read by the SDK, as in production) until `close`.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "reseau-s3-"));
  const bucket = "reseau-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const saved = Object.fromEntries(
    Object.keys(CREDENTIALS).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, CREDENTIALS);
  return {
    storageUrl: `s3://${bucket}?endpoint=http://127.0.0.1:${port}`,
    async empty() {
      server.reset();
      await server.configureBuckets();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
