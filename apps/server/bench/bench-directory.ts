import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { users } from "../src/db/schema.js";
import { directoryRows, patientRows } from "../src/db/seed-directory.js";
import {
  accountsRepository,
  type DirectoryCriteria,
} from "../src/modules/accounts/accounts.repository.js";

/**
 * Seeds the directory's volume (issue 8 §8): `professionals` professionals and establishments
 * (`directoryRows`: real communes by population, valid numbers) and `patients` patients, with
 * multi-row inserts of `batch` rows, then ANALYZE. @returns the seconds it took
 */
export async function seedDirectory(
  db: Db,
  options: { professionals: number; patients: number; batch: number },
): Promise<number> {
  const started = performance.now();
  const insert = async (rows: (typeof users.$inferInsert)[]) => {
    for (let i = 0; i < rows.length; i += options.batch) {
      await db.insert(users).values(rows.slice(i, i + options.batch));
    }
  };
  await insert(
    directoryRows({
      count: options.professionals,
      idOf: () => randomUUID(),
      serialBase: 5_000_000,
    }),
  );
  await insert(patientRows(options.patients, () => randomUUID()));
  await db.execute(sql`ANALYZE users`);
  return (performance.now() - started) / 1000;
}

/** A SQL literal of a bench parameter (strings and numbers only). */
const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

/**
 * The plan PostgreSQL chooses for the directory search of `criteria` (EXPLAIN ANALYZE of the
 * repository's own statement, its parameters written in): what docs/BENCHMARKS.md shows.
 */
export async function explainSearch(db: Db, criteria: DirectoryCriteria): Promise<string> {
  const query = accountsRepository.searchStatement(db, criteria).toSQL();
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) =>
    literal(query.params[Number(n) - 1]),
  );
  const result = await db.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${text}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => Object.values(row)[0]).join("\n");
}
