import path from "node:path";
import { startSandbox } from "./sandbox.js";

/** The repository's root, from `src/cli.ts` under tsx and from `dist/cli.js` alike. */
const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Starts the payment sandbox beside the app (`npm start`): port PSP_PORT (default the app's
 * PORT + 1), state in DATA_DIR/psp-sandbox, client MANGOPAY_CLIENT_ID / MANGOPAY_API_KEY (the
 * sandbox's defaults when unset), PSP_PUBLIC_URL the address browsers reach it at, PSP_HOOK_URL
 * notified of events no hook was created for, PSP_PAYOUT_DELAY_MS before a payout succeeds.
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PSP_PORT ?? Number(env.PORT ?? 3000) + 1);
  const sandbox = await startSandbox({
    port,
    host: env.HOST ?? "127.0.0.1",
    dataDir: path.join(path.resolve(env.DATA_DIR ?? path.join(ROOT, "data")), "psp-sandbox"),
    hookTarget: env.PSP_HOOK_URL || undefined,
    clientId: env.MANGOPAY_CLIENT_ID || undefined,
    apiKey: env.MANGOPAY_API_KEY || undefined,
    publicUrl: env.PSP_PUBLIC_URL || undefined,
    payoutDelayMs: Number(env.PSP_PAYOUT_DELAY_MS ?? 2000),
  });
  console.log(`Bac à sable de paiement (MangoPay) : ${sandbox.url}  (client ${sandbox.clientId})`);
  const stop = async () => {
    await sandbox.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
