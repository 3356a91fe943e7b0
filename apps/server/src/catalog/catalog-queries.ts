import {
  type Category,
  type CategoryType,
  EXTENSION_SORTS,
  type ExtensionSort,
  HOME_HIGHLIGHT_COUNT,
  type Language,
} from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listedItemSql } from '../db/item-visibility.js';

/** Product types shown for each list type of GET /ajax/extensions. */
export const LIST_TYPES: Record<string, readonly string[]> = {
  extension: ['extension', 'sidebar'],
  sidebar: ['sidebar'],
  theme: ['theme'],
  app: ['app', 'pwa', 'shortcut'],
  pwa: ['pwa'],
  shortcut: ['shortcut'],
  curation: ['curation'],
};

/** The list type of the extension home, whose first items are highlighted (hasFeature). */
export const HOME_LIST_TYPE = 'extension';
const HOME_LIST_TYPES = LIST_TYPES[HOME_LIST_TYPE]!;

export interface PublicListFilter {
  productTypes: readonly string[];
  /** One of the twelve filters, or a theme/web-app category code. */
  category?: string | undefined;
  provider?: string | undefined;
}

export interface PublicListQuery extends PublicListFilter {
  sort: ExtensionSort;
  offset: number;
  size: number;
}

/**
 * The SQL condition for the items (or the kept counts, `listed_item_counts`) a list filter
 * matches, over the columns both have: product_type, category_code and provider. Everything a
 * list filters on is on the item row (the category of its published listing included, see
 * `ItemsTable.category_code`), so a list in a category reads one index in list order.
 */
function matchesFilter(filter: PublicListFilter): RawBuilder<boolean> {
  const conditions = [sql`product_type in (${sql.join(filter.productTypes)})`];
  const category = filter.category;
  if (category === 'sidebar') {
    conditions.push(sql`product_type = 'sidebar'`);
  } else if (category === 'naver') {
    conditions.push(sql`provider like '%NAVER%'`);
  } else if (category === 'contest') {
    conditions.push(sql`provider like '%CONTEST%'`);
  } else if (category) {
    conditions.push(sql`category_code = ${category}`);
  }
  if (filter.provider) {
    const provider = filter.provider.toUpperCase().replace(/[%_\\]/g, '');
    conditions.push(sql`provider like ${`%${provider}%`}`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** Published, listed, unblocked items matching a filter: what a visitor may browse. */
function publicItems(db: Db, filter: PublicListFilter) {
  return db
    .selectFrom('items')
    .where(listedItemSql('items'))
    .where('items.blocked', '=', false)
    .where(matchesFilter(filter));
}

/**
 * Ids of publicly listed items in list order. The query walks an index in sort order and
 * stops after one page, so its cost does not grow with the catalog.
 */
export async function listPublicItemIds(db: Db, query: PublicListQuery): Promise<string[]> {
  const ordered =
    query.sort === 'popular'
      ? publicItems(db, query).orderBy('items.usercount', 'desc').orderBy('items.id')
      : publicItems(db, query).orderBy('items.released_at', 'desc').orderBy('items.id');
  const rows = await ordered.select('items.id').limit(query.size).offset(query.offset).execute();
  return rows.map((row) => row.id);
}

/**
 * The items the extension home highlights now: the first HOME_HIGHLIGHT_COUNT of its unfiltered
 * list, newest first or most popular first (a visitor of /extensions lands on either).
 */
export async function homeHighlightIds(db: Db): Promise<string[]> {
  const lists = await Promise.all(
    EXTENSION_SORTS.map((sort) =>
      listPublicItemIds(db, {
        productTypes: HOME_LIST_TYPES,
        sort,
        offset: 0,
        size: HOME_HIGHLIGHT_COUNT,
      }),
    ),
  );
  return [...new Set(lists.flat())];
}

/**
 * Counts publicly listed items matching a filter, from the counts the database keeps per
 * product type, category and provider (migration 0040): a few rows, at any catalog size.
 */
export async function countPublicItems(db: Db, filter: PublicListFilter): Promise<number> {
  const row = await db
    .selectFrom('listed_item_counts')
    .select((eb) => eb.fn.sum<string | number | null>('items').as('total'))
    .where(matchesFilter(filter))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The categories of an item type in their curated order, named in the interface language. */
export async function loadCategories(
  db: Db,
  type: CategoryType,
  language: Language,
): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['code', 'name_en', 'name_ko'])
    .where('type', '=', type)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: language === 'ko' ? row.name_ko : row.name_en,
  }));
}
