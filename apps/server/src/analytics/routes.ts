import { Language } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordedPath } from './page-path.js';
import { countPageView } from './page-view-queries.js';

const PageViewInput = z.object({
  path: z.string().min(1).max(500).startsWith('/'),
  /** Accepted for older clients; counts are kept per path only. */
  language: Language.optional(),
});

/**
 * First-party page-view counting: one row per day and anonymised path, incremented in place.
 * It sets no cookie of its own; the anti-forgery check still applies because it is a POST.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ajax/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Counts a page view under its path, without item ids or search words',
        body: PageViewInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await countPageView(app.db, recordedPath(request.body.path));
      return reply.code(204).send(null);
    },
  );
};
