import type { DayStart } from '../distribution/update-protocol.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of the update protocol's day numbers (`elapsed_days`, `rd`): 2007-01-01, UTC. */
const PROTOCOL_EPOCH = Date.UTC(2007, 0, 1);

/** The calendar day (UTC, YYYY-MM-DD) usage is counted under at `now`. */
export function usageDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The protocol's day number of `now`: whole days since 2007-01-01, UTC. */
export function protocolDayOf(now: Date): number {
  return Math.floor((now.getTime() - PROTOCOL_EPOCH) / DAY_MS);
}

/** What the update service tells browsers about the day at `now` (see DayStart). */
export function dayStartOf(now: Date): DayStart {
  const time = now.getTime();
  return {
    elapsedSeconds: Math.floor((time - Math.floor(time / DAY_MS) * DAY_MS) / 1000),
    elapsedDays: protocolDayOf(now),
  };
}
