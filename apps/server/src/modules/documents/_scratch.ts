import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../../app.js";
import { seedFeed } from "../../../bench/bench-seed.js";
import { documentsRepository as repo } from "./documents.repository.js";
import { users } from "../../db/schema.js";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "scr-"));
const built = await buildApp({ port: 0, host: "127.0.0.1", dataDir, databaseUrl: process.env.U, secretKey: "x", webDist: undefined, logLevel: false, trustProxy: false });
const seed = await seedFeed(built.ctx.db, built.ctx.storage, { documents: 50000, patients: 500, messageEvery: 10, batch: 1000 });
const db = built.ctx.db;
const [ph] = await db.select().from(users).where(eq(users.email, seed.pharmacyEmail));
const me = ph!.id;
const filter = { owners: [me], limit: 10, documents: {}, messages: {} } as const;
// capture SQL by a logger-less trick: run EXPLAIN on the SQL drizzle would send
const origExecute = (db as unknown as { $client: { query: (q: string, p?: unknown[], o?: unknown) => Promise<unknown> } }).$client;
const q0 = origExecute.query.bind(origExecute);
let captured: { q: string; p?: unknown[] } | undefined;
origExecute.query = (q: string, p?: unknown[], o?: unknown) => { captured = { q, p }; return q0(q, p, o); };
await repo.feedPage(db, filter);
origExecute.query = q0;
console.log(captured!.q);
const base = captured!.q, params = captured!.p ?? [];
const inline = (q: string) => q.replace(/\$(\d+)/g, (_, n) => { const v = params[Number(n) - 1]; return typeof v === "number" ? String(v) : `'${String(v)}'`; });
const variants: Record<string, string> = {
  v1: inline(base),
  v2: inline(base).replace(`("kind" = 'document' and "documents"."id" = "page"."id")`, `"documents"."id" = "page"."id"`).replace(`("kind" = 'message' and "messages"."id" = "page"."id")`, `"messages"."id" = "page"."id"`),
  v3: inline(base).replace(`("kind" = 'document' and "documents"."id" = "page"."id")`, `"page"."kind" = 'document' and "documents"."id" = "page"."id"`).replace(`("kind" = 'message' and "messages"."id" = "page"."id")`, `"page"."kind" = 'message' and "messages"."id" = "page"."id"`),
};
for (let i = 0; i < 3; i++) for (const [name, q] of Object.entries(variants)) {
  const r = (await q0(`EXPLAIN (ANALYZE, SUMMARY) ${q}`)) as { rows: Record<string, string>[] };
  const lines = r.rows.map((x) => Object.values(x)[0]);
  console.log(name, lines.filter((l) => /Planning Time|Execution Time|Seq Scan/.test(l!)).join(" | "));
}
process.exit(0);
