import type { Slide } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { displayedSlides, isUpdatedSlide } from './detail-content';

const slide = (url: string, locale: Slide['locale'], createAt = '2020-01-01T00:00:00Z'): Slide => ({
  url,
  locale,
  width: 1280,
  height: 800,
  createAt,
});

describe('detail content', () => {
  it('shows common slides and those of the current language, at most 4', () => {
    const slides = [
      slide('c1', null),
      slide('ko1', 'ko'),
      slide('en1', 'en_US'),
      slide('c2', null),
      slide('en2', 'en'),
      slide('c3', null),
    ];
    expect(displayedSlides(slides, 'en').map((s) => s.url)).toEqual(['c1', 'en1', 'c2', 'en2']);
    expect(displayedSlides(slides, 'ko').map((s) => s.url)).toEqual(['c1', 'ko1', 'c2', 'c3']);
  });

  it('marks slides that came with an update, for 14 days', () => {
    const now = Date.parse('2026-03-15T00:00:00Z');
    const updatedItem = [
      { publishedAt: '2026-03-10T00:00:00Z' },
      { publishedAt: '2026-01-05T00:00:00Z' },
    ];
    expect(isUpdatedSlide(slide('a', null, '2026-03-02T00:00:00Z'), updatedItem, now)).toBe(true);
    expect(isUpdatedSlide(slide('a', null, '2026-02-20T00:00:00Z'), updatedItem, now)).toBe(false);
    // Screenshots the first version was published with are not an update.
    const justListed = [
      { publishedAt: '2026-03-14T00:00:00Z' },
      { publishedAt: '2026-03-08T00:00:00Z' },
    ];
    expect(isUpdatedSlide(slide('a', null, '2026-03-07T00:00:00Z'), justListed, now)).toBe(false);
  });

  it('marks nothing on an item that has only ever had one version', () => {
    const now = Date.parse('2026-03-15T00:00:00Z');
    const recent = slide('a', null, '2026-03-14T00:00:00Z');
    expect(isUpdatedSlide(recent, [{ publishedAt: '2026-03-14T12:00:00Z' }], now)).toBe(false);
    expect(isUpdatedSlide(recent, [], now)).toBe(false);
  });
});
