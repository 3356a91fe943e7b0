import type { CreatorRating, CreatorRatingPage, Language, Rating } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { loadOwnedItem } from '../publishing/creator-items.js';
import { fileUrl } from '../storage/storage.js';
import { itemIconColumn, itemNameColumn, ratingIdValue } from './moderation-queries.js';
import { presentRating, ratingRows } from './present.js';

/**
 * The developer's side of ratings: the ratings of their items, and their replies. Another
 * developer's item answers exactly like a missing one (EXTENSION_NOT_FOUND), so ids can't be
 * probed; hidden ratings are out of the developer's reach like the visitors'.
 */

export interface CreatorRatingFilter {
  creatorId: string;
  /** The signed-in developer: what they did with each rating (helpful, reported). */
  viewerId: string;
  itemId?: string | undefined;
  page: number;
  size: number;
  language: Language;
}

/** One page of the visible ratings of the developer's items (or of one of them), newest first. */
export async function loadCreatorRatings(
  db: Db,
  filter: CreatorRatingFilter,
): Promise<CreatorRatingPage> {
  const { creatorId, itemId, page, size } = filter;
  if (itemId !== undefined) await loadOwnedItem(db, creatorId, itemId);
  let rows = ratingRows(db, filter.viewerId)
    .where('i.creator_id', '=', creatorId)
    .where('r.hidden_at', 'is', null);
  let count = db
    .selectFrom('ratings as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .where('i.creator_id', '=', creatorId)
    .where('r.hidden_at', 'is', null);
  if (itemId !== undefined) {
    rows = rows.where('r.item_id', '=', itemId);
    count = count.where('r.item_id', '=', itemId);
  }
  const [found, total] = await Promise.all([
    rows
      .select([itemNameColumn(filter.language), itemIconColumn()])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    ratings: found.map(
      (row): CreatorRating => ({
        ...presentRating(row, filter.viewerId),
        extensionId: row.item_id,
        itemName: row.item_name ?? '',
        itemIcon: row.item_icon ? fileUrl(row.item_icon) : null,
      }),
    ),
    totalCount: Number(total.n),
    page,
    size,
  };
}

export interface ReplyTarget {
  creatorId: string;
  itemId: string;
  ratingId: string;
}

/**
 * The visible rating `ratingId` of the developer's item `itemId`, locked against hiding while
 * the reply is written; EXTENSION_NOT_FOUND or RATING_NOT_FOUND otherwise.
 */
async function lockRatingOfOwnItem(db: Db, target: ReplyTarget): Promise<number> {
  await loadOwnedItem(db, target.creatorId, target.itemId);
  const rating = await db
    .selectFrom('ratings')
    .select('id')
    .where('id', '=', ratingIdValue(target.ratingId))
    .where('item_id', '=', target.itemId)
    .where('hidden_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  if (!rating) throw new AppError('RATING_NOT_FOUND');
  return rating.id;
}

/** Writes the developer's reply to a rating, or replaces the text of the one they wrote. */
export async function saveReply(
  db: Db,
  target: ReplyTarget,
  authorId: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ratingId = await lockRatingOfOwnItem(trx, target);
    await trx
      .insertInto('rating_replies')
      .values({ rating_id: ratingId, author_id: authorId, text, updated_at: sql`now()` })
      .onConflict((conflict) =>
        conflict.column('rating_id').doUpdateSet({
          text,
          author_id: authorId,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  });
}

/** Deletes the developer's reply to a rating; RATING_NOT_FOUND when there is none. */
export async function deleteReply(db: Db, target: ReplyTarget): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ratingId = await lockRatingOfOwnItem(trx, target);
    const removed = await trx
      .deleteFrom('rating_replies')
      .where('rating_id', '=', ratingId)
      .returning('rating_id')
      .executeTakeFirst();
    if (!removed) throw new AppError('RATING_NOT_FOUND');
  });
}

/** One rating as every screen shows it, for the answer of a write. */
export async function loadRating(db: Db, ratingId: string, viewerId: string): Promise<Rating> {
  const row = await ratingRows(db, viewerId)
    .where('r.id', '=', ratingIdValue(ratingId))
    .executeTakeFirst();
  if (!row) throw new AppError('RATING_NOT_FOUND');
  return presentRating(row, viewerId);
}
