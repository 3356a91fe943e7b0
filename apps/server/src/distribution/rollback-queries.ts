import {
  compareItemVersions,
  isWebAppType,
  type Language,
  normalizeVisibility,
  type PublishedVersion,
  type RollbackItemRefusal,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { loadPublications } from '../versions/published-versions.js';
import { loadPublishedVersions } from '../versions/version-queries.js';

/**
 * What a rollback reads of an item: its live package, its draft's, whether the store holds its
 * signing key, every version ever uploaded or signed for it, and the earlier published versions
 * with the package each one published.
 */
export interface RollbackState {
  item: ItemRow;
  live: { packageId: number; version: string; defaultLocale: string } | null;
  draftPackageId: number | null;
  hasKey: boolean;
  /** The highest version of every package uploaded or signed for the item. */
  highestVersion: string | null;
  /** Every published version, newest first, as the version history shows it. */
  versions: PublishedVersion[];
  /** The earlier published versions (all but the live one), with the package each published. */
  candidates: { version: string; packageId: number }[];
}

/**
 * The item `itemId` (another developer's answers as missing with `creatorId`), locked until the
 * transaction ends when `forUpdate`, so two rollbacks or a rollback and a developer's edit never
 * interleave. Null when there is no such item.
 */
export async function loadRollbackState(
  db: Db,
  itemId: string,
  options: { creatorId?: string; forUpdate?: boolean; language?: Language } = {},
): Promise<RollbackState | null> {
  let query = db.selectFrom('items').selectAll().where('id', '=', itemId);
  if (options.creatorId !== undefined) query = query.where('creator_id', '=', options.creatorId);
  const item = await (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!item) return null;
  const listingIds = [item.published_listing_id, item.draft_listing_id].filter(
    (id): id is number => id !== null,
  );
  const [listings, key, uploaded, signed, publications, published] = await Promise.all([
    listingIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('listings')
          .leftJoin('packages', 'packages.id', 'listings.package_id')
          .select([
            'listings.id',
            'listings.package_id',
            'listings.default_locale',
            'packages.version',
          ])
          .where('listings.id', 'in', listingIds)
          .execute(),
    db.selectFrom('item_keys').select('item_id').where('item_id', '=', itemId).executeTakeFirst(),
    db.selectFrom('packages').select(['id', 'version']).where('item_id', '=', itemId).execute(),
    db.selectFrom('signed_packages').select('version').where('app_id', '=', itemId).execute(),
    loadPublications(db, itemId),
    loadPublishedVersions(db, item, options.language ?? 'en'),
  ]);
  const publishedListing = listings.find((row) => row.id === item.published_listing_id);
  const draftListing = listings.find((row) => row.id === item.draft_listing_id);
  const live =
    publishedListing?.package_id != null && publishedListing.version != null
      ? {
          packageId: Number(publishedListing.package_id),
          version: publishedListing.version,
          defaultLocale: publishedListing.default_locale,
        }
      : null;
  const versions = [...uploaded.map((row) => row.version), ...signed.map((row) => row.version)];
  const highestVersion = versions.reduce<string | null>(
    (highest, version) =>
      highest === null || compareItemVersions(version, highest) > 0 ? version : highest,
    null,
  );
  // A version's package: the one its publication recorded, else the newest upload of it.
  const packageOf = (version: string): number | null => {
    for (const publication of publications.values()) {
      const row = uploaded.find((entry) => Number(entry.id) === publication.packageId);
      if (row?.version === version) return publication.packageId;
    }
    const rows = uploaded.filter((row) => row.version === version).map((row) => Number(row.id));
    return rows.length > 0 ? Math.max(...rows) : null;
  };
  const candidates = published.flatMap((entry) => {
    if (entry.current || (live && compareItemVersions(entry.version, live.version) === 0)) {
      return [];
    }
    const packageId = packageOf(entry.version);
    return packageId === null ? [] : [{ version: entry.version, packageId }];
  });
  return {
    item,
    live,
    draftPackageId: draftListing?.package_id == null ? null : Number(draftListing.package_id),
    hasKey: key !== undefined,
    highestVersion,
    versions: published,
    candidates,
  };
}

/**
 * Why the item cannot be rolled back now, whatever version is asked for, or null when it can:
 * it must be installable by visitors (published, public or unlisted, not turned private), not
 * blocked, not in review, without an unpublished package in its draft, and signed by the store.
 * A web app has no package (WRONG_ITEM_TYPE, thrown by the caller).
 */
export function rollbackRefusal(state: RollbackState): RollbackItemRefusal | null {
  const { item } = state;
  if (item.blocked) return 'ROLLBACK_ITEM_BLOCKED';
  if (
    state.live === null ||
    !item.live ||
    item.private_at !== null ||
    normalizeVisibility(item.visibility) === 'TRUSTED_TESTER'
  ) {
    return 'ROLLBACK_NOT_LIVE';
  }
  if (item.review_state === 'IN_REVIEW') return 'ROLLBACK_IN_REVIEW';
  if (state.draftPackageId !== null && state.draftPackageId !== state.live.packageId) {
    return 'ROLLBACK_UPDATE_PENDING';
  }
  if (!state.hasKey) return 'ROLLBACK_NOT_SIGNED';
  return null;
}

/** Whether the item is a web app, which has no package to roll back. */
export function isWebApp(state: RollbackState): boolean {
  return isWebAppType(state.item.product_type);
}
