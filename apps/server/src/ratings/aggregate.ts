import { averageScore, type RatingSummary } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What one rating adds to its item's aggregate. */
export interface RatingWeight {
  score: number;
  /** It carries a written review. */
  written: boolean;
}

/**
 * Adds a rating to its item's aggregate (+1) or takes it out (-1): the count, the sum of stars,
 * the count of its score and of written reviews. One UPDATE of the item's row, inside the
 * transaction that inserts, deletes, hides or restores the rating, so concurrent ratings of one
 * item queue on that row and the aggregate always equals the ratings it counts.
 */
export async function applyToAggregate(
  db: Db,
  itemId: string,
  weight: RatingWeight,
  delta: 1 | -1,
): Promise<void> {
  const { score } = weight;
  if (!Number.isInteger(score) || score < 1 || score > 5) throw new Error(`bad score ${score}`);
  await sql`
    UPDATE items SET
      rating_count = rating_count + ${delta}::int,
      rating_sum = rating_sum + ${delta * score}::int,
      rating_stars[${score}::int] = rating_stars[${score}::int] + ${delta}::int,
      rating_text_count = rating_text_count + ${weight.written ? delta : 0}::int
    WHERE id = ${itemId}`.execute(db);
}

/** The columns of an item's aggregate, as the items table holds them. */
export interface AggregateRow {
  rating_count: number;
  rating_sum: number;
  rating_stars: number[];
  rating_text_count: number;
}

export function presentSummary(row: AggregateRow): RatingSummary {
  const star = (score: number) => row.rating_stars[score - 1] ?? 0;
  return {
    score: averageScore(row.rating_count, row.rating_sum),
    count: row.rating_count,
    countPerStar: { 1: star(1), 2: star(2), 3: star(3), 4: star(4), 5: star(5) },
    reviewCount: row.rating_text_count,
  };
}
