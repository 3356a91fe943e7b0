import type { RatingReportQueue, ReportedRating } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The two views of the Reviews section: reported ratings still shown, and hidden ones. */
export const RATING_QUEUE_STATES = ['open', 'hidden'] as const;
export type RatingQueueState = (typeof RATING_QUEUE_STATES)[number];

/** GET /admin/api/ratings/reports?state=: reported (or hidden) ratings, oldest report first. */
export function getRatingReports(
  state: RatingQueueState,
  signal?: AbortSignal,
): Promise<RatingReportQueue> {
  return api.get<RatingReportQueue>('/admin/api/ratings/reports', { query: { state }, signal });
}

/** What an administrator decides about a reported rating: the last part of the call's path. */
export type RatingDecision = 'hide' | 'restore' | 'dismiss';

/** POST /admin/api/ratings/{ratingId}/hide|restore|dismiss, with the reason kept in the log. */
export function decideRating(
  ratingId: string,
  decision: RatingDecision,
  reason: string | null,
): Promise<ReportedRating> {
  return api.post<ReportedRating>(
    `/admin/api/ratings/${encodeURIComponent(ratingId)}/${decision}`,
    { body: { reason } },
  );
}
