import {
  InstallAccess,
  InstallAccessQuery,
  InstallRequestInput,
  InstallRequestParams,
  Ok,
  OwnInstallRequestList,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { floodSweeper } from '../ratings/flood-limit.js';
import { sendInstallRequest, withdrawInstallRequest } from './request-commands.js';
import { loadInstallAccess, loadOwnRequests } from './request-queries.js';

/**
 * A signed-in visitor's install requests: send one for an item their browser group does not
 * allow, list their own with the decisions, withdraw an open one.
 */
export const installRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweep = floodSweeper(app.db);

  app.get(
    '/ajax/install-access',
    {
      schema: {
        tags: ['install requests'],
        summary:
          "Whether the browser's group lets it add an item, and the visitor's request for it",
        description:
          'allowed follows the same rule as sending a request (the group named, else the default ' +
          'group; GROUP_NOT_FOUND for one the store does not have); request is the signed-in ' +
          "visitor's latest request for the item, null when signed out or without one.",
        querystring: InstallAccessQuery,
        response: { 200: InstallAccess },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadInstallAccess(
        app.db,
        { ...request.query, userId: request.user?.id ?? null },
        requestLanguage(request),
      );
    },
  );

  app.get(
    '/ajax/install-requests',
    {
      schema: {
        tags: ['install requests'],
        summary: "The signed-in visitor's install requests and their decisions, newest first",
        response: { 200: OwnInstallRequestList },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { requests: await loadOwnRequests(app.db, user.id, requestLanguage(request)) };
    },
  );

  app.post(
    '/ajax/install-requests',
    {
      schema: {
        tags: ['install requests'],
        summary: 'Asks the administrators for an item the browser group does not allow',
        description:
          'One open request per visitor and item (INSTALL_REQUEST_OPEN); refused when the group ' +
          'already allows the item (INSTALL_REQUEST_NOT_NEEDED), for items browsers could not ' +
          'install, and past the hourly limit (RATE_LIMITED).',
        body: InstallRequestInput,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      sweep();
      const id = await sendInstallRequest(
        app.db,
        { userId: user.id, language: requestLanguage(request) },
        request.body,
      );
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    '/ajax/install-requests/:requestId',
    {
      schema: {
        tags: ['install requests'],
        summary: "Withdraws one of the visitor's open requests",
        params: InstallRequestParams,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await withdrawInstallRequest(app.db, user.id, request.params.requestId);
      return { ok: true as const };
    },
  );
};
