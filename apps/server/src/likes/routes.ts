import { ExtensionId, LanguageQuery, LikeState } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../accounts/session.js';
import { setLike } from './like-commands.js';
import { loadLikeState } from './like-queries.js';

const ItemParams = z.object({ extensionId: ExtensionId });
const LIKE_PATH = '/ajax/extensions/:extensionId/like';

const ITEM_RULES =
  'Only wallpapers visitors can see: EXTENSION_NOT_FOUND for a missing, unpublished or ' +
  'private one, LIKE_NOT_WALLPAPER for other kinds of items.';

/**
 * Likes of wallpapers under /ajax/extensions/{id}/like: the count and the viewer's like
 * (anyone; signed-out visitors like nothing), liking and taking the like back (signed in, with
 * the anti-forgery token, which the security plugin checks on every write). Every answer
 * carries the viewer's own like, so none is stored by a browser or a proxy.
 *
 * No write empties the catalog cache (that would rebuild the search index on every like): the
 * lists and the detail's cached answer catch up when they expire, while these calls read and
 * write the count itself, so the like button is always exact.
 */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD') requireUser(request);
  });

  app.get(
    LIKE_PATH,
    {
      schema: {
        tags: ['likes'],
        summary: "A wallpaper's like count, and whether the signed-in visitor likes it",
        description: `Anyone may read; \`liked\` is false for visitors who are not signed in. ${ITEM_RULES}`,
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 200: LikeState },
      },
    },
    async (request) => loadLikeState(app.db, request.params.extensionId, request.user?.id ?? null),
  );

  for (const liked of [true, false]) {
    app.route({
      method: liked ? 'PUT' : 'DELETE',
      url: LIKE_PATH,
      schema: {
        tags: ['likes'],
        summary: liked ? 'Likes a wallpaper' : 'Takes back the like of a wallpaper',
        description:
          'Signed in (LOGIN_REQUIRED), with the anti-forgery token (XSRF_TOKEN_MISMATCH). ' +
          'Idempotent: the count changes only when the like really came or went. Answers the ' +
          `count and the like. ${ITEM_RULES} ` +
          (liked
            ? 'Blocked wallpapers cannot be liked (LIKE_CLOSED).'
            : 'Allowed on blocked wallpapers too.'),
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 200: LikeState },
      },
      handler: async (request) => {
        const user = requireUser(request);
        return setLike(app.db, user.id, request.params.extensionId, liked);
      },
    });
  }
};
