import { describe, expect, it } from 'vitest';
import { spreadStars } from './rating-aggregate.js';

const sumOf = (counts: number[]) =>
  counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
const countOf = (counts: number[]) => counts.reduce((sum, value) => sum + value, 0);

describe('spreading an aggregate over the five scores', () => {
  it('keeps the count and the stars exactly', () => {
    for (const [count, sum] of [
      [1, 5],
      [7, 20],
      [12_345, 53_210],
      [99, 99],
      [99, 495],
      [1000, 3000],
      [3, 11],
    ] as const) {
      const counts = spreadStars(count, sum);
      expect(countOf(counts)).toBe(count);
      expect(sumOf(counts)).toBe(sum);
      expect(counts.every((value) => value >= 0)).toBe(true);
    }
  });

  it('looks like a store: a well-liked item has most fives and a few ones', () => {
    const [ones, twos, threes, fours, fives] = spreadStars(10_000, 43_000);
    expect(fives).toBeGreaterThan(fours);
    expect(fours).toBeGreaterThan(threes);
    expect(ones).toBeGreaterThan(0);
    expect(twos).toBeGreaterThan(0);
  });

  it('has nothing to spread without ratings', () => {
    expect(spreadStars(0, 0)).toEqual([0, 0, 0, 0, 0]);
  });
});
