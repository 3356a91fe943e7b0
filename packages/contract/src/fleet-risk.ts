import { z } from 'zod';
import type { RemoteCodePattern } from './code-review.js';
import { reachOf } from './host-patterns.js';

/**
 * The fleet's risk score of an extension: 0 to 100 points from documented factors, each with
 * its reason, so the console never shows a bare number (docs/fleet-risk.md has the table). The
 * same rule scores every extension browsers report and every store item, reported or not.
 *
 * - Permissions: each permission that lets an extension read or change what the person does
 *   weighs its points below (the most powerful, `debugger`, 30); together at most 45.
 * - Host access (content scripts' sites included): every site (`<all_urls>`, a `*` host, a
 *   wildcard over a top-level domain) 25; ten sites or more 10; fewer 5.
 * - Source: loaded unpacked 20, another update server 15, the Chrome Web Store or Edge
 *   Add-ons 5, this store 0 (its reviewers read every version).
 * - Code (store items, from the code viewer's heuristics over the live package): scripts or
 *   modules loaded from the network 15, evaluated strings 10 (string timers 5), obfuscated
 *   files 15; together at most 30.
 * - Age of the current version: out for less than 7 days 10, or 20 when the item is widely
 *   used (1000 active users in the store, or 100 browsers of the fleet); older than a year 5.
 * - Publisher: a store item moved to another developer account in the last year 25.
 * - Users: a store item with fewer than 100 active users 5 (few people to notice a bad
 *   update); wide use raises the weight of a new version (above).
 *
 * Levels: high from 50 points, medium from 20, low below.
 */

/** Points per permission, for the permissions that matter (any other weighs nothing). */
export const RISK_PERMISSION_POINTS: Readonly<Record<string, number>> = {
  debugger: 30,
  nativeMessaging: 20,
  proxy: 20,
  management: 15,
  cookies: 15,
  webRequestBlocking: 15,
  desktopCapture: 15,
  declarativeNetRequestWithHostAccess: 10,
  webRequest: 10,
  scripting: 10,
  history: 10,
  clipboardRead: 10,
  privacy: 10,
  contentSettings: 10,
  pageCapture: 10,
  tabCapture: 10,
  downloads: 5,
  tabs: 5,
  webNavigation: 5,
  declarativeNetRequest: 5,
  bookmarks: 5,
  topSites: 5,
  geolocation: 5,
};
export const RISK_PERMISSIONS_MAX = 45;
export const RISK_ALL_HOSTS_POINTS = 25;
export const RISK_MANY_HOSTS = 10;
export const RISK_MANY_HOSTS_POINTS = 10;
export const RISK_SOME_HOSTS_POINTS = 5;
export const RISK_SOURCE_POINTS = {
  store: 0,
  'chrome-web-store': 5,
  'edge-add-ons': 5,
  other: 15,
  unpacked: 20,
} as const;
/** Points per remote-code pattern the code viewer flags (each pattern counts once). */
export const RISK_REMOTE_CODE_POINTS: Readonly<Record<RemoteCodePattern, number>> = {
  remoteScript: 15,
  remoteImport: 15,
  eval: 10,
  newFunction: 10,
  executeScriptCode: 10,
  stringTimer: 5,
};
export const RISK_OBFUSCATED_POINTS = 15;
/** Code flags together add at most this. */
export const RISK_CODE_MAX = 30;
/** A version out for fewer days than this is new. */
export const RISK_NEW_VERSION_DAYS = 7;
export const RISK_NEW_VERSION_POINTS = 10;
export const RISK_NEW_VERSION_WIDE_POINTS = 20;
/** Widely used: this many active users of a store item, or this many browsers of the fleet. */
export const RISK_WIDE_USERS = 1000;
export const RISK_WIDE_BROWSERS = 100;
/** A version out for more days than this is unmaintained. */
export const RISK_STALE_VERSION_DAYS = 365;
export const RISK_STALE_VERSION_POINTS = 5;
/** A move to another developer account counts for this many days. */
export const RISK_OWNER_CHANGE_DAYS = 365;
export const RISK_OWNER_CHANGE_POINTS = 25;
/** A store item with fewer active users than this. */
export const RISK_FEW_USERS = 100;
export const RISK_FEW_USERS_POINTS = 5;
export const RISK_HIGH_FROM = 50;
export const RISK_MEDIUM_FROM = 20;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const RiskLevel = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevel>;

export const RISK_FACTORS = [
  'permission',
  'allHosts',
  'manyHosts',
  'someHosts',
  'source',
  'remoteCode',
  'obfuscated',
  'newVersion',
  'newVersionWide',
  'staleVersion',
  'ownerChanged',
  'fewUsers',
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

/** One factor's contribution: a code the console words, the points, and what it counted. */
export const RiskReason = z.object({
  factor: z.enum(RISK_FACTORS),
  points: z.number().int(),
  /**
   * What it counted: the permission, the number of sites, the source, the code pattern, the
   * number of obfuscated files, the version's age in days, the day of the owner change, or the
   * number of users.
   */
  detail: z.string(),
});
export type RiskReason = z.infer<typeof RiskReason>;

export const FleetRisk = z.object({
  score: z.number().int(),
  level: RiskLevel,
  reasons: z.array(RiskReason),
});
export type FleetRisk = z.infer<typeof FleetRisk>;

type SourceName = keyof typeof RISK_SOURCE_POINTS;

/** What the score reads of an extension; the last four are known for some extensions only. */
export interface FleetRiskInput {
  /** API permissions and host patterns: the union over browsers and, for a store item, its package. */
  permissions: readonly string[];
  hostPermissions: readonly string[];
  sources: readonly SourceName[];
  /** A store item's live package as the code viewer read it; null or absent when not read. */
  code?: { remotePatterns: readonly RemoteCodePattern[]; obfuscatedFiles: number } | null;
  /** When the current version arrived (ISO): published in the store, or first reported. */
  versionSince?: string | null;
  /** The last move of a store item to another developer account (ISO), if any. */
  ownerChangedAt?: string | null;
  /** Active users of a store item (`store`), or browsers of the fleet that report it. */
  users?: { count: number; audience: 'store' | 'fleet' } | null;
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function permissionReasons(permissions: readonly string[]): RiskReason[] {
  const reasons: RiskReason[] = [];
  let total = 0;
  const weighed = [...new Set(permissions)]
    .map((permission) => ({ permission, points: RISK_PERMISSION_POINTS[permission] ?? 0 }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points || (a.permission < b.permission ? -1 : 1));
  for (const { permission, points } of weighed) {
    const counted = Math.min(points, RISK_PERMISSIONS_MAX - total);
    if (counted <= 0) break;
    total += counted;
    reasons.push({ factor: 'permission', points: counted, detail: permission });
  }
  return reasons;
}

function hostReason(hostPermissions: readonly string[]): RiskReason[] {
  const hosts = new Set<string>();
  for (const pattern of hostPermissions) {
    const reach = reachOf(pattern);
    if (reach?.kind === 'all')
      return [{ factor: 'allHosts', points: RISK_ALL_HOSTS_POINTS, detail: '*' }];
    if (reach?.kind === 'host') hosts.add(reach.host);
  }
  if (hosts.size >= RISK_MANY_HOSTS) {
    return [{ factor: 'manyHosts', points: RISK_MANY_HOSTS_POINTS, detail: String(hosts.size) }];
  }
  if (hosts.size > 0) {
    return [{ factor: 'someHosts', points: RISK_SOME_HOSTS_POINTS, detail: String(hosts.size) }];
  }
  return [];
}

function codeReasons(code: FleetRiskInput['code']): RiskReason[] {
  if (!code) return [];
  const weighed: RiskReason[] = [...new Set(code.remotePatterns)].map((pattern) => ({
    factor: 'remoteCode',
    points: RISK_REMOTE_CODE_POINTS[pattern],
    detail: pattern,
  }));
  if (code.obfuscatedFiles > 0) {
    weighed.push({
      factor: 'obfuscated',
      points: RISK_OBFUSCATED_POINTS,
      detail: String(code.obfuscatedFiles),
    });
  }
  weighed.sort((a, b) => b.points - a.points || (a.detail < b.detail ? -1 : 1));
  const reasons: RiskReason[] = [];
  let total = 0;
  for (const reason of weighed) {
    const counted = Math.min(reason.points, RISK_CODE_MAX - total);
    if (counted <= 0) break;
    total += counted;
    reasons.push({ ...reason, points: counted });
  }
  return reasons;
}

function isWidelyUsed(users: FleetRiskInput['users']): boolean {
  if (!users) return false;
  return users.count >= (users.audience === 'store' ? RISK_WIDE_USERS : RISK_WIDE_BROWSERS);
}

function ageReasons(input: FleetRiskInput, now: Date): RiskReason[] {
  if (!input.versionSince) return [];
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(input.versionSince)) / DAY_MS));
  if (Number.isNaN(days)) return [];
  if (days < RISK_NEW_VERSION_DAYS) {
    return isWidelyUsed(input.users)
      ? [{ factor: 'newVersionWide', points: RISK_NEW_VERSION_WIDE_POINTS, detail: String(days) }]
      : [{ factor: 'newVersion', points: RISK_NEW_VERSION_POINTS, detail: String(days) }];
  }
  if (days > RISK_STALE_VERSION_DAYS) {
    return [{ factor: 'staleVersion', points: RISK_STALE_VERSION_POINTS, detail: String(days) }];
  }
  return [];
}

function ownerReason(changedAt: string | null | undefined, now: Date): RiskReason[] {
  if (!changedAt) return [];
  const at = Date.parse(changedAt);
  if (Number.isNaN(at) || now.getTime() - at > RISK_OWNER_CHANGE_DAYS * DAY_MS) return [];
  return [
    {
      factor: 'ownerChanged',
      points: RISK_OWNER_CHANGE_POINTS,
      detail: new Date(at).toISOString().slice(0, 10),
    },
  ];
}

function usersReason(users: FleetRiskInput['users']): RiskReason[] {
  // Only a store item's count is its whole audience; the fleet's browsers are a sample of it.
  if (users?.audience !== 'store' || users.count >= RISK_FEW_USERS) return [];
  return [{ factor: 'fewUsers', points: RISK_FEW_USERS_POINTS, detail: String(users.count) }];
}

/** The score of an extension, with every reason that adds to it (the riskiest source counts). */
export function fleetRisk(input: FleetRiskInput): FleetRisk {
  const now = input.now ?? new Date();
  const reasons: RiskReason[] = [
    ...permissionReasons(input.permissions),
    ...hostReason(input.hostPermissions),
  ];
  const source = [...input.sources].sort(
    (a, b) => RISK_SOURCE_POINTS[b] - RISK_SOURCE_POINTS[a],
  )[0];
  if (source && RISK_SOURCE_POINTS[source] > 0) {
    reasons.push({ factor: 'source', points: RISK_SOURCE_POINTS[source], detail: source });
  }
  reasons.push(
    ...codeReasons(input.code),
    ...ageReasons(input, now),
    ...ownerReason(input.ownerChangedAt, now),
    ...usersReason(input.users),
  );
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  const level: RiskLevel =
    score >= RISK_HIGH_FROM ? 'high' : score >= RISK_MEDIUM_FROM ? 'medium' : 'low';
  return { score, level, reasons };
}
