import type { Db } from '../db/database.js';
import { countWrite } from '../ratings/flood-limit.js';
import type { UpdateCheckCounter } from './update-check-counter.js';
import { usageDayOf } from './usage-day.js';

/**
 * Counts a companion's daily report of the items installed and enabled in its browser under
 * the day of `now`, in one statement: one active installation per item (an id named twice
 * counts once, ids that name no item are dropped), except where a roll-call in the update
 * checks from the same address counted that installation already (see
 * UpdateCheckCounter.countReport). The report is first counted against its client address's
 * hourly limit, on its own: past the limit RATE_LIMITED is thrown and nothing else is written.
 * The address keys the limit and the day's salted claims, and nothing more; the counts keep no
 * trace of who sent them.
 */
export async function recordActiveReport(
  db: Db,
  counter: UpdateCheckCounter,
  report: { ids: readonly string[]; address: string },
  now: Date = new Date(),
): Promise<void> {
  await countWrite(db, report.address, 'usage', now);
  await counter.countReport(usageDayOf(now), report.address, report.ids);
}
