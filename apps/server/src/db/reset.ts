import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client.js";
import * as schema from "./schema.js";

/**
 * The names of every table of the schema, read from the module schemas gathered in `schema.ts`,
 * so a new domain's tables are emptied without anyone listing them.
 */
export const TABLE_NAMES: readonly string[] = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

/**
 * Empties every table in one statement (`TRUNCATE … CASCADE`), in the caller's transaction when
 * given one: the demo seed's reset. About 25 ms on PGlite (the test harness, which empties the
 * database between test files, deletes the rows instead: see `test/harness.ts`).
 */
export async function truncateAll(db: Executor): Promise<void> {
  const tables = TABLE_NAMES.map((name) => `"${name}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
