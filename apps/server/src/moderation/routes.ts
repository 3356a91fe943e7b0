import {
  ApproveInput,
  BlockInput,
  ItemParams,
  LanguageQuery,
  Ok,
  ReviewCase,
  ReviewDecisionInput,
  ReviewQueue,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  StoreStats,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { signingContext } from '../distribution/sign-package.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import {
  approveInReview,
  changeItemBlock,
  makeItemPrivate,
  rejectInReview,
} from './decision-commands.js';
import { loadReviewCase, loadReviewQueue } from './review-queue.js';
import { loadStoreStats } from './stats-queries.js';

/** The moderation console's API: review queue and decisions, blocking, statistics. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the body is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('moderation'));

  app.get(
    '/admin/api/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Items in review, oldest request first',
        querystring: LanguageQuery,
        response: { 200: ReviewQueue },
      },
    },
    async (request) => {
      const options = { language: requestLanguage(request), publicUrl: app.config.publicUrl };
      return { items: await loadReviewQueue(app.db, options) };
    },
  );

  app.get(
    '/admin/api/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One item: the draft next to the published product, what changed, its history',
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 200: ReviewCase },
      },
    },
    async (request) => {
      const options = { language: requestLanguage(request), publicUrl: app.config.publicUrl };
      return loadReviewCase(app.db, request.params.id, options);
    },
  );

  /** The administrator deciding, and where the decision's mail goes. */
  const reviewerOf = (request: FastifyRequest) => ({
    adminId: requireAdmin(request).id,
    mailer: app.mail,
  });

  /**
   * Ends a decision on the item `itemId`. Visitors' cached answers are dropped only when the
   * decision changed what they see: a new published listing, an item taken private, a block or
   * its end on an item with a published listing. A rejection leaves the published product as
   * it was (a new item was never public), so the cache stays. The clear names the item, so the
   * search index takes in that item alone.
   */
  const decided = (visible: boolean, itemId: string) => {
    if (visible) app.catalogCache.clear([itemId]);
    // The decision's mail to the developer was queued in its transaction: send it now.
    app.mail.wake();
    return { ok: true as const };
  };

  app.post(
    '/admin/api/items/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approves an item in review: its draft becomes the published product',
        description:
          'REVIEW_REVISION_CHANGED (nothing is approved) when `revision` is not the item’s ' +
          'revision any more: the developer changed it after the reviewer opened it. With ' +
          '`staging`, pilot groups receive the new version first and every other browser keeps ' +
          'the live version until promotion (RELEASE_NO_EARLIER_VERSION without a live version, ' +
          'RELEASE_NO_PILOT_GROUP without a pilot group; nothing is approved then).',
        params: ItemParams,
        body: jsonBody(ApproveInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const { message, revision, staging } = request.body;
      await approveInReview(
        app.db,
        signingContext(app),
        reviewerOf(request),
        request.params.id,
        { message: message || null, revision },
        staging,
      );
      return decided(true, request.params.id);
    },
  );

  app.post(
    '/admin/api/items/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects an item in review with the violated guidelines',
        description: 'REVIEW_REVISION_CHANGED (nothing is decided) for a stale `revision`.',
        params: ItemParams,
        body: jsonBody(ReviewDecisionInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const { guidelines, message, revision } = request.body;
      await rejectInReview(app.db, reviewerOf(request), request.params.id, {
        guidelines,
        message: message || null,
        revision,
      });
      return decided(false, request.params.id);
    },
  );

  app.post(
    '/admin/api/items/:id/private',
    {
      schema: {
        tags: ['admin'],
        summary: 'Takes a published item out of public view with the violated guidelines',
        description: 'REVIEW_REVISION_CHANGED (nothing is decided) for a stale `revision`.',
        params: ItemParams,
        body: jsonBody(ReviewDecisionInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const { guidelines, message, revision } = request.body;
      await makeItemPrivate(app.db, reviewerOf(request), request.params.id, {
        guidelines,
        message: message || null,
        revision,
      });
      return decided(true, request.params.id);
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/admin/api/items/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: blocked
            ? 'Blocks an item: it stays visible as blocked and cannot be installed'
            : 'Lifts a block',
          params: ItemParams,
          body: jsonBody(BlockInput),
          response: { 200: Ok },
        },
      },
      async (request) => {
        const { reason, mode } = request.body;
        const item = await changeItemBlock(app.db, reviewerOf(request), request.params.id, {
          blocked,
          reason,
          mode,
        });
        return decided(item.published_listing_id !== null, request.params.id);
      },
    );
  }

  app.get(
    '/admin/api/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Page views per path and day, the most used items, items by review state',
        querystring: LanguageQuery.extend({
          days: z.coerce.number().int().min(1).max(STATS_MAX_DAYS).default(STATS_DEFAULT_DAYS),
        }),
        response: { 200: StoreStats },
      },
    },
    async (request) => {
      const options = { language: requestLanguage(request), publicUrl: app.config.publicUrl };
      return loadStoreStats(app.db, request.query.days, options);
    },
  );
};
