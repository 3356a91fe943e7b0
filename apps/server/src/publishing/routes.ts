import {
  CREATOR_ITEM_TYPES,
  CreatorItemDetail,
  CreatorItemList,
  type CreatorItemType,
  errorMessage,
  ItemParams,
  ItemPatch,
  LanguageQuery,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { requireCreator } from '../creators/guard.js';
import { writeShareFor } from '../db/write-share.js';
import { documentedCall } from '../http/api-document.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { ITEM_STATUS_DOCS, SAVE_DRAFT_DOCS } from './api-examples.js';
import { listCreatorItems, loadOwnedItem } from './creator-items.js';
import { deleteItem, saveDraft } from './item-commands.js';
import { type PackageRouteOptions, packageRoutes } from './package-routes.js';
import { detailOf } from './route-parts.js';
import { webAppRoutes } from './webapp-routes.js';

/** The item calls: the dashboard list, one item, saving its draft, deleting it. */
const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('publishing'));
  /** Draft saves take their turn so they never crowd out visitors (see write-share.ts). */
  const saves = writeShareFor(app.databaseKind);

  app.get(
    '/creator/api/extensions',
    {
      schema: {
        tags: ['publishing'],
        summary: "The developer's items of the given types (the dashboard)",
        querystring: LanguageQuery.extend({ type: z.string().optional() }),
        response: { 200: CreatorItemList },
      },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: false });
      const requested = (request.query.type ?? 'extension,sidebar,theme')
        .split(',')
        .map((value) => value.trim().toLowerCase())
        .filter((value) => value !== '');
      const known = new Set<string>(CREATOR_ITEM_TYPES);
      const unknown = requested.filter((value) => !known.has(value));
      if (unknown.length > 0 || requested.length === 0) {
        throw new AppError('INVALID_REQUEST', [
          {
            field: 'type',
            code: 'publishing.type.invalid',
            message: errorMessage('INVALID_REQUEST', requestLanguage(request)),
          },
        ]);
      }
      reply.header('cache-control', 'no-store');
      const items = await listCreatorItems(
        app.db,
        creator.id,
        requested as CreatorItemType[],
        requestLanguage(request),
        app.config.publicUrl,
      );
      return { items };
    },
  );

  app.get(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'One of the developer’s items; published=false prefers the draft',
        description:
          'The item’s state for a release pipeline: `review` (the review state), ' +
          '`product.version` (the live version, null before the first approval), ' +
          '`draft.version` (the version waiting in the draft or in review) and `reviewNote`. ' +
          'The draft’s fields are shown at the top level unless published=true.',
        params: ItemParams,
        querystring: LanguageQuery.extend({ published: z.enum(['true', 'false']).optional() }),
        response: { 200: CreatorItemDetail },
      },
      config: { swaggerTransform: documentedCall(ITEM_STATUS_DOCS) },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: false });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return detailOf(app, item, request, request.query.published !== 'true');
    },
  );

  app.patch(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Saves the draft; review IN_REVIEW requests review',
        description:
          'Body: ItemPatch. Changes go to the draft; the published product stays live until ' +
          'approval. Texts are maps from language to text; icon, slides and image take the ' +
          '`url`s of images uploaded with an upload session. review=IN_REVIEW (the submission; ' +
          'a token needs items:submit) checks every required field (REQUIRED_* naming each ' +
          'missing field); review=PREPARE_FOR_SUBMISSION withdraws a pending request.',
        params: ItemParams,
        querystring: LanguageQuery,
        body: jsonBody(ItemPatch),
        response: { 200: CreatorItemDetail },
      },
      config: { swaggerTransform: documentedCall(SAVE_DRAFT_DOCS) },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const { user, creator } = developerOf(request);
      const author = { creatorId: creator.id, userId: user.id, language: requestLanguage(request) };
      return saves.run(async () => {
        const { item, itemChanged } = await saveDraft(
          app.db,
          request.params.id,
          request.body,
          author,
        );
        // Visitors see the published listing: a draft save leaves their cached answers alone
        // unless it changed the item itself (visibility, a web app's kind) while it is live.
        if (itemChanged && item.live) app.catalogCache.clear([item.id]);
        return detailOf(app, item, request);
      });
    },
  );

  app.delete(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Deletes one of the developer’s items (ITEM_BLOCKED_DELETE when blocked)',
        params: ItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: true });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      await deleteItem(app.db, item);
      if (item.live) app.catalogCache.clear([item.id]);
      return reply.code(204).send(null);
    },
  );
};

/** Developer calls for items: dashboard, editor, packages, web apps by URL. */
/** What the application hands the publishing routes: see PackageRouteOptions. */
export type PublishingOptions = PackageRouteOptions;

export const publishingRoutes: FastifyPluginAsyncZod<PublishingOptions> = async (app, options) => {
  await app.register(itemRoutes);
  await app.register(packageRoutes, options);
  await app.register(webAppRoutes);
};
