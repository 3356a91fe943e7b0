import type { Rating, RatingPage } from '@lagoon/contract';

/** Ratings as the store's API answers them, for unit tests of the web's logic. */
export function rating(overrides: Partial<Rating> = {}): Rating {
  return {
    ratingId: '1',
    score: 4,
    text: 'Keeps my tabs tidy.',
    nickname: 'Visitor',
    profileImage: null,
    createAt: '2026-03-04T10:00:00.000Z',
    updateAt: '2026-03-04T10:00:00.000Z',
    version: '1.0.0',
    reply: null,
    helpfulCount: 0,
    mine: false,
    helpful: false,
    reported: false,
    hidden: false,
    ...overrides,
  };
}

export function ratingPage(overrides: Partial<RatingPage> = {}): RatingPage {
  return {
    summary: {
      score: 4,
      count: 1,
      countPerStar: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      reviewCount: 1,
    },
    ratings: [rating()],
    totalCount: 1,
    page: 0,
    size: 10,
    mine: null,
    ...overrides,
  };
}
