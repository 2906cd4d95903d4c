import argon2 from "argon2";

/** argon2id with m = 19456 KiB, t = 2, p = 1 (docs/DECISIONS.md "Where we deliberately differ"). */
const PASSWORD_HASHING = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The server tests' cost (`PASSWORD_HASH_COST=test`, set by the server's test project only):
 * argon2id at its smallest, about 1 ms a hash instead of 20–40. The factories sign up thousands
 * of accounts for real, and hashing was a fifth of the suite's CPU; what the tests assert (a
 * password is checked, never stored in clear) does not depend on the cost. Refused in production.
 */
const TEST_HASHING = { ...PASSWORD_HASHING, memoryCost: 1024, timeCost: 1 } as const;

function hashingOptions() {
  if (process.env.PASSWORD_HASH_COST !== "test") return PASSWORD_HASHING;
  if (process.env.NODE_ENV === "production") {
    throw new Error("PASSWORD_HASH_COST=test is for the test suite, never in production");
  }
  return TEST_HASHING;
}

/**
 * Hashes a password with argon2id; the hash string embeds its parameters and salt.
 * @throws Error when the tests' cost is asked for in production.
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashingOptions());
}

/** Checks a password against a stored hash; false for a missing hash or a mismatch. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, verified when the login is unknown, so that the answer takes the
// same time whether or not the account exists.
let decoyHash: Promise<string> | undefined;
/** Spends the time of one verification without any account. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
}
