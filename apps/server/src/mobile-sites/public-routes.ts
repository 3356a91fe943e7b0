import { LanguageQuery, MobileSiteCategory, MobileSiteList } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { loadPublicMobileSites } from './mobile-site-queries.js';

/**
 * The curated mobile websites the sidebar store lists (/sidebar/mobile): those of the interface
 * language and those of every language, in the console's order, each with whether the side
 * panel may show it (`framing`). The answer is kept in the catalog cache, which every change in
 * the console empties.
 */
export const mobileSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/mobile-sites',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Mobile websites for the side panel, of the interface language, in order',
        querystring: LanguageQuery.extend({ category: MobileSiteCategory.optional() }),
        response: { 200: MobileSiteList },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { category } = request.query;
      const json = await cachedJson(
        app,
        `mobile-sites:${language}:${category ?? ''}`,
        MobileSiteList,
        async () => ({ items: await loadPublicMobileSites(app.db, language, category) }),
      );
      return sendJson(reply, json);
    },
  );
};
