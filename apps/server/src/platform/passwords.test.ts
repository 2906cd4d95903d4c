import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.js";

// the server's test project hashes at the smallest cost (PASSWORD_HASH_COST=test); these tests
// check what the product does without it
const testCost = process.env.PASSWORD_HASH_COST;
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.PASSWORD_HASH_COST = testCost;
  process.env.NODE_ENV = nodeEnv;
});

describe("password hashing (docs/DECISIONS.md: argon2id, 19 MiB, 2 passes, 1 lane)", () => {
  it("hashes with the decided parameters, and checks the password", async () => {
    delete process.env.PASSWORD_HASH_COST;
    const hash = await hashPassword("Motdepasse1");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, "Motdepasse1")).toBe(true);
    expect(await verifyPassword(hash, "Motdepasse2")).toBe(false);
    expect(await verifyPassword(null, "Motdepasse1")).toBe(false);
  });

  it("takes the tests' low cost only from the test suite, never in production", async () => {
    process.env.PASSWORD_HASH_COST = "test";
    expect(await hashPassword("Motdepasse1")).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    process.env.NODE_ENV = "production";
    await expect(hashPassword("Motdepasse1")).rejects.toThrow(/never in production/);
  });
});
