import type { Db } from '../db/database.js';
import type { CreatorRow } from '../db/schema.js';

/** The creator profile of a user, if the user registered as a developer. */
export function findCreatorOfUser(db: Db, userId: string): Promise<CreatorRow | undefined> {
  return db.selectFrom('creators').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

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
