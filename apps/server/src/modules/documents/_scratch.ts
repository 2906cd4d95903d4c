import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../../app.js";
import { seedFeed } from "../../../bench/bench-seed.js";
import { feedRepository } from "./feed.repository.js";
import { users } from "../../db/schema.js";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "scr-"));
const built = await buildApp({ port: 0, host: "127.0.0.1", dataDir, databaseUrl: process.env.U, secretKey: "x", webDist: undefined, logLevel: false, trustProxy: false });
const seed = await seedFeed(built.ctx.db, built.ctx.storage, { documents: 50000, patients: 500, messageEvery: 10, batch: 1000 });
const db = built.ctx.db;
const [ph] = await db.select().from(users).where(eq(users.email, seed.pharmacyEmail));
const me = ph!.id;
const time = async (n: number, f: () => Promise<unknown>) => { const s = performance.now(); for (let j = 0; j < n; j++) await f(); return ((performance.now() - s) / n).toFixed(2); };
const login = await built.app.inject({ method: "POST", url: "/ws/login", payload: { login: seed.pharmacyEmail, password: seed.password }, headers: { cookie: "XSRF-TOKEN=a", "x-xsrf-token": "a" } });
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
for (let i = 0; i < 5; i++) {
  console.log("prepared", await time(30, () => feedRepository.page(db, { owners: [me], limit: 10, documents: {}, messages: {} })),
    "dynamic", await time(30, () => feedRepository.page(db, { owners: [me, "x"], limit: 10, documents: {}, messages: {} })),
    "inject feed", await time(30, () => built.app.inject({ url: "/api/feed?limit=10", headers: { cookie } })), "inject user", await time(30, () => built.app.inject({ url: "/ws/user", headers: { cookie } })));
}
process.exit(0);
