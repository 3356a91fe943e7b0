import { describe, expect, it } from 'vitest';
import { displayScore, starFills } from './star-fill';

describe('displayScore', () => {
  it('rounds to one decimal', () => {
    expect(displayScore(4.26)).toBe(4.3);
    expect(displayScore(4.24)).toBe(4.2);
    expect(displayScore(3)).toBe(3);
  });

  it('clamps to the 0–5 scale', () => {
    expect(displayScore(-1)).toBe(0);
    expect(displayScore(7.5)).toBe(5);
    expect(displayScore(Number.NaN)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills whole stars, then a fraction of the next one', () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(2.5)).toEqual([1, 1, 0.5, 0, 0]);
    expect(starFills(3.7)).toEqual([1, 1, 1, 0.7, 0]);
  });

  it('handles the ends of the scale', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });

  it('uses the rounded score', () => {
    expect(starFills(4.96)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0.04)).toEqual([0, 0, 0, 0, 0]);
  });

  it('supports another number of stars', () => {
    expect(starFills(1.5, 3)).toEqual([1, 0.5, 0]);
  });
});
