import type { RatingSort, RatingSummary } from '@lagoon/contract';
import { RATING_SCORES, RATING_SORTS, RATINGS_PAGE_MAX } from '@lagoon/contract';
import { isOneOf } from '../../lib/one-of';
import { DATA_PREFIX } from '../../lib/resource-routes';

/** Which of an item's ratings the list shows: the order, a score filter and the page. */
export interface RatingView {
  sort: RatingSort;
  /** Only ratings of this score; null for all. */
  score: number | null;
  /** From 0. */
  page: number;
}

/** What the detail page's loader reads: the newest ratings of every score, first page. */
export const FIRST_VIEW: RatingView = { sort: 'recent', score: null, page: 0 };

export function sameView(a: RatingView, b: RatingView): boolean {
  return a.sort === b.sort && a.score === b.score && a.page === b.page;
}

/** A view from an address's query (sort, score, page); what is not understood is left at the default. */
export function readView(search: URLSearchParams): RatingView {
  const sort = search.get('sort');
  const score = Number(search.get('score'));
  const page = Number(search.get('page'));
  return {
    sort: isOneOf(RATING_SORTS, sort) ? sort : FIRST_VIEW.sort,
    score: (RATING_SCORES as readonly number[]).includes(score) ? score : null,
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, RATINGS_PAGE_MAX) : 0,
  };
}

/**
 * The address of the ratings resource route (app/data-routes.tsx) for one page of an item's
 * ratings in a view: how the section reads other orders, scores and pages than its loader's.
 */
export function ratingsHref(extensionId: string, view: RatingView): string {
  const query = new URLSearchParams({ extensionId, sort: view.sort, page: `${view.page}` });
  if (view.score !== null) query.set('score', `${view.score}`);
  return `${DATA_PREFIX}ratings?${query}`;
}

/** How many pages a list of `total` ratings takes, `size` a page; at least one. */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.min(Math.ceil(total / size), RATINGS_PAGE_MAX + 1);
}

/** The scores from 5 down to 1 with their counts and each one's share of the bar, 0 to 100. */
export function starBars(
  summary: RatingSummary,
): { score: 1 | 2 | 3 | 4 | 5; count: number; percent: number }[] {
  const scores = [5, 4, 3, 2, 1] as const;
  const total = scores.reduce((sum, score) => sum + Math.max(0, summary.countPerStar[score]), 0);
  return scores.map((score) => {
    const count = Math.max(0, summary.countPerStar[score]);
    return { score, count, percent: total > 0 ? Math.round((count / total) * 1000) / 10 : 0 };
  });
}
