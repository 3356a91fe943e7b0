import type { BlockMode, GroupInstallMode, GroupItemMode, ToolbarPin } from '@lagoon/contract';

/**
 * The pieces of Chromium's `ExtensionSettings` policy that a browser group adds, and the
 * managed settings the companion reads. How Chromium reads them (its extension management
 * code), which decides the shapes here:
 * - An extension's own entry does not inherit `blocked_permissions`, `runtime_blocked_hosts`
 *   or `runtime_allowed_hosts` from the `"*"` entry: a group-wide limit is therefore written
 *   into every entry the group's file has, unless the item's entry sets its own list.
 * - One malformed host pattern or installation mode drops the whole entry, and one unknown
 *   permission name drops the whole permission list: the contract checks every value first.
 * - `normal_installed` and `force_installed` need an `update_url`, and only an extension's own
 *   entry may use them; the `"*"` entry takes `allowed`, `blocked` or `removed`.
 */

/** One entry of ExtensionSettings. */
export interface ExtensionSettingsEntry {
  installation_mode?: 'allowed' | 'normal_installed' | 'force_installed' | BlockMode;
  update_url?: string;
  override_update_url?: boolean;
  install_sources?: string[];
  blocked_permissions?: string[];
  runtime_blocked_hosts?: string[];
  runtime_allowed_hosts?: string[];
  minimum_version_required?: string;
  toolbar_pin?: ToolbarPin;
  blocked_install_message?: string;
}

/** One entry of WebAppInstallForceList. */
export interface WebAppPolicyEntry {
  url: string;
  default_launch_container: 'window';
  create_desktop_shortcut: boolean;
}

/** What the companion reads through chrome.storage.managed (its manifest's managed schema). */
export interface CompanionSettings {
  groupId: string;
  storeOrigin: string;
  /**
   * The group's `policyChangedAt` when the file was made: the companion's daily report names
   * it, so the console can say which browsers still run an older copy of the file.
   */
  policyVersion: string;
  /** Present (true) only when the group's browsers send inventory reports. */
  inventoryReports?: true;
}

/** The policies Lagoon sets, in the shape every platform's file holds them. */
export interface BrowserPolicy {
  ExtensionSettings: Record<string, ExtensionSettingsEntry>;
  WebAppInstallForceList?: WebAppPolicyEntry[];
  /** Policy for extensions themselves: the companion's managed settings. */
  '3rdparty'?: { extensions: Record<string, CompanionSettings> };
}

/** The limit lists a group, or one item's entry in it, sets. */
export interface LimitLists {
  blockedPermissions: string[];
  runtimeBlockedHosts: string[];
  runtimeAllowedHosts: string[];
}

/** One item's entry in a group, as the policy needs it. */
export interface GroupPolicyEntry extends LimitLists {
  extensionId: string;
  productType: string;
  /** A web app's start URL (web apps go to WebAppInstallForceList). */
  webAppUrl: string | null;
  mode: GroupItemMode;
  minimumVersion: string | null;
  toolbarPin: ToolbarPin | null;
  blockedInstallMessage: string | null;
  /**
   * An item from elsewhere's own update URL (its entry names it and leaves the extension's
   * own URL in charge); absent or null for a store item, which the store serves.
   */
  updateUrl?: string | null;
}

/** A browser group, as its policy file needs it. */
export interface GroupPolicy extends LimitLists {
  id: string;
  name: string;
  /**
   * The default group follows the store's plain update address; another group's pre-installed
   * and required items name the group's own address (a staged release answers by group there).
   */
  isDefault: boolean;
  installMode: GroupInstallMode;
  blockedInstallMessage: string | null;
  /** When anything the group's file says last changed: the file's version. */
  policyChangedAt: string;
  /** Whether the group's browsers send inventory reports (the companion's `inventoryReports`). */
  inventory?: boolean;
  entries: GroupPolicyEntry[];
}

/** The lists that are not empty, under Chromium's names. */
export function limitFields(lists: LimitLists): ExtensionSettingsEntry {
  const fields: ExtensionSettingsEntry = {};
  if (lists.blockedPermissions.length > 0) fields.blocked_permissions = lists.blockedPermissions;
  if (lists.runtimeBlockedHosts.length > 0) {
    fields.runtime_blocked_hosts = lists.runtimeBlockedHosts;
  }
  if (lists.runtimeAllowedHosts.length > 0) {
    fields.runtime_allowed_hosts = lists.runtimeAllowedHosts;
  }
  return fields;
}

/** An item entry's limits: each list it sets replaces the group's, the others are the group's. */
export function entryLimits(entry: LimitLists, group: LimitLists): LimitLists {
  const pick = (own: string[], groupWide: string[]) => (own.length > 0 ? own : groupWide);
  return {
    blockedPermissions: pick(entry.blockedPermissions, group.blockedPermissions),
    runtimeBlockedHosts: pick(entry.runtimeBlockedHosts, group.runtimeBlockedHosts),
    runtimeAllowedHosts: pick(entry.runtimeAllowedHosts, group.runtimeAllowedHosts),
  };
}

/**
 * The message Chromium shows when it refuses an install in an allowlist group, unless the
 * group sets its own: where to ask for the extension instead.
 */
export function defaultBlockedInstallMessage(storeOrigin: string): string {
  return `Your organisation allows only the extensions it approved. Ask for this one in the store: ${storeOrigin}`;
}

/** The `"*"` entry: installs only from the store, the group's mode and group-wide limits. */
export function wildcardEntry(
  storeOrigin: string,
  group: GroupPolicy | null,
): ExtensionSettingsEntry {
  const entry: ExtensionSettingsEntry = { install_sources: [`${storeOrigin}/*`] };
  if (!group) return entry;
  if (group.installMode === 'allowlist') {
    entry.installation_mode = 'blocked';
    entry.blocked_install_message =
      group.blockedInstallMessage ?? defaultBlockedInstallMessage(storeOrigin);
  } else if (group.blockedInstallMessage) {
    entry.blocked_install_message = group.blockedInstallMessage;
  }
  return { ...entry, ...limitFields(group) };
}

/**
 * A group's own update address: the store's update service naming the group
 * (`…/service/update2/crx?group=<groupId>`), written as `new URL(…).href` gives it, the form
 * Chromium compares an `"update_url:"` entry with an extension manifest's `update_url` in. The
 * store signs a copy of an item naming this address only for items the group allows, so the
 * group's `"update_url:<address>"` entry admits exactly those (see docs/browsers.md).
 */
export function groupUpdateUrl(updateUrl: string, groupId: string): string {
  const url = new URL(updateUrl);
  url.searchParams.set('group', groupId);
  return url.href;
}

/**
 * The group's `"update_url:<address>"` entry: whatever the store signed for this group may be
 * installed, with the group-wide limits (an entry of its own does not inherit the `"*"` one's).
 */
export function groupUpdateUrlEntry(group: GroupPolicy): ExtensionSettingsEntry {
  return { installation_mode: 'allowed', ...limitFields(group) };
}

/**
 * An item's own entry in a group's file: a store item served from the store's update address
 * (the default group's `updateUrl`; another group's own address, so that its browsers follow
 * the group's release of the item, see db/item-releases.ts), an item from elsewhere from its own.
 */
export function groupItemEntry(
  entry: GroupPolicyEntry,
  group: GroupPolicy,
  updateUrl: string,
): ExtensionSettingsEntry {
  const settings: ExtensionSettingsEntry = { installation_mode: entry.mode };
  if (entry.mode !== 'blocked' && entry.mode !== 'removed') {
    if (entry.updateUrl) {
      settings.update_url = entry.updateUrl;
    } else {
      settings.update_url = group.isDefault ? updateUrl : groupUpdateUrl(updateUrl, group.id);
      settings.override_update_url = true;
    }
    Object.assign(settings, limitFields(entryLimits(entry, group)));
    if (entry.minimumVersion) settings.minimum_version_required = entry.minimumVersion;
    if (entry.toolbarPin) settings.toolbar_pin = entry.toolbarPin;
  }
  const message = entry.blockedInstallMessage ?? group.blockedInstallMessage;
  if (message && (entry.mode === 'blocked' || entry.mode === 'removed')) {
    settings.blocked_install_message = message;
  }
  return settings;
}
