import type { RatingPage } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { FIRST_VIEW, type RatingView } from '../rating-view';

/**
 * GET /ajax/extensions/{id}/ratings: the item's rating summary and one page of its ratings in
 * the view's order and score filter. Read with the visitor's cookies, so their own rating and
 * what they marked come with it; the server renders pages anonymously.
 */
export function getRatings(
  extensionId: string,
  view: RatingView,
  signal?: AbortSignal,
): Promise<RatingPage> {
  return api.get<RatingPage>(`/ajax/extensions/${encodeURIComponent(extensionId)}/ratings`, {
    query: { sort: view.sort, score: view.score ?? undefined, page: view.page },
    signal,
  });
}

/** What the detail page's loader reads: the newest ratings of every score, first page. */
export function getFirstRatings(extensionId: string, signal?: AbortSignal): Promise<RatingPage> {
  return getRatings(extensionId, FIRST_VIEW, signal);
}
