/**
 * Limits failed logins, per account and per address (issue 2, §3 "anti brute force").
 * Per account: after 5 failures in a row the account waits 1 minute, doubling with each further
 * failure up to 15 minutes, so a stranger cannot lock anyone out for long; a success resets it.
 * Per address: 30 failures in 15 minutes block that address until the window ends.
 * Kept in memory: one server process; a restart forgets the counters.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, { failures: number; lockedUntil: number }>();
  private readonly addresses = new Map<string, { failures: number; windowStart: number }>();

  constructor(
    private readonly accountThreshold = 5,
    private readonly addressThreshold = 30,
    private readonly addressWindowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the caller must still wait, or 0 when a login attempt may go on. */
  waitFor(account: string, address: string): number {
    const t = this.now();
    const byAccount = Math.max(0, (this.accounts.get(account)?.lockedUntil ?? 0) - t);
    const ip = this.addresses.get(address);
    const byAddress =
      ip && ip.failures >= this.addressThreshold
        ? Math.max(0, ip.windowStart + this.addressWindowMs - t)
        : 0;
    return Math.max(byAccount, byAddress);
  }

  /** Records a failed attempt. */
  fail(account: string, address: string): void {
    const t = this.now();
    const entry = this.accounts.get(account) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.accountThreshold) {
      const doublings = entry.failures - this.accountThreshold;
      entry.lockedUntil = t + Math.min(15 * 60_000, 60_000 * 2 ** doublings);
    }
    this.accounts.set(account, entry);
    const ip = this.addresses.get(address);
    if (!ip || t - ip.windowStart > this.addressWindowMs) {
      this.addresses.set(address, { failures: 1, windowStart: t });
    } else {
      ip.failures += 1;
    }
  }

  /** Forgets an account's failures after a successful login. */
  succeed(account: string): void {
    this.accounts.delete(account);
  }
}
