import { normalizeVisibility } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { openPrivateKey } from '../publishing/package/extension-key.js';
import { packCrx3 } from './crx3.js';
import { groupUpdateUrl } from './policy-settings.js';
import { repackWithManifest, signedManifest } from './repack.js';
import type { SigningContext } from './sign-package.js';

/**
 * A browser group's copies of the store's signed packages. Each group's policy file allows, in
 * an `"update_url:<the group's update address>"` entry, every extension whose manifest names that
 * address; the store signs such a copy (the item's own key, the manifest naming the group's
 * address) only for items the group allows, so allowing, approving and blocking reach browsers
 * without a new file. Copies are made on first request and kept per item, version and group.
 */

/** Modes of a group entry under which the group's browsers may have the item. */
const ALLOWING_MODES = new Set(['allowed', 'normal_installed', 'force_installed']);

/** What the store knows of an item for one group: whether it serves the group a copy. */
export type GroupItemAccess =
  | { status: 'allowed'; version: string | null }
  /** The group does not allow it, or the store blocked it for every group. */
  | { status: 'refused' }
  /** Not something visitors may install: not live, private, or not the store's. */
  | { status: 'unknown' };

/**
 * Items beside one group's rules for them: the item's state, whether it has its own key (only
 * such an item can be signed for a group), the group's install mode, the item's entry in the
 * group, and the live version. What groupAccessOf decides from.
 */
export function groupItemRows(db: Db, groupId: string) {
  return db
    .selectFrom('items')
    .leftJoin('item_keys', 'item_keys.item_id', 'items.id')
    .innerJoin('browser_groups as g', (join) => join.on('g.id', '=', groupId))
    .leftJoin('browser_group_items as e', (join) =>
      join.onRef('e.item_id', '=', 'items.id').onRef('e.group_id', '=', 'g.id'),
    )
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .leftJoin('packages', 'packages.id', 'listings.package_id')
    .select([
      'items.id',
      'items.live',
      'items.visibility',
      'items.blocked',
      'g.install_mode',
      'e.mode',
      'packages.version',
      'item_keys.item_id as keyed',
    ]);
}

/**
 * Whether the store serves an item to a group's browsers: a live, public, signed item the store
 * has not blocked, with a group entry that allows, pre-installs or requires it (an approved
 * request writes such an entry), or no entry in an open group. Gives the live version. The one
 * rule for a group's store page installs, its packages and its update address.
 */
export function groupAccessOf(row: {
  live: boolean;
  visibility: string;
  blocked: boolean;
  install_mode: string;
  mode: string | null;
  version: string | null;
  keyed: string | null;
}): GroupItemAccess {
  if (!row.keyed || !row.live || normalizeVisibility(row.visibility) === 'TRUSTED_TESTER') {
    return { status: 'unknown' };
  }
  if (row.blocked) return { status: 'refused' };
  const allowed = row.mode === null ? row.install_mode === 'open' : ALLOWING_MODES.has(row.mode);
  return allowed ? { status: 'allowed', version: row.version } : { status: 'refused' };
}

/** groupAccessOf for one item; `unknown` when the item or the group does not exist. */
export async function groupItemAccess(
  db: Db,
  groupId: string,
  itemId: string,
): Promise<GroupItemAccess> {
  const row = await groupItemRows(db, groupId).where('items.id', '=', itemId).executeTakeFirst();
  return row ? groupAccessOf(row) : { status: 'unknown' };
}

export interface GroupPackage {
  version: string;
  fileKey: string;
  sha256: string;
  size: number;
}

/** The group's stored copy of one version, if it was made. */
export async function findGroupPackage(
  db: Db,
  groupId: string,
  itemId: string,
  version: string,
): Promise<GroupPackage | null> {
  const row = await db
    .selectFrom('group_signed_packages')
    .select(['version', 'file_key', 'sha256', 'size'])
    .where('app_id', '=', itemId)
    .where('version', '=', version)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row
    ? { version: row.version, fileKey: row.file_key, sha256: row.sha256, size: Number(row.size) }
    : null;
}

/** The approved package of one version of an item, and the item's sealed key. */
async function approvedPackage(db: Db, itemId: string, version: string) {
  const approved = await db
    .selectFrom('signed_packages')
    .innerJoin('packages', 'packages.id', 'signed_packages.package_id')
    .innerJoin('item_keys', 'item_keys.item_id', 'signed_packages.app_id')
    .select(['packages.file_key as packageKey', 'item_keys.private_key'])
    .where('signed_packages.app_id', '=', itemId)
    .where('signed_packages.version', '=', version)
    .executeTakeFirst();
  if (approved) return approved;
  // A live package signed before its record named the package it came from.
  return db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .innerJoin('item_keys', 'item_keys.item_id', 'items.id')
    .select(['packages.file_key as packageKey', 'item_keys.private_key'])
    .where('items.id', '=', itemId)
    .where('packages.version', '=', version)
    .executeTakeFirst();
}

/**
 * The group's copy of one approved version of an item (the live version, or the version a
 * staged release holds), signed now when it was not yet: that package with `update_url` naming
 * the group's address, signed with the item's key. Null when the store has no such package. The
 * caller checks first that the group allows the item.
 */
export async function groupPackageOf(
  db: Db,
  context: SigningContext,
  groupId: string,
  itemId: string,
  version: string,
): Promise<GroupPackage | null> {
  const made = await findGroupPackage(db, groupId, itemId, version);
  if (made) return made;
  const row = await approvedPackage(db, itemId, version);
  if (!row) return null;
  const zip = await context.storage.read(row.packageKey);
  if (!zip) throw new Error(`the package file ${row.packageKey} of ${itemId} is missing`);
  const packed = await repackWithManifest(zip, (manifest) =>
    signedManifest(manifest, groupUpdateUrl(context.updateUrl, groupId)),
  );
  const crx = packCrx3(packed, openPrivateKey(row.private_key, context.keySecret));
  const stored = await context.storage.put(crx, 'crx');
  await db
    .insertInto('group_signed_packages')
    .values({
      app_id: itemId,
      version,
      group_id: groupId,
      file_key: stored.key,
      sha256: stored.sha256,
      size: stored.size,
    })
    .onConflict((conflict) => conflict.columns(['app_id', 'version', 'group_id']).doNothing())
    .execute();
  // Two first requests at once: both signed, the first record stands and both answer it.
  return findGroupPackage(db, groupId, itemId, version);
}

/**
 * A group's blocklist for its companions: the store-wide list, the store items the group
 * blocks or removes, and the items the store gave the group's browsers (a copy was made for
 * the group) that the group no longer allows (an entry taken away in an allowlist group, say).
 * Its date is the latest of the store-wide list's and the group's entries'.
 */
export async function loadGroupBlocklist(
  db: Db,
  groupId: string,
  storeWide: { ids: string[]; updatedAt: string | null },
): Promise<{ ids: string[]; updatedAt: string | null }> {
  const group = await db
    .selectFrom('browser_groups')
    .select('install_mode')
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) return storeWide;
  const entries = await db
    .selectFrom('browser_group_items')
    .select(['item_id', 'mode', 'updated_at'])
    .where('group_id', '=', groupId)
    .execute();
  const served = await db
    .selectFrom('group_signed_packages')
    .select('app_id')
    .distinct()
    .where('group_id', '=', groupId)
    .execute();
  const modes = new Map(entries.map((entry) => [entry.item_id, entry.mode]));
  const ids = new Set(storeWide.ids);
  for (const entry of entries) {
    if (!ALLOWING_MODES.has(entry.mode)) ids.add(entry.item_id);
  }
  for (const { app_id } of served) {
    const mode = modes.get(app_id);
    const allowed = mode === undefined ? group.install_mode === 'open' : ALLOWING_MODES.has(mode);
    if (!allowed) ids.add(app_id);
  }
  const dates = [
    storeWide.updatedAt,
    ...entries.map((entry) => new Date(entry.updated_at).toISOString()),
  ].filter((date): date is string => date !== null);
  return {
    ids: [...ids].sort(),
    updatedAt: dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : null,
  };
}
