/**
 * The API permission names Chromium knows for extensions, as an administrator may name them in
 * a group's `blocked_permissions`. Chromium reads that list with the same parser as a
 * manifest's permissions and drops the whole list when one name is unknown, so a typo would
 * silently block nothing: every name is checked against this list before it reaches a policy.
 *
 * Stable-channel permissions of Chrome's extension platform (apps-only and internal ones, which
 * a policy may not name, are left out). A name Chromium adds later is refused here until it is
 * added to this list.
 */
export const CHROMIUM_API_PERMISSIONS = [
  'accessibilityFeatures.modify',
  'accessibilityFeatures.read',
  'activeTab',
  'alarms',
  'audio',
  'background',
  'bookmarks',
  'browsingData',
  'certificateProvider',
  'clipboardRead',
  'clipboardWrite',
  'contentSettings',
  'contextMenus',
  'cookies',
  'debugger',
  'declarativeContent',
  'declarativeNetRequest',
  'declarativeNetRequestFeedback',
  'declarativeNetRequestWithHostAccess',
  'desktopCapture',
  'dns',
  'documentScan',
  'downloads',
  'downloads.open',
  'downloads.ui',
  'enterprise.deviceAttributes',
  'enterprise.hardwarePlatform',
  'enterprise.networkingAttributes',
  'enterprise.platformKeys',
  'favicon',
  'fileBrowserHandler',
  'fileSystemProvider',
  'fontSettings',
  'gcm',
  'geolocation',
  'history',
  'identity',
  'identity.email',
  'idle',
  'loginState',
  'management',
  'nativeMessaging',
  'notifications',
  'offscreen',
  'pageCapture',
  'platformKeys',
  'power',
  'printerProvider',
  'printing',
  'printingMetrics',
  'privacy',
  'processes',
  'proxy',
  'readingList',
  'scripting',
  'search',
  'sessions',
  'sidePanel',
  'storage',
  'system.cpu',
  'system.display',
  'system.memory',
  'system.storage',
  'tabCapture',
  'tabGroups',
  'tabs',
  'topSites',
  'tts',
  'ttsEngine',
  'unlimitedStorage',
  'userScripts',
  'vpnProvider',
  'wallpaper',
  'webAuthenticationProxy',
  'webNavigation',
  'webRequest',
  'webRequestAuthProvider',
  'webRequestBlocking',
] as const;

const KNOWN = new Set<string>(CHROMIUM_API_PERMISSIONS);

/** Whether Chromium knows `name` as an extension API permission (names are case-sensitive). */
export function isChromiumPermission(name: string): boolean {
  return KNOWN.has(name);
}
