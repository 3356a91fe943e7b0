import type { LikeState } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { isPublicItem } from '../db/item-visibility.js';
import { AppError } from '../http/errors.js';

/**
 * The item behind a likes call: what decides whether it may be liked (its type, visibility and
 * blocked state) and its count. With `lock`, the item's row stays locked until the transaction
 * ends (FOR NO KEY UPDATE: likes may still reference it meanwhile), so the likes of one
 * wallpaper queue on it and its count changes one like at a time.
 */
export function findLikedItem(db: Db, itemId: string, { lock = false } = {}) {
  const query = db.selectFrom('items').selectAll('items').where('items.id', '=', itemId);
  return (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export type LikedItem = NonNullable<Awaited<ReturnType<typeof findLikedItem>>>;

/**
 * The item if it is a wallpaper visitors may see: EXTENSION_NOT_FOUND for a missing item and
 * one visitors cannot see (the same answer the detail gives), LIKE_NOT_WALLPAPER for other
 * kinds of items. Blocked wallpapers pass: their likes can be read (see like-commands.ts for
 * what may change on them).
 */
export function visibleWallpaper(item: LikedItem | undefined): LikedItem {
  if (!item || !isPublicItem(item)) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.product_type !== 'theme') throw new AppError('LIKE_NOT_WALLPAPER');
  return item;
}

/** Whether the account likes the item. */
export async function likes(db: Db, itemId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('item_likes')
    .select('item_id')
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A wallpaper's count and whether the viewer (null: signed out) likes it. */
export async function loadLikeState(
  db: Db,
  itemId: string,
  viewerId: string | null,
): Promise<LikeState> {
  const item = visibleWallpaper(await findLikedItem(db, itemId));
  return {
    likeCount: item.like_count,
    liked: viewerId === null ? false : await likes(db, item.id, viewerId),
  };
}
