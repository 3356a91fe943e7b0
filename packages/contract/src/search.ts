/**
 * Paging through a search's results. Kept apart from values.ts and constants.ts, which the
 * store's first page loads, and from limits.ts, which the forms load: only the search pages
 * read these. The keyword's limits are in limits.ts.
 */

/**
 * Orders of a search's results, relevance (how the name matches, then the most used) first and
 * by default; then the most used, the best rated and the newest in the store. Ties always fall
 * back to the most used, then the item id, so pages never overlap.
 */
export const SEARCH_SORTS = ['relevance', 'popular', 'rating', 'new'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Results per page when one group of a search ("see more") is paged through. */
export const SEARCH_GROUP_PAGE_SIZE = 48;

/**
 * The last page of search and autocomplete that may be asked for, counted from 0 (pages hold
 * up to SEARCH_PAGE_SIZE results). At SEARCH_GROUP_PAGE_SIZE that reaches 480,048 results of
 * one group, beyond any catalog the store is measured with (100,000 items), so every result
 * of a search can be reached. A page past the results costs nothing: the index stops before
 * walking anything.
 */
export const SEARCH_PAGE_MAX = 10_000;
