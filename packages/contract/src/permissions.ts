/**
 * What an extension's permissions let it do, in the words Chromium's install prompt uses
 * ("Read and change all your data on all websites", "Read your browsing history"…). The rules
 * are here, once, as a table of message keys; the words live in the web app's catalogs under
 * `permissions.warning.<key>`, in English and Korean. The detail page and the sidebar's detail
 * both show what `permissionWarnings` answers.
 *
 * How Chromium decides, and how this follows it:
 * - A permission becomes a capability (`tabs` and its alias `windows` are one). Host patterns
 *   become either "all hosts" (`<all_urls>`, a `*` host such as `*://*\/*` or `http://*\/*`, a
 *   wildcard over a whole top-level domain such as `*://*.com/*`, or an API that reaches every
 *   page: debugger, proxy, pageCapture, tabCapture) or the list of the sites named.
 * - The rules are tried in order. A rule applies when every capability it needs is still
 *   unused; it then uses those and the ones it absorbs, which later rules no longer see. That
 *   is how the all-sites warning silences the site list, tabs, webNavigation and the rest of
 *   what reading every page already covers, and how history silences tabs.
 * - Permissions Chromium shows nothing for (storage, cookies, alarms, webRequest…) give no
 *   warning, and neither do names it does not know. Optional permissions are asked for later,
 *   by the extension itself, so they are not part of what installing it grants.
 *
 * Two choices differ from Chromium on purpose: every site is listed (Chromium folds
 * example.com and example.de into one), and a wildcard over a public suffix is recognised for
 * single labels (`*.com`) and the common second-level forms of country domains (`*.co.kr`,
 * `*.com.au`) rather than through the whole public suffix list, which would weigh more than
 * the rest of the page.
 */

import { isHostPattern, reachOf } from './host-patterns.js';

export { isHostPattern } from './host-patterns.js';

/** A capability the rules speak of: a manifest permission, or one of the host kinds. */
type Capability = string;

/** Every host ("all hosts"): the all-sites warning. */
const ALL_HOSTS = ':allHosts';
/** Some named hosts: the site-list warning. */
const SOME_HOSTS = ':someHosts';

/** Message keys, in the order Chromium lists its warnings. */
export const PERMISSION_WARNING_KEYS = [
  'debugger',
  'allHosts',
  'hosts1',
  'hosts2',
  'hosts3',
  'hostsMany',
  'audioAndVideoCapture',
  'audioCapture',
  'videoCapture',
  'geolocation',
  'historyWriteAllDevices',
  'historyReadAllDevices',
  'historyRead',
  'favicon',
  'topSites',
  'declarativeWebRequest',
  'declarativeNetRequest',
  'notifications',
  'accessibilityReadModify',
  'accessibilityModify',
  'accessibilityRead',
  'bookmarks',
  'readingList',
  'clipboardReadWrite',
  'clipboardRead',
  'clipboardWrite',
  'desktopCapture',
  'downloads',
  'downloadsOpen',
  'identityEmail',
  'systemStorage',
  'contentSettings',
  'management',
  'nativeMessaging',
  'privacy',
  'tabGroups',
  'ttsEngine',
] as const;
export type PermissionWarningKey = (typeof PERMISSION_WARNING_KEYS)[number];

/** One line of the install warnings. */
export interface PermissionWarning {
  key: PermissionWarningKey;
  /**
   * The sites a site-list warning names, sorted: host names, and `*.example.com` for a domain
   * with all its subdomains. Empty for every other warning.
   */
  hosts: string[];
}

/** What an installed package declares: its manifest permissions and host patterns. */
export interface DeclaredPermissions {
  permissions: readonly string[];
  /** Host patterns: `host_permissions`, content script matches, and MV2's patterns. */
  hostPermissions: readonly string[];
}

/** Reading the browsing history, which reading every page or the history already covers. */
const HISTORY_READERS = ['tabs', 'processes', 'webNavigation', 'declarativeNetRequestFeedback'];

/** What reading and changing every page covers, so its warning stands for them too. */
const COVERED_BY_ALL_HOSTS = [
  SOME_HOSTS,
  'declarativeWebRequest',
  'declarativeNetRequest',
  'declarativeNetRequestFeedback',
  'favicon',
  'processes',
  'tabs',
  'topSites',
  'webAuthenticationProxy',
  'webNavigation',
];

interface WarningRule {
  /** The site-list warning's key depends on the number of sites; see hostsKey. */
  key: PermissionWarningKey | 'hosts';
  needs: readonly Capability[];
  absorbs?: readonly Capability[];
}

/** The rules, tried in this order (see the top of the file). */
const RULES: readonly WarningRule[] = [
  { key: 'debugger', needs: ['debugger'] },
  { key: 'allHosts', needs: [ALL_HOSTS], absorbs: COVERED_BY_ALL_HOSTS },
  { key: 'allHosts', needs: ['webAuthenticationProxy'], absorbs: COVERED_BY_ALL_HOSTS },
  { key: 'hosts', needs: [SOME_HOSTS] },
  { key: 'audioAndVideoCapture', needs: ['audioCapture', 'videoCapture'] },
  { key: 'audioCapture', needs: ['audioCapture'] },
  { key: 'videoCapture', needs: ['videoCapture'] },
  { key: 'geolocation', needs: ['geolocation'] },
  {
    key: 'historyWriteAllDevices',
    needs: ['history'],
    absorbs: [...HISTORY_READERS, 'favicon', 'topSites'],
  },
  // Sessions reveal the other signed-in devices' history only together with tabs.
  {
    key: 'historyReadAllDevices',
    needs: ['tabs', 'sessions'],
    absorbs: [...HISTORY_READERS, 'favicon', 'topSites'],
  },
  ...HISTORY_READERS.map((reader, index) => ({
    key: 'historyRead' as const,
    needs: [reader],
    absorbs: [...HISTORY_READERS.slice(index + 1), 'favicon', 'topSites'],
  })),
  { key: 'favicon', needs: ['favicon'] },
  { key: 'topSites', needs: ['topSites'] },
  { key: 'declarativeWebRequest', needs: ['declarativeWebRequest'] },
  { key: 'declarativeNetRequest', needs: ['declarativeNetRequest'] },
  { key: 'notifications', needs: ['notifications'] },
  {
    key: 'accessibilityReadModify',
    needs: ['accessibilityFeatures.modify', 'accessibilityFeatures.read'],
  },
  { key: 'accessibilityModify', needs: ['accessibilityFeatures.modify'] },
  { key: 'accessibilityRead', needs: ['accessibilityFeatures.read'] },
  { key: 'bookmarks', needs: ['bookmarks'] },
  { key: 'readingList', needs: ['readingList'] },
  { key: 'clipboardReadWrite', needs: ['clipboardRead', 'clipboardWrite'] },
  { key: 'clipboardRead', needs: ['clipboardRead'] },
  { key: 'clipboardWrite', needs: ['clipboardWrite'] },
  { key: 'desktopCapture', needs: ['desktopCapture'] },
  { key: 'downloads', needs: ['downloads'] },
  { key: 'downloadsOpen', needs: ['downloads.open'] },
  { key: 'identityEmail', needs: ['identity.email'] },
  { key: 'systemStorage', needs: ['system.storage'] },
  { key: 'contentSettings', needs: ['contentSettings'] },
  { key: 'management', needs: ['management'] },
  { key: 'nativeMessaging', needs: ['nativeMessaging'] },
  { key: 'privacy', needs: ['privacy'] },
  { key: 'tabGroups', needs: ['tabGroups'] },
  { key: 'ttsEngine', needs: ['ttsEngine'] },
];

/**
 * Permissions Chromium installs without a word: what they reach is either harmless or already
 * named by another warning (webRequest and scripting act on the hosts the site warnings name).
 * Not exhaustive: any name outside the rules gives no warning.
 */
export const PERMISSIONS_WITHOUT_WARNING: ReadonlySet<string> = new Set([
  'activeTab',
  'alarms',
  'background',
  'browsingData',
  'contextMenus',
  'cookies',
  'declarativeContent',
  'declarativeNetRequestWithHostAccess',
  'dns',
  'fontSettings',
  'gcm',
  'identity',
  'idle',
  'offscreen',
  'power',
  'printerProvider',
  'scripting',
  'search',
  'sessions',
  'sidePanel',
  'storage',
  'system.cpu',
  'system.display',
  'system.memory',
  'tts',
  'unlimitedStorage',
  'userScripts',
  'webRequest',
  'webRequestAuthProvider',
  'webRequestBlocking',
]);

/** Other names of the same permission. */
const ALIASES: Readonly<Record<string, string>> = {
  windows: 'tabs',
  unlimited_storage: 'unlimitedStorage',
};

/** APIs that can read and change every page, so Chromium warns as for all sites. */
const REACHES_EVERY_PAGE = new Set(['debugger', 'devtools', 'pageCapture', 'proxy', 'tabCapture']);

/** The capabilities a package's declarations amount to, and the sites it names. */
function capabilitiesOf(declared: DeclaredPermissions): {
  capabilities: Set<Capability>;
  hosts: string[];
} {
  const capabilities = new Set<Capability>();
  const patterns = [...declared.hostPermissions];
  for (const entry of declared.permissions) {
    if (isHostPattern(entry)) patterns.push(entry);
    else capabilities.add(ALIASES[entry] ?? entry);
  }
  const hosts = new Set<string>();
  for (const pattern of patterns) {
    const reach = reachOf(pattern);
    if (reach?.kind === 'all') capabilities.add(ALL_HOSTS);
    else if (reach?.kind === 'favicon') capabilities.add('favicon');
    else if (reach?.kind === 'host') hosts.add(reach.host);
  }
  if ([...capabilities].some((permission) => REACHES_EVERY_PAGE.has(permission))) {
    capabilities.add(ALL_HOSTS);
  }
  if (hosts.size > 0) capabilities.add(SOME_HOSTS);
  return { capabilities, hosts: [...hosts].sort() };
}

/** The site-list warning for this many sites: one, two and three are named in the sentence. */
function hostsKey(count: number): PermissionWarningKey {
  if (count === 1) return 'hosts1';
  if (count === 2) return 'hosts2';
  if (count === 3) return 'hosts3';
  return 'hostsMany';
}

/**
 * The warnings Chromium shows when the package is installed, in its order; empty when it
 * needs no special permission.
 */
export function permissionWarnings(declared: DeclaredPermissions): PermissionWarning[] {
  const { capabilities: remaining, hosts } = capabilitiesOf(declared);
  const warnings: PermissionWarning[] = [];
  for (const rule of RULES) {
    if (!rule.needs.every((capability) => remaining.has(capability))) continue;
    for (const capability of [...rule.needs, ...(rule.absorbs ?? [])]) {
      remaining.delete(capability);
    }
    warnings.push(
      rule.key === 'hosts' ? { key: hostsKey(hosts.length), hosts } : { key: rule.key, hosts: [] },
    );
  }
  return warnings;
}
