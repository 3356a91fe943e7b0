import type { InstallAccess, InstallRequestInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /ajax/install-access: whether the browser's group (from the companion's hello) lets it
 * add the item, and the signed-in visitor's latest request for it.
 */
export function getInstallAccess(extensionId: string, groupId: string): Promise<InstallAccess> {
  return api.get<InstallAccess>('/ajax/install-access', { query: { extensionId, groupId } });
}

/** POST /ajax/install-requests: asks the administrators for the item, with a reason. */
export function sendInstallRequest(input: InstallRequestInput): Promise<{ id: string }> {
  return api.post<{ id: string }>('/ajax/install-requests', { body: input });
}

/** DELETE /ajax/install-requests/:id: withdraws the visitor's open request. */
export function withdrawInstallRequest(requestId: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/ajax/install-requests/${encodeURIComponent(requestId)}`);
}
