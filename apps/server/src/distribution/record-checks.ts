import type { FastifyBaseLogger } from 'fastify';
import type { ItemCheck, UpdateCheckCounter } from '../usage/update-check-counter.js';
import { usageDayOf } from '../usage/usage-day.js';

/**
 * Counts one update-check request from the client `address` (its key, see clientKey) under the
 * day of `now` (`items`: what its answers say of each item, see answerChecks): each item it
 * names at most once per address and day (update-check-counter.ts).
 * Counting never fails the check: a browser's update matters more than a number, so a failure
 * is logged and the answer is sent as usual. A promise only while the day's salt is read (the
 * first check of a day on a server): the caller awaits it, so a check is counted when answered.
 */
export function recordUpdateChecks(
  counter: UpdateCheckCounter,
  log: FastifyBaseLogger,
  address: string,
  items: readonly ItemCheck[],
  now: Date,
): Promise<void> | undefined {
  const failed = (error: unknown) =>
    log.warn({ err: error }, 'An update check was answered but not counted');
  try {
    const counting = counter.count(usageDayOf(now), address, items);
    return counting?.catch(failed);
  } catch (error) {
    failed(error);
  }
}
