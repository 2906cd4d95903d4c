import { buildApp } from "./app.js";
import { configFromEnv } from "./platform/config.js";
import { stopOnSignals } from "./platform/shutdown.js";
import { seedDemo, DEMO_PASSWORD } from "./db/seed.js";

/**
 * Starts the server: migrate, seed the demo data when the database is empty, listen; SIGTERM and
 * SIGINT stop it gracefully (`stopOnSignals`).
 */
async function main(): Promise<void> {
  const config = configFromEnv();
  const built = await buildApp(config);
  stopOnSignals(
    { close: () => built.close(), log: built.app.log },
    config.shutdownTimeoutMs ?? 25_000,
  );
  const seeded = await seedDemo(built.ctx, { onlyIfEmpty: true });
  await built.app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  console.log(`\nRéseau Santé : ${base}  (base ${built.database.kind})`);
  console.log(`Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`);
  const width = Math.max(...seeded.logins.map((account) => account.label.length));
  for (const account of seeded.logins) {
    console.log(`  ${account.label.padEnd(width)}  ${account.email}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
