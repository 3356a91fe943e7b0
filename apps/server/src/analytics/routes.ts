import { Language, PAGE_VIEWS_PER_HOUR } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../http/client-address.js';
import { floodSweeper } from '../ratings/flood-limit.js';
import { recordPageView, viewerKey } from './page-views.js';

const PageViewInput = z.object({
  path: z.string().min(1).max(500).startsWith('/'),
  /** Accepted for older clients; counts are kept per path only. */
  language: Language.optional(),
});

/**
 * First-party page-view counting: one row per day and anonymised path, incremented in place.
 * It sets no cookie of its own; the anti-forgery check still applies because it is a POST.
 * Each visitor (account, or address when signed out) reports a limited number an hour.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweep = floodSweeper(app.db);

  app.post(
    '/ajax/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Counts a page view under its path, without item ids or search words',
        description:
          `At most ${PAGE_VIEWS_PER_HOUR} views an hour per signed-in account, or per client ` +
          'address (an IPv6 one by its /64) when signed out; past that RATE_LIMITED (429) and ' +
          'nothing is counted.',
        body: PageViewInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, {
        path: request.body.path,
        viewer: viewerKey(request.user, clientKey(request.ip)),
      });
      sweep();
      return reply.code(204).send(null);
    },
  );
};
