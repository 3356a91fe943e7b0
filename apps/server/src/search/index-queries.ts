import { SEARCH_INDEX_BATCH } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listedItemSql } from '../db/item-visibility.js';
import { SEARCHABLE_TYPES } from './groups.js';

/** One findable item with what search matches and what its card shows. */
export interface SearchRecord {
  id: string;
  productType: string;
  provider: string | null;
  usercount: number;
  /** When the item reached the store (ms since the epoch): the order of "new". */
  releasedAt: number;
  /** Its last approval (whole ms since the epoch), -1 for none: part of the fingerprint. */
  lastApprovedAt: number;
  likeCount: number;
  ratingSum: number;
  ratingCount: number;
  blocked: boolean;
  visibility: string;
  creatorId: string | null;
  defaultLocale: string;
  categoryCode: string | null;
  texts: { locale: string; name: string; description: string }[];
  iconKey: string | null;
  imageKey: string | null;
  /** Wallpapers: the first photo and its likes. */
  /** A wallpaper's first photo; `thumbKey` is its copy for cards, when one was made. */
  themePhoto: { key: string; thumbKey: string | null; likeCount: number } | null;
}

/**
 * Findable items (live, LISTING, of a type search shows) whose published listing comes after
 * `afterListing`, in listing order, with the listing's texts and the media a card shows, and
 * the last listing read (null when none is left). Read in batches of three plain indexed
 * queries, so a full build never holds the database for long: other requests run between the
 * statements. Listing order keeps each batch's rows together in the tables and their indexes
 * (a listing's texts and media are written with it), so a million items are read mostly from
 * neighbouring pages instead of one scattered page per row.
 */
export async function loadSearchRecords(
  db: Db,
  afterListing: number,
): Promise<{ records: SearchRecord[]; last: number | null }> {
  const items = await findableItems(db)
    .where('l.id', '>', afterListing)
    // The same bound on the items' side: without it the planner may merge-join the whole
    // index of published listings from its start for every batch (at a million items, half a
    // million entries walked for a batch in the middle of the catalog).
    .where('i.published_listing_id', '>', afterListing)
    .orderBy('l.id')
    .limit(SEARCH_INDEX_BATCH)
    .execute();
  if (items.length === 0) return { records: [], last: null };
  const records = await recordsOf(db, items);
  return { records, last: (items[items.length - 1] as { listing_id: number }).listing_id };
}

/**
 * The records of those of `ids` that are findable now (the others are left out): what the
 * index takes in for a change of those items alone.
 */
export async function loadSearchRecordsOf(db: Db, ids: readonly string[]): Promise<SearchRecord[]> {
  if (ids.length === 0) return [];
  const items = await findableItems(db).where('i.id', 'in', ids).orderBy('l.id').execute();
  return items.length === 0 ? [] : recordsOf(db, items);
}

/** Findable items (live, LISTING, of a type search shows) with their published listing. */
function findableItems(db: Db) {
  return db
    .selectFrom('listings as l')
    .innerJoin('items as i', 'i.published_listing_id', 'l.id')
    .select([
      'i.id',
      'i.product_type',
      'i.provider',
      'i.usercount',
      sql<Date | string>`i.released_at`.as('released_at'),
      sql<string | number | null>`${APPROVED_MS}`.as('approved_ms'),
      'i.like_count',
      'i.rating_sum',
      'i.rating_count',
      'i.blocked',
      'i.visibility',
      'i.creator_id',
      'l.id as listing_id',
      'l.default_locale',
      'l.category_code',
      sql<boolean>`l.theme is not null`.as('has_theme'),
    ])
    .where(listedItemSql('i'))
    .where('i.product_type', 'in', SEARCHABLE_TYPES);
}

type FindableItem = Awaited<ReturnType<ReturnType<typeof findableItems>['execute']>>[number];

/** The items' records: their listings' texts and the media their cards show, read at once. */
async function recordsOf(db: Db, items: FindableItem[]): Promise<SearchRecord[]> {
  const listingIds = items.map((item) => item.listing_id);
  const [texts, media] = await Promise.all([
    db
      .selectFrom('localizations')
      .select(['listing_id', 'locale', 'name', 'description'])
      .where('listing_id', 'in', listingIds)
      .orderBy('listing_id')
      .orderBy('locale')
      .execute(),
    db
      .selectFrom('media')
      .select(['listing_id', 'kind', 'file_key', 'like_count', 'derivatives'])
      .where('listing_id', 'in', listingIds)
      .where('kind', 'in', ['icon', 'image', 'theme'])
      .orderBy('listing_id')
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const textsOf = new Map<number, SearchRecord['texts']>();
  for (const row of texts) {
    const list = textsOf.get(row.listing_id) ?? [];
    list.push({
      locale: row.locale,
      name: row.name,
      description: row.description,
    });
    textsOf.set(row.listing_id, list);
  }
  // The first medium of each kind, in the order the detail page shows them.
  const firstMedium = new Map<
    string,
    { key: string; thumbKey: string | null; likeCount: number }
  >();
  for (const row of media) {
    const slot = `${row.listing_id}:${row.kind}`;
    if (!firstMedium.has(slot))
      firstMedium.set(slot, {
        key: row.file_key,
        // Only a wallpaper's card shows the copy; icons and images keep to their key.
        thumbKey: row.kind === 'theme' ? (row.derivatives?.thumb ?? null) : null,
        likeCount: Number(row.like_count),
      });
  }
  return items.map((item) => ({
    id: item.id,
    productType: item.product_type,
    provider: item.provider,
    usercount: Number(item.usercount),
    releasedAt: new Date(item.released_at).getTime(),
    lastApprovedAt: item.approved_ms === null ? -1 : Number(item.approved_ms),
    likeCount: Number(item.like_count),
    ratingSum: item.rating_sum,
    ratingCount: item.rating_count,
    blocked: item.blocked,
    visibility: item.visibility,
    creatorId: item.creator_id,
    defaultLocale: item.default_locale,
    categoryCode: item.category_code,
    texts: textsOf.get(item.listing_id) ?? [],
    iconKey: firstMedium.get(`${item.listing_id}:icon`)?.key ?? null,
    imageKey: firstMedium.get(`${item.listing_id}:image`)?.key ?? null,
    themePhoto:
      item.product_type === 'theme' && item.has_theme
        ? (firstMedium.get(`${item.listing_id}:theme`) ?? null)
        : null,
  }));
}

/** Developer names by creator id. */
export async function loadCreatorNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('creators').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface CategoryNames {
  en: string;
  ko: string;
}

/** Category names by "type:code" (type: extension, theme or app). */
export async function loadCategoryNames(db: Db): Promise<Map<string, CategoryNames>> {
  const rows = await db
    .selectFrom('categories')
    .select(['type', 'code', 'name_en', 'name_ko'])
    .execute();
  return new Map(
    rows.map((row) => [`${row.type}:${row.code}`, { en: row.name_en, ko: row.name_ko }]),
  );
}

/** An item's last approval in whole ms since the epoch, in the records and the fingerprint. */
const APPROVED_MS = sql`floor(extract(epoch from i.last_approved_at) * 1000)::bigint`;

/** What the items part of the fingerprint sums up, as the index can also count it. */
export interface ItemsSummary {
  count: number;
  /** The latest last approval (whole ms), -1 for none. */
  lastApprovedAt: number;
  blocked: number;
  usercount: number;
  likeCount: number;
  ratingCount: number;
  ratingSum: number;
}

/** The items part of the fingerprint, written as the query below writes it. */
export function itemsFingerprint(summary: ItemsSummary): string {
  const { count, lastApprovedAt, blocked, usercount, likeCount, ratingCount, ratingSum } = summary;
  return [count, lastApprovedAt, blocked, usercount, likeCount, ratingCount, ratingSum].join(',');
}

/**
 * A summary that changes whenever items become findable or stop being so, are approved,
 * blocked or unblocked, or their counters move (`items`, which the index can also compute
 * from what it holds, see itemsFingerprint), and when developer names or categories change
 * (`names`). Draft saves leave it alone, as visitors do not see them. One statement, run every
 * few seconds; changes made through a server also arrive at once through the catalog cache.
 */
export async function loadSearchFingerprint(db: Db): Promise<{ items: string; names: string }> {
  const result = await sql<{ items: string; names: string }>`
    select
      (select concat_ws(',', count(*), coalesce(max(${APPROVED_MS}), -1),
          count(*) filter (where i.blocked), coalesce(sum(i.usercount), 0),
          coalesce(sum(i.like_count), 0), coalesce(sum(i.rating_count), 0),
          coalesce(sum(i.rating_sum), 0))
        from items i
        where ${listedItemSql('i')} and i.product_type in (${sql.join(SEARCHABLE_TYPES)})) as items,
      concat_ws('|',
        (select concat_ws(',', count(*), max(updated_at)) from creators),
        (select concat_ws(',', count(*), sum(hashtext(type || code || name_en || name_ko)))
          from categories)
      ) as names`.execute(db);
  const row = result.rows[0];
  return { items: row?.items ?? '', names: row?.names ?? '' };
}
