import cluster from "node:cluster";
import { buildApp } from "./app.js";
import { configFromEnv, type Config } from "./platform/config.js";
import { processCount, runPrimary, workerSignals } from "./platform/cluster.js";
import { stopOnSignals } from "./platform/shutdown.js";
import { seedDemo, DEMO_PASSWORD } from "./db/seed.js";

/**
 * Starts the server: migrate, seed the demo data when the database is empty, listen; SIGTERM and
 * SIGINT stop it gracefully (`stopOnSignals`). With WEB_CONCURRENCY=N > 1 on PostgreSQL, this
 * process migrates and seeds, then forks N workers sharing the port (`platform/cluster.ts`).
 */
async function main(): Promise<void> {
  const config = configFromEnv();
  if (cluster.isWorker) return serve(config);
  const count = processCount(config, (text) => console.warn(`\n⚠ ${text}`));
  if (count === 1) return serve(config, { seed: true });
  // migrations and the seed once, before any worker: the workers find them done (this app never
  // listens: its start and stop are not worth an info log)
  const built = await buildApp({ ...config, jobs: false, logLevel: config.logLevel && "warn" });
  const seeded = await seedDemo(built.ctx, { onlyIfEmpty: true });
  await built.close();
  printWelcome(config, built.database.kind, seeded.logins);
  console.log(`${count} processus (WEB_CONCURRENCY), primaire ${process.pid}`);
  runPrimary(count, (text) => console.warn(text));
}

/** One server process: builds the app, seeds when asked, listens, stops on signals. */
async function serve(config: Config, options: { seed?: boolean } = {}): Promise<void> {
  const built = await buildApp(config);
  stopOnSignals(
    { close: () => built.close(), log: built.app.log },
    config.shutdownTimeoutMs ?? 25_000,
    cluster.isWorker ? workerSignals() : process,
  );
  const seeded = options.seed ? await seedDemo(built.ctx, { onlyIfEmpty: true }) : undefined;
  await built.app.listen({ port: config.port, host: config.host });
  if (seeded) printWelcome(config, built.database.kind, seeded.logins);
  else console.log(`Processus ${process.pid} à l'écoute sur le port ${config.port}`);
}

/** The address and the demo accounts, in the terminal. */
function printWelcome(
  config: Config,
  kind: string,
  logins: { label: string; email: string }[],
): void {
  console.log(`\nRéseau Santé : http://localhost:${config.port}  (base ${kind})`);
  console.log(`Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`);
  const width = Math.max(...logins.map((account) => account.label.length));
  for (const account of logins) {
    console.log(`  ${account.label.padEnd(width)}  ${account.email}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
