import { buildApp } from "./app.js";
import { configFromEnv } from "./platform/config.js";
import { seedDemo, DEMO_PASSWORD } from "./db/seed.js";

/** Starts the server: migrate, seed the demo data when the database is empty, listen. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const built = await buildApp(config);
  const seeded = await seedDemo(built.ctx, { onlyIfEmpty: true });
  await built.app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  console.log(`\nRéseau Santé : ${base}  (base ${built.database.kind})`);
  console.log(`Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`);
  const width = Math.max(...seeded.logins.map((account) => account.label.length));
  for (const account of seeded.logins) {
    console.log(`  ${account.label.padEnd(width)}  ${account.email}`);
  }
  const stop = async () => {
    await built.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
