import type {
  BrowserGroup,
  GroupItemMode,
  GroupItemSetting,
  Language,
  ToolbarPin,
} from '@lagoon/contract';
import { outsideSourceLabel } from '@lagoon/contract';
import { sql } from 'kysely';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import { policyChangedAt } from '../db/policy-changes.js';
import { fileUrl } from '../storage/storage.js';
import { withRollouts } from './policy-rollout.js';

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

const GROUP_COLUMNS = [
  'g.id',
  'g.name',
  'g.description',
  'g.is_default',
  'g.install_mode',
  'g.pilot',
  'g.inventory',
  'g.blocked_permissions',
  'g.runtime_blocked_hosts',
  'g.runtime_allowed_hosts',
  'g.blocked_install_message',
  'g.policy_changed_at',
  'g.created_at',
] as const;

function laterOf(group: Date, store: string | null): string {
  const own = group.toISOString();
  return store !== null && store > own ? store : own;
}

/** A group's own settings, without which copy of its file its browsers run (policy-rollout.ts). */
export type GroupRecord = Omit<BrowserGroup, 'policyRollout'>;

/**
 * A group as its file and the console read it. Its policy also changes with what every group's
 * file says (a store-wide block, the companion's id), so it reports the later of its own change
 * and the store's.
 */
function present(row: GroupQueryRow, storeChangedAt: string | null): GroupRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    pilot: row.pilot,
    inventory: row.inventory,
    installMode: row.install_mode,
    blockedPermissions: row.blocked_permissions,
    runtimeBlockedHosts: row.runtime_blocked_hosts,
    runtimeAllowedHosts: row.runtime_allowed_hosts,
    blockedInstallMessage: row.blocked_install_message,
    itemCount: Number(row.item_count),
    policyChangedAt: laterOf(row.policy_changed_at, storeChangedAt),
    createdAt: row.created_at.toISOString(),
  };
}

function groupsQuery(db: Db) {
  return db
    .selectFrom('browser_groups as g')
    .select(GROUP_COLUMNS)
    .select(
      sql<number>`(select count(*) from browser_group_items gi where gi.group_id = g.id)
        + (select count(*) from browser_group_outside_items go where go.group_id = g.id)`.as(
        'item_count',
      ),
    );
}

type GroupQueryRow = Awaited<ReturnType<ReturnType<typeof groupsQuery>['executeTakeFirstOrThrow']>>;

/** Every group, the default first, then by name. */
export async function loadGroups(db: Db): Promise<BrowserGroup[]> {
  const [rows, storeChangedAt] = await Promise.all([
    groupsQuery(db).orderBy('g.is_default', 'desc').orderBy(sql`lower(g.name)`).execute(),
    policyChangedAt(db),
  ]);
  return withRollouts(
    db,
    rows.map((row) => present(row, storeChangedAt)),
  );
}

/** One group, or null when no group has the id. */
export async function findGroup(db: Db, groupId: string): Promise<GroupRecord | null> {
  const [row, storeChangedAt] = await Promise.all([
    groupsQuery(db).where('g.id', '=', groupId).executeTakeFirst(),
    policyChangedAt(db),
  ]);
  return row ? present(row, storeChangedAt) : null;
}

/** The store's default group: the one every store has from its first start. */
export async function findDefaultGroup(db: Db): Promise<GroupRecord> {
  const [row, storeChangedAt] = await Promise.all([
    groupsQuery(db).where('g.is_default', '=', true).executeTakeFirstOrThrow(),
    policyChangedAt(db),
  ]);
  return present(row, storeChangedAt);
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
    .select([
      'item_id',
      'mode',
      'blocked_permissions',
      'runtime_blocked_hosts',
      'runtime_allowed_hosts',
      'minimum_version',
      'toolbar_pin',
      'blocked_install_message',
      'updated_at',
    ])
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
