import type { Rating, RatingReportReason } from '@lagoon/contract';
import { type Db, isUniqueViolation } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { queueRatingMail } from '../mail/notify.js';
import { applyToAggregate } from './aggregate.js';
import { countWrite } from './flood-limit.js';
import {
  findPresentedRating,
  findRatedItem,
  type RatedItem,
  visibleItem,
} from './rating-queries.js';

/**
 * The visitors' writes: rating an item, deleting one's rating, marking a review helpful and
 * reporting it. Each runs in one transaction; where the item's aggregate changes it changes in
 * that transaction (applyToAggregate), and every write that changed something is counted
 * against the account's hourly limit last (flood-limit.ts), so a refusal undoes it all.
 *
 * Locks are taken in one order by every write of ratings: the item's row, then the rating's,
 * then the account's count. Deleting (and an administrator's hiding or restoring) locks the
 * item first; a vote or a report locks only the rating, then the count.
 */

/** New ratings, votes and reports need an item that is visible and not blocked. */
function openItem(item: RatedItem | undefined): RatedItem {
  const visible = visibleItem(item);
  if (visible.blocked) throw new AppError('RATING_CLOSED');
  return visible;
}

/**
 * Rates an item: one rating per account, stored with the item's published version and added to
 * the aggregate. Ratings of one item queue on its row; the unique (item, account) key is what
 * decides between concurrent first ratings of one account: the later insert finds the row
 * (or, should it get past, the key refuses it) and the call answers RATING_ALREADY_REGISTERED.
 * Given a `mailer`, the item's developer is told by mail when they asked to be (queued in the
 * rating's transaction, sent once it committed).
 */
export async function createRating(
  db: Db,
  userId: string,
  itemId: string,
  input: { score: number; text: string | null },
  mailer?: Mailer,
): Promise<Rating> {
  try {
    const created = await db.transaction().execute(async (trx) => {
      const item = openItem(await findRatedItem(trx, itemId, { lock: true }));
      if (item.owner_user_id === userId) throw new AppError('RATING_OWN_ITEM');
      const inserted = await trx
        .insertInto('ratings')
        .values({
          item_id: item.id,
          user_id: userId,
          score: input.score,
          text: input.text,
          version: item.published_version ?? null,
          updated_at: new Date(),
        })
        .onConflict((conflict) => conflict.columns(['item_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('RATING_ALREADY_REGISTERED');
      await applyToAggregate(trx, item.id, { score: input.score, written: input.text !== null }, 1);
      await countWrite(trx, userId, 'rating');
      const rating = await findPresentedRating(trx, inserted.id, userId);
      if (!rating) throw new Error(`rating ${inserted.id} vanished in its own transaction`);
      if (mailer) {
        await queueRatingMail(trx, mailer, {
          itemId: item.id,
          ...input,
          nickname: rating.nickname,
        });
      }
      return rating;
    });
    mailer?.wake();
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('RATING_ALREADY_REGISTERED', undefined, { cause: error });
    }
    throw error;
  }
}

/**
 * Deletes the account's rating of an item, with its votes, reply and reports (the keys
 * cascade), and takes it out of the aggregate unless it was hidden (then it already is out).
 * Allowed on blocked items too: a visitor may always withdraw what they wrote. Not counted
 * against the hourly limit, for the same reason.
 */
export async function deleteMyRating(db: Db, userId: string, itemId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = visibleItem(await findRatedItem(trx, itemId, { lock: true }));
    const deleted = await trx
      .deleteFrom('ratings')
      .where('item_id', '=', item.id)
      .where('user_id', '=', userId)
      .returning(['score', 'text', 'hidden_at'])
      .executeTakeFirst();
    if (!deleted) throw new AppError('RATING_NOT_FOUND');
    if (deleted.hidden_at === null) {
      await applyToAggregate(
        trx,
        item.id,
        { score: deleted.score, written: deleted.text !== null },
        -1,
      );
    }
  });
}

/**
 * A visible rating of an open item that the account may vote on or report, locked for the
 * transaction: RATING_NOT_FOUND for an unknown, hidden or other item's rating, RATING_OWN_REVIEW
 * for the account's own. Ids past what a number holds exactly name no rating.
 */
async function otherVisibleRating(db: Db, userId: string, itemId: string, ratingId: string) {
  const item = openItem(await findRatedItem(db, itemId));
  const id = Number(ratingId);
  if (!Number.isSafeInteger(id)) throw new AppError('RATING_NOT_FOUND');
  const rating = await db
    .selectFrom('ratings')
    .select(['id', 'user_id', 'helpful_count', 'hidden_at'])
    .where('id', '=', id)
    .where('item_id', '=', item.id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!rating || rating.hidden_at !== null) throw new AppError('RATING_NOT_FOUND');
  if (rating.user_id === userId) throw new AppError('RATING_OWN_REVIEW');
  return rating;
}

export interface HelpfulState {
  helpfulCount: number;
  helpful: boolean;
}

/**
 * Marks a review helpful (`helpful` true) or takes the mark back. Idempotent: marking twice or
 * taking back a mark never given changes nothing and is not counted. The rating's
 * helpful_count changes in the vote's transaction, with the rating's row locked, so it always
 * equals its votes.
 */
export async function setHelpful(
  db: Db,
  userId: string,
  itemId: string,
  ratingId: string,
  helpful: boolean,
): Promise<HelpfulState> {
  return db.transaction().execute(async (trx) => {
    const rating = await otherVisibleRating(trx, userId, itemId, ratingId);
    const changed = helpful
      ? await trx
          .insertInto('rating_votes')
          .values({ rating_id: rating.id, user_id: userId })
          .onConflict((conflict) => conflict.columns(['rating_id', 'user_id']).doNothing())
          .returning('rating_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('rating_votes')
          .where('rating_id', '=', rating.id)
          .where('user_id', '=', userId)
          .returning('rating_id')
          .executeTakeFirst();
    if (!changed) return { helpfulCount: rating.helpful_count, helpful };
    const updated = await trx
      .updateTable('ratings')
      .set((eb) => ({ helpful_count: eb('helpful_count', '+', helpful ? 1 : -1) }))
      .where('id', '=', rating.id)
      .returning('helpful_count')
      .executeTakeFirstOrThrow();
    await countWrite(trx, userId, 'vote');
    return { helpfulCount: updated.helpful_count, helpful };
  });
}

/**
 * Reports a review to the administrators, once per account and rating (a second report, even
 * of a rating whose report was settled, is RATING_ALREADY_REPORTED).
 */
export async function reportRating(
  db: Db,
  userId: string,
  itemId: string,
  ratingId: string,
  input: { reason: RatingReportReason; text: string | null },
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const rating = await otherVisibleRating(trx, userId, itemId, ratingId);
      const inserted = await trx
        .insertInto('rating_reports')
        .values({
          rating_id: rating.id,
          reporter_id: userId,
          reason: input.reason,
          text: input.text,
        })
        .onConflict((conflict) => conflict.columns(['rating_id', 'reporter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('RATING_ALREADY_REPORTED');
      await countWrite(trx, userId, 'report');
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('RATING_ALREADY_REPORTED', undefined, { cause: error });
    throw error;
  }
}
