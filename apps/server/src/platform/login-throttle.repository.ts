import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { knownDevices, loginThrottle as counters } from "../db/schema.js";

/** What the throttle counts: an account from one address or known device, an address, an account. */
export type CounterKind = "pair" | "address" | "account";

/** One counter as stored (times in ms since epoch; 0 when never locked). */
export interface Counter {
  kind: string;
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

/** A timestamp parameter, typed for PGlite and PostgreSQL alike. */
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const millis = (ms: number) => sql`(${ms}::bigint * interval '1 millisecond')`;

const keyIs = (kind: CounterKind, key: string) =>
  and(eq(counters.kind, kind), eq(counters.key, key));

/** True when the device of SHA-256 `deviceHash` has logged in to `account`. */
export async function isKnownDevice(db: Db, account: string, deviceHash: string) {
  const [row] = await db
    .select({ account: knownDevices.account })
    .from(knownDevices)
    .where(and(eq(knownDevices.account, account), eq(knownDevices.deviceHash, deviceHash)));
  return row !== undefined;
}

/** The stored counters among `keys` (a missing one has no failure). */
export async function countersOf(db: Db, keys: [CounterKind, string][]): Promise<Counter[]> {
  const rows = await db
    .select()
    .from(counters)
    .where(or(...keys.map(([kind, key]) => keyIs(kind, key))));
  return rows.map((row) => ({
    kind: row.kind,
    failures: row.failures,
    windowStart: row.windowStart.getTime(),
    lockedUntil: row.lockedUntil?.getTime() ?? 0,
  }));
}

/**
 * One more failure of a pair at `t`, in one statement (two processes lose no count): from
 * `lock.after` failures it is locked `lock.baseMs` × 2^(failures − after), at most `lock.maxMs`.
 */
export async function countPair(
  db: Db,
  key: string,
  t: number,
  lock: { after: number; baseMs: number; maxMs: number },
): Promise<void> {
  const failures = sql`${counters.failures} + 1`;
  // the exponent bounded so that the power never overflows
  const duration = sql`least(${lock.maxMs}::bigint,
    ${lock.baseMs}::bigint * power(2, least(${failures} - ${lock.after}::int, 30))::bigint)`;
  await db
    .insert(counters)
    .values({
      kind: "pair",
      key,
      failures: 1,
      windowStart: new Date(t),
      lockedUntil: lock.after <= 1 ? new Date(t + lock.baseMs) : null,
      updatedAt: new Date(t),
    })
    .onConflictDoUpdate({
      target: [counters.kind, counters.key],
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${lock.after}::int
          then ${at(t)} + ${duration} * interval '1 millisecond' else ${counters.lockedUntil} end`,
        updatedAt: new Date(t),
      },
    });
}

/**
 * One more failure at `t` in a window of `windowMs` (a new window when the last one is over), in
 * one statement; with `lock`, `lock.after` failures in the window lock the key `lock.ms` from `t`.
 */
export async function countInWindow(
  db: Db,
  kind: CounterKind,
  key: string,
  t: number,
  windowMs: number,
  lock?: { after: number; ms: number },
): Promise<void> {
  const over = sql`${at(t)} - ${counters.windowStart} > ${millis(windowMs)}`;
  const failures = sql`case when ${over} then 1 else ${counters.failures} + 1 end`;
  const lockedUntil = lock
    ? sql`case when ${failures} >= ${lock.after}::int then ${at(t + lock.ms)}
        when ${over} then null else ${counters.lockedUntil} end`
    : sql`null`;
  await db
    .insert(counters)
    .values({
      kind,
      key,
      failures: 1,
      windowStart: new Date(t),
      lockedUntil: lock && lock.after <= 1 ? new Date(t + lock.ms) : null,
      updatedAt: new Date(t),
    })
    .onConflictDoUpdate({
      target: [counters.kind, counters.key],
      set: {
        failures,
        windowStart: sql`case when ${over} then ${at(t)} else ${counters.windowStart} end`,
        lockedUntil,
        updatedAt: new Date(t),
      },
    });
}

/** Deletes the pair counters of `pairKeys` and the account counter of `account`. */
export async function forget(db: Db, pairKeys: string[], account: string): Promise<void> {
  await db
    .delete(counters)
    .where(
      or(
        and(eq(counters.kind, "pair"), inArray(counters.key, pairKeys)),
        keyIs("account", account),
      ),
    );
}

/** Records that the device of SHA-256 `deviceHash` logged in to `account` at `t`. */
export async function rememberDevice(db: Db, account: string, deviceHash: string, t: number) {
  const lastSeenAt = new Date(t);
  await db
    .insert(knownDevices)
    .values({ account, deviceHash, lastSeenAt })
    .onConflictDoUpdate({
      target: [knownDevices.account, knownDevices.deviceHash],
      set: { lastSeenAt },
    });
}

/**
 * Deletes the counters not updated since `countersBefore` (unless still locked at `t`) and the
 * devices not seen since `devicesBefore` (ms since epoch).
 */
export async function prune(
  db: Db,
  t: number,
  countersBefore: number,
  devicesBefore: number,
): Promise<void> {
  await db
    .delete(counters)
    .where(
      and(
        lt(counters.updatedAt, new Date(countersBefore)),
        sql`coalesce(${counters.lockedUntil} < ${at(t)}, true)`,
      ),
    );
  await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, new Date(devicesBefore)));
}
