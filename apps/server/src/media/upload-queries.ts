import type { MediaKind } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { StoredImage } from './images.js';

/** An image this user uploaded, as checked when it was stored. */
export interface UploadedMedia {
  file_key: string;
  width: number;
  height: number;
  /** Derivative name → storage key. */
  derivatives: Record<string, string>;
}

/**
 * The upload of `fileKey` as `kind` by this user, or null: the listing editor accepts only
 * images their developer uploaded, with the size measured at upload.
 */
export async function findUploadedMedia(
  db: Db,
  userId: string,
  kind: MediaKind,
  fileKey: string,
): Promise<UploadedMedia | null> {
  const row = await db
    .selectFrom('media_uploads')
    .select(['file_key', 'width', 'height', 'derivatives'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Remembers that this user uploaded the stored image as `kind`. The same bytes always give the
 * same files, so a repeated upload changes nothing.
 */
export async function recordUpload(
  db: Db,
  userId: string,
  kind: MediaKind,
  stored: StoredImage,
): Promise<void> {
  await db
    .insertInto('media_uploads')
    .values({
      user_id: userId,
      kind,
      file_key: stored.key,
      width: stored.width,
      height: stored.height,
      derivatives: JSON.stringify(stored.derivatives),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'file_key']).doNothing())
    .execute();
}
