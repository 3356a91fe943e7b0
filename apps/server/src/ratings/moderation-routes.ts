import {
  RatingId,
  RatingModerationInput,
  RatingReportQueue,
  ReportedRating,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { type ModerationStep, moderateRating } from './moderation-commands.js';
import { loadReportedRatings } from './moderation-queries.js';

const STEPS: Record<ModerationStep, { summary: string; description: string }> = {
  hide: {
    summary: 'Hides a rating: out of every list and of its item’s aggregate; reports resolved',
    description: 'A hidden rating: INVALID_STATE_TRANSITION.',
  },
  restore: {
    summary: 'Shows a hidden rating again and puts it back into its item’s aggregate',
    description: 'A visible rating: INVALID_STATE_TRANSITION.',
  },
  dismiss: {
    summary: 'Dismisses the open reports of a rating; the rating stays as it is',
    description: 'No open report: INVALID_STATE_TRANSITION.',
  },
};

/**
 * The administrators' moderation of visitors' ratings: the queue of reported (and of hidden)
 * ratings, and hiding, restoring and dismissing, each kept in the accountability log (area
 * ratings). Rating writes leave the catalog cache alone: lists show the new aggregate within
 * the cache's few seconds.
 */
export const ratingModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the input is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('ratings'));

  app.get(
    '/admin/api/ratings/reports',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Reported ratings, oldest open report first; or hidden ones, newest first',
        description:
          'state=open (default): ratings with open reports and those reports. state=hidden: ' +
          'hidden ratings, the most recently hidden first, with the reports that hid them.',
        querystring: z.object({
          state: z.enum(['open', 'hidden']).default('open'),
          hl: z.string().optional(),
        }),
        response: { 200: RatingReportQueue },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const ratings = await loadReportedRatings(
        app.db,
        { state: request.query.state },
        admin.id,
        requestLanguage(request),
      );
      return { ratings };
    },
  );

  for (const step of Object.keys(STEPS) as ModerationStep[]) {
    app.post(
      `/admin/api/ratings/:ratingId/${step}`,
      {
        schema: {
          tags: ['ratings'],
          summary: STEPS[step].summary,
          description: `Body: RatingModerationInput (an optional reason for the log). Unknown rating: RATING_NOT_FOUND. ${STEPS[step].description}`,
          params: z.object({ ratingId: RatingId }),
          body: jsonBody(RatingModerationInput),
          response: { 200: ReportedRating },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { ratingId } = request.params;
        await moderateRating(app.db, {
          ratingId,
          step,
          actorId: admin.id,
          reason: request.body.reason,
        });
        const [rating] = await loadReportedRatings(
          app.db,
          { ratingId },
          admin.id,
          requestLanguage(request),
        );
        if (!rating) throw new AppError('RATING_NOT_FOUND');
        return rating;
      },
    );
  }
};
