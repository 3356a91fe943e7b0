import { EXTENSION_ID_PATTERN, Language, StoreConfig, User } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_VERSION } from '../version.js';

const PageViewInput = z.object({
  path: z.string().min(1).max(500).startsWith('/'),
  language: Language.optional(),
});

const ANY_ITEM_ID = new RegExp(EXTENSION_ID_PATTERN.source.slice(1, -1), 'g');

/** Removes item ids from a path so analytics never holds what a visitor looked at. */
export function anonymizePath(path: string): string {
  return (path.split(/[?#]/)[0] ?? path).replace(ANY_ITEM_ID, ':id');
}

/** Store-wide calls: configuration, the current user and page-view reporting. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/config',
    {
      schema: {
        tags: ['store'],
        summary: 'Edition, version and footer links of this store',
        response: { 200: StoreConfig },
      },
    },
    async () => ({
      notebookEdition: app.config.notebookEdition,
      version: SERVER_VERSION,
      links: app.config.links,
    }),
  );

  app.get(
    '/ajax/user',
    {
      schema: {
        tags: ['store'],
        summary: 'The signed-in user, or an anonymous one',
        response: { 200: User },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) {
        return {
          nickname: null,
          profileImage: null,
          bigProfileImage: null,
          age: null,
          naverId: null,
          isAuthenticated: false,
          isAdmin: false,
        };
      }
      return {
        nickname: user.nickname,
        profileImage: user.profileImage,
        bigProfileImage: user.profileImage,
        age: user.age,
        naverId: user.naverId,
        isAuthenticated: true,
        isAdmin: user.isAdmin,
      };
    },
  );

  app.post(
    '/ajax/page-views',
    {
      schema: {
        tags: ['store'],
        summary: 'Reports a page view; item ids are stripped from the path',
        body: PageViewInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.db
        .insertInto('page_views')
        .values({
          path: anonymizePath(request.body.path),
          item_id: null,
          language: request.body.language ?? null,
        })
        .execute();
      return reply.code(204).send(null);
    },
  );
};
