import { type LikeState, likePath } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const path = (extensionId: string) => likePath(encodeURIComponent(extensionId));

/**
 * GET /ajax/extensions/{id}/like: the wallpaper's exact count and whether the visitor likes
 * it. Read with the visitor's cookies; signed-out visitors like nothing.
 */
export function getLikeState(extensionId: string, signal?: AbortSignal): Promise<LikeState> {
  return api.get<LikeState>(path(extensionId), { signal });
}

/**
 * PUT (like) or DELETE (take the like back) /ajax/extensions/{id}/like, for a signed-in
 * visitor; both are idempotent and answer the count and the like after the change.
 */
export function setLike(extensionId: string, liked: boolean): Promise<LikeState> {
  return liked ? api.put<LikeState>(path(extensionId)) : api.delete<LikeState>(path(extensionId));
}
