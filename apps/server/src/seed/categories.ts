import { CATEGORIES_BY_TYPE, CATEGORY_TYPES } from '@lagoon/contract';
import { CATEGORY_NAMES } from '@lagoon/demo-catalog';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Writes the category lists; existing rows are left as an administrator may have edited them. */
export async function seedCategories(db: Kysely<Database>): Promise<void> {
  const rows = CATEGORY_TYPES.flatMap((type) =>
    CATEGORIES_BY_TYPE[type].map((code, position) => {
      const name = CATEGORY_NAMES[type][code] ?? { en: code, ko: code };
      return { type, code, position, name_en: name.en, name_ko: name.ko };
    }),
  );
  await db
    .insertInto('categories')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['type', 'code']).doNothing())
    .execute();
}
