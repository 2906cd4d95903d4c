import path from "node:path";
import { storageLocationOf, type Config } from "./config.js";
import { LocalDiskStorage, type FileStorage } from "./storage.js";

/**
 * The file storage of `config`: the bucket of `storageUrl` (`S3Storage`, whose module and SDK are
 * imported only then, so the embedded set-up loads nothing of S3), else the local disk under
 * `dataDir/files`. Nothing is sent to the bucket yet: the start-up sweep's listing is the first
 * call. @throws Error (in French) for a malformed `storageUrl`.
 */
export async function openStorage(
  config: Pick<Config, "dataDir" | "storageUrl">,
): Promise<FileStorage> {
  if (!config.storageUrl) return new LocalDiskStorage(path.join(config.dataDir, "files"));
  const location = storageLocationOf(config.storageUrl);
  const { S3Storage } = await import("./s3-storage.js");
  return S3Storage.open(location);
}
