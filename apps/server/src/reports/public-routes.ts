import {
  ExtensionId,
  ItemReport,
  ItemReportInput,
  LanguageQuery,
  RATING_WRITES_PER_HOUR,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../accounts/session.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { floodSweeper } from '../ratings/flood-limit.js';
import { type FiledItemReport, fileItemReport } from './report-commands.js';

const ItemParams = z.object({ extensionId: ExtensionId });

/** A filed report as its visitor sees it. */
function presentFiledReport(report: FiledItemReport): ItemReport {
  return {
    reportId: String(report.id),
    extensionId: report.itemId,
    reason: report.reason,
    text: report.text,
    createAt: report.createdAt.toISOString(),
  };
}

/**
 * The visitors' call that reports an item to the administrators. Signed-in visitors only
 * (checked before the body is read); the anti-forgery token is checked by the security plugin
 * before that. Nothing here is cached: answers are the visitor's own.
 */
export const publicItemReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD') requireUser(request);
  });
  nameBodyIssues(app, areaFieldCodes('itemReports'));
  const sweep = floodSweeper(app.db);

  app.post(
    '/ajax/extensions/:extensionId/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports an item to the administrators: malware, spam, copyright or other',
        description:
          'Signed in (LOGIN_REQUIRED), with the anti-forgery token (XSRF_TOKEN_MISMATCH). ' +
          'Body: ItemReportInput; the text is required for the reason "other". The item must ' +
          'be one visitors can see (EXTENSION_NOT_FOUND) and not blocked (ITEM_REPORTS_CLOSED). ' +
          'One open report per account and item (ITEM_ALREADY_REPORTED); at most ' +
          `${RATING_WRITES_PER_HOUR} reports (of items and reviews together) per account and ` +
          'hour (RATE_LIMITED).',
        params: ItemParams,
        querystring: LanguageQuery,
        body: jsonBody(ItemReportInput),
        response: { 201: ItemReport },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const report = await fileItemReport(
        app.db,
        user.id,
        request.params.extensionId,
        { reason: request.body.reason, text: request.body.text },
        app.mail,
      );
      sweep();
      return reply.code(201).send(presentFiledReport(report));
    },
  );
};
