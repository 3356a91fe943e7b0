import { EXTENSION_CATEGORIES, type ExtensionSort } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

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

export interface PublicListQuery {
  productTypes: readonly string[];
  sort: ExtensionSort;
  /** One of the twelve filters, or a theme/web-app category code. */
  category?: string | undefined;
  provider?: string | undefined;
  offset: number;
  size: number;
}

/**
 * Ids of publicly listed items (published, LISTING, not blocked) in list order, with the
 * total count of the filter.
 */
export async function listPublicItemIds(
  db: Db,
  query: PublicListQuery,
): Promise<{ ids: string[]; totalCount: number }> {
  let builder = db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .select(['items.id', sql<number>`count(*) over ()`.as('total')])
    .where('items.review_state', '=', 'READY_FOR_OPEN')
    .where('items.visibility', '=', 'LISTING')
    .where('items.blocked', '=', false)
    .where('items.product_type', 'in', query.productTypes);

  const category = query.category;
  if (category === 'sidebar') {
    builder = builder.where('items.product_type', '=', 'sidebar');
  } else if (category === 'naver') {
    builder = builder.where('items.provider', 'like', '%NAVER%');
  } else if (category === 'contest') {
    builder = builder.where('items.provider', 'like', '%CONTEST%');
  } else if (category) {
    builder = builder.where('listings.category_code', '=', category);
  }
  if (query.provider) {
    builder = builder.where(
      'items.provider',
      'like',
      `%${query.provider.toUpperCase().replace(/[%_]/g, '')}%`,
    );
  }

  builder =
    query.sort === 'popular'
      ? builder.orderBy('items.usercount', 'desc').orderBy('items.id')
      : builder.orderBy('items.created_at', 'desc').orderBy('items.id');

  const rows = await builder.limit(query.size).offset(query.offset).execute();
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    // Past the end there is no row to carry the window count.
    totalCount = query.offset;
  }
  return { ids: rows.map((row) => row.id), totalCount: Number(totalCount) };
}

/** True when a filter value is an extension content category (not sidebar/naver/contest). */
export function isContentCategory(value: string): boolean {
  return (EXTENSION_CATEGORIES as readonly string[]).includes(value);
}
