import {
  FLEET_REGISTRATIONS_PER_HOUR,
  FLEET_REPORTS_PER_HOUR,
  INSTALL_REQUESTS_PER_HOUR,
  LIKE_WRITES_PER_HOUR,
  PAGE_VIEWS_PER_HOUR,
  RATING_WRITES_PER_HOUR,
  ROLLBACKS_PER_HOUR,
  USAGE_REPORTS_PER_HOUR,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';

/**
 * What is counted apart: new ratings, helpful votes (given or taken back), reports, and
 * wallpaper likes (given or taken back), which visitors browsing wallpapers give more freely,
 * each per account; and the companion's usage reports, which carry no account and are counted
 * per client address; visitors' install requests, per account; and page views, per account or,
 * signed out, per client address; and rollbacks of items, per account; and the fleet
 * inventory's reports, per browser, and its new browsers, per client address.
 */
export type FloodKind =
  | 'rating'
  | 'vote'
  | 'report'
  | 'like'
  | 'usage'
  | 'install_request'
  | 'page_view'
  | 'rollback'
  | 'fleet_report'
  | 'fleet_register';
export const FLOOD_KINDS: readonly FloodKind[] = [
  'rating',
  'vote',
  'report',
  'like',
  'usage',
  'install_request',
  'page_view',
  'rollback',
  'fleet_report',
  'fleet_register',
];

/** How many writes of each kind one account may make in a window. */
const FLOOD_LIMITS: Readonly<Record<FloodKind, number>> = {
  rating: RATING_WRITES_PER_HOUR,
  vote: RATING_WRITES_PER_HOUR,
  report: RATING_WRITES_PER_HOUR,
  like: LIKE_WRITES_PER_HOUR,
  usage: USAGE_REPORTS_PER_HOUR,
  install_request: INSTALL_REQUESTS_PER_HOUR,
  page_view: PAGE_VIEWS_PER_HOUR,
  rollback: ROLLBACKS_PER_HOUR,
  fleet_report: FLEET_REPORTS_PER_HOUR,
  fleet_register: FLEET_REGISTRATIONS_PER_HOUR,
};

/** The length of one counting window. */
export const FLOOD_WINDOW_MS = 60 * 60 * 1000;

/** The row of one account's (or address's) count of a kind in attempt_limits. */
export function floodScope(kind: FloodKind): string {
  if (kind === 'usage') return 'usage:address';
  if (kind === 'install_request') return 'install-requests';
  if (kind === 'page_view') return 'page-views';
  if (kind === 'rollback') return 'rollbacks';
  if (kind === 'fleet_report') return 'fleet:browser';
  if (kind === 'fleet_register') return 'fleet:address';
  return kind === 'like' ? 'likes' : `ratings:${kind}`;
}

/**
 * Counts one write of an account against the hourly limit of its kind, inside the transaction
 * that made it, and throws RATE_LIMITED past the kind's limit: the whole transaction,
 * write and count, is then undone. Only writes that changed something get here, so a refused
 * call (a second rating, a vote already given) costs the account nothing.
 *
 * The counts are rows of attempt_limits (scope `ratings:<kind>`, key the account id), so every
 * server of one store counts together. The window is fixed: `last_at` holds when it began and
 * `counted` the writes since; the first write an hour or more after the start opens a new one.
 * The upsert locks the account's row until the transaction ends, so concurrent writes of one
 * account are counted one after the other and never more than the limit get through. Callers
 * count last, after every other lock they take, so the row never waits on an item or a rating.
 * A usage report or a page view is counted first, on its own: refused, it has touched nothing
 * but its count.
 */
export async function countWrite(
  db: Db,
  userId: string,
  kind: FloodKind,
  now: Date = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - FLOOD_WINDOW_MS);
  const { rows } = await sql<{ counted: number }>`
    INSERT INTO attempt_limits AS l (scope, key, counted, running, last_at, running_until)
    VALUES (${floodScope(kind)}, ${userId}, 1, 0, ${now}::timestamptz, ${now}::timestamptz)
    ON CONFLICT (scope, key) DO UPDATE SET
      counted = CASE WHEN l.last_at <= ${windowStart}::timestamptz THEN 1 ELSE l.counted + 1 END,
      last_at = CASE WHEN l.last_at <= ${windowStart}::timestamptz
                     THEN ${now}::timestamptz ELSE l.last_at END,
      running_until = excluded.running_until
    RETURNING l.counted`.execute(db);
  if ((rows[0]?.counted ?? 0) > FLOOD_LIMITS[kind]) throw new AppError('RATE_LIMITED');
}

/** Deletes the counts whose window ended; returns how many went. */
export async function sweepFloodCounts(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('attempt_limits')
    .where(
      'scope',
      'in',
      FLOOD_KINDS.map((kind) => floodScope(kind)),
    )
    .where('last_at', '<=', new Date(now.getTime() - FLOOD_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts are swept at most this often per server. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Sweeps ended windows now and then (after a write), so accounts that stopped writing do not
 * keep rows. Best effort: a failed sweep leaves rows the next one removes.
 */
export function floodSweeper(db: Db, now: () => number = Date.now): () => void {
  let last = 0;
  return () => {
    const at = now();
    if (at - last < SWEEP_INTERVAL_MS) return;
    last = at;
    sweepFloodCounts(db, new Date(at)).catch(() => {});
  };
}
