import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from './constants.js';
import type { ErrorCode } from './error-status.js';
import { GroupId } from './groups.js';

/**
 * How the store reaches browsers: signed CRX3 packages, the update service browsers poll, the
 * managed-browser policy administrators roll out, and the bridge between a store page and the
 * Lagoon companion extension.
 */

const Id = z.string().regex(EXTENSION_ID_PATTERN, 'extension id');

/** Where browsers check for updates (gupdate XML): `GET /service/update2/crx?x=…`. */
export const UPDATE_SERVICE_PATH = '/service/update2/crx';
/** The public list of blocked item ids the companion enforces. */
export const BLOCKLIST_PATH = '/ajax/blocklist';
/** The signed package of one version: immutable, so browsers and proxies may cache it for good. */
export function crxPath(id: string, version: string): string {
  return `/crx/${id}/${version}.crx`;
}

/**
 * A browser group's copy of a signed package: its manifest names the group's own update address,
 * which the group's policy file allows; the store makes it only for items the group allows.
 */
export function groupCrxPath(id: string, version: string, groupId: string): string {
  return `${crxPath(id, version)}?group=${encodeURIComponent(groupId)}`;
}

/** What a browser group's entry for a store item sets (the fields that decide its file). */
export interface GroupEntryShape {
  mode: 'allowed' | 'normal_installed' | 'force_installed' | 'blocked' | 'removed';
  blockedPermissions: readonly string[];
  runtimeBlockedHosts: readonly string[];
  runtimeAllowedHosts: readonly string[];
  minimumVersion: string | null;
  toolbarPin: string | null;
  blockedInstallMessage: string | null;
}

/**
 * Whether a store item's entry in a group is a standing setting that reaches browsers only with
 * the group's policy file: pre-installing or requiring the item, or limits Chromium reads only
 * from the file (blocked permissions, runtime hosts, a minimum version, a toolbar pin, the
 * message of a block). Allowing and blocking alone are decided by the store at once: what it
 * signs for the group's update address and what the companion turns off; they are not written
 * into the file, so an old file never overrules a later decision.
 */
export function entryNeedsPolicyFile(entry: GroupEntryShape): boolean {
  if (entry.mode === 'normal_installed' || entry.mode === 'force_installed') return true;
  if (entry.mode !== 'allowed') return entry.blockedInstallMessage !== null;
  return (
    entry.blockedPermissions.length > 0 ||
    entry.runtimeBlockedHosts.length > 0 ||
    entry.runtimeAllowedHosts.length > 0 ||
    entry.minimumVersion !== null ||
    entry.toolbarPin !== null
  );
}

/** What the store does with Manifest V2 uploads (the `MANIFEST_V2` setting). */
export const MANIFEST_V2_MODES = ['refuse', 'warn'] as const;
export const ManifestV2Mode = z.enum(MANIFEST_V2_MODES);
export type ManifestV2Mode = z.infer<typeof ManifestV2Mode>;

/**
 * How an organisation's browsers get an item: `none` (visitors add it themselves),
 * `preinstalled` (installed everywhere, users may turn it off: `normal_installed`) or
 * `required` (installed and locked on: `force_installed`).
 */
export const INSTALL_POLICIES = ['none', 'preinstalled', 'required'] as const;
export const InstallPolicy = z.enum(INSTALL_POLICIES);
export type InstallPolicy = z.infer<typeof InstallPolicy>;

/**
 * What the policy does with a blocked item: `blocked` disables it where a user installed it
 * (and uninstalls a policy-installed copy), `removed` uninstalls it everywhere.
 */
export const BLOCK_MODES = ['blocked', 'removed'] as const;
export const BlockMode = z.enum(BLOCK_MODES);
export type BlockMode = z.infer<typeof BlockMode>;

/** The browsers the policy generator writes for. */
export const POLICY_BROWSERS = ['chromium', 'chrome', 'edge', 'brave', 'whale'] as const;
export const PolicyBrowser = z.enum(POLICY_BROWSERS);
export type PolicyBrowser = z.infer<typeof PolicyBrowser>;

export const POLICY_PLATFORMS = ['linux', 'windows', 'macos'] as const;
export const PolicyPlatform = z.enum(POLICY_PLATFORMS);
export type PolicyPlatform = z.infer<typeof PolicyPlatform>;

/** GET /admin/api/browser-policy: which browser and operating system to write the policy for. */
export const BrowserPolicyQuery = z.object({
  browser: PolicyBrowser.default('chromium'),
  platform: PolicyPlatform.default('linux'),
  /** The browser group the file is for; left out, the default group. */
  group: GroupId.optional(),
});
export type BrowserPolicyQuery = z.infer<typeof BrowserPolicyQuery>;

/** The policy as a file to put in place, with where it goes. */
export const BrowserPolicyFile = z.object({
  browser: PolicyBrowser,
  platform: PolicyPlatform,
  /** Suggested file name, e.g. `lagoon.json`, `lagoon-chrome.reg`, `lagoon-edge.mobileconfig`. */
  fileName: z.string(),
  mediaType: z.string(),
  /** Where the file goes or how it is applied on that platform (a folder, a registry key, a profile). */
  location: z.string(),
  content: z.string(),
  /** When anything the policy says last changed (null: never since this store started). */
  changedAt: z.string().nullable(),
});
export type BrowserPolicyFile = z.infer<typeof BrowserPolicyFile>;

/**
 * Why the store refuses to pre-install or require an item, the code a change gets and the
 * Browsers page shows: no published version; private to its developer; a wallpaper without a
 * browser theme package (wallpapers are applied from their store page); no signed package of
 * the published version. A theme with a package is a CRX like any extension and installs.
 */
export const INSTALL_POLICY_REFUSALS = [
  'INSTALL_POLICY_NOT_PUBLISHED',
  'INSTALL_POLICY_PRIVATE',
  'INSTALL_POLICY_WALLPAPER',
  'INSTALL_POLICY_NO_PACKAGE',
] as const satisfies readonly ErrorCode[];
export const InstallPolicyRefusal = z.enum(INSTALL_POLICY_REFUSALS);
export type InstallPolicyRefusal = z.infer<typeof InstallPolicyRefusal>;

/** An item the policy names: chosen for installation, or blocked. */
export const PolicyItem = z.object({
  extensionId: Id,
  name: z.string(),
  icon: z.string().nullable(),
  productType: z.string(),
  installPolicy: InstallPolicy,
  blocked: z.boolean(),
  blockMode: BlockMode,
  /** A web app's start URL (web apps go to WebAppInstallForceList). */
  webAppUrl: z.string().nullable(),
  /** Why it cannot be pre-installed or required now; null when it can. */
  installRefusal: InstallPolicyRefusal.nullable(),
});
export type PolicyItem = z.infer<typeof PolicyItem>;

/** GET /admin/api/browsers: what the Browsers page of the admin console shows. */
export const BrowsersOverview = z.object({
  storeOrigin: z.string(),
  updateUrl: z.string(),
  companion: z.object({ id: Id, version: z.string() }),
  changedAt: z.string().nullable(),
  items: z.array(PolicyItem),
});
export type BrowsersOverview = z.infer<typeof BrowsersOverview>;

/** PUT /admin/api/items/{id}/install-policy. */
export const InstallPolicyInput = z.object({ installPolicy: InstallPolicy });
export type InstallPolicyInput = z.infer<typeof InstallPolicyInput>;

/** GET /ajax/blocklist: every blocked extension id, for the companion to enforce. */
export const Blocklist = z.object({
  ids: z.array(Id),
  updatedAt: z.string().nullable(),
});
export type Blocklist = z.infer<typeof Blocklist>;

/** What the web app needs to talk to the companion (part of GET /ajax/config). */
export const CompanionInfo = z.object({
  id: Id,
  version: z.string(),
});
export type CompanionInfo = z.infer<typeof CompanionInfo>;

// ---------------------------------------------------------------------------------------------
// The companion's bridge. A store page sends these with
// `chrome.runtime.sendMessage(companionId, message, reply)`; the companion validates each one,
// answers only pages on the store's own origins, and always replies with a BridgeReply.

export const BridgeHello = z.object({ type: z.literal('hello') });
export const BridgeState = z.object({ type: z.literal('state'), ids: z.array(Id).min(1).max(200) });
/**
 * Watches the install of one item: the page opens the item's CRX itself (Chromium only accepts
 * an install started from a page of the store's origin), and the companion replies once
 * `management.onInstalled` reports the item, or with `INSTALL_TIMEOUT` after `timeoutMs`.
 */
export const BridgeInstall = z.object({
  type: z.literal('install'),
  id: Id,
  timeoutMs: z.number().int().min(1000).max(600_000).default(300_000),
});
export const BridgeEnable = z.object({ type: z.literal('enable'), id: Id });
/** Reads the store's blocklist now and disables blocked extensions the user installed. */
export const BridgeRefreshBlocklist = z.object({ type: z.literal('refreshBlocklist') });

/** How many photos of one wallpaper the companion keeps for the new tab page. */
export const APPLIED_WALLPAPER_PHOTOS_MAX = 10;

/**
 * A wallpaper as the companion keeps it for its new tab page: everything the page needs to
 * paint without asking the store. The companion downloads the photos when the wallpaper is
 * applied (only from the store's own origins) and keeps them, so a new tab never waits for the
 * network.
 */
export const AppliedWallpaper = z.object({
  extensionId: Id,
  name: z.string().min(1).max(200),
  /** Absolute addresses of the photos on the store, shown in turn when there are several. */
  photos: z.array(z.string().url().max(2000)).min(1).max(APPLIED_WALLPAPER_PHOTOS_MAX),
  clock: z.enum(['digital', 'analog']),
  /** Show the visitor's most visited sites (`chrome.topSites`). */
  topSites: z.boolean(),
  /** Show the store's notices (its live home banners). */
  notices: z.boolean(),
  /** The wallpaper's page in the store, linked from the new tab. */
  storeUrl: z.string().url().max(2000),
  /** The interface language the new tab speaks (the store page's at the time). */
  language: z.enum(['en', 'ko']),
});
export type AppliedWallpaper = z.infer<typeof AppliedWallpaper>;

/**
 * Applies a wallpaper: the companion downloads its photos, keeps them with the settings, and
 * replies once the new tab page can show it (`ThemeReply`). Photos not on the store's origins
 * are refused (`NOT_ALLOWED`).
 */
export const BridgeApplyTheme = z.object({
  type: z.literal('applyTheme'),
  theme: AppliedWallpaper,
});
/** Which wallpaper the new tab shows now (`ThemeReply`, theme null for the browser's own). */
export const BridgeThemeState = z.object({ type: z.literal('themeState') });
/** Goes back to the browser's own new tab page. */
export const BridgeClearTheme = z.object({ type: z.literal('clearTheme') });
/** "Activate a new tab": opens a new tab, which shows the applied wallpaper. */
export const BridgeOpenNewTab = z.object({ type: z.literal('openNewTab') });
/**
 * Opens the browser's side panel on the sidebar store, at `path` (a path under /sidebar).
 * Chromium requires a user gesture: send it from a click handler.
 */
export const BridgeOpenSidePanel = z.object({
  type: z.literal('openSidePanel'),
  path: z
    .string()
    .max(500)
    .regex(/^\/sidebar(\/[^\s]*)?(\?[^\s]*)?$/)
    .default('/sidebar'),
});

export const BridgeMessage = z.discriminatedUnion('type', [
  BridgeHello,
  BridgeState,
  BridgeInstall,
  BridgeEnable,
  BridgeRefreshBlocklist,
  BridgeApplyTheme,
  BridgeThemeState,
  BridgeClearTheme,
  BridgeOpenNewTab,
  BridgeOpenSidePanel,
]);
export type BridgeMessage = z.input<typeof BridgeMessage>;

/** How Chromium installed an extension (`management.ExtensionInstallType`). */
export const InstallType = z.enum(['admin', 'development', 'normal', 'sideload', 'other']);
export type InstallType = z.infer<typeof InstallType>;

export const InstalledState = z.discriminatedUnion('installed', [
  z.object({ installed: z.literal(false) }),
  z.object({
    installed: z.literal(true),
    version: z.string(),
    enabled: z.boolean(),
    mayEnable: z.boolean(),
    installType: InstallType,
  }),
]);
export type InstalledState = z.infer<typeof InstalledState>;

export const BRIDGE_ERROR_CODES = [
  'INVALID_MESSAGE',
  'NOT_INSTALLED',
  'NOT_ALLOWED',
  'INSTALL_TIMEOUT',
  'FAILED',
] as const;
export const BridgeErrorCode = z.enum(BRIDGE_ERROR_CODES);
export type BridgeErrorCode = z.infer<typeof BridgeErrorCode>;

export const BridgeFailure = z.object({
  ok: z.literal(false),
  error: z.object({ code: BridgeErrorCode, message: z.string() }),
});

export const HelloReply = z.object({
  ok: z.literal(true),
  companionVersion: z.string(),
  /** True in an incognito window (the user allowed the companion there). */
  incognito: z.boolean(),
  /** Manifest versions this browser runs: Chromium 139 and later run only 3. */
  manifestVersions: z.array(z.number().int()),
  /**
   * The browser group the organisation's policy puts this browser in (the companion's managed
   * settings, `chrome.storage.managed`); null when no policy names one. Only the policy sets
   * it, never a page. A companion older than the field sends none, which reads as null.
   */
  groupId: GroupId.nullable().default(null),
});
export type HelloReply = z.infer<typeof HelloReply>;

export const StateReply = z.object({ ok: z.literal(true), items: z.record(Id, InstalledState) });
export type StateReply = z.infer<typeof StateReply>;

export const ItemReply = z.object({ ok: z.literal(true), state: InstalledState });
export type ItemReply = z.infer<typeof ItemReply>;

export const BlocklistReply = z.object({ ok: z.literal(true), disabled: z.array(Id) });
export type BlocklistReply = z.infer<typeof BlocklistReply>;

/** The wallpaper the companion's new tab shows, with when it was applied; null: none. */
export const ThemeReply = z.object({
  ok: z.literal(true),
  theme: AppliedWallpaper.extend({ appliedAt: z.string() }).nullable(),
});
export type ThemeReply = z.infer<typeof ThemeReply>;

/** A reply that only says the request was carried out (openNewTab, openSidePanel). */
export const DoneReply = z.object({ ok: z.literal(true) });
export type DoneReply = z.infer<typeof DoneReply>;

export type BridgeFailure = z.infer<typeof BridgeFailure>;
