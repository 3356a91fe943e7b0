import { crxPath, normalizeVisibility } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { findHeldReleases, releasedVersion } from '../db/item-releases.js';
import type { Release } from './update-protocol.js';

const UNKNOWN: Release = Object.freeze({ status: 'unknown' });
const BLOCKED: Release = Object.freeze({ status: 'blocked' });
const FOREIGN: Release = Object.freeze({ status: 'unknown', foreign: true });

/**
 * What the update service's plain address offers for each id: the signed package of an item's
 * live version while visitors may install it (live, not private to its owner, not blocked), or
 * of the version a staged release holds for everyone outside pilot groups (with the time it
 * stops, when promotion is automatic), or the newest package of the companion extension.
 * `publicUrl` makes the codebase absolute, as browsers need it. At most four queries whatever
 * the number of ids (items, staged releases, signed packages, the companion's packages): every
 * id asked for is in the answer, `unknown` when the store has nothing to offer for it.
 */
export async function loadReleases(
  db: Db,
  ids: readonly string[],
  publicUrl: string,
  now: Date = new Date(),
): Promise<Map<string, Release>> {
  const releases = new Map<string, Release>();
  if (ids.length === 0) return releases;
  const items = await db
    .selectFrom('items')
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .leftJoin('packages', 'packages.id', 'listings.package_id')
    .select(['items.id', 'items.live', 'items.visibility', 'items.blocked', 'packages.version'])
    .where('items.id', 'in', ids)
    .execute();
  const installable = new Map<string, string>();
  const known = new Set<string>();
  for (const item of items) {
    known.add(item.id);
    if (item.blocked) releases.set(item.id, BLOCKED);
    else if (
      item.live &&
      normalizeVisibility(item.visibility) !== 'TRUSTED_TESTER' &&
      item.version !== null
    ) {
      installable.set(item.id, item.version);
    }
  }
  if (installable.size > 0) {
    const held = await findHeldReleases(db, [...installable.keys()], now);
    const offered = new Map(
      [...installable].map(([id, version]) => [
        id,
        releasedVersion(version, held.get(id) ?? null, false),
      ]),
    );
    const signed = await db
      .selectFrom('signed_packages')
      .select(['app_id', 'version', 'sha256'])
      .where('app_id', 'in', [...offered.keys()])
      .where('version', 'in', [...new Set(offered.values())])
      .execute();
    for (const row of signed) {
      if (offered.get(row.app_id) !== row.version) continue;
      const promoteAt = held.get(row.app_id)?.promoteAt;
      releases.set(row.app_id, {
        ...available(row.app_id, row.version, row.sha256, publicUrl),
        ...(promoteAt ? { expiresAt: promoteAt.getTime() } : {}),
      });
    }
  }
  const others = ids.filter((id) => !known.has(id));
  if (others.length > 0) {
    const companions = await db
      .selectFrom('signed_packages')
      .select(['app_id', 'version', 'sha256'])
      .where('app_id', 'in', others)
      .where('package_id', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    for (const row of companions) {
      if (!releases.has(row.app_id)) {
        releases.set(row.app_id, available(row.app_id, row.version, row.sha256, publicUrl));
      }
    }
  }
  for (const id of ids) if (!releases.has(id)) releases.set(id, known.has(id) ? UNKNOWN : FOREIGN);
  return releases;
}

function available(id: string, version: string, sha256: string, publicUrl: string) {
  return {
    status: 'available' as const,
    version,
    sha256,
    codebase: `${publicUrl}${crxPath(id, version)}`,
  };
}

/**
 * The stored file of one signed version, while it may be downloaded: the same rules as the
 * update service, except that an older version of an installable item stays available (its
 * URL is immutable and a browser may be midway through fetching it).
 */
export async function findSignedFile(
  db: Db,
  id: string,
  version: string,
): Promise<{ fileKey: string; size: number } | null> {
  const row = await db
    .selectFrom('signed_packages')
    .leftJoin('items', 'items.id', 'signed_packages.app_id')
    .select([
      'signed_packages.file_key',
      'signed_packages.size',
      'signed_packages.package_id',
      'items.live',
      'items.visibility',
      'items.blocked',
    ])
    .where('signed_packages.app_id', '=', id)
    .where('signed_packages.version', '=', version)
    .executeTakeFirst();
  if (!row) return null;
  const isCompanion = row.package_id === null && row.live === null;
  const installable =
    row.live === true &&
    row.blocked === false &&
    normalizeVisibility(row.visibility ?? 'TRUSTED_TESTER') !== 'TRUSTED_TESTER';
  if (!isCompanion && !installable) return null;
  return { fileKey: row.file_key, size: Number(row.size) };
}

/** Every blocked item id, and when the last block or unblock happened. */
export async function loadBlocklist(db: Db): Promise<{ ids: string[]; updatedAt: string | null }> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('blocked', '=', true)
    .orderBy('id')
    .execute();
  const last = await db
    .selectFrom('review_events')
    .select(({ fn }) => fn.max('created_at').as('at'))
    .where('action', 'in', ['blocked', 'unblocked'])
    .executeTakeFirst();
  const at = last?.at as Date | string | null | undefined;
  return {
    ids: rows.map((row) => row.id),
    updatedAt: at ? new Date(at).toISOString() : null,
  };
}
