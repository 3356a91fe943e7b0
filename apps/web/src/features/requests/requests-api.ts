import type { Language, OwnInstallRequestList } from '@lagoon/contract';
import { api } from '../../lib/api-client';

/** GET /ajax/install-requests: the signed-in visitor's requests, newest first. */
export function getOwnRequests(
  language: Language,
  signal?: AbortSignal,
): Promise<OwnInstallRequestList> {
  return api.get<OwnInstallRequestList>('/ajax/install-requests', {
    query: { hl: language },
    signal,
  });
}

/** DELETE /ajax/install-requests/:id: withdraws one of the visitor's open requests. */
export function withdrawRequest(requestId: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/ajax/install-requests/${encodeURIComponent(requestId)}`);
}
