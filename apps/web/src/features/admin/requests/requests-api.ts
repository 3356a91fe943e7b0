import type {
  InstallRequestApproval,
  InstallRequestDenial,
  InstallRequestOverview,
  InstallRequestState,
  Ok,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The views of the Requests section, in the order the console offers them. */
export const REQUEST_VIEWS = [
  'open',
  'approved',
  'denied',
] as const satisfies readonly InstallRequestState[];
export type RequestView = (typeof REQUEST_VIEWS)[number];

/** GET /admin/api/install-requests?state=: requests grouped by item, most asked first. */
export function getInstallRequests(
  state: InstallRequestState,
  signal?: AbortSignal,
): Promise<InstallRequestOverview> {
  return api.get<InstallRequestOverview>('/admin/api/install-requests', {
    query: { state },
    signal,
  });
}

/** POST /admin/api/install-requests/{id}/approve. */
export function approveInstallRequest(
  requestId: string,
  body: InstallRequestApproval,
): Promise<Ok> {
  return api.post<Ok>(`/admin/api/install-requests/${encodeURIComponent(requestId)}/approve`, {
    body,
  });
}

/** POST /admin/api/install-requests/{id}/deny. */
export function denyInstallRequest(requestId: string, body: InstallRequestDenial): Promise<Ok> {
  return api.post<Ok>(`/admin/api/install-requests/${encodeURIComponent(requestId)}/deny`, {
    body,
  });
}
