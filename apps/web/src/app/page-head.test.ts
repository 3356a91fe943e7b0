import type { ProductDetail, Rating, RatingPage } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import type { DetailData } from '../features/detail/loaders';
import { createI18n } from '../i18n';
import { en } from '../i18n/en';
import { ApiError } from '../lib/api-error';
import { describePage, snippet } from './page-head';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

const product = {
  extensionId: ID,
  name: 'Tab Tidy',
  shortDescription: null,
  description: 'Keeps   your tabs\n tidy.',
  icon: '/files/icon.png',
  image: null,
  productType: 'extension',
  localizations: [{ locale: 'ko', name: '탭 정리', description: '탭을 정리합니다.' }],
  score: 4.5,
  reviewCount: 12,
  version: '1.2.0',
} as unknown as ProductDetail;

const t = createI18n('en', en).t;

function detailHead(
  read: DetailData['product'],
  language: 'en' | 'ko' = 'en',
  ratings: DetailData['ratings'] = null,
) {
  return describePage({
    routePath: 'detail/:extensionId/:mode?',
    params: { extensionId: ID },
    loaderData: { product: read, ratings, ratingsAnonymous: true } satisfies DetailData,
    t,
    language,
  });
}

describe('the head of a rendered page', () => {
  it('describes an item with its name, picture and rating in the page language', () => {
    const head = detailHead({ data: product }, 'ko');
    expect(head.title).toBe('탭 정리');
    expect(head.description).toBe('탭을 정리합니다.');
    expect(head.image).toBe('/files/icon.png');
    expect(head.jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      name: '탭 정리',
      softwareVersion: '1.2.0',
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
    });
    expect(head.notFound).toBe(false);
  });

  it('leaves the rating out while an item has none', () => {
    const head = detailHead({ data: { ...product, reviewCount: 0 } });
    expect(head.description).toBe('Keeps your tabs tidy.');
    expect(head.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('rates the item as its ratings summary does, with its newest written reviews', () => {
    const review = (ratingId: string, text: string | null, score = 4): Rating => ({
      ratingId,
      score,
      text,
      nickname: `Rater ${ratingId}`,
      profileImage: null,
      createAt: '2026-03-04T10:00:00.000Z',
      updateAt: '2026-03-04T10:00:00.000Z',
      version: '1.2.0',
      reply: null,
      helpfulCount: 0,
      mine: false,
      helpful: false,
      reported: false,
      hidden: false,
    });
    const page: RatingPage = {
      summary: {
        score: 4.2,
        count: 13,
        countPerStar: { 1: 1, 2: 0, 3: 2, 4: 4, 5: 6 },
        reviewCount: 7,
      },
      ratings: [
        review('1', 'Tidy.'),
        review('2', null),
        ...['3', '4', '5', '6', '7'].map((id) => review(id, `Text ${id}`, 5)),
      ],
      totalCount: 13,
      page: 0,
      size: 10,
      mine: null,
    };
    const head = detailHead({ data: product }, 'en', { data: page });
    expect(head.jsonLd).toMatchObject({
      aggregateRating: { ratingValue: 4.2, ratingCount: 13, bestRating: 5, worstRating: 1 },
    });
    const reviews = (head.jsonLd as { review: { reviewBody: string }[] }).review;
    expect(reviews.map((entry) => entry.reviewBody)).toEqual([
      'Tidy.',
      'Text 3',
      'Text 4',
      'Text 5',
      'Text 6',
    ]);
    expect(reviews[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Rater 1' },
      datePublished: '2026-03-04',
      reviewRating: { '@type': 'Rating', ratingValue: 4 },
    });
    // A failed ratings read leaves the item's own figures.
    const fallback = detailHead({ data: product }, 'en', {
      error: new ApiError({ code: 'INTERNAL_ERROR', status: 500, message: 'oops' }),
    });
    expect(fallback.jsonLd).toMatchObject({
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
    });
    expect(fallback.jsonLd).not.toHaveProperty('review');
  });

  it('marks a missing item as not found, and a failed read as not', () => {
    const missing = detailHead({
      error: new ApiError({ code: 'EXTENSION_NOT_FOUND', status: 404, message: 'gone' }),
    });
    expect(missing).toMatchObject({ title: 'Unable to access', notFound: true, jsonLd: null });
    const broken = detailHead({
      error: new ApiError({ code: 'INTERNAL_ERROR', status: 500, message: 'oops' }),
    });
    expect(broken.notFound).toBe(false);
  });

  it('names lists and searches in the page language', () => {
    const list = describePage({
      routePath: 'extensions/:sort/:filter?',
      params: {},
      loaderData: null,
      t,
      language: 'en',
    });
    expect(list.title).toBe('Extensions');
    const search = describePage({
      routePath: 'search/:keyword?',
      params: { keyword: ' tab ' },
      loaderData: null,
      t,
      language: 'en',
    });
    expect(search.title).toBe('Results for “tab”');
  });

  it('cuts a long description at a word with an ellipsis', () => {
    const text = snippet('word '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
