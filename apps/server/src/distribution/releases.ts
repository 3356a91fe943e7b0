import { crxPath, normalizeVisibility } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { findHeldRelease, releasedVersion } from '../db/item-releases.js';
import type { Release } from './update-protocol.js';

/**
 * What the update service's plain address offers for one id: the signed package of an item's
 * live version while visitors may install it (live, not private to its owner, not blocked), or
 * of the version a staged release holds for everyone outside pilot groups (with the time it
 * stops, when promotion is automatic), or the newest package of the companion extension.
 * `publicUrl` makes the codebase absolute, as browsers need it.
 */
export async function loadRelease(
  db: Db,
  id: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<Release> {
  const item = await db
    .selectFrom('items')
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .leftJoin('packages', 'packages.id', 'listings.package_id')
    .select(['items.live', 'items.visibility', 'items.blocked', 'packages.version'])
    .where('items.id', '=', id)
    .executeTakeFirst();
  if (item) {
    if (item.blocked) return { status: 'blocked' };
    if (!item.live || normalizeVisibility(item.visibility) === 'TRUSTED_TESTER') {
      return { status: 'unknown' };
    }
    if (item.version === null) return { status: 'unknown' };
    const held = await findHeldRelease(db, id, now);
    const signed = await db
      .selectFrom('signed_packages')
      .select(['version', 'sha256'])
      .where('app_id', '=', id)
      .where('version', '=', releasedVersion(item.version, held, false))
      .executeTakeFirst();
    if (!signed) return { status: 'unknown' };
    return {
      ...available(id, signed.version, signed.sha256, publicUrl),
      ...(held?.promoteAt ? { expiresAt: held.promoteAt.getTime() } : {}),
    };
  }
  const companion = await db
    .selectFrom('signed_packages')
    .select(['version', 'sha256'])
    .where('app_id', '=', id)
    .where('package_id', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (companion) return available(id, companion.version, companion.sha256, publicUrl);
  return { status: 'unknown' };
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
