import type { ItemReleaseState, Ok } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const releasePath = (extensionId: string) =>
  `/creator/api/extensions/${encodeURIComponent(extensionId)}/release`;

/** GET /creator/api/extensions/{id}/release: which version each browser group receives. */
export function getItemRelease(
  extensionId: string,
  signal?: AbortSignal,
): Promise<ItemReleaseState> {
  return api.get<ItemReleaseState>(releasePath(extensionId), { signal });
}

/**
 * POST /creator/api/extensions/{id}/release/promote: the staged release reaches everyone now,
 * when an administrator allowed the developer to promote it (else RELEASE_PROMOTE_NOT_ALLOWED).
 */
export function promoteItemRelease(extensionId: string): Promise<Ok> {
  return api.post<Ok>(`${releasePath(extensionId)}/promote`, { body: {} });
}
