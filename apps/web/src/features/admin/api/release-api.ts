import type { ItemReleaseState, Ok, ReleaseScheduleInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const releasePath = (extensionId: string) =>
  `/admin/api/items/${encodeURIComponent(extensionId)}/release`;

/** GET /admin/api/items/{id}/release: which version each browser group receives. */
export function getItemRelease(
  extensionId: string,
  signal?: AbortSignal,
): Promise<ItemReleaseState> {
  return api.get<ItemReleaseState>(releasePath(extensionId), { signal });
}

/** POST /admin/api/items/{id}/release/promote: the staged release reaches everyone now. */
export function promoteItemRelease(extensionId: string): Promise<Ok> {
  return api.post<Ok>(`${releasePath(extensionId)}/promote`, { body: {} });
}

/** PATCH /admin/api/items/{id}/release: a new automatic date, or none, and the developer's say. */
export function scheduleItemRelease(
  extensionId: string,
  change: ReleaseScheduleInput,
): Promise<Ok> {
  return api.patch<Ok>(releasePath(extensionId), { body: change });
}
