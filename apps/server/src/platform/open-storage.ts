import path from "node:path";
import { storageLocationOf, type Config } from "./config.js";
import { EncryptedStorage } from "./encrypted-storage.js";
import { openKeyring, type KeyringConfig } from "./master-key.js";
import { LocalDiskStorage, type FileStorage } from "./storage.js";

/**
 * The file storage of `config`, every file encrypted at rest (`EncryptedStorage`, issue 24 §4)
 * under the keyring of MASTER_KEY (else the key generated in `dataDir`, see `openKeyring`): the
 * bucket of `storageUrl` (`S3Storage`, whose module and SDK are imported only then, so the
 * embedded set-up loads nothing of S3), else the local disk under `dataDir/files`. Nothing is sent
 * to the bucket yet: the start-up sweep's listing is the first call.
 * @throws Error (in French) for a malformed `storageUrl` or kept master key.
 */
export async function openStorage(
  config: Pick<Config, "dataDir" | "storageUrl"> & Partial<KeyringConfig>,
): Promise<FileStorage> {
  return new EncryptedStorage(await openRawStorage(config), await openKeyring(config));
}

/**
 * The same storage as `openStorage`, its files as they are stored (encrypted): for the backup,
 * which copies them as they are, and the key rotation. @throws as `openStorage`.
 */
export async function openRawStorage(
  config: Pick<Config, "dataDir" | "storageUrl">,
): Promise<FileStorage> {
  if (!config.storageUrl) return new LocalDiskStorage(path.join(config.dataDir, "files"));
  const location = storageLocationOf(config.storageUrl);
  const { S3Storage } = await import("./s3-storage.js");
  return S3Storage.open(location);
}
