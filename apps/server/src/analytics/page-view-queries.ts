import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Adds one view of a recorded path to today's count (UTC), in one upsert. */
export async function countPageView(db: Db, path: string): Promise<void> {
  await db
    .insertInto('page_view_daily')
    .values({ day: sql<string>`(now() at time zone 'utc')::date`, path, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'path'])
        .doUpdateSet({ count: sql<number>`page_view_daily.count + 1` }),
    )
    .execute();
}
