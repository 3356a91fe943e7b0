import { combineAggregate, countOfStars, sumOfStars } from '@lagoon/contract';
import { type Kysely, sql } from 'kysely';

/**
 * The items' per-score rating counts (`rating_stars`) as the database holds them: the array
 * literal they are written as, and the data step of the migration that added them (0014).
 */

/** Items read and written per statement while the aggregates are filled in. */
const ITEMS_PER_BATCH = 2000;

/** The per-score counts as a PostgreSQL array literal, for rating_stars. */
export function starsLiteral(stars: readonly number[]): string {
  return `{${stars.join(',')}}`;
}

/**
 * Gives every item the per-score counts its aggregate lacks (combineAggregate), walking the
 * items in id order a batch at a time: each batch is one read and one UPDATE, however large
 * the catalog. Items without ratings or rows keep the zeros they were given.
 */
export async function backfillRatingStars(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{
      id: string;
      rating_count: number;
      rating_sum: number;
      stars: number[];
      written: number;
    }>`
      SELECT i.id, i.rating_count, i.rating_sum, r.stars, r.written
      FROM items i
      CROSS JOIN LATERAL (
        SELECT
          ARRAY[
            count(*) FILTER (WHERE score = 1), count(*) FILTER (WHERE score = 2),
            count(*) FILTER (WHERE score = 3), count(*) FILTER (WHERE score = 4),
            count(*) FILTER (WHERE score = 5)
          ]::int[] AS stars,
          count(*) FILTER (WHERE text IS NOT NULL)::int AS written
        FROM ratings WHERE item_id = i.id AND hidden_at IS NULL
      ) r
      WHERE i.id > ${after}
        AND (i.rating_count <> 0 OR i.rating_sum <> 0
          OR EXISTS (SELECT 1 FROM ratings WHERE item_id = i.id))
      ORDER BY i.id
      LIMIT ${ITEMS_PER_BATCH}`.execute(db);
    if (rows.length === 0) return;
    const updates = rows.map((row) => {
      const base = {
        count: row.rating_count - countOfStars(row.stars),
        sum: row.rating_sum - sumOfStars(row.stars),
      };
      const aggregate = combineAggregate(base, { stars: row.stars, written: row.written });
      return {
        id: row.id,
        stars: starsLiteral(aggregate.stars),
        count: aggregate.count,
        sum: aggregate.sum,
        written: aggregate.textCount,
      };
    });
    await sql`
      UPDATE items SET rating_stars = v.stars::int[], rating_count = v.count,
        rating_sum = v.sum, rating_text_count = v.written
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS v(id char(32), stars text, count integer, sum integer, written integer)
      WHERE items.id = v.id`.execute(db);
    after = rows.at(-1)?.id ?? after;
  }
}
