/**
 * The time as the domain sees it (renewal dates, issue 10 §3). Services read `ctx.clock.now()`
 * instead of `new Date()` where a test must move time: the tests inject a `ManualClock`, and the
 * browser journeys move the server's clock through `POST /test/clock`, registered only when the
 * TEST_CLOCK environment variable enables it (docs/ARCHITECTURE.md "Jobs and the clock").
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets; it starts at `start` (default: now) and stays there until set again. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock to `at` (forwards or backwards). */
  set(at: Date): void {
    this.current = at.getTime();
  }
}
