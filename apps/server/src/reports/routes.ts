import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemReportAdminRoutes } from './admin-routes.js';
import { publicItemReportRoutes } from './public-routes.js';

/**
 * Visitors' reports of items: filing one (/ajax/extensions/{id}/reports) and the
 * administrators' queue (/admin/api/item-reports…).
 */
export const itemReportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicItemReportRoutes);
  await app.register(itemReportAdminRoutes);
};
