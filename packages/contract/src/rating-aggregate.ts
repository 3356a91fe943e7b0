/**
 * How a number of ratings with a known total of stars could be spread over the five scores, for
 * an aggregate that only knows its count and sum (the demo catalog's counts, which no rating
 * rows stand behind). Store ratings lean to the extremes rather than bunch at the mean, so the
 * shares follow a geometric curve over the scores, tilted until its mean is the given average
 * (the most even spread with that mean); then they are rounded and nudged one rating at a time
 * between neighbouring scores until the counts add up to the count and the stars to the sum.
 */
export type StarCounts = [number, number, number, number, number];

function sharesFor(ratio: number): number[] {
  const weights = [1, ratio, ratio ** 2, ratio ** 3, ratio ** 4];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** The mean score of the curve with this ratio, without building its shares. */
function meanFor(ratio: number): number {
  let weight = 1;
  let total = 0;
  let weighted = 0;
  for (let score = 1; score <= 5; score++) {
    total += weight;
    weighted += weight * score;
    weight *= ratio;
  }
  return weighted / total;
}

export function spreadStars(count: number, sum: number): StarCounts {
  if (!Number.isSafeInteger(count) || count <= 0) return [0, 0, 0, 0, 0];
  const total = Math.min(Math.max(Math.round(sum), count), count * 5);
  const mean = total / count;
  // The ratio of each score's share to the one below; the mean rises with it. Halving the
  // interval 64 times leaves it far narrower than a double can tell apart.
  let low = 1e-6;
  let high = 1e6;
  for (let step = 0; step < 64; step++) {
    const middle = Math.sqrt(low * high);
    if (meanFor(middle) < mean) low = middle;
    else high = middle;
  }
  const shares = sharesFor(Math.sqrt(low * high));
  const exact = shares.map((share) => share * count);
  const counts = exact.map(Math.floor) as StarCounts;
  // Largest remainders take the ratings rounding left over.
  let left = count - counts.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] as number) + 1;
    left -= 1;
  }
  // Move single ratings one score up or down until the stars add up exactly.
  let stars = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
  while (stars !== total) {
    const up = stars < total;
    // The score with ratings to move whose neighbour in that direction exists, nearest the mean.
    let from = -1;
    for (let index = 0; index < 5; index++) {
      const target = up ? index + 1 : index - 1;
      if (target < 0 || target > 4 || (counts[index] as number) === 0) continue;
      if (from < 0 || Math.abs(index + 1 - mean) < Math.abs(from + 1 - mean)) from = index;
    }
    if (from < 0) break;
    counts[from] = (counts[from] as number) - 1;
    const to = up ? from + 1 : from - 1;
    counts[to] = (counts[to] as number) + 1;
    stars += up ? 1 : -1;
  }
  return counts;
}

/**
 * How many of the ratings behind a bare count are taken to carry a written review: none, so
 * the count of written reviews an item shows is the count of reviews a visitor can read.
 */
export const WRITTEN_SHARE = 0;

/** An item's aggregate as the store keeps it. */
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

/** How many ratings per-score counts hold. */
export const countOfStars = (stars: readonly number[]): number =>
  stars.reduce((sum, value) => sum + value, 0);

/** How many stars per-score counts add up to. */
export const sumOfStars = (stars: readonly number[]): number =>
  stars.reduce((sum, value, index) => sum + value * (index + 1), 0);

/** The average score to one decimal, as products and summaries show it. */
export function averageScore(count: number, sum: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/**
 * An item's aggregate: what its count and sum hold beyond its rating rows (`base`, a catalog's
 * aggregate with no rows behind it) is spread over the scores (spreadStars) and a share of it
 * (WRITTEN_SHARE) is taken as written reviews; the rows are counted as they are. The demo
 * catalog and the migration that introduced per-score counts both compute the aggregate here,
 * so they agree.
 */
export function combineAggregate(
  base: { count: number; sum: number },
  rows: CountedRatings,
): RatingAggregate {
  const spread = spreadStars(base.count, base.sum);
  const stars = spread.map((value, index) => value + (rows.stars[index] ?? 0)) as StarCounts;
  return {
    count: countOfStars(stars),
    sum: sumOfStars(stars),
    stars,
    textCount: rows.written + Math.round(countOfStars(spread) * WRITTEN_SHARE),
  };
}
