import {
  type CATEGORY_TYPES,
  SEARCH_GROUP_PAGE_SIZE,
  SEARCH_PAGE_MAX,
  SEARCH_RESULT_ORDER,
  SEARCH_SORTS,
  type SearchSort,
} from '@lagoon/contract';
import { isOneOf } from '../../lib/one-of';

/**
 * The address of one group of a search, paged ("see more"): the search's own address with the
 * group in `type` (extension, theme or app: the group's category type), and the order, category
 * and page a visitor chose: /search/tab?type=extension&sort=new&category=games&page=3. What is
 * left at its default (relevance, every category, the first page) is left out of the address.
 */
export type SearchGroupKind = (typeof SEARCH_RESULT_ORDER)[number];
export type GroupType = (typeof CATEGORY_TYPES)[number];

export interface GroupQuery {
  keyword: string;
  group: SearchGroupKind;
  sort: SearchSort;
  /** A category code of the group; null for every category. */
  category: string | null;
  /** Counted from 1, as the address shows it. */
  page: number;
}

export const DEFAULT_SORT: SearchSort = SEARCH_SORTS[0];
/** The last page an address may name: the API's last page (counted from 0) plus one. */
export const LAST_PAGE = SEARCH_PAGE_MAX + 1;

const TYPE_OF_GROUP: Record<SearchGroupKind, GroupType> = {
  EXTENSION: 'extension',
  THEME: 'theme',
  APP: 'app',
};

/** The category type (GET /ajax/categories/{type}) and address `type` of a group. */
export function groupType(group: SearchGroupKind): GroupType {
  return TYPE_OF_GROUP[group];
}

/** A category code as the store writes them (see CategoryCode in the contract). */
const CATEGORY_CODE = /^[a-z][a-z0-9_]{1,39}$/;

export interface ReadGroupAddress {
  query: GroupQuery;
  /** A part of the address named something that cannot be; `query` is what it becomes. */
  corrected: boolean;
}

/**
 * Reads the group parts of a search address. Null when the address names no group (the
 * grouped results) or a group that does not exist, which is the grouped results too. An order,
 * category or page that cannot be is dropped (`corrected`), so the page sends the visitor to
 * the address that can be instead of an error.
 */
export function readGroupAddress(
  keyword: string,
  search: URLSearchParams,
): ReadGroupAddress | null {
  const type = search.get('type');
  const group = SEARCH_RESULT_ORDER.find((kind) => TYPE_OF_GROUP[kind] === type);
  if (!group) return null;
  let corrected = false;
  const sortParam = search.get('sort');
  let sort = DEFAULT_SORT;
  if (sortParam !== null) {
    if (isOneOf(SEARCH_SORTS, sortParam)) sort = sortParam;
    else corrected = true;
  }
  const categoryParam = search.get('category');
  let category: string | null = null;
  if (categoryParam !== null) {
    if (CATEGORY_CODE.test(categoryParam)) category = categoryParam;
    else corrected = true;
  }
  const pageParam = search.get('page');
  let page = 1;
  if (pageParam !== null) {
    const number = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : Number.NaN;
    if (number <= LAST_PAGE) page = number;
    else corrected = true;
  }
  return { query: { keyword, group, sort, category, page }, corrected };
}

/** The address of a group page (without hl, which links add). */
export function groupAddress(query: GroupQuery): string {
  const params = new URLSearchParams({ type: groupType(query.group) });
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.category !== null) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  return `/search/${encodeURIComponent(query.keyword)}?${params}`;
}

/** The first page of a group, in relevance order and every category: where "see more" goes. */
export function seeMoreAddress(keyword: string, group: SearchGroupKind): string {
  return groupAddress({ keyword, group, sort: DEFAULT_SORT, category: null, page: 1 });
}

/** How many pages a group's results fill (at least one, at most LAST_PAGE). */
export function pageCount(totalCount: number): number {
  return Math.min(LAST_PAGE, Math.max(1, Math.ceil(totalCount / SEARCH_GROUP_PAGE_SIZE)));
}

/** The place of a page's results among all: "49–96 of 135" (first and last counted from 1). */
export function pageRange(page: number, shown: number, totalCount: number) {
  const first = (page - 1) * SEARCH_GROUP_PAGE_SIZE + 1;
  return { first, last: first + shown - 1, total: totalCount };
}

/** A page number of the pager, or a gap between runs of them. */
export type PagerEntry = number | 'gap';

/**
 * The pages the pager offers: the first, the last, and two on each side of the current one,
 * with a gap where pages are left out (1 … 4 5 [6] 7 8 … 27). A gap never hides one page:
 * that page is shown instead.
 */
export function pagerEntries(current: number, last: number): PagerEntry[] {
  const shown = new Set<number>([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  pages.forEach((page, index) => {
    const before = pages[index - 1];
    if (before !== undefined && page - before === 2) entries.push(before + 1);
    else if (before !== undefined && page - before > 2) entries.push('gap');
    entries.push(page);
  });
  return entries;
}
