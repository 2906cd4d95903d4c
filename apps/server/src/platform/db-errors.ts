/**
 * The PostgreSQL error code (SQLSTATE) of a database error, looking through the `cause` chain
 * that Drizzle wraps around driver errors. @returns undefined for other errors.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

/** True when PostgreSQL refused a NUL character in text (22021) or jsonb (22P05): the input's fault. */
export function isRefusedText(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === "22021" || code === "22P05";
}
