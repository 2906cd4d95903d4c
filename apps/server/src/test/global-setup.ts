import pg from "pg";

/**
 * Vitest global set-up of the server project: with TEST_DATABASE_URL, drops the per-worker
 * databases (`test_w_<pid>`, see `harness.ts`) left by this run, or by an earlier run that was
 * killed: those whose worker process has exited, so FORCE only ends connections nobody uses.
 * Another run on the same PostgreSQL server keeps its databases (a second run's teardown once
 * dropped the databases of a run still going).
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
      if (alive(Number.parseInt(datname.slice("test_w_".length), 10))) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}

/** Whether a process `pid` runs on this machine (signal 0 tests without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
