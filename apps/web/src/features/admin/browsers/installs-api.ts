import type { InstallProblems, ItemInstalls, Language } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /admin/api/items/{id}/installs: what the store saw of one item's installs, per version. */
export function getItemInstalls(extensionId: string, signal?: AbortSignal): Promise<ItemInstalls> {
  return api.get<ItemInstalls>(`/admin/api/items/${encodeURIComponent(extensionId)}/installs`, {
    signal,
  });
}

/** GET /admin/api/browsers/installs: the items whose newest downloaded version never installed. */
export function getInstallProblems(
  language: Language,
  signal?: AbortSignal,
): Promise<InstallProblems> {
  return api.get<InstallProblems>('/admin/api/browsers/installs', {
    query: { hl: language },
    signal,
  });
}
