import type { CategoryType, CurationItem, Language, ProductType } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { installRefusalSql } from '../db/install-refusal.js';
import { containsPattern, itemNameLike } from '../db/name-match.js';
import { fileUrl } from '../storage/storage.js';

/** Product types behind each item kind of the curation screens. */
export const PRODUCT_TYPES_OF: Record<CategoryType, readonly ProductType[]> = {
  extension: ['extension', 'sidebar'],
  theme: ['theme'],
  app: ['app', 'pwa', 'shortcut'],
};

/** Which items a curation screen lists. */
export interface ItemFilter {
  ids?: readonly string[];
  q?: string;
  productTypes?: readonly ProductType[];
  picked?: boolean;
  /** Only items managed browsers could install by policy (see db/install-refusal.ts). */
  installableByPolicy?: boolean;
  limit?: number;
}

/**
 * Items as the curation screens show them, named in the interface language (the published
 * listing, else the draft) with an icon, or a wallpaper's thumbnail.
 */
export async function loadCurationItems(
  db: Db,
  filter: ItemFilter,
  language: Language,
): Promise<CurationItem[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const listingId = sql<number>`coalesce(i.published_listing_id, i.draft_listing_id)`;
  let query = db
    .selectFrom('items as i')
    .select((eb) => [
      'i.id',
      'i.product_type',
      'i.pick',
      'i.blocked',
      sql<boolean>`(i.live and i.visibility = 'LISTING' and not i.blocked)`.as('listed'),
      eb
        .selectFrom('localizations as l')
        .select('l.name')
        .where('l.listing_id', '=', listingId)
        .orderBy(sql`l.locale = ${language}`, 'desc')
        .orderBy(sql`split_part(l.locale, '_', 1) = ${language}`, 'desc')
        .orderBy(sql`l.locale like 'en%'`, 'desc')
        .orderBy('l.locale')
        .limit(1)
        .as('name'),
      eb
        .selectFrom('media as m')
        .select(sql<string>`coalesce(m.derivatives->>'thumb', m.file_key)`.as('key'))
        .where('m.listing_id', '=', listingId)
        .where('m.kind', 'in', ['icon', 'theme'])
        .orderBy(sql`m.kind = 'icon'`, 'desc')
        .orderBy('m.position')
        .orderBy('m.id')
        .limit(1)
        .as('icon_key'),
    ]);
  if (filter.ids) query = query.where('i.id', 'in', filter.ids);
  if (filter.productTypes) query = query.where('i.product_type', 'in', filter.productTypes);
  if (filter.picked !== undefined) query = query.where('i.pick', '=', filter.picked);
  if (filter.installableByPolicy) {
    query = query.where(sql<boolean>`${installRefusalSql('i')} is null`);
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    // Text that could be (the start of) an item id also finds the item by its id.
    const idPrefix = /^[a-p]{4,32}$/i.test(q) ? `${q.toLowerCase()}%` : null;
    query = query.where((eb) =>
      eb.or([...(idPrefix ? [eb('i.id', 'like', idPrefix)] : []), itemNameLike(pattern)]),
    );
  }
  const rows = await query
    .orderBy('i.pick', 'desc')
    .orderBy('i.usercount', 'desc')
    .orderBy('i.id')
    .limit(filter.limit ?? 500)
    .execute();
  return rows.map((row) => ({
    extensionId: row.id,
    name: row.name ?? null,
    icon: row.icon_key ? fileUrl(row.icon_key) : null,
    productType: row.product_type as ProductType,
    pick: row.pick,
    listed: row.listed,
    blocked: row.blocked,
  }));
}
