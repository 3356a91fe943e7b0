import {
  type BrowserPolicyFile,
  entryNeedsPolicyFile,
  isWebAppType,
  type PolicyBrowser,
  type PolicyItem,
  type PolicyPlatform,
} from '@lagoon/contract';
import { type BrowserTarget, configurationProfile, registryFile } from './policy-formats.js';
import {
  type BrowserPolicy,
  type ExtensionSettingsEntry,
  type GroupPolicy,
  groupItemEntry,
  groupUpdateUrl,
  groupUpdateUrlEntry,
  wildcardEntry,
} from './policy-settings.js';

export { regString, stableUuid, xmlText } from './policy-formats.js';

/**
 * The enterprise policy that connects an organisation's browsers to the store, and the files
 * that carry it on each operating system: a JSON file in the browser's managed policy folder
 * (Linux), a registry file (Windows) and a configuration profile (macOS). Pure: the caller
 * reads the items and the settings, this module only writes text.
 */

/** What the policy is made of. */
export interface PolicyInputs {
  /** The store's origin, e.g. `https://store.example.com` (a trailing slash is ignored). */
  storeOrigin: string;
  /** The update service browsers poll, e.g. `https://store.example.com/service/update2/crx`. */
  updateUrl: string;
  /** The Lagoon companion extension, force-installed everywhere. */
  companionId: string;
  items: PolicyItem[];
  /** Items from elsewhere blocked for the whole store: every group's file blocks them. */
  blockedOutsideIds?: string[];
  /**
   * The browser group the file is for: its install mode, limits and item entries, and the
   * companion's managed settings naming it. Without it, the store-wide policy alone.
   */
  group?: GroupPolicy | null;
}

export const POLICY_TARGETS: Readonly<Record<PolicyBrowser, BrowserTarget>> = {
  chromium: {
    displayName: 'Chromium',
    linuxFolder: '/etc/chromium/policies/managed/',
    registryKey: 'SOFTWARE\\Policies\\Chromium',
    bundleId: 'org.chromium.Chromium',
  },
  chrome: {
    displayName: 'Google Chrome',
    linuxFolder: '/etc/opt/chrome/policies/managed/',
    registryKey: 'SOFTWARE\\Policies\\Google\\Chrome',
    bundleId: 'com.google.Chrome',
  },
  edge: {
    displayName: 'Microsoft Edge',
    linuxFolder: '/etc/opt/edge/policies/managed/',
    registryKey: 'SOFTWARE\\Policies\\Microsoft\\Edge',
    bundleId: 'com.microsoft.Edge',
  },
  brave: {
    displayName: 'Brave',
    linuxFolder: '/etc/brave/policies/managed/',
    // Brave's CHROMIUM_POLICY_KEY override (brave-core) and its policy templates.
    registryKey: 'SOFTWARE\\Policies\\BraveSoftware\\Brave',
    bundleId: 'com.brave.Browser',
  },
  whale: {
    displayName: 'NAVER Whale',
    // Inferred, not measured: NAVER's Whalespace help puts the Linux enrollment token in
    // /etc/opt/whale/policies/enrollment/, which Chromium derives from the same base folder as
    // managed/. The registry key follows Chromium's Software\Policies\<company>\<product>
    // pattern and is unverified; check both on whale://policy before relying on them.
    linuxFolder: '/etc/opt/whale/policies/managed/',
    registryKey: 'SOFTWARE\\Policies\\Naver\\Whale',
    bundleId: 'com.naver.Whale',
  },
};

const INSTALL_MODE = { preinstalled: 'normal_installed', required: 'force_installed' } as const;

/** Item kinds the browser installs as extensions (themes are CRX packages too). */
function isExtensionPackage(productType: string): boolean {
  return !isWebAppType(productType) && productType !== 'curation';
}

function originOf(storeOrigin: string): string {
  return storeOrigin.replace(/\/+$/, '');
}

/**
 * The policy object: installs from the store's origin allowed, the companion force-installed,
 * chosen extensions installed from the store's update service, blocked ones blocked or
 * removed, chosen web apps in WebAppInstallForceList. Keys come in a fixed order ("*", the
 * companion, then ids sorted) so two versions of the file diff cleanly.
 *
 * A blocked web app is simply left out: WebAppInstallForceList has no "blocked" entry, and
 * leaving the list uninstalls a web app the policy had installed. A web app's store id is not
 * the browser's id for it, so it never belongs in ExtensionSettings.
 *
 * With a group, the "*" entry carries its install mode and group-wide limits, the group's item
 * entries replace the store-wide choice for those items (a store-wide block still wins), and
 * the companion's managed settings name the group (see policy-settings.ts). The group's
 * `"update_url:<the group's update address>"` entry follows the companion's.
 */
export function buildPolicy(inputs: PolicyInputs): BrowserPolicy {
  const origin = originOf(inputs.storeOrigin);
  const group = inputs.group ?? null;
  const settings: Record<string, ExtensionSettingsEntry> = {
    '*': wildcardEntry(origin, group),
    [inputs.companionId]: {
      installation_mode: 'force_installed',
      update_url: inputs.updateUrl,
      override_update_url: true,
    },
  };
  if (group) {
    // Allow, approve and block take effect without a new file: the store decides per item
    // what it signs for the group's own update address, which this entry admits.
    settings[`update_url:${groupUpdateUrl(inputs.updateUrl, group.id)}`] =
      groupUpdateUrlEntry(group);
  }
  const entries = new Map<string, ExtensionSettingsEntry>();
  const webAppUrls = new Set<string>();
  const storeBlocked = new Set<string>();
  for (const item of inputs.items) {
    // The companion's entry is fixed: no item choice may weaken or block it.
    if (item.extensionId === inputs.companionId) continue;
    if (isWebAppType(item.productType)) {
      if (item.blocked) storeBlocked.add(item.extensionId);
      else if (item.installPolicy !== 'none' && item.webAppUrl && !group) {
        webAppUrls.add(item.webAppUrl);
      }
      continue;
    }
    if (!isExtensionPackage(item.productType)) continue;
    if (item.blocked) {
      storeBlocked.add(item.extensionId);
      entries.set(item.extensionId, { installation_mode: item.blockMode });
    } else if (item.installPolicy !== 'none' && !group) {
      // With a group, its own entries say what it installs (the default group's hold the
      // store-wide choice), so another group never inherits the default group's installs.
      entries.set(item.extensionId, {
        installation_mode: INSTALL_MODE[item.installPolicy],
        update_url: inputs.updateUrl,
        override_update_url: true,
      });
    }
  }
  for (const id of inputs.blockedOutsideIds ?? []) {
    if (id === inputs.companionId) continue;
    storeBlocked.add(id);
    entries.set(id, { installation_mode: 'blocked' });
  }
  // The group's own entries, except where the store blocked the item for every group.
  for (const entry of group?.entries ?? []) {
    if (entry.extensionId === inputs.companionId || storeBlocked.has(entry.extensionId)) continue;
    if (isWebAppType(entry.productType)) {
      if (!entry.webAppUrl) continue;
      if (entry.mode === 'normal_installed' || entry.mode === 'force_installed') {
        webAppUrls.add(entry.webAppUrl);
      } else if (entry.mode !== 'allowed') {
        webAppUrls.delete(entry.webAppUrl);
      }
      continue;
    }
    if (!isExtensionPackage(entry.productType)) continue;
    // A store item the group only allows or blocks is left to the store: the group's update
    // address admits what the store signs for the group, and the companion turns off what the
    // group blocks, so either decision takes effect without a new file (and a later change of
    // mind is not overruled by an old file's entry).
    if (!entry.updateUrl && !entryNeedsPolicyFile(entry)) continue;
    entries.set(entry.extensionId, groupItemEntry(entry, group as GroupPolicy, inputs.updateUrl));
  }
  for (const id of [...entries.keys()].sort()) {
    settings[id] = entries.get(id) as ExtensionSettingsEntry;
  }
  const policy: BrowserPolicy = { ExtensionSettings: settings };
  if (webAppUrls.size > 0) {
    policy.WebAppInstallForceList = [...webAppUrls].sort().map((url) => ({
      url,
      default_launch_container: 'window',
      create_desktop_shortcut: false,
    }));
  }
  if (group) {
    policy['3rdparty'] = {
      extensions: {
        [inputs.companionId]: {
          groupId: group.id,
          storeOrigin: origin,
          policyVersion: group.policyChangedAt,
          ...(group.inventory ? { inventoryReports: true as const } : {}),
        },
      },
    };
  }
  return policy;
}

/** The policy as the file to put in place on one platform, for one browser. */
export function renderPolicyFile(
  browser: PolicyBrowser,
  platform: PolicyPlatform,
  inputs: PolicyInputs,
  changedAt: string | null,
): BrowserPolicyFile {
  const policy = buildPolicy(inputs);
  const target = POLICY_TARGETS[browser];
  switch (platform) {
    case 'linux':
      return {
        browser,
        platform,
        fileName: 'lagoon.json',
        mediaType: 'application/json',
        location: target.linuxFolder,
        content: `${JSON.stringify(policy, null, 2)}\n`,
        changedAt,
      };
    case 'windows':
      return {
        browser,
        platform,
        fileName: `lagoon-${browser}.reg`,
        mediaType: 'text/plain',
        location: `HKEY_LOCAL_MACHINE\\${target.registryKey}`,
        content: registryFile(target, policy),
        changedAt,
      };
    case 'macos':
      return {
        browser,
        platform,
        fileName: `lagoon-${browser}.mobileconfig`,
        mediaType: 'application/x-apple-aspen-config',
        location: 'System Settings → General → Device Management (or your MDM)',
        content: configurationProfile(browser, target, originOf(inputs.storeOrigin), policy),
        changedAt,
      };
  }
}
