import type { Category, Language } from '@lagoon/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { api } from '../../lib/api-client';
import { appendHl, readHl } from '../../lib/language';
import { type Read, read } from '../../lib/read';
import { type SearchGroup, search } from './api/search';
import { getGroupCategories, searchGroupPage } from './api/search-group';
import { type GroupQuery, groupAddress, pageCount, readGroupAddress } from './group-address';

/*
 * The pages take the address rules through this module: the loader, which the route reads with
 * the navigation, and the rules it shares with the pages then travel in one chunk, and the
 * store's first page lists one file name fewer.
 */
export {
  type GroupQuery,
  groupAddress,
  pageCount,
  pageRange,
  pagerEntries,
  seeMoreAddress,
} from './group-address';

/** One group of a search, paged ("see more"), with the categories to narrow it. */
export interface SearchGroupData {
  query: GroupQuery;
  page: Read<SearchGroup>;
  /** The group's categories; the page works without them (no filter shows). */
  categories: Read<Category[]>;
}

export interface SearchData {
  /** The grouped results; null without a keyword and on a group's page. */
  results: Read<SearchGroup[]> | null;
  /** A group's page, when the address names a group (see group-address.ts). */
  group?: SearchGroupData;
}

/**
 * The loader of /search/:keyword?: the grouped results, or one group's page when the address
 * names a group. An address naming an order, category or page that cannot be is sent to the
 * one that can (the first page, every category, the last page), keeping hl, so a visitor never
 * sees an error for a hand-edited or outdated address. Loaded with the page's first visit, so
 * the store's first page does not carry it.
 */
export async function loadSearch(
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  language: Language,
): Promise<SearchData | Response> {
  const keyword = params.keyword?.trim() ?? '';
  if (!keyword) return { results: null };
  const { signal } = request;
  const url = new URL(request.url);
  const address = readGroupAddress(keyword, url.searchParams);
  if (!address) {
    return { results: await read(() => search(api, keyword, language, signal), { signal }) };
  }
  const to = (query: GroupQuery) => redirect(appendHl(groupAddress(query), readHl(url.search)));
  const { query } = address;
  if (address.corrected) return to(query);
  const [page, categories] = await Promise.all([
    read(() => searchGroupPage(api, query, language, signal), { signal }),
    read(() => getGroupCategories(api, query, language, signal), { signal, retry: false }),
  ]);
  // A category the store does not have (any more): every category.
  if (page.error?.code === 'SEARCH_CATEGORY_INVALID') {
    return to({ ...query, category: null, page: 1 });
  }
  const last = page.data ? pageCount(page.data.totalCount) : query.page;
  if (query.page > last) return to({ ...query, page: last });
  return { results: null, group: { query, page, categories } };
}
