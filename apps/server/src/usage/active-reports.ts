import type { Db } from '../db/database.js';
import { countWrite } from '../ratings/flood-limit.js';
import { usageDayOf } from './usage-day.js';
import { addUsage, type UsageIncrement } from './usage-queries.js';

/**
 * What one companion report adds: one active installation per item it names, an id named
 * twice counting once, sorted by id so that concurrent reports lock rows in one order.
 */
export function activeIncrements(ids: readonly string[]): UsageIncrement[] {
  return [...new Set(ids)]
    .sort()
    .map((itemId) => ({ itemId, activeInstalls: 1, newInstalls: 0, updateChecks: 0 }));
}

/**
 * Counts a companion's daily report of the items installed and enabled in its browser under
 * the day of `now`, in one statement (ids that name no item are dropped by it). The report is
 * first counted against its client address's hourly limit, on its own: past the limit
 * RATE_LIMITED is thrown and nothing else is written. The address is the limit's key and
 * nothing more; the counts keep no trace of who sent them.
 */
export async function recordActiveReport(
  db: Db,
  report: { ids: readonly string[]; address: string },
  now: Date = new Date(),
): Promise<void> {
  await countWrite(db, report.address, 'usage', now);
  await addUsage(db, usageDayOf(now), activeIncrements(report.ids));
}
