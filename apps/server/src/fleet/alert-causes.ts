import {
  compareItemVersions,
  FLEET_ALERT_RISE_FACTOR,
  FLEET_ALERT_RISE_MIN_BROWSERS,
  type FleetAlertDetails,
  type FleetAlertKind,
  widensHostAccess,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import {
  type AlertScope,
  loadNotAllowed,
  loadOwnerChanges,
  loadPresence,
  loadSeenVersions,
  type PresenceRow,
  type SeenVersion,
} from './alert-cause-queries.js';

/** A store item's update in review that asks for more than its published version (the case's flag). */
export interface ReviewAccessIncrease {
  itemId: string;
  fromVersion: string | null;
  toVersion: string;
  permissions: string[];
  hostPermissions: string[];
}

/** Reads the review flags of these store items (code-review/, handed in by the application). */
export type ReviewAccessIncreases = (
  itemIds: readonly string[],
) => Promise<readonly ReviewAccessIncrease[]>;

export interface AlertGroup {
  groupId: string;
  name: string;
}

/** One reason for an alert, as the fleet and the store show it now. */
export interface AlertCause {
  kind: FleetAlertKind;
  /** What makes it one alert: kind, extension and the group, version or change. */
  causeKey: string;
  extensionId: string;
  name: string;
  groups: AlertGroup[];
  details: FleetAlertDetails;
  browsers: number;
  /**
   * Keeps an alert already raised for this cause, but raises none: an unknown extension still
   * spreading after its rise, which is no longer sudden but not yet resolved.
   */
  keepsOnly?: boolean;
}

const NUMERIC_VERSION = /^\d+(\.\d+){0,3}$/;

function groupsOf(rows: readonly PresenceRow[]): AlertGroup[] {
  const groups = new Map(rows.map((row) => [row.groupId, row.groupName]));
  return [...groups]
    .map(([groupId, name]) => ({ groupId, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function sum(rows: readonly PresenceRow[], pick: (row: PresenceRow) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** Rows per key, in first-seen order. */
function byKey<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** What `version` asks for beyond the highest earlier version browsers reported. */
export function versionIncrease(
  versions: readonly SeenVersion[],
  version: string,
): { from: SeenVersion; permissions: string[]; hostPermissions: string[] } | null {
  if (!NUMERIC_VERSION.test(version)) return null;
  const now = versions.find((entry) => entry.version === version);
  const earlier = versions
    .filter((entry) => NUMERIC_VERSION.test(entry.version))
    .filter((entry) => compareItemVersions(entry.version, version) < 0)
    .sort((a, b) => compareItemVersions(b.version, a.version))[0];
  if (!now || !earlier) return null;
  const permissions = now.permissions
    .filter((entry) => !earlier.permissions.includes(entry))
    .sort();
  const hostPermissions = now.hostPermissions
    .filter((pattern) => widensHostAccess(pattern, earlier.hostPermissions))
    .sort();
  if (permissions.length === 0 && hostPermissions.length === 0) return null;
  return { from: earlier, permissions, hostPermissions };
}

function notAllowedCauses(rows: Awaited<ReturnType<typeof loadNotAllowed>>): AlertCause[] {
  return rows.map((row) => ({
    kind: 'not-allowed',
    causeKey: `not-allowed:${row.extensionId}:${row.groupId}`,
    extensionId: row.extensionId,
    name: row.name,
    groups: [{ groupId: row.groupId, name: row.groupName }],
    details: { kind: 'not-allowed', reason: row.reason },
    browsers: row.browsers,
  }));
}

async function fleetVersionCauses(db: Db, presence: readonly PresenceRow[]): Promise<AlertCause[]> {
  const outside = presence.filter((row) => row.known !== 'store');
  const seen = await loadSeenVersions(db, [...new Set(outside.map((row) => row.extensionId))]);
  const causes: AlertCause[] = [];
  for (const [key, rows] of byKey(outside, (row) => `${row.extensionId}@${row.version}`)) {
    const [first] = rows as [PresenceRow];
    const increase = versionIncrease(seen.get(first.extensionId) ?? [], first.version);
    if (!increase) continue;
    causes.push({
      kind: 'permissions-increased',
      causeKey: `permissions-increased:${key}`,
      extensionId: first.extensionId,
      name: first.name,
      groups: groupsOf(rows),
      details: {
        kind: 'permissions-increased',
        fromVersion: increase.from.version,
        toVersion: first.version,
        newPermissions: increase.permissions,
        newHostPermissions: increase.hostPermissions,
        seenIn: 'fleet',
        casePath: null,
      },
      browsers: sum(rows, (row) => row.browsers),
    });
  }
  return causes;
}

async function reviewCauses(
  byItem: ReadonlyMap<string, PresenceRow[]>,
  reviewAccess: ReviewAccessIncreases,
): Promise<AlertCause[]> {
  if (byItem.size === 0) return [];
  const increases = await reviewAccess([...byItem.keys()]);
  return increases.flatMap((increase) => {
    const rows = byItem.get(increase.itemId);
    if (!rows) return [];
    return [
      {
        kind: 'permissions-increased' as const,
        causeKey: `permissions-increased:${increase.itemId}@${increase.toVersion}`,
        extensionId: increase.itemId,
        name: rows[0]!.name,
        groups: groupsOf(rows),
        details: {
          kind: 'permissions-increased' as const,
          fromVersion: increase.fromVersion,
          toVersion: increase.toVersion,
          newPermissions: increase.permissions,
          newHostPermissions: increase.hostPermissions,
          seenIn: 'review' as const,
          casePath: `/admin/items/${increase.itemId}`,
        },
        browsers: sum(rows, (row) => row.browsers),
      },
    ];
  });
}

async function ownerCauses(
  db: Db,
  byItem: ReadonlyMap<string, PresenceRow[]>,
  now: Date,
): Promise<AlertCause[]> {
  const changes = await loadOwnerChanges(db, [...byItem.keys()], now);
  return [...changes.values()].map((change) => {
    const rows = byItem.get(change.itemId) ?? [];
    return {
      kind: 'owner-changed',
      causeKey: `owner-changed:${change.itemId}:${change.changeId}`,
      extensionId: change.itemId,
      name: rows[0]?.name ?? change.itemId,
      groups: groupsOf(rows),
      details: {
        kind: 'owner-changed',
        fromDeveloper: change.fromDeveloper,
        toDeveloper: change.toDeveloper,
        changedAt: change.changedAt.toISOString(),
      },
      browsers: sum(rows, (row) => row.browsers),
    };
  });
}

function riseCauses(presence: readonly PresenceRow[]): AlertCause[] {
  const unknown = byKey(
    presence.filter((row) => row.known === null),
    (row) => row.extensionId,
  );
  return [...unknown].map(([extensionId, rows]) => {
    const browsers = sum(rows, (row) => row.browsers);
    const previousBrowsers = sum(rows, (row) => row.earlierBrowsers);
    const rising =
      browsers >= FLEET_ALERT_RISE_MIN_BROWSERS &&
      browsers >= FLEET_ALERT_RISE_FACTOR * previousBrowsers;
    return {
      kind: 'unknown-rise',
      causeKey: `unknown-rise:${extensionId}`,
      extensionId,
      name: rows[0]!.name,
      groups: groupsOf(rows),
      details: { kind: 'unknown-rise', previousBrowsers },
      browsers,
      keepsOnly: !rising,
    };
  });
}

/** Every cause of an alert in the scope, as the inventory and the store show it at `now`. */
export async function findAlertCauses(
  db: Db,
  scope: AlertScope,
  reviewAccess: ReviewAccessIncreases,
  now: Date,
): Promise<AlertCause[]> {
  const [notAllowed, presence] = await Promise.all([
    loadNotAllowed(db, scope),
    loadPresence(db, scope, now),
  ]);
  const storeItems = byKey(
    presence.filter((row) => row.known === 'store'),
    (row) => row.extensionId,
  );
  const [versions, review, owners] = await Promise.all([
    fleetVersionCauses(db, presence),
    reviewCauses(storeItems, reviewAccess),
    ownerCauses(db, storeItems, now),
  ]);
  return [
    ...notAllowedCauses(notAllowed),
    ...versions,
    ...review,
    ...owners,
    ...riseCauses(presence),
  ];
}
