import type { RollCall } from './update-protocol.js';

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
