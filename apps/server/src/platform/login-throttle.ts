/** Failures of one key and until when it must wait (ms since epoch). */
interface Lock {
  failures: number;
  lockedUntil: number;
}

/** Failures of one key within a window that started at `windowStart`. */
interface Window {
  failures: number;
  windowStart: number;
}

const MINUTE = 60_000;

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
 * the same address locks the owner out. Kept in memory: one server process (a restart forgets the
 * known devices: they are known again at their next login).
 */
export class LoginThrottle {
  private readonly pairs = new Map<string, Lock>();
  private readonly addresses = new Map<string, Window>();
  private readonly accounts = new Map<string, Window & { lockedUntil: number }>();
  private readonly devices = new Map<string, Set<string>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits = { pair: 5, address: 30, account: 100, windowMs: 15 * MINUTE },
  ) {}

  /** True when `device` (the browser's device cookie) has logged in to `account` before. */
  isKnownDevice(account: string, device: string | undefined): boolean {
    return device !== undefined && (this.devices.get(account)?.has(device) ?? false);
  }

  /**
   * Milliseconds the caller must still wait, or 0 when a login attempt may go on. `device` is the
   * browser's device cookie: a known device of the account waits only for its own failures.
   */
  waitFor(account: string, address: string, device?: string): number {
    const t = this.now();
    if (this.isKnownDevice(account, device)) {
      const own = this.pairs.get(`${account}\u0000device:${device}`)?.lockedUntil ?? 0;
      return Math.max(0, own - t);
    }
    const pair = this.pairs.get(`${account}\u0000${address}`)?.lockedUntil ?? 0;
    const ip = this.addresses.get(address);
    const byAddress =
      ip && ip.failures >= this.limits.address ? ip.windowStart + this.limits.windowMs : 0;
    const byAccount = this.accounts.get(account)?.lockedUntil ?? 0;
    return Math.max(0, pair - t, byAddress - t, byAccount - t);
  }

  /** Records a failed attempt (a known device's failures are its own). */
  fail(account: string, address: string, device?: string): void {
    const t = this.now();
    const known = this.isKnownDevice(account, device);
    const key = known ? `${account}\u0000device:${device}` : `${account}\u0000${address}`;
    const pair = this.pairs.get(key) ?? { failures: 0, lockedUntil: 0 };
    pair.failures += 1;
    if (pair.failures >= this.limits.pair) {
      const doublings = pair.failures - this.limits.pair;
      pair.lockedUntil = t + Math.min(15 * MINUTE, MINUTE * 2 ** doublings);
    }
    this.pairs.set(key, pair);
    if (known) return;

    this.addresses.set(address, this.count(this.addresses.get(address), t));
    const accountWindow = { lockedUntil: 0, ...this.count(this.accounts.get(account), t) };
    if (accountWindow.failures >= this.limits.account) accountWindow.lockedUntil = t + MINUTE;
    this.accounts.set(account, accountWindow);
  }

  /** Forgets an account's failures after a successful login; `device` becomes known to it. */
  succeed(account: string, address: string, device?: string): void {
    this.pairs.delete(`${account}\u0000${address}`);
    if (device) this.pairs.delete(`${account}\u0000device:${device}`);
    this.accounts.delete(account);
    if (device) this.devices.set(account, (this.devices.get(account) ?? new Set()).add(device));
  }

  private count<W extends Window>(window: W | undefined, t: number): Window {
    if (!window || t - window.windowStart > this.limits.windowMs)
      return { failures: 1, windowStart: t };
    return { ...window, failures: window.failures + 1 };
  }
}
