import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { areaFieldCodes, nameBodyIssues } from '../http/route-body.js';
import { bannerRoutes } from './banner-routes.js';
import { categoryRoutes } from './category-routes.js';
import { pickRoutes } from './pick-routes.js';
import { winnerRoutes } from './winner-routes.js';

/**
 * The curation API of the moderation console: banners, picks, contest winners and categories.
 * Every write is kept in the curation log and empties the catalog cache once it commits, so the
 * storefront shows the change on its next request.
 */
export const curationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the input is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('admin.curation'));

  await app.register(bannerRoutes);
  await app.register(pickRoutes);
  await app.register(winnerRoutes);
  await app.register(categoryRoutes);
};
