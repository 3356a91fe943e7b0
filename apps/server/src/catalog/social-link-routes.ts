import { AdminSocialLinks, SocialLinksInput } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { NO_ITEMS } from '../lib/clear-signal.js';
import { loadSocialLinks, saveSocialLinks } from './social-link-commands.js';

/**
 * The footer's social links in the console (Curation, Footer links): administrators only. A
 * save is kept in the curation log and empties the catalog cache, so GET /ajax/config answers
 * the new list at once.
 */
export const socialLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the input is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('admin.curation'));

  app.get(
    '/admin/api/curation/social-links',
    {
      schema: {
        tags: ['admin'],
        summary: "The footer's social links, and whether the console or STORE_LINKS set them",
        response: { 200: AdminSocialLinks },
      },
    },
    async () => {
      const saved = await loadSocialLinks(app.db);
      return saved
        ? { links: saved, source: 'console' as const }
        : { links: app.config.links.social, source: 'configuration' as const };
    },
  );

  app.put(
    '/admin/api/curation/social-links',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets the footer's social links, in order (an empty list shows none)",
        description:
          "Body: { links: [{ name, url }], reason? }. The list replaces STORE_LINKS' social list.",
        body: jsonBody(SocialLinksInput),
        response: { 200: AdminSocialLinks },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const fallback = (await loadSocialLinks(app.db)) ?? app.config.links.social;
      const links = await saveSocialLinks(app.db, admin.id, request.body, fallback);
      app.catalogCache.clear(NO_ITEMS);
      return { links, source: 'console' as const };
    },
  );
};
