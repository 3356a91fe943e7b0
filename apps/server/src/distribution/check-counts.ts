import type { UsageIncrement } from '../usage/usage-queries.js';
import type { AppAnswer, RollCall, UpdateCheck } from './update-protocol.js';

/**
 * Whether a roll-call reports the installation for the day numbered `today`: the first
 * report ever (-1), a report on a later day than the last one, or, from a browser that counts
 * in days, a number of days since its last report (it sends one only on the first check of a
 * new day). A browser that already reported today sends `rd` equal to today, or no `r`.
 */
export function reportsToday(rollCall: RollCall | null, today: number): boolean {
  if (!rollCall) return false;
  const { date, days } = rollCall;
  if (date !== null && date !== -2) return date === -1 || (date >= 0 && date < today);
  return days !== null && (days === -1 || days >= 1);
}

/**
 * The counts an update-check request adds, one entry per id the store could know (valid ids;
 * whether an item has the id is left to the database), sorted by id so that concurrent
 * requests lock rows in one order. `answers[i]` is the store's answer to `checks[i]`. A
 * first-time check counts as a new installation only when the store offered the package:
 * a blocked, private or unpublished item was not installed.
 */
export function usageIncrements(
  checks: readonly UpdateCheck[],
  answers: readonly AppAnswer[],
  today: number,
): UsageIncrement[] {
  const byItem = new Map<string, UsageIncrement>();
  checks.forEach((check, index) => {
    const answer = answers[index];
    if (!answer || answer.status === 'error-invalidAppId') return;
    const entry = byItem.get(check.id) ?? {
      itemId: check.id,
      activeInstalls: 0,
      newInstalls: 0,
      updateChecks: 0,
    };
    entry.updateChecks += 1;
    if (reportsToday(check.rollCall, today)) entry.activeInstalls += 1;
    if (check.firstInstall && answer.status === 'ok' && answer.update) entry.newInstalls += 1;
    byItem.set(check.id, entry);
  });
  return [...byItem.values()].sort((a, b) => (a.itemId < b.itemId ? -1 : 1));
}
