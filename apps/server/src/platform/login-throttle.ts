import { createHash } from "node:crypto";
import { format, minutesText, TEXTS } from "@reseau/shared";
import { AppError } from "./errors.js";
import type { Db } from "../db/client.js";
import * as repo from "./login-throttle.repository.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A counter idle this long is forgotten (a pair's failures then count from 1 again). */
const IDLE_MS = DAY;
/** A device not seen for a year has lost its `did` cookie (kept a year): it is forgotten. */
const DEVICE_MS = 365 * DAY;
/** How often one process prunes the idle rows, at a failure. */
const PRUNE_EVERY_MS = 3600_000;

/** The SHA-256 of a device cookie: what the database keeps, as for the session tokens. */
const deviceHashOf = (device: string) => createHash("sha256").update(device).digest("hex");

/**
 * Limits failed logins without letting a stranger lock anyone out for long (issue 2, §3).
 * - One account from one address: after 5 failures in a row it waits 1 minute, doubling with
 *   each further failure up to 15 minutes. The owner, from another address, is not affected.
 * - One address: 30 failures in 15 minutes, whatever the accounts, block it until the window ends.
 * - One account from anywhere (a distributed attack): 100 failures in 15 minutes make it wait
 *   1 minute at a time.
 * A success clears the account's counters and makes the browser a known device of the account:
 * a known device is counted on its own (not with its address) and passes the address block and
 * the account-wide slow-down, so neither a stranger hammering the account nor a neighbour behind
 * the same address locks the owner out.
 * The counters and the known devices (their cookie's SHA-256) are rows of the database
 * (`login_throttle`, `known_devices`), shared by every server process (issue 23 §1): each failure
 * is one upsert per counter (`INSERT … ON CONFLICT DO UPDATE`), so two processes counting at once
 * lose no count. A counter idle for a day and a device unseen for a year are pruned.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly limits = { pair: 5, address: 30, account: 100, windowMs: 15 * MINUTE },
  ) {}

  /** True when `device` (the browser's device cookie) has logged in to `account` before. */
  async isKnownDevice(account: string, device: string | undefined): Promise<boolean> {
    return device !== undefined && repo.isKnownDevice(this.db, account, deviceHashOf(device));
  }

  /**
   * Milliseconds the caller must still wait, or 0 when a login attempt may go on. `device` is the
   * browser's device cookie: a known device of the account waits only for its own failures.
   */
  async waitFor(account: string, address: string, device?: string): Promise<number> {
    const t = this.now();
    const known = await this.isKnownDevice(account, device);
    const rows = await repo.countersOf(
      this.db,
      known
        ? [["pair", devicePairKey(account, device ?? "")]]
        : [
            ["pair", pairKey(account, address)],
            ["address", address],
            ["account", account],
          ],
    );
    let until = 0;
    for (const row of rows) {
      const end =
        row.kind !== "address"
          ? row.lockedUntil
          : row.failures >= this.limits.address
            ? row.windowStart + this.limits.windowMs
            : 0;
      until = Math.max(until, end);
    }
    return Math.max(0, until - t);
  }

  /** Records a failed attempt (a known device's failures are its own). */
  async fail(account: string, address: string, device?: string): Promise<void> {
    const t = this.now();
    const known = await this.isKnownDevice(account, device);
    const key = known ? devicePairKey(account, device ?? "") : pairKey(account, address);
    const { windowMs } = this.limits;
    await repo.countPair(this.db, key, t, {
      after: this.limits.pair,
      baseMs: MINUTE,
      maxMs: 15 * MINUTE,
    });
    if (!known) {
      await repo.countInWindow(this.db, "address", address, t, windowMs);
      await repo.countInWindow(this.db, "account", account, t, windowMs, {
        after: this.limits.account,
        ms: MINUTE,
      });
    }
    if (t - this.lastPrune > PRUNE_EVERY_MS) await this.prune();
  }

  /** Forgets an account's failures after a successful login; `device` becomes known to it. */
  async succeed(account: string, address: string, device?: string): Promise<void> {
    const pairs = [pairKey(account, address), ...(device ? [devicePairKey(account, device)] : [])];
    await repo.forget(this.db, pairs, account);
    if (device) await repo.rememberDevice(this.db, account, deviceHashOf(device), this.now());
  }

  /** Deletes the counters idle for a day (and not locked) and the devices unseen for a year. */
  async prune(): Promise<void> {
    const t = this.now();
    this.lastPrune = t;
    await repo.prune(this.db, t, t - IDLE_MS, t - DEVICE_MS);
  }
}

/** The counter of an account from one address (addresses and logins hold no space). */
const pairKey = (account: string, address: string) => `${account} ${address}`;
/** The counter of an account from one of its known devices. */
const devicePairKey = (account: string, device: string) =>
  `${account} device:${deviceHashOf(device)}`;

/**
 * The 429 of a login attempt made while the throttle says to wait `waitMs` (issue 2 §3): the
 * password's step and the second factor's (issue 24 §1) answer the same text.
 */
export function tooManyAttempts(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new AppError(
    429,
    "tooManyAttempts",
    format(TEXTS.auth.tooManyAttempts, { duration: minutesText(minutes) }),
  );
}
