import type { Slide } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { displayedSlides, isRecentSlide } from './detail-content';

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

  it('marks slides created within 14 days as updated', () => {
    const now = Date.parse('2026-03-15T00:00:00Z');
    expect(isRecentSlide(slide('a', null, '2026-03-02T00:00:00Z'), now)).toBe(true);
    expect(isRecentSlide(slide('a', null, '2026-02-20T00:00:00Z'), now)).toBe(false);
  });
});
