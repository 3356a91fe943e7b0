import type { BrowserGroupDetail, BrowserGroupList, BrowserPolicyFile } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { guessPolicyTarget, type PolicyTarget, readPolicyTarget } from './browser-policy';
import { getGroup, getGroupPolicy, getGroups } from './groups-api';

/** The file whose ExtensionSettings the group page shows for each item: Linux JSON. */
export const ENTRY_FILE_TARGET: PolicyTarget = { browser: 'chromium', platform: 'linux' };

const GROUP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's part could name a group (its id is a UUID). */
export function isGroupId(value: string | undefined): value is string {
  return value !== undefined && GROUP_ID.test(value);
}

/** The address of a group's page. */
export function groupPath(groupId: string): string {
  return `/admin/browsers/groups/${encodeURIComponent(groupId)}`;
}

/** The Browsers page's list of groups, read beside its other reads. */
export function readGroups(signal: AbortSignal): Promise<Read<BrowserGroupList>> {
  return read(() => getGroups(signal), { signal });
}

/** What /admin/browsers/groups/:groupId shows; null reads for an id no group can have. */
export interface GroupData {
  groupId: string;
  /** The browser and system of the file shown, kept in the address as on the Browsers page. */
  target: PolicyTarget;
  group: Read<BrowserGroupDetail> | null;
  /** The group's policy file for the target. */
  policy: Read<BrowserPolicyFile> | null;
  /** The group's Linux file, whose ExtensionSettings the item entries show. */
  entryFile: Read<BrowserPolicyFile> | null;
}

/**
 * /admin/browsers/groups/:groupId: the group with its item entries, its policy file for the
 * browser and system the address names (else the administrator's own), and its Linux file
 * for the entries as Chromium reads them (the same read when the target is Linux).
 */
export const groupLoader: PageLoader<GroupData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const groupId = params.groupId ?? '';
    const target = readPolicyTarget(
      new URL(request.url).searchParams,
      guessPolicyTarget(navigator.userAgent),
    );
    if (!isGroupId(groupId)) {
      return { groupId, target, group: null, policy: null, entryFile: null };
    }
    const { signal } = request;
    const language = requestLanguage(env, request);
    const readPolicy = (file: PolicyTarget) =>
      read(() => getGroupPolicy(groupId, file, signal), { signal });
    const sameFile =
      target.browser === ENTRY_FILE_TARGET.browser &&
      target.platform === ENTRY_FILE_TARGET.platform;
    const [group, policy, entryFile] = await Promise.all([
      read(() => getGroup(groupId, language, signal), { signal }),
      readPolicy(target),
      sameFile ? null : readPolicy(ENTRY_FILE_TARGET),
    ]);
    return { groupId, target, group, policy, entryFile: entryFile ?? policy };
  },
);
