import type { AdminCategory, CategoryType } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Categories of every kind (or one), in order, each with the number of listings filed under it. */
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
