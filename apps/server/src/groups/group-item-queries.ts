import type { GroupItemMode, GroupItemSetting, Language, ToolbarPin } from '@lagoon/contract';
import { outsideSourceLabel } from '@lagoon/contract';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import { fileUrl } from '../storage/storage.js';

// What a browser group holds: its entries for store items and for items from elsewhere, with
// their modes and limits, as the console lists them and as the policy builder reads them.

/** The columns an entry row holds in both entry tables (store items' and items from elsewhere). */
export interface EntryRow {
  mode: GroupItemMode;
  blocked_permissions: string[];
  runtime_blocked_hosts: string[];
  runtime_allowed_hosts: string[];
  minimum_version: string | null;
  toolbar_pin: ToolbarPin | null;
  blocked_install_message: string | null;
}

/** The columns of EntryRow, as both entry tables name them. */
export const ENTRY_ROW_COLUMNS = [
  'mode',
  'blocked_permissions',
  'runtime_blocked_hosts',
  'runtime_allowed_hosts',
  'minimum_version',
  'toolbar_pin',
  'blocked_install_message',
] as const;

/** An entry row's mode and limits, under the names the API and the policy builder use. */
export function entryFields(row: EntryRow) {
  return {
    mode: row.mode,
    blockedPermissions: row.blocked_permissions,
    runtimeBlockedHosts: row.runtime_blocked_hosts,
    runtimeAllowedHosts: row.runtime_allowed_hosts,
    minimumVersion: row.minimum_version,
    toolbarPin: row.toolbar_pin,
    blockedInstallMessage: row.blocked_install_message,
  };
}

/**
 * The permissions each store item's published version asks for (its package's manifest
 * `permissions`, as the upload recorded them), by item id; an item with none published is left
 * out.
 */
async function livePermissions(db: Db, itemIds: string[]): Promise<Map<string, string[]>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('listings as l', 'l.id', 'i.published_listing_id')
    .innerJoin('packages as p', 'p.id', 'l.package_id')
    .select(['i.id', 'p.permissions'])
    .where('i.id', 'in', itemIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.permissions]));
}

/**
 * What Chromium refuses of an entry: the asked permissions its blocked list names (the entry's
 * own list when it sets one, else the group's, as the group's file writes it).
 */
function refusedPermissions(
  mode: GroupItemSetting['mode'],
  asked: readonly string[],
  own: readonly string[],
  groupBlocked: readonly string[],
): string[] {
  if (mode === 'blocked' || mode === 'removed') return [];
  const blocked = new Set(own.length > 0 ? own : groupBlocked);
  return asked.filter((permission) => blocked.has(permission)).sort();
}

/**
 * A group's item entries, by item id, named in the interface language; `groupBlocked` is the
 * group's own blocked-permission list, which entries without one of their own follow.
 */
export async function loadGroupItems(
  db: Db,
  groupId: string,
  language: Language,
  groupBlocked: readonly string[] = [],
): Promise<GroupItemSetting[]> {
  const rows = await db
    .selectFrom('browser_group_items')
    .select([...ENTRY_ROW_COLUMNS, 'item_id', 'updated_at'])
    .where('group_id', '=', groupId)
    .orderBy('item_id')
    .execute();
  const shown = new Map(
    (rows.length === 0
      ? []
      : await loadCurationItems(
          db,
          { ids: rows.map((row) => row.item_id), limit: rows.length },
          language,
        )
    ).map((item) => [item.extensionId, item]),
  );
  const asked = await livePermissions(
    db,
    rows.map((row) => row.item_id),
  );
  const stored = rows.map((row): GroupItemSetting => {
    const item = shown.get(row.item_id);
    return {
      extensionId: row.item_id,
      name: item?.name ?? row.item_id,
      icon: item?.icon ?? null,
      productType: item?.productType ?? 'extension',
      ...entryFields(row),
      refusedPermissions: refusedPermissions(
        row.mode,
        asked.get(row.item_id) ?? [],
        row.blocked_permissions,
        groupBlocked,
      ),
      updatedAt: row.updated_at.toISOString(),
    };
  });
  const outside = await loadOutsideEntries(db, groupId, language);
  return [...stored, ...outside].sort((a, b) => a.extensionId.localeCompare(b.extensionId));
}

const ENTRY_COLUMNS = [
  'go.mode',
  'go.blocked_permissions',
  'go.runtime_blocked_hosts',
  'go.runtime_allowed_hosts',
  'go.minimum_version',
  'go.toolbar_pin',
  'go.blocked_install_message',
] as const;

/** A group's entries for items from elsewhere, named in the interface language, with their source. */
async function loadOutsideEntries(
  db: Db,
  groupId: string,
  language: Language,
): Promise<GroupItemSetting[]> {
  const rows = await db
    .selectFrom('browser_group_outside_items as go')
    .innerJoin('outside_items as o', 'o.id', 'go.outside_id')
    .select(['o.id', 'o.name', 'o.name_ko', 'o.icon_key', 'o.update_url', 'go.updated_at'])
    .select(ENTRY_COLUMNS)
    .where('go.group_id', '=', groupId)
    .execute();
  return rows.map((row) => ({
    extensionId: row.id,
    name: (language === 'ko' && row.name_ko) || row.name,
    icon: row.icon_key ? fileUrl(row.icon_key) : null,
    productType: 'extension',
    source: outsideSourceLabel(row.update_url, language),
    ...entryFields(row),
    refusedPermissions: [],
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** One item's entry in a group, as a policy file needs it. */
export interface GroupPolicyRow {
  extensionId: string;
  productType: string;
  /** A web app's start URL, from its live listing. */
  webAppUrl: string | null;
  mode: GroupItemMode;
  blockedPermissions: string[];
  runtimeBlockedHosts: string[];
  runtimeAllowedHosts: string[];
  minimumVersion: string | null;
  toolbarPin: ToolbarPin | null;
  blockedInstallMessage: string | null;
  /** An item from elsewhere's own update URL; null for a store item, served by the store. */
  updateUrl: string | null;
}

/** Every entry of a group with what the policy needs of its item, by item id. */
export async function loadGroupPolicyRows(db: Db, groupId: string): Promise<GroupPolicyRow[]> {
  const rows = await db
    .selectFrom('browser_group_items as gi')
    .innerJoin('items', 'items.id', 'gi.item_id')
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .select([
      'gi.item_id',
      'items.product_type',
      'listings.web_url',
      'gi.mode',
      'gi.blocked_permissions',
      'gi.runtime_blocked_hosts',
      'gi.runtime_allowed_hosts',
      'gi.minimum_version',
      'gi.toolbar_pin',
      'gi.blocked_install_message',
    ])
    .where('gi.group_id', '=', groupId)
    .orderBy('gi.item_id')
    .execute();
  const stored = rows.map((row) => ({
    extensionId: row.item_id,
    productType: row.product_type,
    webAppUrl: row.web_url ?? null,
    ...entryFields(row),
    updateUrl: null,
  }));
  const outside = await db
    .selectFrom('browser_group_outside_items as go')
    .innerJoin('outside_items as o', 'o.id', 'go.outside_id')
    .select(['o.id', 'o.update_url'])
    .select(ENTRY_COLUMNS)
    .where('go.group_id', '=', groupId)
    .execute();
  return [
    ...stored,
    ...outside.map((row) => ({
      extensionId: row.id,
      productType: 'extension',
      webAppUrl: null,
      ...entryFields(row),
      updateUrl: row.update_url,
    })),
  ].sort((a, b) => a.extensionId.localeCompare(b.extensionId));
}
