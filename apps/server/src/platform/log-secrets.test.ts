import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type BuiltApp } from "../app.js";
import { PASSWORD, TestClient, validNir } from "../test/harness.js";

// an app of its own, logging at info into memory, on a database of its own (the constraint
// added below must not reach the other test files)
let built: BuiltApp;
let dataDir: string;
const lines: string[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-logs-"));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  built = await buildApp(
    {
      port: 0,
      host: "127.0.0.1",
      dataDir,
      databaseUrl: "memory://",
      webDist: undefined,
      logLevel: "info",
      trustProxy: false,
    },
    { logStream: stream },
  );
});
afterAll(async () => {
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("no secret or health datum in the logs (issue 6 §4)", () => {
  it("a failed query is logged with its code and route, never its parameters", async () => {
    // make the sign-up's insert fail inside the database, after the password is hashed
    await built.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT boom CHECK (email <> 'boom@exemple.fr')`),
    );
    const nir = validNir();
    const response = await new TestClient(built).post("/ws/user/patient", {
      acceptTerms: true,
      email: "boom@exemple.fr",
      password: PASSWORD,
      firstName: "Léa",
      lastName: "Martin",
      nir,
      app: "patient",
    });
    expect(response.status).toBe(500);
    const log = lines.join("");
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"route":"/ws/user/:type"');
    expect(log).not.toContain("$argon2id");
    expect(log).not.toContain(nir);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toMatch(/insert into "users"/i);
  });

  it("a request's cookie and XSRF token are redacted", async () => {
    const client = new TestClient(built);
    await client.get("/ws/xsrf");
    const token = client.cookies.get("XSRF-TOKEN") ?? "";
    await client.post("/ws/login", { login: "personne@exemple.fr", password: "faux123456" });
    expect(token.length).toBeGreaterThan(10);
    expect(lines.join("")).not.toContain(token);
  });
});
