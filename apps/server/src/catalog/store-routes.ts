import { StoreConfig, User } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version.js';

/** Store-wide calls: configuration and the current user (page views: analytics/routes.ts). */
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
      loginUrl: app.config.loginPortalUrl,
      logoutUrl: app.config.logoutUrl,
      companion: app.companion,
      manifestV2: app.config.manifestV2,
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
    async (request, reply) => {
      // Who is signed in is this visitor's alone: no shared or stored copy.
      reply.header('cache-control', 'no-store');
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
        bigProfileImage: user.bigProfileImage,
        age: user.age,
        // The account id (the portal's own name for it is the naver id).
        naverId: user.id,
        isAuthenticated: true,
        isAdmin: user.isAdmin,
      };
    },
  );
};
