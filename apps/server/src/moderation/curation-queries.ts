import {
  type AdminBanner,
  type AdminCategory,
  type AdminWinnerYear,
  type CategoryType,
  type CurationItem,
  type Language,
  PRIZES,
  type ProductType,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern, itemNameLike } from '../db/name-match.js';
import { fileUrl } from '../storage/storage.js';

/** Product types behind each item kind of the curation screens. */
export const PRODUCT_TYPES_OF: Record<CategoryType, readonly ProductType[]> = {
  extension: ['extension', 'sidebar'],
  theme: ['theme'],
  app: ['app', 'pwa', 'shortcut'],
};

// ---------------------------------------------------------------------------------------------
// Banners

/** Every column of a banner plus where it stands by the database clock. */
export function selectBanners(db: Db) {
  return db
    .selectFrom('banners')
    .selectAll()
    .select(
      sql<AdminBanner['state']>`case
        when not active then 'inactive'
        when starts_at is not null and starts_at > now() then 'scheduled'
        when ends_at is not null and ends_at <= now() then 'ended'
        else 'live' end`.as('state'),
    )
    .orderBy('type')
    .orderBy('position')
    .orderBy('id');
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof selectBanners>['executeTakeFirstOrThrow']>>;

export function presentBanner(row: BannerRow): AdminBanner {
  return {
    id: String(row.id),
    type: row.type as AdminBanner['type'],
    image: fileUrl(row.image_key),
    linkUrl: row.link_url,
    titleEn: row.title_en,
    titleKo: row.title_ko,
    descriptionEn: row.description_en,
    descriptionKo: row.description_ko,
    backgroundColor: row.background_color,
    language: row.language as AdminBanner['language'],
    position: row.position,
    active: row.active,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    state: row.state,
    createAt: row.created_at.toISOString(),
  };
}

export async function findBanner(db: Db, id: number): Promise<AdminBanner | null> {
  const row = await selectBanners(db).where('id', '=', id).executeTakeFirst();
  return row ? presentBanner(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Items (picks and winners)

export interface ItemFilter {
  ids?: readonly string[];
  q?: string;
  productTypes?: readonly ProductType[];
  picked?: boolean;
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

// ---------------------------------------------------------------------------------------------
// Winners

export async function loadWinnerYears(
  db: Db,
  language: Language,
  year?: number,
): Promise<AdminWinnerYear[]> {
  let query = db
    .selectFrom('winners')
    .select(['year', 'prize', 'item_id', 'position'])
    .orderBy('year', 'desc')
    .orderBy('position')
    .orderBy('id');
  if (year !== undefined) query = query.where('year', '=', year);
  const rows = await query.execute();
  const items = new Map(
    (
      await loadCurationItems(db, { ids: [...new Set(rows.map((row) => row.item_id))] }, language)
    ).map((item) => [item.extensionId, item]),
  );
  const years = year !== undefined ? [year] : [...new Set(rows.map((row) => row.year))];
  return years.map((entry) => {
    const ofYear = rows.filter((row) => row.year === entry);
    return {
      year: entry,
      count: ofYear.length,
      prizes: PRIZES.map((prize) => ({
        prize,
        winners: ofYear
          .filter((row) => row.prize === prize)
          .flatMap((row) => {
            const item = items.get(row.item_id);
            return item ? [{ item, position: row.position }] : [];
          }),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Categories

export async function loadCategories(db: Db, type?: CategoryType): Promise<AdminCategory[]> {
  let query = db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.type',
      'c.code',
      'c.name_en',
      'c.name_ko',
      'c.position',
      eb
        .selectFrom('listings as l')
        .innerJoin('items as i', 'i.id', 'l.item_id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('l.category_code', '=', 'c.code')
        // The item's kind decides which category list its listing is filed in.
        .where(
          sql<boolean>`c.type = case when i.product_type = 'theme' then 'theme'
            when i.product_type in ('app', 'pwa', 'shortcut') then 'app'
            else 'extension' end`,
        )
        .as('listing_count'),
    ])
    .orderBy('c.type')
    .orderBy('c.position')
    .orderBy('c.code');
  if (type) query = query.where('c.type', '=', type);
  const rows = await query.execute();
  return rows.map((row) => ({
    type: row.type as CategoryType,
    code: row.code,
    nameEn: row.name_en,
    nameKo: row.name_ko,
    position: row.position,
    listingCount: Number(row.listing_count ?? 0),
  }));
}
