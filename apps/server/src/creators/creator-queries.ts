import type { Db } from '../db/database.js';

/** Whether any of the developer's items is live (has a published listing, not turned private). */
export async function hasLiveItem(db: Db, creatorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('live', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
