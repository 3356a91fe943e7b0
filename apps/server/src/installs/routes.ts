import {
  INSTALL_REPORT_DAYS,
  INSTALL_REPORT_GRACE_HOURS,
  InstallProblems,
  ItemInstalls,
  ItemParams,
  LanguageQuery,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { loadInstallProblems, loadItemInstalls } from './install-queries.js';

const COUNTS =
  `Per version over the last ${INSTALL_REPORT_DAYS} days (UTC): update checks answered with its ` +
  'package (offered), downloads of it (and how many a store page started), update checks from ' +
  'browsers running it, and companions that reported it installed. A version downloaded but ' +
  `never checked for or reported is notReported ${INSTALL_REPORT_GRACE_HOURS} hours after ` +
  'its first download, pending before; its problems name the likely reasons the store knows of.';

/**
 * What the store knows of installs in managed browsers, for administrators: one item's report
 * per version (its case), and the items whose installs seem to fail (the Browsers page).
 * Everyone else gets not-found.
 */
export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/api/items/:id/installs',
    {
      schema: {
        tags: ['admin'],
        summary: "What the store saw of an item's installs, per version",
        description: `${COUNTS} An id no item has: EXTENSION_NOT_FOUND.`,
        params: ItemParams,
        response: { 200: ItemInstalls },
      },
      onRequest: async (request) => {
        requireAdmin(request);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadItemInstalls(app.db, request.params.id);
    },
  );

  app.get(
    '/admin/api/browsers/installs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Items whose newest downloaded version was never reported installed',
        description: `${COUNTS} Lists the items whose newest downloaded version is notReported, most downloaded first, with those versions.`,
        querystring: LanguageQuery,
        response: { 200: InstallProblems },
      },
      onRequest: async (request) => {
        requireAdmin(request);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadInstallProblems(app.db, requestLanguage(request));
    },
  );
};
