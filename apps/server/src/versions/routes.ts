import { ExtensionId, Language, VersionHistory } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { loadPublicVersions } from './version-queries.js';

const ItemParams = z.object({ id: ExtensionId });

/**
 * GET /ajax/extensions/{id}/versions: the versions visitors could install over time. Public
 * items only, like their ratings: anything else answers as a missing id. Answers are shared
 * (the catalog cache), and an approval, which is what adds a version, empties that cache.
 */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/extensions/:id/versions',
    {
      schema: {
        tags: ['catalog'],
        summary: "An item's published versions, newest first",
        description:
          'Version, publication date, package size, manifest version and change log (in hl, ' +
          'else the listing’s default language, else any; only the current version’s is ' +
          'kept). EXTENSION_NOT_FOUND for items visitors cannot see.',
        params: ItemParams,
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: VersionHistory },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { id } = request.params;
      const json = await app.catalogCache.get(`versions:${id}:${language}`, async () => {
        const versions = await loadPublicVersions(app.db, id, language);
        return versions === null ? null : JSON.stringify(VersionHistory.encode({ versions }));
      });
      if (json === null) throw new AppError('EXTENSION_NOT_FOUND');
      return sendJson(reply, json);
    },
  );
};
