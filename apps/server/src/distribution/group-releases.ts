import { groupCrxPath } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { findHeldReleases, isPilotGroup, releasedVersion } from '../db/item-releases.js';
import {
  type GroupPackage,
  groupAccessOf,
  groupItemRows,
  groupPackageOf,
} from './group-packages.js';
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
  const rows = await groupItemRows(db, groupId).where('items.id', 'in', ids).execute();
  const allowed = new Map<string, string>();
  for (const row of rows) {
    const access = groupAccessOf(row);
    releases.set(row.id, access.status === 'refused' ? BLOCKED : UNKNOWN);
    if (access.status === 'allowed' && access.version !== null) allowed.set(row.id, access.version);
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
