import { buildApp } from "../app.js";
import { configFromEnv } from "../platform/config.js";
import { DEMO_PASSWORD, seedDemo } from "./seed.js";

/**
 * `npm run seed`: resets the database of DATA_DIR (or DATABASE_URL) to the demo data, files
 * included, and prints the demo logins.
 */
async function main(): Promise<void> {
  const config = configFromEnv();
  const built = await buildApp({ ...config, logLevel: false });
  try {
    const started = performance.now();
    const { logins } = await seedDemo(built.ctx, { onlyIfEmpty: false });
    const where = built.database.kind === "postgres" ? "PostgreSQL" : config.dataDir;
    console.log(
      `Données de démonstration réinitialisées (${where}) en ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(`Comptes (mot de passe ${DEMO_PASSWORD}) :`);
    const width = Math.max(...logins.map((login) => login.label.length));
    for (const login of logins) console.log(`  ${login.label.padEnd(width)}  ${login.email}`);
  } finally {
    await built.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
