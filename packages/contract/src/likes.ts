import { z } from 'zod';

/**
 * Likes of wallpapers. A signed-in visitor likes a wallpaper once and may take the like back;
 * the wallpaper's `likeCount` (and every one of its `themeDrafts[].likeCount`, which repeat it)
 * changes in the same transaction as the like, so it is exact. "Top 30 likes" orders by it.
 *
 * - GET    /ajax/extensions/{id}/like: the count, and whether the signed-in visitor likes it.
 * - PUT    /ajax/extensions/{id}/like: like it (signed in; liking twice changes nothing).
 * - DELETE /ajax/extensions/{id}/like: take the like back (signed in; idempotent).
 *
 * Only live wallpapers visitors can see can be liked (else EXTENSION_NOT_FOUND); other kinds
 * of items answer LIKE_NOT_WALLPAPER; blocked wallpapers answer LIKE_CLOSED. Each account may
 * like or take back LIKE_WRITES_PER_HOUR times an hour.
 */
/** Likes given or taken back by one account in an hour; past it, RATE_LIMITED (429). */
export const LIKE_WRITES_PER_HOUR = 120;

export function likePath(id: string): string {
  return `/ajax/extensions/${id}/like`;
}

export const LikeState = z.object({
  likeCount: z.number().int(),
  /** False for visitors who are not signed in. */
  liked: z.boolean(),
});
export type LikeState = z.infer<typeof LikeState>;
