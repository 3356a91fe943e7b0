import { createHash } from 'node:crypto';
import {
  type BrowserPolicyFile,
  entryNeedsPolicyFile,
  isWebAppType,
  type PolicyBrowser,
  type PolicyItem,
  type PolicyPlatform,
} from '@lagoon/contract';
import {
  type BrowserPolicy,
  type ExtensionSettingsEntry,
  type GroupPolicy,
  groupItemEntry,
  groupUpdateUrl,
  groupUpdateUrlEntry,
  wildcardEntry,
} from './policy-settings.js';

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

/** Where each browser reads its machine policy, per platform. */
interface BrowserTarget {
  /** The product's name, for the profile's display name. */
  displayName: string;
  /** Linux: the folder of mandatory JSON policy files. */
  linuxFolder: string;
  /** Windows: the key under HKEY_LOCAL_MACHINE. */
  registryKey: string;
  /** macOS: the preference domain (the application's bundle id). */
  bundleId: string;
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

// ---------------------------------------------------------------------------------------------
// Windows: a .reg file

/**
 * JSON on one line with every character outside printable ASCII written as \uXXXX: the file is
 * then the same in UTF-8 and in the ANSI code page regedit assumes for a file without a BOM.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A REG_SZ value in .reg syntax: backslashes and quotes escaped. */
export function regString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Both dictionary policies as REG_SZ JSON strings (Chromium reads a dictionary policy from one
 * JSON string). Without web apps the value is deleted (`=-`), so importing a newer file also
 * takes away a list an older one wrote.
 */
function registryFile(target: BrowserTarget, policy: BrowserPolicy): string {
  const lines = [
    'Windows Registry Editor Version 5.00',
    '',
    `[HKEY_LOCAL_MACHINE\\${target.registryKey}]`,
    `"ExtensionSettings"=${regString(asciiJson(policy.ExtensionSettings))}`,
    policy.WebAppInstallForceList
      ? `"WebAppInstallForceList"=${regString(asciiJson(policy.WebAppInstallForceList))}`
      : '"WebAppInstallForceList"=-',
    '',
  ];
  // Extensions read their managed settings from 3rdparty\extensions\<id>\policy. The values
  // are ASCII (an id, an origin and an ISO date), so the file stays the same in any code page;
  // a boolean is a DWORD, as Chromium reads booleans from the registry.
  for (const [id, values] of Object.entries(policy['3rdparty']?.extensions ?? {})) {
    lines.push(`[HKEY_LOCAL_MACHINE\\${target.registryKey}\\3rdparty\\extensions\\${id}\\policy]`);
    for (const [name, value] of Object.entries(values)) {
      lines.push(
        `${regString(name)}=${typeof value === 'boolean' ? `dword:0000000${value ? 1 : 0}` : regString(value)}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// macOS: a configuration profile

type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

/** Text for an XML text node: markup escaped, characters XML 1.0 cannot hold dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function plistValue(value: PlistValue, indent: string): string {
  const inner = `${indent}\t`;
  if (typeof value === 'string') return `${indent}<string>${xmlText(value)}</string>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<array/>`;
    return [
      `${indent}<array>`,
      ...value.map((entry) => plistValue(entry, inner)),
      `${indent}</array>`,
    ].join('\n');
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return `${indent}<dict/>`;
  return [
    `${indent}<dict>`,
    ...keys.flatMap((key) => [
      `${inner}<key>${xmlText(key)}</key>`,
      plistValue(value[key] as PlistValue, inner),
    ]),
    `${indent}</dict>`,
  ].join('\n');
}

/**
 * A UUID-shaped slice of SHA-256 over the store's origin, the browser and a label: the same
 * store and browser always give the same profile, so installing a newer download replaces the
 * older profile instead of adding a second one.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // RFC 9562 version 8: a custom, name-derived UUID.
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('').toUpperCase();
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** A reverse-DNS identifier from the store's origin: https://store.example.com → com.example.store. */
function reverseDomain(origin: string): string {
  let host = origin;
  let port = '';
  try {
    const url = new URL(origin);
    host = url.hostname;
    port = url.port;
  } catch {
    // Not an absolute URL: use the text as it is.
  }
  const labels = host
    .split('.')
    .map((label) => label.replace(/[^A-Za-z0-9-]/g, '-'))
    .filter((label) => label !== '')
    .reverse();
  if (port) labels.push(`port${port}`);
  return labels.length > 0 ? labels.join('.') : 'store';
}

function configurationProfile(
  browser: PolicyBrowser,
  target: BrowserTarget,
  origin: string,
  policy: BrowserPolicy,
): string {
  const identifier = `${reverseDomain(origin)}.lagoon.${browser}`;
  const settings: { [key: string]: PlistValue } = {
    PayloadDisplayName: `${target.displayName} policy`,
    PayloadIdentifier: `${identifier}.policy`,
    PayloadType: target.bundleId,
    PayloadUUID: stableUuid(origin, browser, 'policy'),
    PayloadVersion: 1,
    ExtensionSettings: policy.ExtensionSettings as unknown as { [key: string]: PlistValue },
  };
  if (policy.WebAppInstallForceList) {
    settings.WebAppInstallForceList = policy.WebAppInstallForceList as unknown as PlistValue[];
  }
  // An extension's managed settings are the preferences of its own domain,
  // <browser's bundle id>.extensions.<extension id>.
  const extensionPayloads = Object.entries(policy['3rdparty']?.extensions ?? {}).map(
    ([id, values]): { [key: string]: PlistValue } => ({
      PayloadDisplayName: `Lagoon companion settings (${target.displayName})`,
      PayloadIdentifier: `${identifier}.extension.${id}`,
      PayloadType: `${target.bundleId}.extensions.${id}`,
      PayloadUUID: stableUuid(origin, browser, 'extension', id),
      PayloadVersion: 1,
      ...values,
    }),
  );
  const profile: { [key: string]: PlistValue } = {
    PayloadContent: [settings, ...extensionPayloads],
    PayloadDescription: `Connects ${target.displayName} to the Lagoon store at ${origin}: installs the Lagoon companion and the items the store's administrators chose, and blocks the items they blocked.`,
    PayloadDisplayName: `Lagoon (${target.displayName})`,
    PayloadIdentifier: identifier,
    PayloadOrganization: origin,
    PayloadRemovalDisallowed: false,
    PayloadScope: 'System',
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(origin, browser, 'profile'),
    PayloadVersion: 1,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistValue(profile, ''),
    '</plist>',
    '',
  ].join('\n');
}
