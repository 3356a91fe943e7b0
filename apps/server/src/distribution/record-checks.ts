import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { usageDayOf } from '../usage/usage-day.js';
import { addUsage } from '../usage/usage-queries.js';
import { usageIncrements } from './check-counts.js';
import { type AppAnswer, protocolDayOf, type UpdateCheck } from './update-protocol.js';

/**
 * Counts one update-check request under the day of `now`. Counting never fails the check: a
 * browser's update matters more than a number, so a failed write is logged and the answer is
 * sent as usual.
 */
export async function recordUpdateChecks(
  db: Db,
  log: FastifyBaseLogger,
  checks: readonly UpdateCheck[],
  answers: readonly AppAnswer[],
  now: Date,
): Promise<void> {
  try {
    await addUsage(db, usageDayOf(now), usageIncrements(checks, answers, protocolDayOf(now)));
  } catch (error) {
    log.warn({ err: error }, 'An update check was answered but not counted');
  }
}
