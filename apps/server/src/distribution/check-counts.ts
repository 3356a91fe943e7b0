import type { ItemCheck } from '../usage/update-check-counter.js';
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
 * What an update-check request tells the counts, one entry per id the store could know (valid
 * ids; whether an item has the id is left to the database), sorted by id. An id named several
 * times in one request counts once: it reports an active installation when any of its checks
 * carries a roll-call for today, and a new installation when any is a first-time check the
 * store answered with the package (a blocked, private or unpublished item was not installed).
 * `answers[i]` is the store's answer to `checks[i]`.
 */
export function checkedItems(
  checks: readonly UpdateCheck[],
  answers: readonly AppAnswer[],
  today: number,
): ItemCheck[] {
  const byItem = new Map<string, ItemCheck>();
  checks.forEach((check, index) => {
    const answer = answers[index];
    if (!answer || answer.status === 'error-invalidAppId') return;
    const entry = byItem.get(check.id) ?? {
      itemId: check.id,
      reportsActive: false,
      installsNew: false,
    };
    if (reportsToday(check.rollCall, today)) entry.reportsActive = true;
    if (check.firstInstall && answer.status === 'ok' && answer.update) entry.installsNew = true;
    byItem.set(check.id, entry);
  });
  return [...byItem.values()].sort((a, b) => (a.itemId < b.itemId ? -1 : 1));
}
