import type { Language, PackageRef, ReviewPackageChoice } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { pickLocalization } from '../lib/localization.js';

/** A stored package as the code viewer reads it. */
export interface ReviewPackageRow {
  id: number;
  item_id: string;
  file_key: string;
  file_name: string;
  version: string;
  size: number;
  sha256: string;
  created_at: Date;
  manifest: Record<string, unknown>;
}

/**
 * An item's two packages: the submitted one (its draft listing's, under review) and the
 * published one visitors install. An update whose draft kept the published package has the
 * same row in both.
 */
export interface ItemPackages {
  itemId: string;
  isUpdate: boolean;
  draftListingId: number | null;
  publishedListingId: number | null;
  submitted: ReviewPackageRow | null;
  published: ReviewPackageRow | null;
}

/** The packages of each item found, by item id; two statements whatever the number of items. */
export async function loadItemPackages(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, ItemPackages>> {
  if (itemIds.length === 0) return new Map();
  const items = await db
    .selectFrom('items')
    .leftJoin('listings as draft', 'draft.id', 'items.draft_listing_id')
    .leftJoin('listings as published', 'published.id', 'items.published_listing_id')
    .select([
      'items.id',
      'items.draft_listing_id',
      'items.published_listing_id',
      'draft.package_id as draft_package_id',
      'published.package_id as published_package_id',
    ])
    .where('items.id', 'in', itemIds)
    .execute();
  const packageIds = [
    ...new Set(items.flatMap((item) => [item.draft_package_id, item.published_package_id])),
  ].filter((id): id is number => id !== null);
  const rows =
    packageIds.length === 0
      ? []
      : await db
          .selectFrom('packages')
          .select([
            'id',
            'item_id',
            'file_key',
            'file_name',
            'version',
            'size',
            'sha256',
            'created_at',
            'manifest',
          ])
          .where('id', 'in', packageIds)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, { ...row, size: Number(row.size) }]));
  return new Map(
    items.map((item) => [
      item.id,
      {
        itemId: item.id,
        isUpdate: item.published_listing_id !== null,
        draftListingId: item.draft_listing_id,
        publishedListingId: item.published_listing_id,
        submitted:
          item.draft_package_id === null ? null : (byId.get(item.draft_package_id) ?? null),
        published:
          item.published_package_id === null ? null : (byId.get(item.published_package_id) ?? null),
      },
    ]),
  );
}

/** One item's packages; EXTENSION_NOT_FOUND when there is no such item. */
export async function loadOneItemPackages(db: Db, itemId: string): Promise<ItemPackages> {
  const found = (await loadItemPackages(db, [itemId])).get(itemId);
  if (!found) throw new AppError('EXTENSION_NOT_FOUND');
  return found;
}

/**
 * The package a reviewer asked for; without a choice the submitted one, else the published one.
 * PACKAGE_NOT_FOUND when the item has no such package (nothing submitted, nothing published, a
 * web app).
 */
export function choosePackage(
  packages: ItemPackages,
  choice: ReviewPackageChoice | undefined,
): { choice: ReviewPackageChoice; row: ReviewPackageRow } {
  const picked = choice ?? (packages.submitted ? 'submitted' : 'published');
  const row = packages[picked];
  if (!row) throw new AppError('PACKAGE_NOT_FOUND');
  return { choice: picked, row };
}

/** A package as the API names it. */
export function presentPackageRef(row: ReviewPackageRow): PackageRef {
  return {
    packageId: row.id,
    version: row.version,
    fileName: row.file_name,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.created_at.toISOString(),
  };
}

/**
 * The item's name in a language, from the listing under review (else the published one), picked
 * as the product page picks it; the id when the listing names it in no language.
 */
export async function itemName(
  db: Db,
  packages: ItemPackages,
  language: Language,
): Promise<string> {
  const listingId = packages.draftListingId ?? packages.publishedListingId;
  if (listingId === null) return packages.itemId;
  const listing = await db
    .selectFrom('listings')
    .select('default_locale')
    .where('id', '=', listingId)
    .executeTakeFirst();
  const names = await db
    .selectFrom('localizations')
    .select(['locale', 'name'])
    .where('listing_id', '=', listingId)
    .orderBy('locale')
    .execute();
  const shown = pickLocalization(names, language, listing?.default_locale ?? 'en');
  return shown?.name || packages.itemId;
}
