import { CreatorItemDetail, WebAppUrlInput } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { loadOwnedItem } from './creator-items.js';
import { detailOf } from './route-parts.js';
import { checkWebApp } from './webapp/check-web-app.js';
import { webAppFetchOptions } from './webapp/guarded-fetch.js';
import { createWebAppItem, isDomainTaken } from './webapp-items.js';

/**
 * Registering a progressive web app by its URL. The site is checked (fetched through the
 * address guard, manifest, name and icon required, domain not yet registered) before a new
 * draft item is made from it.
 */
export const webAppRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('publishing'));

  app.post(
    '/creator/api/extensions/pwa',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Registers a progressive web app by its URL (a new draft)',
        description:
          'Body: {"url": "https://…"}. The site is fetched through a guard that refuses private ' +
          'and reserved addresses. Errors: INVALID_URL_SYNTAX, ONLY_SUPPORT_START_WITH_HTTPS_, ' +
          'CAN_T_CONNECT_TO_URL, DUPLICATED_DOMAIN, INVALID_MANIFEST_FILE, ' +
          'MUST_DEFINE_THE_NAME_OR_SHORT_NAME, MUST_DEFINE_THE_ICON.',
        body: jsonBody(WebAppUrlInput),
        response: { 201: CreatorItemDetail },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      const site = await checkWebApp(request.body.url, webAppFetchOptions(app.config), (domain) =>
        isDomainTaken(app.db, domain),
      );
      const id = await createWebAppItem(app.db, app.storage, creator.id, site);
      const item = await loadOwnedItem(app.db, creator.id, id);
      return reply.code(201).send(await detailOf(app, item, request));
    },
  );
};
