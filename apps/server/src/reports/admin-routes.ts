import {
  ItemReportDismissInput,
  ItemReportEntry,
  ItemReportId,
  ItemReportQueue,
  ItemReportResolveInput,
  ItemReportState,
  type Language,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { closeItemReport } from './report-commands.js';
import { loadItemReports } from './report-queries.js';

const ReportParams = z.object({ reportId: ItemReportId });
const CLOSING_RULES =
  'Unknown report: ITEM_REPORT_NOT_FOUND. A report already closed (perhaps by another ' +
  'administrator): ITEM_REPORT_ALREADY_CLOSED. Kept in the log (area reports).';

/**
 * The administrators' queue of visitors' reports of items: the open and the closed reports,
 * dismissing and resolving (optionally blocking the item through the review machine). Anyone
 * but an administrator is told the calls do not exist.
 */
export const itemReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('itemReports'));

  app.get(
    '/admin/api/item-reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports of items: open ones oldest first, or closed ones newest first',
        description:
          'state=open (default): reports waiting for a decision, the oldest first. ' +
          'state=closed: decided reports, the most recently closed first, with the outcome.',
        querystring: z.object({
          state: ItemReportState.default('open'),
          hl: z.string().optional(),
        }),
        response: { 200: ItemReportQueue },
      },
    },
    async (request) => ({
      reports: await loadItemReports(
        app.db,
        { state: request.query.state },
        requestLanguage(request),
      ),
    }),
  );

  /** The report as it is after a decision. */
  const decided = async (reportId: string, language: Language) => {
    const [report] = await loadItemReports(app.db, { reportId }, language);
    if (!report) throw new AppError('ITEM_REPORT_NOT_FOUND');
    return report;
  };

  app.post(
    '/admin/api/item-reports/:reportId/dismiss',
    {
      schema: {
        tags: ['reports'],
        summary: 'Dismisses a report: nothing wrong found; the item stays as it is',
        description: `Body: ItemReportDismissInput (an optional note for the log). ${CLOSING_RULES}`,
        params: ReportParams,
        body: jsonBody(ItemReportDismissInput),
        response: { 200: ItemReportEntry },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { reportId } = request.params;
      await closeItemReport(app.db, {
        reportId,
        step: 'dismiss',
        actorId: admin.id,
        note: request.body.note,
        block: null,
      });
      return decided(reportId, requestLanguage(request));
    },
  );

  app.post(
    '/admin/api/item-reports/:reportId/resolve',
    {
      schema: {
        tags: ['reports'],
        summary: 'Resolves a report: acted on, optionally by blocking the item',
        description:
          'Body: ItemReportResolveInput. With `block` (blocked or removed, as for the block ' +
          'call) the item is blocked by the review machine, with the note (then required) as ' +
          'its reason, and every open report of the item is closed with it; an item already ' +
          `blocked: INVALID_STATE_TRANSITION, nothing changes. ${CLOSING_RULES}`,
        params: ReportParams,
        body: jsonBody(ItemReportResolveInput),
        response: { 200: ItemReportEntry },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { reportId } = request.params;
      const outcome = await closeItemReport(
        app.db,
        {
          reportId,
          step: 'resolve',
          actorId: admin.id,
          note: request.body.note,
          block: request.body.block,
        },
        app.mail,
      );
      // As the block call does: a block of a published item changes what visitors see, and
      // its mail to the developer was queued in the transaction.
      if (outcome.visibleChange) app.catalogCache.clear([outcome.itemId]);
      if (outcome.blocked) app.mail.wake();
      return decided(reportId, requestLanguage(request));
    },
  );
};
