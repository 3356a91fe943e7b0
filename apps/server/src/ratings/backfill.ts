import { type Kysely, sql } from 'kysely';
import { type StarCounts, spreadStars } from './spread.js';

/**
 * How many of the ratings behind a bare count are taken to carry a written review: none, so
 * the count of written reviews an item shows is the count of reviews a visitor can read.
 */
export const WRITTEN_SHARE = 0;

/** Items read and written per statement while the aggregates are filled in. */
const ITEMS_PER_BATCH = 2000;

/** An item's aggregate as the items table keeps it. */
export interface RatingAggregate {
  count: number;
  sum: number;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
  stars: StarCounts;
  /** Ratings with a written review. */
  textCount: number;
}

/** Rating rows as they are counted: how many gave each score, and how many have a text. */
export interface CountedRatings {
  stars: readonly number[];
  written: number;
}

const countOf = (stars: readonly number[]) => stars.reduce((sum, value) => sum + value, 0);
const sumOf = (stars: readonly number[]) =>
  stars.reduce((sum, value, index) => sum + value * (index + 1), 0);

/**
 * An item's aggregate: what its count and sum hold beyond its rating rows (`base`, a catalog's
 * aggregate with no rows behind it) is spread over the scores (spread.ts) and a share of it
 * (WRITTEN_SHARE) is taken as written reviews; the rows are counted as they are. The demo catalog's seed and the
 * migration that introduced per-score counts both compute the aggregate here, so they agree.
 */
export function combineAggregate(
  base: { count: number; sum: number },
  rows: CountedRatings,
): RatingAggregate {
  const spread = spreadStars(base.count, base.sum);
  const stars = spread.map((value, index) => value + (rows.stars[index] ?? 0)) as StarCounts;
  return {
    count: countOf(stars),
    sum: sumOf(stars),
    stars,
    textCount: rows.written + Math.round(countOf(spread) * WRITTEN_SHARE),
  };
}

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
        count: row.rating_count - countOf(row.stars),
        sum: row.rating_sum - sumOf(row.stars),
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
