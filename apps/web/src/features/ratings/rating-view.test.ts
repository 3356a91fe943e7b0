import { describe, expect, it } from 'vitest';
import { FIRST_VIEW, pageCount, ratingsHref, readView, sameView, starBars } from './rating-view';

describe('a view of an item’s ratings', () => {
  it('reads order, score and page from an address, defaults for what it does not understand', () => {
    const read = (query: string) => readView(new URLSearchParams(query));
    expect(read('')).toEqual(FIRST_VIEW);
    expect(read('sort=helpful&score=4&page=3')).toEqual({ sort: 'helpful', score: 4, page: 3 });
    expect(read('sort=oldest&score=6&page=-1')).toEqual(FIRST_VIEW);
    expect(read('score=0&page=1.5')).toEqual(FIRST_VIEW);
    expect(read('page=999999').page).toBe(1000);
  });

  it('makes the resource address the loader reads it back from', () => {
    const view = { sort: 'lowest' as const, score: 2, page: 1 };
    const href = ratingsHref('abc', view);
    expect(href).toBe('/_data/ratings?extensionId=abc&sort=lowest&page=1&score=2');
    const back = readView(new URL(href, 'http://store').searchParams);
    expect(sameView(back, view)).toBe(true);
    expect(sameView(back, FIRST_VIEW)).toBe(false);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });

  it('draws a bar per score from 5 to 1, as shares of all ratings', () => {
    const bars = starBars({
      score: 3.9,
      count: 8,
      countPerStar: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 },
      reviewCount: 3,
    });
    expect(bars.map((bar) => bar.score)).toEqual([5, 4, 3, 2, 1]);
    expect(bars.map((bar) => bar.count)).toEqual([4, 2, 1, 0, 1]);
    expect(bars.map((bar) => bar.percent)).toEqual([50, 25, 12.5, 0, 12.5]);
    const none = starBars({
      score: 0,
      count: 0,
      countPerStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      reviewCount: 0,
    });
    expect(none.every((bar) => bar.percent === 0)).toBe(true);
  });
});
