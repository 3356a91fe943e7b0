import {
  FLEET_DETAIL_BROWSERS_MAX,
  type FleetBrowser,
  type FleetGroupEntry,
  type FleetInstallType,
  type Language,
} from '@lagoon/contract';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';

/** The browsers of the inventory that have the extension, most recently heard from first. */
export async function loadFleetBrowsers(
  db: Db,
  cutoff: Date,
  extensionId: string,
): Promise<FleetBrowser[]> {
  const rows = await db
    .selectFrom('fleet_extensions as fe')
    .innerJoin('fleet_browsers as b', 'b.id', 'fe.browser_id')
    .innerJoin('browser_groups as g', 'g.id', 'b.group_id')
    .select([
      'b.id',
      'b.group_id',
      'g.name',
      'fe.version',
      'fe.enabled',
      'fe.install_type',
      'b.last_seen_at',
    ])
    .where('fe.extension_id', '=', extensionId)
    .where('b.last_seen_at', '>=', cutoff)
    .orderBy('b.last_seen_at', 'desc')
    .orderBy('b.id')
    .limit(FLEET_DETAIL_BROWSERS_MAX)
    .execute();
  return rows.map((row) => ({
    browserId: row.id,
    groupId: row.group_id,
    groupName: row.name,
    version: row.version,
    enabled: row.enabled,
    installType: row.install_type as FleetInstallType,
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  }));
}

/** Every group with its own entry for the extension (a store item's or one from elsewhere). */
export async function loadFleetGroupEntries(
  db: Db,
  extensionId: string,
): Promise<FleetGroupEntry[]> {
  const rows = await db
    .selectFrom('browser_groups as g')
    .leftJoin('browser_group_items as gi', (join) =>
      join.onRef('gi.group_id', '=', 'g.id').on('gi.item_id', '=', extensionId),
    )
    .leftJoin('browser_group_outside_items as go', (join) =>
      join.onRef('go.group_id', '=', 'g.id').on('go.outside_id', '=', extensionId),
    )
    .select(['g.id', 'g.name', 'g.is_default', 'g.install_mode', 'gi.mode as item_mode'])
    .select('go.mode as outside_mode')
    .orderBy('g.is_default', 'desc')
    .orderBy('g.name')
    .execute();
  return rows.map((row) => ({
    groupId: row.id,
    name: row.name,
    isDefault: row.is_default,
    installMode: row.install_mode,
    mode: row.item_mode ?? row.outside_mode ?? null,
  }));
}

/**
 * What the store itself knows of an id: its own item (named in the interface language) or one
 * from elsewhere, and whether it is blocked for the whole store; null for neither.
 */
export async function loadKnownItem(
  db: Db,
  extensionId: string,
  language: Language,
): Promise<{ name: string; store: boolean; outside: boolean; blocked: boolean } | null> {
  const [item] = await loadCurationItems(db, { ids: [extensionId], limit: 1 }, language);
  if (item) {
    return { name: item.name ?? extensionId, store: true, outside: false, blocked: item.blocked };
  }
  const outside = await db
    .selectFrom('outside_items')
    .select(['name', 'name_ko', 'blocked'])
    .where('id', '=', extensionId)
    .executeTakeFirst();
  if (!outside) return null;
  return {
    name: (language === 'ko' && outside.name_ko) || outside.name,
    store: false,
    outside: true,
    blocked: outside.blocked,
  };
}
