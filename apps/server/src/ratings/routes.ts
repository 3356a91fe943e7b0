import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creatorRatingRoutes } from './creator-routes.js';
import { ratingModerationRoutes } from './moderation-routes.js';
import { publicRatingRoutes } from './public-routes.js';

/**
 * Ratings and reviews: the visitors' calls (/ajax/extensions/{id}/ratings…), the developer's
 * replies and list (/creator/api/…) and the administrators' moderation (/admin/api/ratings…).
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRatingRoutes);
  await app.register(creatorRatingRoutes);
  await app.register(ratingModerationRoutes);
};
