import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listedItemSql } from '../db/item-visibility.js';
import type { Database } from '../db/schema.js';

/** The most editors' picks the picks list shows. */
export const PICKED_THEMES_MAX = 100;

type ThemeQuery = SelectQueryBuilder<Database, 'items', object>;

/** Published, listed, unblocked wallpapers: what the wallpaper screens may show. */
function publicThemes(db: Db): ThemeQuery {
  return db
    .selectFrom('items')
    .where('items.product_type', '=', 'theme')
    .where(listedItemSql('items'))
    .where('items.blocked', '=', false);
}

async function idsOf(query: ThemeQuery): Promise<string[]> {
  const rows = await query.select('items.id').execute();
  return rows.map((row) => row.id);
}

/**
 * Discover's next page: by descending id, below `idLessThan` and without `idNotIn`. Ids never
 * change, so paging by id is stable while wallpapers are added or liked.
 */
export function discoverThemeIds(
  db: Db,
  page: { idNotIn: readonly string[]; idLessThan?: string; size: number },
): Promise<string[]> {
  let query = publicThemes(db).orderBy('items.id', 'desc').limit(page.size);
  if (page.idLessThan) query = query.where('items.id', '<', page.idLessThan);
  if (page.idNotIn.length > 0) query = query.where('items.id', 'not in', [...page.idNotIn]);
  return idsOf(query);
}

/** Wallpapers in a random order: discover's first load. */
export function randomThemeIds(db: Db, size: number): Promise<string[]> {
  return idsOf(publicThemes(db).orderBy(sql`random()`).limit(size));
}

/** The newest wallpapers, by release. */
export function newestThemeIds(db: Db, size: number): Promise<string[]> {
  return idsOf(
    publicThemes(db).orderBy('items.released_at', 'desc').orderBy('items.id').limit(size),
  );
}

/** The most liked wallpapers. */
export function mostLikedThemeIds(db: Db, size: number): Promise<string[]> {
  return idsOf(
    publicThemes(db).orderBy('items.like_count', 'desc').orderBy('items.id').limit(size),
  );
}

/** Editors' picks in a random order. */
export function randomPickedThemeIds(db: Db, size: number): Promise<string[]> {
  return idsOf(publicThemes(db).where('items.pick', '=', true).orderBy(sql`random()`).limit(size));
}

/** How many wallpapers the editors picked (that visitors may see). */
export async function countPickedThemes(db: Db): Promise<number> {
  const row = await publicThemes(db)
    .where('items.pick', '=', true)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Editors' picks, most liked first. */
export function pickedThemeIds(db: Db, size: number): Promise<string[]> {
  return idsOf(
    publicThemes(db)
      .where('items.pick', '=', true)
      .orderBy('items.like_count', 'desc')
      .orderBy('items.id')
      .limit(size),
  );
}
