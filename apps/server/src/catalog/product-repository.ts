import type { Language } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow, ListingRow, LocalizationRow, MediaRow, PackageRow } from '../db/schema.js';

/** Everything needed to present one item with one of its listings. */
export interface ProductParts {
  item: ItemRow;
  listing: ListingRow | null;
  localizations: LocalizationRow[];
  media: MediaRow[];
  package: PackageRow | null;
  creator: {
    id: string;
    name: string;
    email: string;
    homepage: string | null;
    userId: string;
  } | null;
  categoryName: string | null;
}

export type ListingKind = 'published' | 'draft';

/**
 * Loads items with the chosen listing and everything hanging off it, in a fixed number of
 * queries whatever the count, keeping the order of `ids`.
 */
export async function loadProductParts(
  db: Db,
  ids: readonly string[],
  options: { listing: ListingKind; language: Language },
): Promise<ProductParts[]> {
  if (ids.length === 0) return [];
  const items = await db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
  const listingIds = items
    .map((item) =>
      options.listing === 'draft'
        ? (item.draft_listing_id ?? item.published_listing_id)
        : item.published_listing_id,
    )
    .filter((id): id is number => id != null);
  const creatorIds = [
    ...new Set(items.map((item) => item.creator_id).filter((id): id is string => id != null)),
  ];

  const [listings, localizations, media, creators] = await Promise.all([
    listingIds.length
      ? db.selectFrom('listings').selectAll().where('id', 'in', listingIds).execute()
      : Promise.resolve([]),
    listingIds.length
      ? db.selectFrom('localizations').selectAll().where('listing_id', 'in', listingIds).execute()
      : Promise.resolve([]),
    listingIds.length
      ? db
          .selectFrom('media')
          .selectAll()
          .where('listing_id', 'in', listingIds)
          .orderBy('position')
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    creatorIds.length
      ? db
          .selectFrom('creators')
          .select(['id', 'name', 'email', 'homepage', 'user_id as userId'])
          .where('id', 'in', creatorIds)
          .execute()
      : Promise.resolve([]),
  ]);

  const packageIds = listings
    .map((listing) => listing.package_id)
    .filter((id): id is number => id != null);
  const categoryCodes = [
    ...new Set(listings.map((listing) => listing.category_code).filter((c): c is string => !!c)),
  ];
  const [packages, categories] = await Promise.all([
    packageIds.length
      ? db.selectFrom('packages').selectAll().where('id', 'in', packageIds).execute()
      : Promise.resolve([]),
    categoryCodes.length
      ? db
          .selectFrom('categories')
          .select(['type', 'code', 'name_en', 'name_ko'])
          .where('code', 'in', categoryCodes)
          .execute()
      : Promise.resolve([]),
  ]);

  const listingById = new Map(listings.map((listing) => [listing.id, listing]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
  const packageById = new Map(packages.map((pkg) => [pkg.id, pkg]));

  return ids.flatMap((id) => {
    const item = itemById.get(id);
    if (!item) return [];
    const listingId =
      options.listing === 'draft'
        ? (item.draft_listing_id ?? item.published_listing_id)
        : item.published_listing_id;
    const listing = listingId != null ? (listingById.get(listingId) ?? null) : null;
    const categoryType = categoryTypeOf(item.product_type);
    const category = categories.find(
      (entry) => entry.code === listing?.category_code && entry.type === categoryType,
    );
    return [
      {
        item,
        listing,
        localizations: localizations.filter((row) => row.listing_id === listingId),
        media: media.filter((row) => row.listing_id === listingId),
        package: listing?.package_id != null ? (packageById.get(listing.package_id) ?? null) : null,
        creator: item.creator_id ? (creatorById.get(item.creator_id) ?? null) : null,
        categoryName: category
          ? options.language === 'ko'
            ? category.name_ko
            : category.name_en
          : null,
      },
    ];
  });
}

/** The category list an item type files under. */
export function categoryTypeOf(productType: string): 'extension' | 'theme' | 'app' {
  if (productType === 'theme') return 'theme';
  if (productType === 'app' || productType === 'pwa' || productType === 'shortcut') return 'app';
  return 'extension';
}
