import type { SearchSort } from '@lagoon/contract';
import type { RecordTable } from './record-table.js';

/**
 * The orders a result group can be read in besides relevance. Items of a group are numbered
 * from the most used, then by id (see GroupIndex), so "popular" is the numbering itself and
 * every other order breaks its ties by that number: two items never compare equal, and a page
 * boundary can neither repeat nor skip an item.
 */
export type StoredSort = Exclude<SearchSort, 'relevance' | 'popular'>;
export const STORED_SORTS: readonly StoredSort[] = ['rating', 'new'];

/** An average score for ordering: -1 for no ratings, so unrated items come after every rated one. */
export function averageScore(ratingSum: number, ratingCount: number): number {
  return ratingCount > 0 ? ratingSum / ratingCount : -1;
}

/** The average score of the item in `row` (see averageScore). */
export function averageOf(table: RecordTable, row: number): number {
  return averageScore(table.number('ratingSum', row), table.number('ratingCount', row));
}

/**
 * The items of a group (by number; `rows` are their rows of `table` in rank order) in a stored
 * order: "rating" is the best average first, then the most ratings; "new" is the latest to
 * reach the store first.
 */
export function storedOrder(table: RecordTable, rows: Uint32Array, sort: StoredSort): Uint32Array {
  const order = Uint32Array.from(rows.keys());
  if (sort === 'rating') {
    const average = Float64Array.from(rows, (row) => averageOf(table, row));
    const count = Float64Array.from(rows, (row) => table.number('ratingCount', row));
    order.sort(
      (a, b) =>
        (average[b] as number) - (average[a] as number) ||
        (count[b] as number) - (count[a] as number) ||
        a - b,
    );
  } else {
    const released = Float64Array.from(rows, (row) => table.number('releasedAt', row));
    order.sort((a, b) => (released[b] as number) - (released[a] as number) || a - b);
  }
  return order;
}
