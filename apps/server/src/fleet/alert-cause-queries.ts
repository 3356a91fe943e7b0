import {
  FLEET_ALERT_OWNER_CHANGE_DAYS,
  FLEET_ALERT_RISE_WINDOW_HOURS,
  type FleetNotAllowedReason,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The SQL behind drift alerts: what the live inventory (browsers heard from since `cutoff`) and
 * the store say now, for every extension or only those of `scope`. alert-causes.ts turns these
 * rows into causes.
 */

export interface AlertScope {
  /** Browsers silent since before this are out of the inventory. */
  cutoff: Date;
  /** Only these extensions; null for every one. */
  extensionIds: readonly string[] | null;
  /** The companion is the store's own and never an alert. */
  companionId: string | null;
}

const MODES_THAT_ALLOW = ['allowed', 'normal_installed', 'force_installed'] as const;
const MODES_THAT_BLOCK = ['blocked', 'removed'] as const;

/** The live rows of the inventory in the scope (no rows for an empty scope). */
function liveExtensions(db: Db, scope: AlertScope) {
  let query = db
    .selectFrom('fleet_extensions as fe')
    .innerJoin('fleet_browsers as fb', 'fb.id', 'fe.browser_id')
    .innerJoin('browser_groups as g', 'g.id', 'fb.group_id')
    .where('fb.last_seen_at', '>=', scope.cutoff);
  if (scope.extensionIds) {
    const ids = scope.extensionIds.length > 0 ? [...scope.extensionIds] : [''];
    query = query.where('fe.extension_id', 'in', ids);
  }
  if (scope.companionId) query = query.where('fe.extension_id', '<>', scope.companionId);
  return query;
}

export interface NotAllowedRow {
  extensionId: string;
  name: string;
  groupId: string;
  groupName: string;
  browsers: number;
  reason: FleetNotAllowedReason;
}

/**
 * Extensions in browsers of a group whose policy does not allow them, per extension and group:
 * blocked for the whole store (a store item or one from elsewhere), blocked or removed by the
 * group's entry, or, in an allowlist group, without an entry that allows, installs or requires it.
 */
export async function loadNotAllowed(db: Db, scope: AlertScope): Promise<NotAllowedRow[]> {
  const rows = await liveExtensions(db, scope)
    .leftJoin('items as i', 'i.id', 'fe.extension_id')
    .leftJoin('outside_items as o', 'o.id', 'fe.extension_id')
    .leftJoin('browser_group_items as gi', (join) =>
      join.onRef('gi.group_id', '=', 'g.id').onRef('gi.item_id', '=', 'fe.extension_id'),
    )
    .leftJoin('browser_group_outside_items as go', (join) =>
      join.onRef('go.group_id', '=', 'g.id').onRef('go.outside_id', '=', 'fe.extension_id'),
    )
    .select([
      'fe.extension_id',
      'g.id as group_id',
      'g.name as group_name',
      sql<string>`max(fe.name)`.as('name'),
      sql<number>`count(*)::int`.as('browsers'),
      sql<boolean>`bool_or(coalesce(i.blocked, false) OR coalesce(o.blocked, false))`.as(
        'store_blocked',
      ),
      sql<boolean>`bool_or(coalesce(gi.mode, go.mode) IN ('blocked', 'removed'))`.as(
        'group_blocked',
      ),
    ])
    .where((eb) =>
      eb.or([
        eb('i.blocked', '=', true),
        eb('o.blocked', '=', true),
        eb('gi.mode', 'in', MODES_THAT_BLOCK),
        eb('go.mode', 'in', MODES_THAT_BLOCK),
        eb.and([
          eb('g.install_mode', '=', 'allowlist'),
          eb.or([eb('gi.mode', 'is', null), eb('gi.mode', 'not in', MODES_THAT_ALLOW)]),
          eb.or([eb('go.mode', 'is', null), eb('go.mode', 'not in', MODES_THAT_ALLOW)]),
        ]),
      ]),
    )
    .groupBy(['fe.extension_id', 'g.id', 'g.name'])
    .execute();
  return rows.map((row) => ({
    extensionId: row.extension_id,
    name: row.name,
    groupId: row.group_id,
    groupName: row.group_name,
    browsers: Number(row.browsers),
    reason: row.store_blocked
      ? 'blocked-for-store'
      : row.group_blocked
        ? 'blocked-in-group'
        : 'not-allowlisted',
  }));
}

export interface PresenceRow {
  extensionId: string;
  version: string;
  name: string;
  groupId: string;
  groupName: string;
  browsers: number;
  /** Browsers that first reported the extension more than a rise window ago. */
  earlierBrowsers: number;
  /** A store item, an item from elsewhere the store lists, or neither. */
  known: 'store' | 'outside' | null;
}

/**
 * Where each extension is, per version and group, with whether the store knows it: what
 * version increases, the store's own updates, developer changes and rises are measured on.
 */
export async function loadPresence(db: Db, scope: AlertScope, now: Date): Promise<PresenceRow[]> {
  const windowStart = new Date(now.getTime() - FLEET_ALERT_RISE_WINDOW_HOURS * 3_600_000);
  const rows = await liveExtensions(db, scope)
    .leftJoin('items as i', 'i.id', 'fe.extension_id')
    .leftJoin('outside_items as o', 'o.id', 'fe.extension_id')
    .select([
      'fe.extension_id',
      'fe.version',
      'g.id as group_id',
      'g.name as group_name',
      sql<string>`max(fe.name)`.as('name'),
      sql<number>`count(*)::int`.as('browsers'),
      sql<number>`(count(*) FILTER (WHERE fe.first_seen_at <= ${windowStart}))::int`.as(
        'earlier_browsers',
      ),
      sql<boolean>`bool_or(i.id IS NOT NULL)`.as('store_item'),
      sql<boolean>`bool_or(o.id IS NOT NULL)`.as('outside_item'),
    ])
    .groupBy(['fe.extension_id', 'fe.version', 'g.id', 'g.name'])
    .execute();
  return rows.map((row) => ({
    extensionId: row.extension_id,
    version: row.version,
    name: row.name,
    groupId: row.group_id,
    groupName: row.group_name,
    browsers: Number(row.browsers),
    earlierBrowsers: Number(row.earlier_browsers),
    known: row.store_item ? 'store' : row.outside_item ? 'outside' : null,
  }));
}

export interface SeenVersion {
  version: string;
  permissions: string[];
  hostPermissions: string[];
}

/** Every version browsers ever reported of these extensions, with what each asked for. */
export async function loadSeenVersions(
  db: Db,
  extensionIds: readonly string[],
): Promise<Map<string, SeenVersion[]>> {
  const seen = new Map<string, SeenVersion[]>();
  if (extensionIds.length === 0) return seen;
  const rows = await db
    .selectFrom('fleet_extension_versions')
    .select(['extension_id', 'version', 'permissions', 'host_permissions'])
    .where('extension_id', 'in', [...extensionIds])
    .execute();
  for (const row of rows) {
    const list = seen.get(row.extension_id) ?? [];
    list.push({
      version: row.version,
      permissions: row.permissions,
      hostPermissions: row.host_permissions,
    });
    seen.set(row.extension_id, list);
  }
  return seen;
}

/** Keeps what each reported version asks for, the first time any browser reports it. */
export async function recordSeenVersions(
  db: Db,
  extensions: readonly {
    id: string;
    version: string;
    permissions: readonly string[];
    hostPermissions: readonly string[];
  }[],
): Promise<void> {
  const byKey = new Map(extensions.map((entry) => [`${entry.id}@${entry.version}`, entry]));
  if (byKey.size === 0) return;
  await db
    .insertInto('fleet_extension_versions')
    .values(
      [...byKey.values()].map((entry) => ({
        extension_id: entry.id,
        version: entry.version,
        permissions: JSON.stringify([...new Set(entry.permissions)].sort()),
        host_permissions: JSON.stringify([...new Set(entry.hostPermissions)].sort()),
      })),
    )
    .onConflict((conflict) => conflict.columns(['extension_id', 'version']).doNothing())
    .execute();
}

export interface OwnerChangeRow {
  changeId: string;
  itemId: string;
  fromDeveloper: string | null;
  toDeveloper: string | null;
  changedAt: Date;
}

/**
 * The latest change of developer of each of these store items within the alert window; an item
 * that went back to the developer it had before the window's first change has none.
 */
export async function loadOwnerChanges(
  db: Db,
  itemIds: readonly string[],
  now: Date,
): Promise<Map<string, OwnerChangeRow>> {
  const latest = new Map<string, OwnerChangeRow>();
  if (itemIds.length === 0) return latest;
  const since = new Date(now.getTime() - FLEET_ALERT_OWNER_CHANGE_DAYS * 86_400_000);
  const rows = await db
    .selectFrom('item_owner_changes as c')
    .leftJoin('creators as f', 'f.id', 'c.from_creator_id')
    .leftJoin('creators as t', 't.id', 'c.to_creator_id')
    .select([
      sql<string>`c.id::text`.as('id'),
      sql<string>`trim(c.item_id)`.as('item_id'),
      'c.from_creator_id',
      'c.to_creator_id',
      'f.name as from_name',
      't.name as to_name',
      'c.changed_at',
    ])
    .where('c.item_id', 'in', [...itemIds])
    .where('c.changed_at', '>=', since)
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .execute();
  const firstFrom = new Map<string, string | null>();
  for (const row of rows) {
    if (!firstFrom.has(row.item_id)) firstFrom.set(row.item_id, row.from_creator_id);
    latest.set(row.item_id, {
      changeId: row.id,
      itemId: row.item_id,
      fromDeveloper: row.from_name,
      toDeveloper: row.to_name,
      changedAt: new Date(row.changed_at),
    });
    // Back with the developer it had before: nothing changed, as far as the window sees.
    if (row.to_creator_id !== null && row.to_creator_id === firstFrom.get(row.item_id)) {
      latest.delete(row.item_id);
    }
  }
  return latest;
}
