import {
  CategoryType,
  CurationItem,
  CurationItemList,
  ItemParams,
  LanguageQuery,
  PickInput,
  PickType,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { jsonBody } from '../http/route-body.js';
import { loadCurationItems, PRODUCT_TYPES_OF } from './item-queries.js';
import { setPick } from './pick-commands.js';

/** Finding items for picks and winners, and the picks of extensions and wallpapers. */
export const pickRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/api/curation/items',
    {
      schema: {
        tags: ['admin'],
        summary: 'Finds items by name or id, for picks, winners and the browser policy',
        description:
          'installable=true leaves out what managed browsers could not install by policy: ' +
          'items without a published version, private ones, wallpapers without a theme ' +
          'package and items without a signed package.',
        querystring: LanguageQuery.extend({
          q: z.string().max(100).default(''),
          type: CategoryType.optional(),
          installable: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: CurationItemList },
      },
    },
    async (request) => {
      const { q, type, installable } = request.query;
      const items = await loadCurationItems(
        app.db,
        {
          q,
          ...(type ? { productTypes: PRODUCT_TYPES_OF[type] } : {}),
          installableByPolicy: installable === 'true',
          limit: 20,
        },
        requestLanguage(request),
      );
      return { items };
    },
  );

  app.get(
    '/admin/api/curation/picks',
    {
      schema: {
        tags: ['admin'],
        summary: "The picked items of a kind; the wallpaper tab's picks are the picked themes",
        querystring: LanguageQuery.extend({ type: PickType.default('theme') }),
        response: { 200: CurationItemList },
      },
    },
    async (request) => {
      const items = await loadCurationItems(
        app.db,
        { productTypes: PRODUCT_TYPES_OF[request.query.type], picked: true },
        requestLanguage(request),
      );
      return { items };
    },
  );

  app.put(
    '/admin/api/curation/picks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Picks an extension or wallpaper, or takes the pick away',
        description:
          'Body: { pick: boolean, reason? }. Web apps cannot be picked (WRONG_ITEM_TYPE).',
        params: ItemParams,
        body: jsonBody(PickInput),
        response: { 200: CurationItem },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const id = request.params.id;
      await setPick(app.db, admin.id, id, request.body);
      app.catalogCache.clear([id]);
      const [item] = await loadCurationItems(app.db, { ids: [id] }, requestLanguage(request));
      return item!;
    },
  );
};
