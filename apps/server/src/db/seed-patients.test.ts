import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "@reseau/shared";
import { createTestApp, type TestApp } from "../test/harness.js";
import { DEMO_PASSWORD, seedDemo } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx, { onlyIfEmpty: false });
});
afterAll(async () => {
  await t.stop();
});

/** The folder at letter A (the page's default: wrong mail on) of a demo account. */
async function folderOf(email: string): Promise<PublicUser[]> {
  const client = t.client();
  const login = await client.post("/ws/login", { login: email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const list = await client.get<PublicUser[]>(
    "/ws/patients/list/v2?search=ready&initiale=A&email_ok=0",
  );
  expect(list.status).toBe(200);
  return list.body;
}

describe("demo patient folders (issue 8 §4)", () => {
  it.each(["pharmacie@demo.fr", "medecin@demo.fr", "labo@demo.fr"])(
    "%s has a STUB or AUTO, a NEW (or hidden by its default) and a wrong e-mail at letter A",
    async (email) => {
      const list = await folderOf(email);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((p) => p.meta === '{"email_ok":0}')).toBe(true);
      const statuses = new Set(list.map((p) => p.status));
      if (email.startsWith("labo")) expect([...statuses]).toEqual(["AUTO"]);
      // the contact book's patients (seed-contacts.ts) may add others at A
      else for (const status of ["STUB", "NEW"]) expect(statuses.has(status as never)).toBe(true);
    },
  );
});
