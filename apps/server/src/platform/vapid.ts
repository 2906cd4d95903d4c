import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.js";

/** The file under `dataDir` that keeps generated VAPID keys across restarts. */
export const VAPID_FILE = "vapid-keys.json";

/** A VAPID key pair (RFC 8292), both base64url: the public key is 65 bytes, the private 32. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keys = new WeakMap<Config, Promise<VapidKeys>>();

/**
 * The server's VAPID keys (issue 9 §5): `config.vapidPublicKey` / `vapidPrivateKey`
 * (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY) when both are set; otherwise a pair generated on first
 * start and kept in `dataDir/vapid-keys.json` (owner read-write only), so browsers subscribed
 * before a restart keep receiving pushes. Read once per configuration, as `serverSecret` does.
 * @returns the key pair.
 */
export function vapidKeys(config: Config): Promise<VapidKeys> {
  let pair = keys.get(config);
  if (!pair) {
    pair =
      config.vapidPublicKey && config.vapidPrivateKey
        ? Promise.resolve({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey })
        : keptKeys(config.dataDir);
    keys.set(config, pair);
  }
  return pair;
}

async function keptKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, VAPID_FILE);
  const kept = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (kept === undefined) {
    // the first start only: web-push is not imported at the others
    const { default: webPush } = await import("web-push");
    await mkdir(dataDir, { recursive: true });
    try {
      // `wx`: never replace keys another process wrote first
      await writeFile(file, JSON.stringify(webPush.generateVAPIDKeys()), {
        flag: "wx",
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const { publicKey, privateKey } = JSON.parse(kept ?? (await readFile(file, "utf8"))) as VapidKeys;
  return { publicKey, privateKey };
}
