import type { CreatorRatingPage, RatingReply } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** Which ratings of the developer's items to read: one item or all, and one page. */
export interface CreatorRatingsQuery {
  /** Only this item's ratings; null for every item of the developer. */
  extensionId: string | null;
  /** 0-based. */
  page: number;
  size: number;
}

/** GET /creator/api/ratings: the ratings of the developer's items, newest first. */
export function getCreatorRatings(
  query: CreatorRatingsQuery,
  signal?: AbortSignal,
): Promise<CreatorRatingPage> {
  return api.get<CreatorRatingPage>('/creator/api/ratings', {
    query: { extensionId: query.extensionId ?? undefined, page: query.page, size: query.size },
    signal,
  });
}

function replyPath(extensionId: string, ratingId: string): string {
  return `/creator/api/extensions/${encodeURIComponent(extensionId)}/ratings/${encodeURIComponent(ratingId)}/reply`;
}

/** PUT /creator/api/extensions/{id}/ratings/{ratingId}/reply: writes or rewrites the reply. */
export function saveReply(
  extensionId: string,
  ratingId: string,
  text: string,
): Promise<RatingReply> {
  return api.put<RatingReply>(replyPath(extensionId, ratingId), { body: { text } });
}

/** DELETE /creator/api/extensions/{id}/ratings/{ratingId}/reply */
export function deleteReply(extensionId: string, ratingId: string): Promise<void> {
  return api.delete(replyPath(extensionId, ratingId), { responseType: 'none' });
}
