import type { LikeState } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { countWrite } from '../ratings/flood-limit.js';
import { findLikedItem, visibleWallpaper } from './like-queries.js';

/**
 * Likes a wallpaper (`liked` true) or takes the like back, for one account; answers the count
 * and the account's like as they are once the transaction ends.
 *
 * The wallpaper's row is locked first, so every like and unlike of one wallpaper runs after
 * the one before it: the row insert (or delete) and the count change happen together, and
 * concurrent calls can neither lose an increment nor add one twice. Liking twice, or taking
 * back a like never given, finds nothing to insert or delete and leaves the count alone: the
 * count only moves by rows that really came or went, so it never drops below the number it
 * started from (the demo catalog's counts are such a base).
 *
 * New likes need a wallpaper that is not blocked (LIKE_CLOSED); taking a like back is allowed
 * on a blocked one too, as a visitor may always withdraw what they gave. Only calls that
 * changed something count against the account's hourly limit.
 */
export async function setLike(
  db: Db,
  userId: string,
  itemId: string,
  liked: boolean,
): Promise<LikeState> {
  return db.transaction().execute(async (trx) => {
    const item = visibleWallpaper(await findLikedItem(trx, itemId, { lock: true }));
    if (liked && item.blocked) throw new AppError('LIKE_CLOSED');
    const changed = liked
      ? await trx
          .insertInto('item_likes')
          .values({ item_id: item.id, user_id: userId })
          .onConflict((conflict) => conflict.columns(['item_id', 'user_id']).doNothing())
          .returning('item_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('item_likes')
          .where('item_id', '=', item.id)
          .where('user_id', '=', userId)
          .returning('item_id')
          .executeTakeFirst();
    if (!changed) return { likeCount: item.like_count, liked };
    const updated = await trx
      .updateTable('items')
      .set((eb) => ({ like_count: eb('like_count', '+', liked ? 1 : -1) }))
      .where('id', '=', item.id)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    // Counted last, after the item's lock (see countWrite); past the limit all of it is undone.
    await countWrite(trx, userId, 'like');
    return { likeCount: updated.like_count, liked };
  });
}
