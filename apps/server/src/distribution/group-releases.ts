import { groupCrxPath, normalizeVisibility } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { findHeldReleases, isPilotGroup, releasedVersion } from '../db/item-releases.js';
import { ALLOWING_MODES, type GroupPackage, groupPackageOf } from './group-packages.js';
import type { SigningContext } from './sign-package.js';
import type { Release } from './update-protocol.js';

const UNKNOWN: Release = Object.freeze({ status: 'unknown' });
const BLOCKED: Release = Object.freeze({ status: 'blocked' });
const FOREIGN: Release = Object.freeze({ status: 'unknown', foreign: true });

/** Whether a group exists. */
export async function groupExists(db: Db, groupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('browser_groups')
    .select('id')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a group's update address offers for each id: the group's copy of the version the group
 * receives for an item it allows (the live version, or, while a staged release holds it back
 * and the group is not a pilot group, the held version, with the promotion as `expiresAt`),
 * `blocked` (answered `restricted`) for an item the group or the store refuses, `unknown` for
 * anything else (marked `foreign` when no item has the id: nothing about it is counted). Every
 * id asked for is in the answer. A few queries whatever the number of ids;
 * a copy not made yet is signed now (once per item, version and group).
 */
export async function loadGroupReleases(
  db: Db,
  context: SigningContext,
  publicUrl: string,
  groupId: string,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, Release>> {
  const releases = new Map<string, Release>();
  for (const id of ids) releases.set(id, FOREIGN);
  if (ids.length === 0) return releases;
  const rows = await db
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
    ])
    .where('items.id', 'in', ids)
    .execute();
  const allowed = new Map<string, string>();
  for (const row of rows) {
    releases.set(row.id, UNKNOWN);
    // Only an item with its own key can be signed for a group.
    if (!row.keyed || !row.live || normalizeVisibility(row.visibility) === 'TRUSTED_TESTER') {
      continue;
    }
    const allows = row.mode === null ? row.install_mode === 'open' : ALLOWING_MODES.has(row.mode);
    if (row.blocked || !allows) releases.set(row.id, BLOCKED);
    else if (row.version !== null) allowed.set(row.id, row.version);
  }
  if (allowed.size === 0) return releases;
  const held = await findHeldReleases(db, [...allowed.keys()], now);
  const pilot = held.size > 0 && (await isPilotGroup(db, groupId));
  const given = new Map(
    [...allowed].map(([id, live]) => [id, releasedVersion(live, held.get(id) ?? null, pilot)]),
  );
  const made = await db
    .selectFrom('group_signed_packages')
    .select(['app_id', 'version', 'sha256'])
    .where('group_id', '=', groupId)
    .where('app_id', 'in', [...given.keys()])
    .where('version', 'in', [...new Set(given.values())])
    .execute();
  const copies = new Map<string, Pick<GroupPackage, 'version' | 'sha256'>>();
  for (const row of made) if (given.get(row.app_id) === row.version) copies.set(row.app_id, row);
  // The first check after an approval or an allow signs the group's copy (one at a time: each
  // is a package rewritten and signed).
  for (const [id, version] of given) {
    if (copies.has(id)) continue;
    const signed = await groupPackageOf(db, context, groupId, id, version);
    if (signed) copies.set(id, signed);
  }
  for (const [id, copy] of copies) {
    const promoteAt = pilot ? null : (held.get(id)?.promoteAt ?? null);
    releases.set(id, {
      status: 'available',
      version: copy.version,
      sha256: copy.sha256,
      codebase: `${publicUrl}${groupCrxPath(id, copy.version, groupId)}`,
      ...(promoteAt ? { expiresAt: promoteAt.getTime() } : {}),
    });
  }
  return releases;
}
