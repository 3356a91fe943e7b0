import type { Rating, RatingInput, RatingReportInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const base = (extensionId: string) => `/ajax/extensions/${encodeURIComponent(extensionId)}/ratings`;
const one = (extensionId: string, ratingId: string) =>
  `${base(extensionId)}/${encodeURIComponent(ratingId)}`;

/** POST /ajax/extensions/{id}/ratings: the visitor's rating; a second one is refused (409). */
export function postRating(extensionId: string, input: RatingInput): Promise<Rating> {
  return api.post<Rating>(base(extensionId), { body: input });
}

/** DELETE /ajax/extensions/{id}/ratings/mine */
export function deleteMyRating(extensionId: string): Promise<void> {
  return api.delete<void>(`${base(extensionId)}/mine`, { responseType: 'none' });
}

/**
 * PUT (mark) or DELETE (take back) /ajax/extensions/{id}/ratings/{ratingId}/helpful: one vote
 * per visitor and review.
 */
export function setHelpful(extensionId: string, ratingId: string, helpful: boolean): Promise<void> {
  const path = `${one(extensionId, ratingId)}/helpful`;
  return helpful
    ? api.put<void>(path, { responseType: 'none' })
    : api.delete<void>(path, { responseType: 'none' });
}

/** POST /ajax/extensions/{id}/ratings/{ratingId}/reports */
export function reportRating(
  extensionId: string,
  ratingId: string,
  input: RatingReportInput,
): Promise<void> {
  return api.post<void>(`${one(extensionId, ratingId)}/reports`, {
    body: input,
    responseType: 'none',
  });
}
