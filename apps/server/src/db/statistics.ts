import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * How old the embedded database's planner statistics may grow. PostgreSQL servers refresh them
 * on their own; the embedded database has no background worker, so the server does, this often.
 */
export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The `settings` row saying when the statistics were last refreshed. They are kept in the
 * database's catalog and outlive a restart, so a server that starts soon after the last refresh
 * need not redo it (an ANALYZE of the demo catalog costs about 0.7 s of CPU, every start).
 */
const REFRESHED_KEY = 'database_statistics_refreshed_at';

/**
 * Vacuums the items table and refreshes the planner's statistics (ANALYZE), and notes when. The
 * vacuum is autovacuum's work, which the embedded database has no worker for: it frees the rows
 * updates left behind and marks the pages whose rows every reader sees, so that list pages and
 * their offsets read their index alone (an index-only scan visits a table page that is not so
 * marked). Only items: its lists are what read index-only, and pages already marked are
 * skipped, so the cost follows what changed since the last refresh.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await sql`VACUUM items`.execute(db);
  await sql`ANALYZE`.execute(db);
  const value = JSON.stringify(new Date().toISOString());
  await db
    .insertInto('settings')
    .values({ key: REFRESHED_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Milliseconds until the statistics are due: 0 when they never were refreshed, when a table has
 * none yet (reltuples is -1 until a table is first analyzed: one a migration just made), or when
 * the last refresh is older than STATISTICS_INTERVAL_MS.
 */
export async function statisticsDueIn(db: Db, now = Date.now()): Promise<number> {
  const { rows } = await sql<{ unanalyzed: boolean }>`
    select exists (
      select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.reltuples < 0
    ) as unanalyzed`.execute(db);
  if (rows[0]?.unanalyzed !== false) return 0;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', REFRESHED_KEY)
    .executeTakeFirst();
  const refreshedAt = typeof row?.value === 'string' ? Date.parse(row.value) : Number.NaN;
  // A clock set back since the refresh counts as a stale one.
  if (!Number.isFinite(refreshedAt) || refreshedAt > now) return 0;
  return Math.max(0, refreshedAt + STATISTICS_INTERVAL_MS - now);
}
