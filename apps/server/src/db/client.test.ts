import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

/** A setting of the connection `db` hands a statement to. */
async function settingOf(db: TestApp["ctx"]["db"], name: string): Promise<string> {
  const result = (await db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
    rows: { value: string }[];
  };
  return result.rows[0]?.value ?? "";
}

it("plans the feed's statements once on PostgreSQL, and every other statement with its values (issue 23 §2)", async () => {
  if (t.database.kind === "pglite") {
    // one connection, whose driver prepares nothing: the feed reads through `db` itself
    expect(t.ctx.plannedOnceDb).toBe(t.ctx.db);
    return;
  }
  expect(await settingOf(t.ctx.plannedOnceDb, "plan_cache_mode")).toBe("force_generic_plan");
  expect(await settingOf(t.ctx.db, "plan_cache_mode")).toBe("auto");
  for (const db of [t.ctx.db, t.ctx.plannedOnceDb]) expect(await settingOf(db, "jit")).toBe("off");
});
