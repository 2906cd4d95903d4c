let last = 0;

/**
 * The time of a change, in whole milliseconds and strictly after the previous one of this
 * process. Feed pages are cut by `fromDate` (000 §7, keyset pagination), which the wire carries
 * at millisecond precision: two changes in the same millisecond would make a page boundary
 * ambiguous, and microseconds would be lost on the way back.
 */
export function changeTime(): Date {
  const now = Date.now();
  last = now > last ? now : last + 1;
  return new Date(last);
}
