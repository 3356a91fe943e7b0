import { type AdminWinnerYear, type Language, PRIZES } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { loadCurationItems } from './item-queries.js';

/**
 * Contest winners as the console shows them: by year, newest first (or the one year asked for,
 * even when it has none), every prize listed in order with its winners.
 */
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

/** Every winner of every year, oldest year first, in each year's order: the storefront's list. */
export function loadWinnerRows(db: Db) {
  return db
    .selectFrom('winners')
    .select(['year', 'prize', 'item_id', 'position', 'created_at'])
    .orderBy('year')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
