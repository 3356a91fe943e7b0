import { describe, expect, it } from 'vitest';
import { isRatingAction, ratingEntryFacts } from './rating-entry';

describe('a rating decision in the log', () => {
  it('knows the rating actions', () => {
    expect(isRatingAction('rating.hide')).toBe(true);
    expect(isRatingAction('rating.restore')).toBe(true);
    expect(isRatingAction('rating.dismiss')).toBe(true);
    expect(isRatingAction('banner.create')).toBe(false);
  });

  it('reads the rating, its score, its text and the reports closed', () => {
    expect(
      ratingEntryFacts('rating:42', {
        extensionId: 'a'.repeat(32),
        score: 2,
        text: 'Buy cheap pills',
        reports: 3,
      }),
    ).toEqual({ ratingId: '42', score: 2, text: 'Buy cheap pills', reports: 3 });
  });

  it('leaves out what is missing or malformed', () => {
    expect(ratingEntryFacts('banner:1', { score: 9, text: '', reports: -1 })).toEqual({
      ratingId: null,
      score: null,
      text: null,
      reports: null,
    });
    expect(ratingEntryFacts(null, null)).toEqual({
      ratingId: null,
      score: null,
      text: null,
      reports: null,
    });
  });
});
