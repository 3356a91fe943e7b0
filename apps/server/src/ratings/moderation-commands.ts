import type { RatingModerationAction } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { RatingReportsTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { applyToAggregate } from './aggregate.js';
import { ratingIdValue } from './moderation-queries.js';

/** How much of a review's text the log keeps, in characters. */
export const LOG_TEXT_EXCERPT = 120;

/** What an administrator does with a rating. */
export type ModerationStep = 'hide' | 'restore' | 'dismiss';

const ACTION_OF: Record<ModerationStep, RatingModerationAction> = {
  hide: 'rating.hide',
  restore: 'rating.restore',
  dismiss: 'rating.dismiss',
};

/** How the open reports of the rating end with each step. */
const RESOLUTION_OF: Record<ModerationStep, NonNullable<RatingReportsTable['resolution']>> = {
  hide: 'hidden',
  restore: 'restored',
  dismiss: 'dismissed',
};

/** The start of a review's text for the log, cut between characters (never inside a pair). */
export function textExcerpt(text: string | null): string | null {
  if (text === null) return null;
  const characters = Array.from(text);
  return characters.length <= LOG_TEXT_EXCERPT
    ? text
    : `${characters.slice(0, LOG_TEXT_EXCERPT - 1).join('')}…`;
}

/** Marks every open report of a rating as resolved; answers how many there were. */
async function resolveOpenReports(
  db: Db,
  ratingId: number,
  resolution: NonNullable<RatingReportsTable['resolution']>,
  actorId: string,
): Promise<number> {
  const resolved = await db
    .updateTable('rating_reports')
    .set({ resolved_at: sql`now()`, resolution, resolved_by: actorId })
    .where('rating_id', '=', ratingId)
    .where('resolved_at', 'is', null)
    .returning('id')
    .execute();
  return resolved.length;
}

/**
 * Hides, restores or dismisses the reports of one rating, in one transaction with its log
 * line. The rating's item row is locked first and then the rating's, the order in which a
 * visitor's new or deleted rating locks them, so the two never wait on each other; two
 * administrators acting on one rating at once take turns and the second sees the first's
 * result: hiding a hidden rating or restoring a visible one is INVALID_STATE_TRANSITION, and so
 * is dismissing when no report is open. Hiding takes the rating out of its item's aggregate
 * and restoring puts it back, in the same transaction. Throws RATING_NOT_FOUND for an unknown
 * rating (or one its author deleted meanwhile).
 */
export async function moderateRating(
  db: Db,
  input: { ratingId: string; step: ModerationStep; actorId: string; reason: string | null },
): Promise<void> {
  const { step, actorId } = input;
  const ratingId = ratingIdValue(input.ratingId);
  await db.transaction().execute(async (trx) => {
    const located = await trx
      .selectFrom('ratings')
      .select('item_id')
      .where('id', '=', ratingId)
      .executeTakeFirst();
    if (!located) throw new AppError('RATING_NOT_FOUND');
    await trx
      .selectFrom('items')
      .select('id')
      .where('id', '=', located.item_id)
      .forNoKeyUpdate()
      .execute();
    const rating = await trx
      .selectFrom('ratings')
      .select(['id', 'item_id', 'score', 'text', 'hidden_at'])
      .where('id', '=', ratingId)
      .forUpdate()
      .executeTakeFirst();
    if (!rating) throw new AppError('RATING_NOT_FOUND');
    const weight = { score: rating.score, written: rating.text !== null };
    if (step === 'hide') {
      if (rating.hidden_at !== null) throw new AppError('INVALID_STATE_TRANSITION');
      await trx
        .updateTable('ratings')
        .set({ hidden_at: sql`now()` })
        .where('id', '=', rating.id)
        .execute();
      await applyToAggregate(trx, rating.item_id, weight, -1);
    } else if (step === 'restore') {
      if (rating.hidden_at === null) throw new AppError('INVALID_STATE_TRANSITION');
      await trx
        .updateTable('ratings')
        .set({ hidden_at: null })
        .where('id', '=', rating.id)
        .execute();
      await applyToAggregate(trx, rating.item_id, weight, 1);
    }
    const reports = await resolveOpenReports(trx, rating.id, RESOLUTION_OF[step], actorId);
    if (step === 'dismiss' && reports === 0) throw new AppError('INVALID_STATE_TRANSITION');
    await recordAction(trx, {
      actorId,
      action: ACTION_OF[step],
      target: `rating:${rating.id}`,
      details: {
        extensionId: rating.item_id,
        score: rating.score,
        text: textExcerpt(rating.text),
        reports,
      },
      reason: input.reason,
    });
  });
}
