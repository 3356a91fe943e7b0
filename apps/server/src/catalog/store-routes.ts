import { StoreConfig, User } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version.js';
import { loadSocialLinks } from './social-link-commands.js';
import { socialLinkRoutes } from './social-link-routes.js';

/**
 * Store-wide calls: configuration and the current user (page views: analytics/routes.ts), and
 * the console's calls for the footer's social links.
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(socialLinkRoutes);

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
      links: {
        ...app.config.links,
        // The console's list once an administrator saved one, else STORE_LINKS'.
        social:
          (await app.catalogCache.get('social-links', () => loadSocialLinks(app.db))) ??
          app.config.links.social,
      },
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
