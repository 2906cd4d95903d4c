import argon2 from "argon2";

/** argon2id with m = 19456 KiB, t = 2, p = 1 (docs/DECISIONS.md "Where we deliberately differ"). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the hash string embeds its parameters and salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
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
