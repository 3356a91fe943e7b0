import type { RatingReportQueue } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getRatingReports, RATING_QUEUE_STATES, type RatingQueueState } from './ratings-api';

/** The view the address asks for (?state=open|hidden); anything else is the open reports. */
export function readRatingQueueState(search: URLSearchParams): RatingQueueState {
  const state = search.get('state');
  return isOneOf(RATING_QUEUE_STATES, state) ? state : 'open';
}

/** The address of a view; the open reports are plain /admin/ratings. */
export function ratingQueuePath(state: RatingQueueState): string {
  return state === 'open' ? '/admin/ratings' : `/admin/ratings?state=${state}`;
}

/** What /admin/ratings shows. */
export interface RatingReportsData {
  state: RatingQueueState;
  queue: Read<RatingReportQueue>;
}

/** /admin/ratings?state=: the reported ratings of the view, oldest report first. */
export const ratingReportsLoader: PageLoader<RatingReportsData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const state = readRatingQueueState(new URL(request.url).searchParams);
    return { state, queue: await read(() => getRatingReports(state, signal), { signal }) };
  },
);
