import type {
  InstallAccess,
  InstallRequestGroup,
  InstallRequestState,
  Language,
  OwnInstallRequest,
} from '@lagoon/contract';
import { crxPath, groupCrxPath, INSTALL_REQUESTS_PAGE_MAX } from '@lagoon/contract';
import { sql } from 'kysely';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import { findHeldRelease, releasedVersion } from '../db/item-releases.js';
import { isPublicItem } from '../db/item-visibility.js';
import { AppError } from '../http/errors.js';

/** Reads of install requests: a visitor's own, and the console's list grouped by item. */

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Names and icons of items in the language, by id. */
async function shownItems(db: Db, ids: string[], language: Language) {
  const unique = [...new Set(ids)];
  const items = await loadCurationItems(db, { ids: unique, limit: unique.length }, language);
  return new Map(items.map((item) => [item.extensionId, item]));
}

/** Modes of a group entry under which its browsers may already have the item. */
const HAS_ITEM = ['allowed', 'normal_installed', 'force_installed'];

/** The group a request names, or the default group; a group the store does not have is refused. */
export async function groupOf(db: Db, groupId: string | null | undefined) {
  const query = db.selectFrom('browser_groups').select(['id', 'install_mode', 'pilot']);
  const group = groupId
    ? await query.where('id', '=', groupId).executeTakeFirst()
    : await query.where('is_default', '=', true).executeTakeFirst();
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  return group;
}

/**
 * Whether a group lets its browsers have an item without asking: its entry for the item
 * allows, pre-installs or requires it, or, without an entry, the group is open (an open group
 * lets its browsers have any item it does not block).
 */
export async function groupAllowsItem(
  db: Db,
  group: { id: string; install_mode: string },
  itemId: string,
): Promise<boolean> {
  const entry = await db
    .selectFrom('browser_group_items')
    .select('mode')
    .where('group_id', '=', group.id)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return entry ? HAS_ITEM.includes(entry.mode) : group.install_mode === 'open';
}

/**
 * Whether the browser's group (the default group when none is named) lets it add an item,
 * and the signed-in visitor's latest request for it. Items the visitor cannot see are not found.
 */
export async function loadInstallAccess(
  db: Db,
  query: { extensionId: string; groupId?: string | null; userId: string | null },
  language: Language,
): Promise<InstallAccess> {
  const item = await db
    .selectFrom('items')
    .selectAll()
    .where('id', '=', query.extensionId)
    .executeTakeFirst();
  if (!item || !isPublicItem(item)) throw new AppError('EXTENSION_NOT_FOUND');
  const group = await groupOf(db, query.groupId);
  const allowed = await groupAllowsItem(db, group, item.id);
  const requests = query.userId
    ? await loadOwnRequests(db, query.userId, language, { itemId: item.id, limit: 1 })
    : [];
  return {
    allowed,
    request: requests[0] ?? null,
    crxUrl: allowed ? await packageFor(db, item, query.groupId ? group : null) : null,
  };
}

/**
 * The package Add opens in a browser of `group` (none: the store's own package): the version
 * the group receives (a staged release's new version in a pilot group, the held one elsewhere,
 * see db/item-releases.ts), as the group's copy when a group is named. Null when the store has
 * no signed package of it or the item is blocked (and, by the caller, when the group does not
 * allow it).
 */
async function packageFor(
  db: Db,
  item: { id: string; blocked: boolean },
  group: { id: string; pilot: boolean } | null,
): Promise<string | null> {
  if (item.blocked) return null;
  const live = await db
    .selectFrom('listings')
    .innerJoin('items', 'items.published_listing_id', 'listings.id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select('packages.version')
    .where('items.id', '=', item.id)
    .executeTakeFirst();
  if (!live) return null;
  const version = releasedVersion(
    live.version,
    await findHeldRelease(db, item.id),
    group?.pilot ?? false,
  );
  const signed = await db
    .selectFrom('signed_packages')
    .select('version')
    .where('app_id', '=', item.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!signed) return null;
  return group ? groupCrxPath(item.id, version, group.id) : crxPath(item.id, version);
}

/** The visitor's requests, newest first; of one item when one is named. */
export async function loadOwnRequests(
  db: Db,
  userId: string,
  language: Language,
  only: { itemId?: string; limit?: number } = {},
): Promise<OwnInstallRequest[]> {
  let query = db
    .selectFrom('install_requests as r')
    .innerJoin('browser_groups as g', 'g.id', 'r.group_id')
    .select([
      'r.id',
      'r.item_id',
      'r.group_id',
      'g.name as group_name',
      'r.reason',
      'r.state',
      'r.decision_reason',
      'r.created_at',
      'r.decided_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(only.limit ?? INSTALL_REQUESTS_PAGE_MAX);
  if (only.itemId) query = query.where('r.item_id', '=', only.itemId);
  const rows = await query.execute();
  const items = await shownItems(
    db,
    rows.map((row) => row.item_id),
    language,
  );
  return rows.map((row) => ({
    id: String(row.id),
    extensionId: row.item_id,
    itemName: items.get(row.item_id)?.name ?? row.item_id,
    itemIcon: items.get(row.item_id)?.icon ?? null,
    groupId: row.group_id,
    groupName: row.group_name,
    reason: row.reason,
    state: row.state,
    decisionReason: row.decision_reason,
    createdAt: iso(row.created_at) as string,
    decidedAt: iso(row.decided_at),
  }));
}

/** The declared permissions of each item's live package, by item id. */
async function packagePermissions(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { permissions: string[]; hosts: string[] }>();
  const rows = await db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select([
      'items.id',
      sql<unknown[]>`jsonb_path_query_array(packages.manifest, '$.permissions[*]')`.as(
        'manifest_permissions',
      ),
      sql<unknown[]>`jsonb_path_query_array(packages.manifest, '$.host_permissions[*]')`.as(
        'manifest_host_permissions',
      ),
    ])
    .where('items.id', 'in', ids)
    .execute();
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  return new Map(
    rows.map((row) => [
      row.id,
      {
        permissions: strings(row.manifest_permissions),
        hosts: strings(row.manifest_host_permissions),
      },
    ]),
  );
}

/**
 * The requests in a state, grouped by item: the items most asked for first, each with its
 * requests oldest first, the requester's name and address, the group and the reason.
 */
export async function loadRequestOverview(
  db: Db,
  state: InstallRequestState,
  language: Language,
): Promise<InstallRequestGroup[]> {
  const rows = await db
    .selectFrom('install_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('browser_groups as g', 'g.id', 'r.group_id')
    .select([
      'r.id',
      'r.item_id',
      'r.group_id',
      'g.name as group_name',
      'u.nickname',
      'u.email',
      'r.reason',
      'r.state',
      'r.decision_reason',
      'r.created_at',
      'r.decided_at',
    ])
    .where('r.state', '=', state)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(INSTALL_REQUESTS_PAGE_MAX)
    .execute();
  const ids = [...new Set(rows.map((row) => row.item_id))];
  const [items, declared] = await Promise.all([
    shownItems(db, ids, language),
    packagePermissions(db, ids),
  ]);
  const groups = new Map<string, InstallRequestGroup>();
  for (const row of rows) {
    let group = groups.get(row.item_id);
    if (!group) {
      const item = items.get(row.item_id);
      group = {
        extensionId: row.item_id,
        name: item?.name ?? row.item_id,
        icon: item?.icon ?? null,
        productType: item?.productType ?? 'extension',
        permissions: declared.get(row.item_id)?.permissions ?? [],
        hostPermissions: declared.get(row.item_id)?.hosts ?? [],
        openCount: 0,
        requests: [],
      };
      groups.set(row.item_id, group);
    }
    if (row.state === 'open') group.openCount += 1;
    group.requests.push({
      id: String(row.id),
      requester: { nickname: row.nickname, email: row.email },
      groupId: row.group_id,
      groupName: row.group_name,
      reason: row.reason,
      state: row.state,
      decisionReason: row.decision_reason,
      createdAt: iso(row.created_at) as string,
      decidedAt: iso(row.decided_at),
    });
  }
  return [...groups.values()].sort(
    (a, b) => b.requests.length - a.requests.length || a.name.localeCompare(b.name),
  );
}
