import { addDays } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The users and installs an item's store page lists, kept up with what browsers report: its
 * users are the most active installations counted on one finished day of the last week (update
 * checks and the companion's daily reports, each browser once a day), its installs every new
 * installation ever counted. Items no browser has counted keep the numbers they were listed
 * with; a day still under way is left out, so the figure does not dip every midnight.
 */
export const LISTED_USERS_DAYS = 7;
/** How often each server brings the listed figures up to date. */
export const LISTED_USERS_REFRESH_MS = 60 * 60 * 1000;
/** The first refresh waits this long after the server is ready. */
export const LISTED_USERS_FIRST_DELAY_MS = 60 * 1000;

/** Brings every counted item's listed figures up to date; answers the ids that changed. */
export async function refreshListedUsers(db: Db, today: string): Promise<string[]> {
  const since = addDays(today, -LISTED_USERS_DAYS);
  const { rows } = await sql<{ id: string }>`
    update items as i set
      usercount = u.users,
      downloadcount = greatest(i.downloadcount, u.installs)
    from (
      select item_id,
        coalesce(max(active_installs) filter (where day >= ${since}::date and day < ${today}::date), 0)
          as users,
        sum(new_installs) as installs,
        bool_or(day < ${today}::date) as finished
      from item_usage_daily
      group by item_id
    ) as u
    where i.id = u.item_id and u.finished
      and (i.usercount <> u.users or i.downloadcount < u.installs)
    returning i.id`.execute(db);
  return rows.map((row) => row.id.trim());
}
