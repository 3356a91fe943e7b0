import type {
  BrowserGroupDetail,
  BrowserGroupList,
  BrowserPolicyFile,
  GroupCreateInput,
  GroupItemInput,
  GroupPatchInput,
  Language,
  Ok,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import type { PolicyTarget } from './browser-policy';

/*
 * The console's calls for browser groups (/admin/api/groups): each department's install mode,
 * limits and item entries, and the policy file of one group.
 */

function groupPath(groupId: string): string {
  return `/admin/api/groups/${encodeURIComponent(groupId)}`;
}

function groupItemPath(groupId: string, extensionId: string): string {
  return `${groupPath(groupId)}/items/${encodeURIComponent(extensionId)}`;
}

/** GET /admin/api/groups: every group, the default group first, then by name. */
export function getGroups(signal?: AbortSignal): Promise<BrowserGroupList> {
  return api.get<BrowserGroupList>('/admin/api/groups', { signal });
}

/** GET /admin/api/groups/{id}: a group with every item's entry in it. */
export function getGroup(
  groupId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<BrowserGroupDetail> {
  return api.get<BrowserGroupDetail>(groupPath(groupId), { query: { hl: language }, signal });
}

/** POST /admin/api/groups: a new group; answers it as the group page shows it. */
export function createGroup(input: GroupCreateInput): Promise<BrowserGroupDetail> {
  return api.post<BrowserGroupDetail>('/admin/api/groups', { body: input });
}

/** PATCH /admin/api/groups/{id}: what the change names; the rest stays as it is. */
export function updateGroup(groupId: string, change: GroupPatchInput): Promise<BrowserGroupDetail> {
  return api.patch<BrowserGroupDetail>(groupPath(groupId), { body: change });
}

/** DELETE /admin/api/groups/{id}: never the default group (DEFAULT_GROUP_KEPT). */
export function deleteGroup(groupId: string): Promise<Ok> {
  return api.delete<Ok>(groupPath(groupId));
}

/** PUT /admin/api/groups/{id}/items/{extensionId}: the item's whole entry in the group. */
export function setGroupItem(
  groupId: string,
  extensionId: string,
  entry: GroupItemInput,
): Promise<BrowserGroupDetail> {
  return api.put<BrowserGroupDetail>(groupItemPath(groupId, extensionId), { body: entry });
}

/** DELETE /admin/api/groups/{id}/items/{extensionId}: the item follows the group's defaults again. */
export function clearGroupItem(groupId: string, extensionId: string): Promise<BrowserGroupDetail> {
  return api.delete<BrowserGroupDetail>(groupItemPath(groupId, extensionId));
}

/** GET /admin/api/browser-policy?group=: one group's policy file for a browser and system. */
export function getGroupPolicy(
  groupId: string,
  target: PolicyTarget,
  signal?: AbortSignal,
): Promise<BrowserPolicyFile> {
  return api.get<BrowserPolicyFile>('/admin/api/browser-policy', {
    query: { browser: target.browser, platform: target.platform, group: groupId },
    signal,
  });
}
