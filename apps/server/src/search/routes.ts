import {
  AutocompleteResult,
  Language,
  SEARCH_PAGE,
  SEARCH_PAGE_SIZE,
  SearchResultGroup,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJson, presentProducts, sendJson } from '../catalog/json-answer.js';
import { loadProductParts } from '../catalog/product-repository.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import {
  autocompleteNames,
  normalizeKeyword,
  SEARCH_GROUP_ORDER,
  type SearchGroup,
  searchGroupOf,
  searchItems,
} from './search-queries.js';

const SearchQuery = z.object({
  keyword: z.string().max(200).optional(),
  type: z.string().max(20).optional(),
  page: z.coerce.number().int().min(0).max(1000).default(SEARCH_PAGE),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  hl: Language.optional(),
});

/** The groups a `type` parameter asks for: all three in order, or the one named. */
function groupsFor(type: string | undefined): SearchGroup[] {
  if (!type) return [...SEARCH_GROUP_ORDER];
  const group = searchGroupOf(type);
  if (!group) throw new AppError('INVALID_REQUEST');
  return [group];
}

/** Search and autocomplete (spec §7, §9). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/search2',
    {
      schema: {
        tags: ['search'],
        summary:
          'Items whose name or description contains the keyword, grouped EXTENSION, THEME, APP',
        querystring: SearchQuery,
        response: { 200: z.array(SearchResultGroup) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { page, size } = request.query;
      const groups = groupsFor(request.query.type);
      const keyword = normalizeKeyword(request.query.keyword);
      if (keyword === '') return groups.map((type) => ({ type, totalCount: 0, items: [] }));
      const key = JSON.stringify([keyword, groups, page, size, language]);
      const json = await cachedJson(app, `search:${key}`, z.array(SearchResultGroup), async () => {
        const pages = await searchItems(app.db, keyword, groups, page, size);
        const parts = await loadProductParts(
          app.db,
          pages.flatMap((entry) => entry.ids),
          { listing: 'published', language },
        );
        const products = new Map(
          presentProducts(request, parts, language, app.config.publicUrl).map((product) => [
            product.extensionId,
            product,
          ]),
        );
        return pages.map((entry) => ({
          type: entry.group,
          totalCount: entry.totalCount,
          items: entry.ids.flatMap((id) => products.get(id) ?? []),
        }));
      });
      return sendJson(reply, json);
    },
  );

  app.get(
    '/ajax/autocomplete2',
    {
      schema: {
        tags: ['search'],
        summary:
          'One page of names of findable items for the search box, those starting with the keyword first',
        querystring: SearchQuery,
        response: { 200: AutocompleteResult },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const groups = groupsFor(request.query.type);
      const keyword = normalizeKeyword(request.query.keyword);
      if (keyword === '') return { names: [] };
      const { page, size } = request.query;
      const key = JSON.stringify([keyword, groups, page, size, language]);
      const json = await cachedJson(app, `autocomplete:${key}`, AutocompleteResult, async () => ({
        names: await autocompleteNames(app.db, keyword, groups, language, page, size),
      }));
      return sendJson(reply, json);
    },
  );
};
