import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.js";

/** The file under `dataDir` that keeps a generated secret across restarts. */
export const SECRET_FILE = "secret-key";

const secrets = new WeakMap<Config, Promise<Buffer>>();

/**
 * The server's secret (docs/DECISIONS.md "QR codes"): `config.secretKey` (SECRET_KEY) when set;
 * otherwise 32 random bytes generated on first start and kept in `dataDir/secret-key` (owner
 * read-write only), so codes signed before a restart stay valid. Read once per configuration.
 * @returns the key bytes.
 */
export function serverSecret(config: Config): Promise<Buffer> {
  let secret = secrets.get(config);
  if (!secret) {
    secret = config.secretKey
      ? Promise.resolve(Buffer.from(config.secretKey, "utf8"))
      : keptSecret(config.dataDir);
    secrets.set(config, secret);
  }
  return secret;
}

async function keptSecret(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx`: never replace a secret another process wrote first
    await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return Buffer.from((await readFile(file, "utf8")).trim(), "hex");
}
