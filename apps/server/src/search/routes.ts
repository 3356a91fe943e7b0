import {
  AutocompleteResult,
  CategoryCode,
  Language,
  SEARCH_INDEX_CHECK_MS,
  SEARCH_KEYWORD_PARAM_MAX,
  SEARCH_PAGE,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SearchResultGroup,
} from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { SearchAdmission } from './admission.js';
import type { SearchPage } from './catalog-index.js';
import { normalizeKeyword, SEARCH_GROUP_ORDER, type SearchGroup, searchGroupOf } from './groups.js';
import { SearchIndexHolder } from './index-holder.js';
import { nameSearchQueryIssues } from './query-errors.js';

const SuggestQuery = z.object({
  keyword: z.string().max(SEARCH_KEYWORD_PARAM_MAX).optional(),
  type: z.string().max(20).optional(),
  page: z.coerce.number().int().min(0).max(SEARCH_PAGE_MAX).default(SEARCH_PAGE),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  hl: Language.optional(),
});

/**
 * Search adds the order of the results and a category, which needs one group (`type`): the
 * groups file their items under different categories. An empty category means every one.
 */
const SearchQuery = SuggestQuery.extend({
  sort: z.enum(SEARCH_SORTS).default(SEARCH_SORTS[0]),
  category: z.union([z.literal(''), CategoryCode]).optional(),
});

/** The groups a `type` parameter asks for, as positions in SEARCH_GROUP_ORDER. */
function groupsFor(type: string | undefined): number[] {
  if (!type) return SEARCH_GROUP_ORDER.map((_, position) => position);
  const group = searchGroupOf(type);
  if (!group) throw new AppError('INVALID_REQUEST');
  return [SEARCH_GROUP_ORDER.indexOf(group)];
}

/** The search answer, built from card JSON already made: no serialiser pass per request. */
function searchJson(page: SearchPage): string {
  return `[${page.groups
    .map(
      ({ group, totalCount, cards }) =>
        `{"type":${JSON.stringify(SEARCH_GROUP_ORDER[group] as SearchGroup)},"totalCount":${totalCount},"items":[${cards.join(',')}]}`,
    )
    .join(',')}]`;
}

const holders = new WeakMap<object, SearchIndexHolder>();

/**
 * The search index of an application, to wait for its rebuilds (`settled`) or to compare it
 * with the database at once after writing there directly (`refresh`).
 */
export function searchIndexOf(app: FastifyInstance): SearchIndexHolder {
  const holder = holders.get(app.catalogCache);
  if (!holder) throw new Error('the search routes are not registered');
  return holder;
}

/**
 * Search and autocomplete, answered from an in-memory index of the findable catalog (see
 * catalog-index.ts) that each server keeps in step with the database (see index-holder.ts).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const holder = new SearchIndexHolder(app.db, app.log, SEARCH_INDEX_CHECK_MS);
  const admission = new SearchAdmission(holder);
  holders.set(app.catalogCache, holder);
  // Every write that changes what visitors see clears the catalog cache, on this server or, on
  // PostgreSQL, on another one; the index follows both.
  const stopFollowing = app.catalogCache.onForget((items) => holder.changed(items));
  nameSearchQueryIssues(app);
  app.addHook('onReady', async () => holder.start());
  app.addHook('onClose', async () => {
    stopFollowing();
    holder.stop();
    await holder.settled();
  });

  app.get(
    '/ajax/search2',
    {
      schema: {
        tags: ['search'],
        summary:
          'Items whose name contains the keyword or whose description has words starting with its words, grouped EXTENSION, THEME, APP; one page of each, in an order and (for one group) a category',
        querystring: SearchQuery,
        response: { 200: z.array(SearchResultGroup) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { page, size, sort } = request.query;
      const groups = groupsFor(request.query.type);
      const category = request.query.category || null;
      if (category !== null && groups.length !== 1) throw new AppError('SEARCH_CATEGORY_INVALID');
      const keyword = normalizeKeyword(request.query.keyword);
      // A category is checked against the store's categories even when nothing is searched.
      const index = keyword !== '' || category !== null ? await admission.admit(reply) : null;
      if (category !== null && !index?.hasCategory(groups[0] as number, category)) {
        throw new AppError('SEARCH_CATEGORY_INVALID');
      }
      if (keyword === '' || !index) {
        return groups.map((group) => ({
          type: SEARCH_GROUP_ORDER[group] as SearchGroup,
          totalCount: 0,
          items: [],
        }));
      }
      return sendJson(
        reply,
        searchJson(index.search(keyword, groups, page * size, size, language, { sort, category })),
      );
    },
  );

  app.get(
    '/ajax/autocomplete2',
    {
      schema: {
        tags: ['search'],
        summary:
          'One page of names of findable items for the search box, those starting with the keyword first',
        querystring: SuggestQuery,
        response: { 200: AutocompleteResult },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const groups = groupsFor(request.query.type);
      const keyword = normalizeKeyword(request.query.keyword);
      if (keyword === '') return { names: [] };
      const { page, size } = request.query;
      const index = await admission.admit(reply);
      return { names: index.complete(keyword, groups, page * size, size, language) };
    },
  );
};
