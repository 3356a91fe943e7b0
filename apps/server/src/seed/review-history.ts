import { DEMO_REJECTIONS } from '@lagoon/demo-catalog';
import type { Db } from '../db/database.js';

/**
 * Gives the demo's review states a history: a submission event for every item waiting for
 * review (the queue is ordered by it) and a reviewer's decision with guidelines for every
 * rejected one, so the dashboard's dialogs and the review queue have something real to show.
 */
export async function writeReviewHistory(
  db: Db,
  administratorId: string,
  now: Date,
): Promise<void> {
  const items = await db
    .selectFrom('items')
    .select(['id', 'review_state', 'creator_id', 'updated_at'])
    .where('review_state', 'in', ['IN_REVIEW', 'REJECTED', 'REJECTED_UPDATE'])
    .orderBy('id')
    .execute();
  let rejected = 0;
  for (const [index, item] of items.entries()) {
    const submittedAt = new Date(now.getTime() - (index + 2) * 26 * 60 * 60 * 1000);
    const owner = item.creator_id
      ? await db
          .selectFrom('creators')
          .select('user_id')
          .where('id', '=', item.creator_id)
          .executeTakeFirst()
      : undefined;
    await db
      .insertInto('review_events')
      .values({
        item_id: item.id,
        action: 'submitted',
        actor_id: owner?.user_id ?? null,
        created_at: submittedAt,
      })
      .execute();
    if (item.review_state === 'IN_REVIEW') {
      await db
        .updateTable('items')
        .set({ submitted_at: submittedAt })
        .where('id', '=', item.id)
        .execute();
      continue;
    }
    const decision = DEMO_REJECTIONS[rejected++ % DEMO_REJECTIONS.length]!;
    await db
      .insertInto('review_events')
      .values({
        item_id: item.id,
        action: 'rejected',
        actor_id: administratorId,
        guidelines: decision.guidelines,
        message: decision.message,
        created_at: new Date(submittedAt.getTime() + 20 * 60 * 60 * 1000),
      })
      .execute();
  }
}
