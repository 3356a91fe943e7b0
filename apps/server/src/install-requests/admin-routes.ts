import {
  InstallRequestApproval,
  InstallRequestDenial,
  InstallRequestOverview,
  InstallRequestParams,
  InstallRequestQuery,
  Ok,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { approveInstallRequest, denyInstallRequest } from './request-commands.js';
import { loadRequestOverview } from './request-queries.js';

/**
 * The console's install requests: grouped by item with what the item's package asks for, and
 * the decisions, approve for a group (which changes that group's policy) or deny with a
 * reason. Administrators only; everyone else gets not-found, before the input is read.
 */
export const installRequestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/api/install-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Install requests in a state (open by default), grouped by item, most asked first',
        querystring: InstallRequestQuery,
        response: { 200: InstallRequestOverview },
      },
    },
    async (request) => ({
      items: await loadRequestOverview(app.db, request.query.state, requestLanguage(request)),
    }),
  );

  app.post(
    '/admin/api/install-requests/:requestId/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Approves a request for a group: the item gets the mode in that group's policy, and every open request for it from that group is approved",
        params: InstallRequestParams,
        body: InstallRequestApproval,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await approveInstallRequest(app.db, app.mail, {
        actorId: admin.id,
        requestId: request.params.requestId,
        ...request.body,
      });
      // The group's entry for the item changed: its update address offers the item now.
      app.groupPolicyClears.clear();
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/api/install-requests/:requestId/deny',
    {
      schema: {
        tags: ['admin'],
        summary: 'Denies a request with a reason the requester reads',
        params: InstallRequestParams,
        body: InstallRequestDenial,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await denyInstallRequest(app.db, app.mail, {
        actorId: admin.id,
        requestId: request.params.requestId,
        ...request.body,
      });
      return { ok: true as const };
    },
  );
};
