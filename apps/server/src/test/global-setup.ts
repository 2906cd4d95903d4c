import pg from "pg";

/**
 * Vitest global set-up of the server project: with TEST_DATABASE_URL, drops the per-worker
 * databases (`test_w_<pid>`, see `harness.ts`) left by this run, or by an earlier run that was
 * killed. Their workers have exited by then, so FORCE only ends connections nobody uses.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'test\\_w\\_%'",
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}
