import {
  OutsideItemParams,
  OutsideItemsQuery,
  PublicOutsideItem,
  PublicOutsideItemList,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { loadGroupOutsideItems, resolveGroupId } from './outside-queries.js';

/**
 * What a group's visitors see of items from elsewhere: the ones their group allows,
 * pre-installs or requires, in their language. The group is the one the visitor's companion
 * reports; an unknown group (or none) reads as the default group.
 */
export const outsideItemPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/outside-items',
    {
      schema: {
        tags: ['store'],
        summary: "Items from elsewhere the visitor's browser group lets them have",
        querystring: OutsideItemsQuery,
        response: { 200: PublicOutsideItemList },
      },
    },
    async (request, reply) => {
      const groupId = await resolveGroupId(app.db, request.query.groupId);
      reply.header('cache-control', 'no-store');
      return {
        groupId,
        items: await loadGroupOutsideItems(app.db, groupId, requestLanguage(request)),
      };
    },
  );

  app.get(
    '/ajax/outside-items/:extensionId',
    {
      schema: {
        tags: ['store'],
        summary: "One item from elsewhere, when the visitor's browser group lets them have it",
        params: OutsideItemParams,
        querystring: OutsideItemsQuery,
        response: { 200: PublicOutsideItem },
      },
    },
    async (request, reply) => {
      const groupId = await resolveGroupId(app.db, request.query.groupId);
      const [item] = await loadGroupOutsideItems(
        app.db,
        groupId,
        requestLanguage(request),
        request.params.extensionId,
      );
      if (!item) throw new AppError('OUTSIDE_ITEM_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return item;
    },
  );
};
