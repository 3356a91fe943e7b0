import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { addInstallCounts } from './install-counts.js';
import type { InstallIncrement } from './install-increments.js';

/**
 * Adds install counts under the day (UTC) of `now`. Counting never fails what it counts: a
 * browser's download or a companion's report matters more than a number, so a failed write is
 * logged and the request answered as usual.
 */
export async function recordInstalls(
  db: Db,
  log: FastifyBaseLogger,
  increments: readonly InstallIncrement[],
  now: Date,
): Promise<void> {
  try {
    await addInstallCounts(db, now.toISOString().slice(0, 10), increments);
  } catch (error) {
    log.warn({ err: error }, 'Install counts were not recorded');
  }
}

/**
 * Whether a request was started from one of the store's pages: its referrer is on a store
 * origin. A store page opens a package's address itself, so the browser names the page;
 * Chromium's own updater sends no referrer.
 */
export function fromStorePage(referer: string | undefined, storeOrigins: readonly string[]) {
  if (!referer) return false;
  try {
    return storeOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
