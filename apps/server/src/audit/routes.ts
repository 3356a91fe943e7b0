import {
  AUDIT_PAGE_SIZE,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_QUERY_MAX,
  AuditAction,
  AuditArea,
  AuditPage,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAuditLog } from './audit-log.js';

export interface AuditRouteOptions {
  /**
   * Refuses anyone but an administrator. Passed in rather than imported: accounts/ writes role
   * changes to this log, so the log must not import accounts/ back.
   */
  requireAdmin: (request: FastifyRequest) => unknown;
}

/** The administrators' log: reviews, curation, rating and report decisions, role changes. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRouteOptions> = async (
  app,
  { requireAdmin },
) => {
  // Anyone but an administrator gets not-found here, before the input is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/api/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The log of reviews, curation, rating moderation and role changes: who, when, what, why; searchable',
        querystring: z.object({
          q: z.string().max(AUDIT_QUERY_MAX).optional(),
          action: AuditAction.optional(),
          area: AuditArea.optional(),
          offset: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
        }),
        response: { 200: AuditPage },
      },
    },
    async (request) => {
      const { q, action, area, offset, size } = request.query;
      const page = await loadAuditLog(
        app.db,
        { q: q?.trim() || undefined, action, area },
        offset,
        size,
      );
      return { ...page, offset, size };
    },
  );
};
