import { describe, expect, it } from 'vitest';
import { dayRange, labelEvery, niceScale, scaled } from './chart-scale';

describe('niceScale', () => {
  it('rounds the axis up to a whole step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(101)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(75_068)).toEqual({ max: 80_000, ticks: [0, 20_000, 40_000, 60_000, 80_000] });
  });

  it('never steps by a fraction of a count', () => {
    expect(niceScale(1)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(9)).toEqual({ max: 10, ticks: [0, 5, 10] });
  });

  it('draws an empty axis from 0 to 1 when there is nothing or nonsense', () => {
    for (const value of [0, -4, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(niceScale(value)).toEqual({ max: 1, ticks: [0, 1] });
    }
  });
});

describe('scaled', () => {
  it('maps a value onto a length, clamped to the axis', () => {
    expect(scaled(5, 10, 200)).toBe(100);
    expect(scaled(0, 10, 200)).toBe(0);
    expect(scaled(-3, 10, 200)).toBe(0);
    expect(scaled(30, 10, 200)).toBe(200);
    expect(scaled(3, 0, 200)).toBe(0);
  });
});

describe('days', () => {
  it('lists the days ending today, oldest first, across a month end', () => {
    expect(dayRange(3, '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(dayRange(1, '2026-11-21')).toEqual(['2026-11-21']);
    expect(dayRange(0, '2026-11-21')).toEqual([]);
    expect(dayRange(3, 'not a day')).toEqual([]);
  });
});

describe('labelEvery', () => {
  it('thins axis labels so that they fit', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(30, 10)).toBe(3);
    expect(labelEvery(90, 10)).toBe(9);
    expect(labelEvery(31, 10)).toBe(4);
  });
});
