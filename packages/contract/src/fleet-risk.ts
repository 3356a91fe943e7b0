import { z } from 'zod';
import { reachOf } from './host-patterns.js';

/**
 * The fleet's risk score of an extension: 0 to 100 points from documented factors, each with
 * its reason, so the console never shows a bare number (docs/fleet-risk.md has the table). It is
 * computed from what browsers report of the extension (its permissions, host permissions,
 * source and install type), the same way for every extension seen and every store item.
 *
 * - Permissions: each permission that lets an extension read or change what the person does
 *   weighs its points below (the most powerful, `debugger`, 30); together at most 45.
 * - Host access: every site (`<all_urls>`, a `*` host, a wildcard over a top-level domain)
 *   25; ten sites or more 10; fewer 5.
 * - Source: loaded unpacked 20, another update server 15, the Chrome Web Store or Edge
 *   Add-ons 5, this store 0 (its reviewers read every version).
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
export const RISK_HIGH_FROM = 50;
export const RISK_MEDIUM_FROM = 20;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const RiskLevel = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** One factor's contribution: a code the console words, the points, and what it counted. */
export const RiskReason = z.object({
  factor: z.enum(['permission', 'allHosts', 'manyHosts', 'someHosts', 'source']),
  points: z.number().int(),
  /** The permission, the number of sites, or the source. */
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

/** The score of what browsers report of an extension (the most risky source counts). */
export function fleetRisk(input: {
  permissions: readonly string[];
  hostPermissions: readonly string[];
  sources: readonly SourceName[];
}): FleetRisk {
  const reasons: RiskReason[] = [];
  let permissionPoints = 0;
  const weighed = [...new Set(input.permissions)]
    .map((permission) => ({ permission, points: RISK_PERMISSION_POINTS[permission] ?? 0 }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points || (a.permission < b.permission ? -1 : 1));
  for (const { permission, points } of weighed) {
    const counted = Math.min(points, RISK_PERMISSIONS_MAX - permissionPoints);
    if (counted <= 0) break;
    permissionPoints += counted;
    reasons.push({ factor: 'permission', points: counted, detail: permission });
  }
  const hosts = new Set<string>();
  let allHosts = false;
  for (const pattern of input.hostPermissions) {
    const reach = reachOf(pattern);
    if (reach?.kind === 'all') allHosts = true;
    else if (reach?.kind === 'host') hosts.add(reach.host);
  }
  if (allHosts) reasons.push({ factor: 'allHosts', points: RISK_ALL_HOSTS_POINTS, detail: '*' });
  else if (hosts.size >= RISK_MANY_HOSTS) {
    reasons.push({
      factor: 'manyHosts',
      points: RISK_MANY_HOSTS_POINTS,
      detail: String(hosts.size),
    });
  } else if (hosts.size > 0) {
    reasons.push({
      factor: 'someHosts',
      points: RISK_SOME_HOSTS_POINTS,
      detail: String(hosts.size),
    });
  }
  const source = [...input.sources].sort(
    (a, b) => RISK_SOURCE_POINTS[b] - RISK_SOURCE_POINTS[a],
  )[0];
  if (source && RISK_SOURCE_POINTS[source] > 0) {
    reasons.push({ factor: 'source', points: RISK_SOURCE_POINTS[source], detail: source });
  }
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  const level: RiskLevel =
    score >= RISK_HIGH_FROM ? 'high' : score >= RISK_MEDIUM_FROM ? 'medium' : 'low';
  return { score, level, reasons };
}
