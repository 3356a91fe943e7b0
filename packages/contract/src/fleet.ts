import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from './constants.js';
import { FleetRisk, RiskLevel } from './fleet-risk.js';
import { GroupId, GroupItemMode } from './groups.js';
import { CHROME_WEB_STORE_UPDATE_URL, EDGE_ADDONS_UPDATE_URL } from './outside-items.js';

export * from './fleet-risk.js';

/**
 * The fleet inventory: which extensions are actually in the organisation's browsers, whatever
 * their source. When a group's policy allows it (`inventory`, off by default), the companion
 * sends its browser's full extension list:
 *
 * - POST /ajax/fleet/report  FleetReport → 204
 *
 * at start, once a day and soon after any extension is installed, updated, turned on or off or
 * removed. A browser is a random id (a UUID) the companion makes once and keeps in
 * `storage.local` with a random secret; the first report of an id registers it with the
 * secret's SHA-256, and every later report of that id must carry the same secret
 * (FLEET_BROWSER_REFUSED otherwise), so one browser cannot write another's list. No account,
 * address or user name is stored with a browser: only its group, when it was first and last
 * heard from, and its extensions. Reports of a group whose policy does not allow them are
 * refused (FLEET_INVENTORY_OFF) and stored nowhere.
 *
 * Limits: FLEET_REPORTS_PER_HOUR reports per browser, FLEET_REGISTRATIONS_PER_HOUR new browsers
 * per client address (RATE_LIMITED past either); every list and text has a maximum below.
 * Browsers silent for the store's retention (FLEET_RETENTION_DAYS, 30 days by default) leave
 * the inventory.
 */
export const FLEET_REPORT_PATH = '/ajax/fleet/report';
/** The most extensions one report may name (Chromium profiles rarely hold more than a few dozen). */
export const FLEET_REPORT_MAX_EXTENSIONS = 1000;
/** Reports one browser may send in an hour. */
export const FLEET_REPORTS_PER_HOUR = 60;
/**
 * New browsers one client address may register in an hour: generous, since a whole office
 * behind one address registers once each when the policy turns reports on.
 */
export const FLEET_REGISTRATIONS_PER_HOUR = 600;
/** Days a browser stays in the inventory without a report, unless FLEET_RETENTION_DAYS says otherwise. */
export const FLEET_RETENTION_DEFAULT_DAYS = 30;
export const FLEET_NAME_MAX = 200;
export const FLEET_VERSION_MAX = 64;
/** Permissions plus host permissions of one extension. */
export const FLEET_PERMISSIONS_MAX = 500;
export const FLEET_PERMISSION_MAX = 500;
export const FLEET_UPDATE_URL_MAX = 2048;
/** Rows of one page of the console's fleet list. */
export const FLEET_PAGE_SIZE = 50;
/**
 * The most extensions the risk filter scores for one answer: the score is computed from the
 * store's and the fleet's records, not kept in a column, so a list filtered by risk scores
 * every extension the other filters keep, FLEET_RISK_SCORED_BATCH at a time. Past this many:
 * FLEET_RISK_FILTER_TOO_BROAD (narrow by group, source, permission or name).
 */
export const FLEET_RISK_FILTER_MAX = 20_000;
export const FLEET_RISK_SCORED_BATCH = 500;
/** Browsers one extension's page lists (the most recently heard from). */
export const FLEET_DETAIL_BROWSERS_MAX = 200;

/** A browser's id: a random UUID the companion made. */
export const FleetBrowserId = z.string().uuid('browserId');
/** A browser's secret: 32 random bytes, base64url without padding. */
export const FleetBrowserSecret = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'secret');

/** `management.ExtensionInstallType`. */
export const FLEET_INSTALL_TYPES = ['admin', 'development', 'normal', 'sideload', 'other'] as const;
export const FleetInstallType = z.enum(FLEET_INSTALL_TYPES);
export type FleetInstallType = z.infer<typeof FleetInstallType>;

const FleetText = (max: number, field: string) => z.string().max(max, field);

/** One extension of a report, as `management.getAll()` describes it. */
export const FleetReportedExtension = z.object({
  id: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
  name: FleetText(FLEET_NAME_MAX, 'name'),
  version: FleetText(FLEET_VERSION_MAX, 'version'),
  enabled: z.boolean(),
  installType: FleetInstallType,
  permissions: z.array(FleetText(FLEET_PERMISSION_MAX, 'permissions')).max(FLEET_PERMISSIONS_MAX),
  hostPermissions: z
    .array(FleetText(FLEET_PERMISSION_MAX, 'hostPermissions'))
    .max(FLEET_PERMISSIONS_MAX),
  /** Where the browser asks for its updates; null without one (unpacked, most sideloads). */
  updateUrl: FleetText(FLEET_UPDATE_URL_MAX, 'updateUrl').nullable(),
});
export type FleetReportedExtension = z.infer<typeof FleetReportedExtension>;

/** POST /ajax/fleet/report: the browser's whole list, which replaces the one reported before. */
export const FleetReport = z.object({
  browserId: FleetBrowserId,
  secret: FleetBrowserSecret,
  /** The group the browser's managed settings name; null or absent: the default group. */
  groupId: GroupId.nullable().optional(),
  extensions: z.array(FleetReportedExtension).max(FLEET_REPORT_MAX_EXTENSIONS),
});
export type FleetReport = z.infer<typeof FleetReport>;

/**
 * Where an extension comes from, by its update URL: the store itself (its update service, a
 * group's address included), the Chrome Web Store, Microsoft Edge Add-ons, another update
 * server, or none (loaded unpacked, or a package without an update URL).
 */
export const FLEET_SOURCES = [
  'store',
  'chrome-web-store',
  'edge-add-ons',
  'other',
  'unpacked',
] as const;
export const FleetSource = z.enum(FLEET_SOURCES);
export type FleetSource = z.infer<typeof FleetSource>;

/**
 * The source of a reported extension, given the store's own update service addresses (one per
 * origin the store answers on).
 */
export function fleetSource(
  updateUrl: string | null,
  installType: FleetInstallType,
  storeUpdateUrls: readonly string[],
): FleetSource {
  if (!updateUrl) return installType === 'development' ? 'unpacked' : 'other';
  let url: URL;
  try {
    url = new URL(updateUrl);
  } catch {
    return 'other';
  }
  const plain = `${url.origin}${url.pathname}`;
  if (storeUpdateUrls.includes(plain)) return 'store';
  if (plain === CHROME_WEB_STORE_UPDATE_URL) return 'chrome-web-store';
  if (plain === EDGE_ADDONS_UPDATE_URL) return 'edge-add-ons';
  return 'other';
}

const Count = z.number().int();

/** One extension of the fleet list. */
export const FleetExtension = z.object({
  extensionId: z.string(),
  /** The name browsers report most (the store's name for its own items with no report). */
  name: z.string(),
  /** Browsers that have it installed, and of them those that have it turned on. */
  browsers: Count,
  enabledBrowsers: Count,
  versions: z.array(z.object({ version: z.string(), browsers: Count })),
  groups: z.array(z.object({ groupId: z.string(), name: z.string(), browsers: Count })),
  permissions: z.array(z.string()),
  hostPermissions: z.array(z.string()),
  installTypes: z.array(FleetInstallType),
  sources: z.array(FleetSource),
  updateUrls: z.array(z.string()),
  /** Whether the store hosts the item, and whether it is one of the items from elsewhere. */
  storeItem: z.boolean(),
  outsideItem: z.boolean(),
  /** Null for a store item no browser has reported. */
  firstSeenAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** The risk score with its reasons (fleet-risk.ts). */
  risk: FleetRisk,
});
export type FleetExtension = z.infer<typeof FleetExtension>;

/** GET /admin/api/fleet/extensions. */
export const FleetExtensionList = z.object({
  extensions: z.array(FleetExtension),
  total: Count,
  page: Count,
  pageSize: Count,
  /** Browsers in the inventory (heard from within the retention), and the retention in days. */
  browserCount: Count,
  retentionDays: Count,
});
export type FleetExtensionList = z.infer<typeof FleetExtensionList>;

export const FLEET_SORTS = ['browsers', 'name', 'lastSeen'] as const;

/** The filters of the fleet list and of its CSV export (GET /admin/api/fleet/extensions.csv). */
export const FleetQuery = z.object({
  group: GroupId.optional(),
  permission: z.string().trim().max(FLEET_PERMISSION_MAX).optional(),
  source: FleetSource.optional(),
  risk: RiskLevel.optional(),
  /** Part of an id or a name. */
  q: z.string().trim().max(FLEET_NAME_MAX).optional(),
  sort: z.enum(FLEET_SORTS).default('browsers'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type FleetQuery = z.infer<typeof FleetQuery>;

/** One browser that has the extension, on the extension's page. */
export const FleetBrowser = z.object({
  browserId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  version: z.string(),
  enabled: z.boolean(),
  installType: FleetInstallType,
  lastSeenAt: z.string(),
});
export type FleetBrowser = z.infer<typeof FleetBrowser>;

/** What each group's policy says of the extension now (null: no entry of its own). */
export const FleetGroupEntry = z.object({
  groupId: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  installMode: z.enum(['open', 'allowlist']),
  mode: GroupItemMode.nullable(),
});
export type FleetGroupEntry = z.infer<typeof FleetGroupEntry>;

/** GET /admin/api/fleet/extensions/:extensionId. */
export const FleetExtensionDetail = FleetExtension.extend({
  browserList: z.array(FleetBrowser),
  groupEntries: z.array(FleetGroupEntry),
  /** Whether an administrator blocked it for the whole store (a store item or one from elsewhere). */
  blockedForStore: z.boolean(),
});
export type FleetExtensionDetail = z.infer<typeof FleetExtensionDetail>;

export const FleetExtensionParams = z.object({
  extensionId: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
});

/**
 * A CSV cell that a spreadsheet reads as text: quoted, quotes doubled, and a leading `=`, `+`,
 * `-`, `@`, tab or carriage return (which would start a formula) escaped with an apostrophe.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
