import {
  ApproveInput,
  AUDIT_PAGE_SIZE,
  BlockInput,
  ItemParams,
  LanguageQuery,
  Ok,
  type Product,
  ReviewCase,
  type ReviewChange,
  ReviewDecisionInput,
  ReviewQueue,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  StoreStats,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { loadAuditLog } from '../audit/audit-log.js';
import { presentProduct } from '../catalog/product-presenter.js';
import { loadProductParts } from '../catalog/product-repository.js';
import { signingContext, signLivePackage } from '../distribution/sign-package.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { approveItem, rejectItem, setItemBlocked, turnItemPrivate } from '../items/decisions.js';
import { loadCreatorItemDetail } from '../publishing/creator-items.js';

function joinList(values: readonly string[] | undefined | null): string | null {
  return values && values.length > 0 ? [...values].sort().join(', ') : null;
}

/** What a reviewer should look at: every difference between the product and the draft. */
function changesBetween(
  product: Product | null,
  draft: Product | null,
  packages: { before: ReviewCase['package']; after: ReviewCase['package'] },
): ReviewChange[] {
  const changes: ReviewChange[] = [];
  const compare = (field: string, before: string | null, after: string | null) => {
    if (before !== after) changes.push({ field, before, after });
  };
  const textOf = (entry: Product | null, locale: string, key: 'name' | 'description') =>
    entry?.localizations.find((text) => text.locale === locale)?.[key] ?? null;
  compare('version', packages.before?.version ?? null, packages.after?.version ?? null);
  compare(
    'permissions',
    joinList(packages.before?.permissions),
    joinList(packages.after?.permissions),
  );
  compare(
    'hostPermissions',
    joinList(packages.before?.hostPermissions),
    joinList(packages.after?.hostPermissions),
  );
  compare(
    'warnings',
    joinList(packages.before?.report.warnings.map((issue) => issue.code)),
    joinList(packages.after?.report.warnings.map((issue) => issue.code)),
  );
  compare('productType', product?.productType ?? null, draft?.productType ?? null);
  compare('category', product?.category?.code ?? null, draft?.category?.code ?? null);
  compare('defaultLocale', product?.defaultLocale ?? null, draft?.defaultLocale ?? null);
  compare('regions', joinList(product?.regions), joinList(draft?.regions));
  compare(
    'matureContent',
    product ? String(product.matureContent) : null,
    draft ? String(draft.matureContent) : null,
  );
  compare('icon', product?.icon ?? null, draft?.icon ?? null);
  compare('image', product?.image ?? null, draft?.image ?? null);
  compare(
    'slides',
    joinList(product?.slides.map((slide) => slide.url)),
    joinList(draft?.slides.map((slide) => slide.url)),
  );
  const locales = new Set([
    ...(product?.localizations ?? []).map((text) => text.locale),
    ...(draft?.localizations ?? []).map((text) => text.locale),
  ]);
  for (const locale of [...locales].sort()) {
    compare(`name.${locale}`, textOf(product, locale, 'name'), textOf(draft, locale, 'name'));
    compare(
      `description.${locale}`,
      textOf(product, locale, 'description'),
      textOf(draft, locale, 'description'),
    );
  }
  return changes;
}

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
      const language = requestLanguage(request);
      const rows = await app.db
        .selectFrom('items')
        .select(['id'])
        .where('review_state', '=', 'IN_REVIEW')
        .orderBy(sql`submitted_at asc nulls first`)
        .orderBy('id')
        .execute();
      const ids = rows.map((row) => row.id);
      const drafts = await loadProductParts(app.db, ids, { listing: 'draft', language });
      const published = await loadProductParts(
        app.db,
        drafts
          .filter((entry) => entry.item.published_listing_id !== null)
          .map((entry) => entry.item.id),
        { listing: 'published', language },
      );
      const publishedVersion = new Map(
        published.map((entry) => [entry.item.id, entry.package?.version ?? null]),
      );
      return {
        items: drafts.map((entry) => {
          const product = presentProduct(entry, language, app.config.publicUrl);
          return {
            extensionId: entry.item.id,
            name: product.name,
            icon: product.icon,
            productType: product.productType,
            developer: product.developer,
            submittedAt: entry.item.submitted_at?.toISOString() ?? null,
            isUpdate: entry.item.published_listing_id !== null,
            version: entry.package?.version ?? null,
            publishedVersion: publishedVersion.get(entry.item.id) ?? null,
          };
        }),
      };
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
      const language = requestLanguage(request);
      const item = await app.db
        .selectFrom('items')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!item) throw new AppError('EXTENSION_NOT_FOUND');
      // The revision is read before the listing it stands for: a change in between can only
      // make a decision on this case fail (REVIEW_REVISION_CHANGED), never pass unseen.
      const detail = await loadCreatorItemDetail(app.db, item, {
        preferDraft: true,
        language,
        publicUrl: app.config.publicUrl,
      });
      const draftPackage = detail.package;
      const productPackage = detail.publishedPackage ?? (detail.product ? detail.package : null);
      const history = await loadAuditLog(app.db, { itemId: item.id }, 0, AUDIT_PAGE_SIZE);
      return {
        extensionId: item.id,
        revision: item.revision,
        review: detail.review,
        blocked: item.blocked,
        isPrivate: item.private_at !== null,
        draft: detail.draft,
        product: detail.product,
        package: item.draft_listing_id !== null ? draftPackage : null,
        publishedPackage: detail.product ? productPackage : null,
        changes: changesBetween(detail.product, detail.draft ?? detail.product, {
          before: detail.product ? productPackage : null,
          after: draftPackage,
        }),
        history: history.items,
      };
    },
  );

  /**
   * Ends a decision. Visitors' cached answers are dropped only when the decision changed what
   * they see: a new published listing, an item taken private, a block or its end on an item
   * with a published listing. A rejection leaves the published product as it was (a new item
   * was never public), so the cache stays.
   */
  const decided = (visible: boolean) => {
    if (visible) app.catalogCache.clear();
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
          'revision any more: the developer changed it after the reviewer opened it.',
        params: ItemParams,
        body: jsonBody(ApproveInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { message, revision } = request.body;
      await app.db.transaction().execute(async (trx) => {
        await approveItem(
          trx,
          request.params.id,
          admin.id,
          { message: message || null, revision },
          app.mail,
        );
        // Signed in the same transaction: an approved version is always downloadable.
        await signLivePackage(trx, signingContext(app), request.params.id);
      });
      return decided(true);
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
      const admin = requireAdmin(request);
      const { guidelines, message, revision } = request.body;
      await app.db
        .transaction()
        .execute((trx) =>
          rejectItem(
            trx,
            request.params.id,
            admin.id,
            { guidelines, message: message || null, revision },
            app.mail,
          ),
        );
      return decided(false);
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
      const admin = requireAdmin(request);
      const { guidelines, message, revision } = request.body;
      await app.db
        .transaction()
        .execute((trx) =>
          turnItemPrivate(
            trx,
            request.params.id,
            admin.id,
            { guidelines, message: message || null, revision },
            app.mail,
          ),
        );
      return decided(true);
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
        const admin = requireAdmin(request);
        const { reason, mode } = request.body;
        const item = await app.db
          .transaction()
          .execute((trx) =>
            setItemBlocked(trx, request.params.id, admin.id, blocked, reason, mode, app.mail),
          );
        return decided(item.published_listing_id !== null);
      },
    );
  }

  app.get(
    '/admin/api/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Page views per path and day, the most used items, items by review state',
        querystring: z.object({
          days: z.coerce.number().int().min(1).max(STATS_MAX_DAYS).default(STATS_DEFAULT_DAYS),
        }),
        response: { 200: StoreStats },
      },
    },
    async (request) => {
      const { days } = request.query;
      const since = new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 10);
      const views = await app.db
        .selectFrom('page_view_daily')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'path', 'count'])
        .where('day', '>=', since)
        .orderBy('day')
        .orderBy('path')
        .execute();
      const totals = await app.db
        .selectFrom('page_view_daily')
        .select(['path', (eb) => eb.fn.sum<string>('count').as('total')])
        .where('day', '>=', since)
        .groupBy('path')
        .orderBy('total', 'desc')
        .limit(20)
        .execute();
      const top = await app.db
        .selectFrom('items')
        .select(['id', 'product_type', 'usercount', 'downloadcount'])
        .where('live', '=', true)
        .orderBy('usercount', 'desc')
        .orderBy('id')
        .limit(10)
        .execute();
      const names = await loadProductParts(
        app.db,
        top.map((row) => row.id),
        { listing: 'published', language: requestLanguage(request) },
      );
      const nameOf = new Map(
        names.map((entry) => [
          entry.item.id,
          presentProduct(entry, requestLanguage(request), app.config.publicUrl).name,
        ]),
      );
      const states = await app.db
        .selectFrom('items')
        .select(['review_state', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('review_state')
        .execute();
      const blocked = await app.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('blocked', '=', true)
        .executeTakeFirstOrThrow();
      const order = [
        'PREPARE_FOR_SUBMISSION',
        'IN_REVIEW',
        'READY_FOR_OPEN',
        'REJECTED',
        'REJECTED_UPDATE',
      ] as const;
      return {
        days,
        pageViews: views.map((row) => ({ day: row.day, path: row.path, count: Number(row.count) })),
        pageViewTotals: totals.map((row) => ({ path: row.path, count: Number(row.total) })),
        topItems: top.map((row) => ({
          extensionId: row.id,
          name: nameOf.get(row.id) ?? row.id,
          productType: row.product_type as StoreStats['topItems'][number]['productType'],
          usercount: Number(row.usercount),
          downloadcount: Number(row.downloadcount),
        })),
        reviewStates: order.map((review) => ({
          review,
          count: Number(states.find((row) => row.review_state === review)?.n ?? 0),
        })),
        blockedCount: Number(blocked.n),
      };
    },
  );
};
