import {
  type BrowserGroupDetail,
  type FleetExtensionDetail,
  type GroupItemInput,
  type GroupItemMode,
  type GroupItemSetting,
  isOutsideUpdateUrl,
  type Language,
  OUTSIDE_ITEM_NAME_MAX,
  type OutsideItemCreateInput,
} from '@lagoon/contract';

/** The three one-click choices of an extension's page, as group entry modes. */
export const GOVERN_MODES = ['allowed', 'blocked', 'force_installed'] as const;
export type GovernMode = (typeof GOVERN_MODES)[number];

/**
 * How a group's entry for the extension can be written, through the one group entry API: a
 * store item or an item from elsewhere has its entry set at once; an extension the store does
 * not know is first added as an item from elsewhere, from the update URL browsers reported
 * (one a policy can name); one without such a URL (unpacked) cannot be named by a policy here.
 */
export type GovernPlan =
  | { kind: 'entry' }
  | { kind: 'register'; item: OutsideItemCreateInput }
  | { kind: 'none' };

export function governPlan(extension: FleetExtensionDetail): GovernPlan {
  if (extension.storeItem || extension.outsideItem) return { kind: 'entry' };
  const updateUrl = extension.updateUrls.find((url) => isOutsideUpdateUrl(url));
  if (!updateUrl) return { kind: 'none' };
  return {
    kind: 'register',
    item: {
      extensionId: extension.extensionId,
      updateUrl,
      name: extension.name.trim().slice(0, OUTSIDE_ITEM_NAME_MAX) || extension.extensionId,
      nameKo: null,
      description: '',
      descriptionKo: null,
      icon: null,
      pageUrl: null,
      blocked: false,
    },
  };
}

/** The entry to write: the new mode, keeping the limits the group's entry had. */
export function governEntry(
  existing: GroupItemSetting | undefined,
  mode: GroupItemMode,
): GroupItemInput {
  return {
    mode,
    blockedPermissions: existing?.blockedPermissions ?? [],
    runtimeBlockedHosts: existing?.runtimeBlockedHosts ?? [],
    runtimeAllowedHosts: existing?.runtimeAllowedHosts ?? [],
    minimumVersion: existing?.minimumVersion ?? null,
    toolbarPin: existing?.toolbarPin ?? null,
    blockedInstallMessage: existing?.blockedInstallMessage ?? null,
  };
}

export interface GovernCalls {
  getGroup(groupId: string, language: Language): Promise<BrowserGroupDetail>;
  setGroupItem(
    groupId: string,
    extensionId: string,
    entry: GroupItemInput,
  ): Promise<BrowserGroupDetail>;
  createOutsideItem(input: OutsideItemCreateInput): Promise<unknown>;
}

/** Sets the extension's mode in one group, adding it as an item from elsewhere first when needed. */
export async function governExtension(
  calls: GovernCalls,
  extension: FleetExtensionDetail,
  groupId: string,
  mode: GovernMode,
  language: Language,
): Promise<BrowserGroupDetail> {
  const plan = governPlan(extension);
  if (plan.kind === 'none') throw new Error('This extension cannot be named in a policy.');
  if (plan.kind === 'register') await calls.createOutsideItem(plan.item);
  const group = await calls.getGroup(groupId, language);
  const existing = group.items.find((item) => item.extensionId === extension.extensionId);
  return calls.setGroupItem(groupId, extension.extensionId, governEntry(existing, mode));
}
