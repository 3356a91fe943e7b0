import {
  CreatorRatingPage,
  ExtensionId,
  RATINGS_PAGE_MAX,
  RATINGS_PAGE_SIZE,
  RATINGS_PAGE_SIZE_MAX,
  Rating,
  RatingId,
  RatingReplyInput,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { deleteReply, loadCreatorRatings, loadRating, saveReply } from './reply-commands.js';

const ReplyParams = z.object({ extensionId: ExtensionId, ratingId: RatingId });

/**
 * The developer's calls about ratings: the ratings of their items and their replies. Reading
 * needs a creator profile; writing a reply, which the store shows under the developer's name,
 * also needs both terms agreed. The guard runs before any input is read, so a caller who may
 * not make the call learns only that.
 */
export const creatorRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('ratings'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/creator/api/ratings',
    {
      schema: {
        tags: ['ratings'],
        summary: "The visible ratings of the developer's items (or of one), newest first",
        description:
          'extensionId limits the list to one of the developer’s items (another item: ' +
          'EXTENSION_NOT_FOUND). page counts from 0.',
        querystring: z.object({
          extensionId: ExtensionId.optional(),
          page: z.coerce.number().int().min(0).max(RATINGS_PAGE_MAX).default(0),
          size: z.coerce
            .number()
            .int()
            .min(1)
            .max(RATINGS_PAGE_SIZE_MAX)
            .default(RATINGS_PAGE_SIZE),
          hl: z.string().optional(),
        }),
        response: { 200: CreatorRatingPage },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request) => {
      const { user, creator } = developerOf(request);
      const { extensionId, page, size } = request.query;
      return loadCreatorRatings(app.db, {
        creatorId: creator.id,
        viewerId: user.id,
        itemId: extensionId,
        page,
        size,
        language: requestLanguage(request),
      });
    },
  );

  app.put(
    '/creator/api/extensions/:extensionId/ratings/:ratingId/reply',
    {
      schema: {
        tags: ['ratings'],
        summary: "Writes or edits the developer's reply to a rating of their item",
        description:
          'Body: RatingReplyInput. Another developer’s item: EXTENSION_NOT_FOUND; a rating ' +
          'that is not the item’s or is hidden: RATING_NOT_FOUND. Answers the rating with its reply.',
        params: ReplyParams,
        body: jsonBody(RatingReplyInput),
        response: { 200: Rating },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const { user, creator } = developerOf(request);
      const { extensionId, ratingId } = request.params;
      await saveReply(
        app.db,
        { creatorId: creator.id, itemId: extensionId, ratingId },
        user.id,
        request.body.text,
      );
      return loadRating(app.db, ratingId, user.id);
    },
  );

  app.delete(
    '/creator/api/extensions/:extensionId/ratings/:ratingId/reply',
    {
      schema: {
        tags: ['ratings'],
        summary: "Deletes the developer's reply to a rating of their item",
        description: 'No reply to delete: RATING_NOT_FOUND.',
        params: ReplyParams,
        response: { 204: z.null() },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      const { extensionId, ratingId } = request.params;
      await deleteReply(app.db, { creatorId: creator.id, itemId: extensionId, ratingId });
      return reply.code(204).send(null);
    },
  );
};
