/** Ratings are out of five stars. */
export const STAR_COUNT = 5;

/**
 * The score as shown: clamped to 0–5 and rounded to one decimal, so the stars and the number
 * beside them never disagree (4.26 shows as 4.3 and fills 4.3 stars).
 */
export function displayScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(STAR_COUNT, Math.max(0, score));
  return Math.round(clamped * 10) / 10;
}

/** How much of each star is filled, from 0 to 1, left to right. */
export function starFills(score: number, count: number = STAR_COUNT): number[] {
  const shown = displayScore(score);
  return Array.from({ length: count }, (_, index) => {
    // Rounded so 4.3 fills the fifth star to 0.3 exactly, not 0.2999….
    const fill = Math.round((shown - index) * 100) / 100;
    return Math.min(1, Math.max(0, fill));
  });
}
