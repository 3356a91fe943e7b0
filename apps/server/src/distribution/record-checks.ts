import type { FastifyBaseLogger } from 'fastify';
import type { UpdateCheckCounter } from '../usage/update-check-counter.js';
import { usageDayOf } from '../usage/usage-day.js';
import { checkedItems } from './check-counts.js';
import { type AppAnswer, protocolDayOf, type UpdateCheck } from './update-protocol.js';

/**
 * Counts one update-check request from the client `address` (its key, see clientKey) under the
 * day of `now`: each item it names at most once per address and day (update-check-counter.ts).
 * Counting never fails the check: a browser's update matters more than a number, so a failure
 * is logged and the answer is sent as usual.
 */
export async function recordUpdateChecks(
  counter: UpdateCheckCounter,
  log: FastifyBaseLogger,
  address: string,
  checks: readonly UpdateCheck[],
  answers: readonly AppAnswer[],
  now: Date,
): Promise<void> {
  try {
    await counter.count(
      usageDayOf(now),
      address,
      checkedItems(checks, answers, protocolDayOf(now)),
    );
  } catch (error) {
    log.warn({ err: error }, 'An update check was answered but not counted');
  }
}
