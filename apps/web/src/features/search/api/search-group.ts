import { type Category, type Language, SEARCH_GROUP_PAGE_SIZE } from '@lagoon/contract';
import type { ApiClient } from '../../../lib/api-client';
import { type GroupQuery, groupType } from '../group-address';
import { readSearchGroups, type SearchGroup } from './search';

/**
 * GET /ajax/search2 for one page of one group ("see more"): the keyword, the group as `type`,
 * the page counted from 0 with SEARCH_GROUP_PAGE_SIZE results, the order and the category.
 */
export async function searchGroupPage(
  client: ApiClient,
  query: GroupQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchGroup> {
  const body = await client.get<unknown>('/ajax/search2', {
    query: {
      keyword: query.keyword,
      type: query.group,
      page: query.page - 1,
      size: SEARCH_GROUP_PAGE_SIZE,
      sort: query.sort,
      category: query.category,
      hl: language,
    },
    signal,
  });
  // Every kind is present in what readSearchGroups returns, empty when the answer lacks it.
  return readSearchGroups(body).find((group) => group.type === query.group) as SearchGroup;
}

/** GET /ajax/categories/{type}: the categories a group's items are filed under, named. */
export function getGroupCategories(
  client: ApiClient,
  query: Pick<GroupQuery, 'group'>,
  language: Language,
  signal?: AbortSignal,
): Promise<Category[]> {
  return client.get<Category[]>(`/ajax/categories/${groupType(query.group)}`, {
    query: { hl: language },
    signal,
  });
}
