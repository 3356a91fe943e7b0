import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { errors as errorsEn } from '../../i18n/areas/errors.en';
import { errors as errorsKo } from '../../i18n/areas/errors.ko';
import { store as storeEn } from '../../i18n/areas/store.en';
import { store as storeKo } from '../../i18n/areas/store.ko';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { ApiError } from '../../lib/api-error';
import { checkRating, checkReportText, ratingErrorText } from './rating-errors';
import { initialOf } from './rating-format';

function translator(language: 'en' | 'ko') {
  const i18n = createI18n(language, language === 'en' ? en : ko);
  i18n.addMessages(language, language === 'en' ? storeEn : storeKo);
  i18n.addMessages(language, { errors: language === 'en' ? errorsEn : errorsKo });
  return i18n.t;
}

describe('what a refused rating says', () => {
  it('says the store’s words for a second rating, in both languages', () => {
    const twice = new ApiError({
      code: 'RATING_ALREADY_REGISTERED',
      status: 409,
      message: 'from the server',
    });
    expect(ratingErrorText(translator('en'), twice)).toBe(
      'You have already rated this item. Delete your previous rating first.',
    );
    expect(ratingErrorText(translator('ko'), twice)).toBe(
      '이미 평가를 등록했습니다. 먼저 이전 평가를 삭제해 주세요.',
    );
  });

  it('names a refused field by the contract’s key, else the error’s code', () => {
    const t = translator('en');
    const tooLong = new ApiError({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'bad',
      fields: [{ field: 'text', code: 'ratings.text.max', message: 'bad' }],
    });
    expect(ratingErrorText(t, tooLong)).toBe('A review can be at most 1000 characters long.');
    const unknownField = new ApiError({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'bad',
      fields: [{ field: 'x', code: 'ratings.x.invalid', message: 'bad' }],
    });
    expect(ratingErrorText(t, unknownField)).toBe(errorsEn.INVALID_REQUEST);
    const closed = new ApiError({ code: 'RATING_CLOSED', status: 403, message: 'closed' });
    expect(ratingErrorText(t, closed)).toBe('Ratings are closed for this item.');
    expect(ratingErrorText(t, new Error('boom'))).toBe(errorsEn.INTERNAL_ERROR);
  });

  it('checks a rating as the contract would before sending it', () => {
    expect(checkRating(null, '')).toBe('ratings.score.required');
    expect(checkRating(0, '')).toBe('ratings.score.required');
    expect(checkRating(5, '')).toBeNull();
    expect(checkRating(3, `${'a'.repeat(1000)}   `)).toBeNull();
    expect(checkRating(3, 'a'.repeat(1001))).toBe('ratings.text.max');
    expect(checkReportText('a'.repeat(500))).toBeNull();
    expect(checkReportText('a'.repeat(501))).toBe('ratings.report.textMax');
  });
});

describe('a review’s byline', () => {
  it('draws an initial for an avatar without a picture', () => {
    expect(initialOf('visitor')).toBe('V');
    expect(initialOf(' 김철수')).toBe('김');
    expect(initialOf('')).toBe('?');
  });
});
