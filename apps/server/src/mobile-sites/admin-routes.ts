import {
  AdminMobileSite,
  AdminMobileSiteList,
  CurationReasonInput,
  MOBILE_SITE_ICON_MAX_BYTES,
  MobileSiteCreateInput,
  MobileSiteIconUpload,
  MobileSiteReorderInput,
  MobileSiteUpdateInput,
  Ok,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError, fieldError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { readMultipart } from '../http/multipart.js';
import { jsonBody, nameBodyIssues } from '../http/route-body.js';
import { NO_ITEMS } from '../lib/clear-signal.js';
import { webAppFetchOptions } from '../publishing/webapp/guarded-fetch.js';
import { fileUrl } from '../storage/storage.js';
import { checkFraming, FRAMING_TIMEOUT_MS, type FramingVerdict } from './framing-check.js';
import {
  type Author,
  changeMobileSite,
  createMobileSite,
  recordFramingCheck,
  removeMobileSite,
  reorderMobileSites,
} from './mobile-site-changes.js';
import { findStoredSiteIcon, storeSiteIcon } from './mobile-site-icons.js';
import { findMobileSite, loadMobileSites, mobileSiteId } from './mobile-site-queries.js';
import { mobileSiteFieldCodes, normalisedUrl } from './site-input.js';

/**
 * The console's calls for the curated mobile websites, under /admin/api/curation/ beside the
 * banners: list, add, change, delete, reorder, check again, and icon uploads. Every write is
 * kept in the curation log with its reason and empties the catalog cache, so the sidebar store
 * shows the change on its next request. Adding a site, or changing its address, asks the site
 * at once whether it may be shown in the side panel (see framing-check.ts) and waits for the
 * answer, so the console shows the verdict with the saved site.
 */

const SiteParams = z.object({ id: z.string().max(40) });

export const mobileSiteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, mobileSiteFieldCodes);

  const base = '/admin/api/curation/mobile-sites';

  /** Asks the site whether the side panel may show it; never fails for the site's sake. */
  async function check(url: string): Promise<{ result: FramingVerdict; at: Date }> {
    const result = await checkFraming(
      url,
      { ...webAppFetchOptions(app.config), timeoutMs: FRAMING_TIMEOUT_MS },
      {
        storeOrigin: new URL(app.config.publicUrl).origin,
        companionOrigin: app.companion ? `chrome-extension://${app.companion.id}` : null,
      },
    );
    return { result, at: new Date() };
  }

  function authorOf(request: FastifyRequest, reason: string | null): Author {
    return { actorId: requireAdmin(request).id, reason };
  }

  /** The id an address names; an id no site can have is a site that does not exist. */
  function siteId(value: string): number {
    const id = mobileSiteId(value);
    if (id === null) throw new AppError('MOBILE_SITE_NOT_FOUND');
    return id;
  }

  /** The site as the console shows it after a change; gone meanwhile is not found. */
  async function present(id: number): Promise<AdminMobileSite> {
    const site = await findMobileSite(app.db, id);
    if (!site) throw new AppError('MOBILE_SITE_NOT_FOUND');
    return site;
  }

  app.get(
    base,
    {
      schema: {
        tags: ['admin'],
        summary: 'Every mobile website in order, with its framing verdict',
        response: { 200: AdminMobileSiteList },
      },
    },
    async () => ({ items: await loadMobileSites(app.db) }),
  );

  app.post(
    '/admin/api/curation/mobile-site-icons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Checks and stores a square icon for a mobile website to use',
        description:
          'Multipart with one `file` part: PNG, JPEG or WebP (by content), at most 1 MB, square, ' +
          '48 to 512 pixels a side. Refusals: INVALID_IMAGE, UNSUPPORTED_IMAGE_RESOLUTION, ' +
          'PAYLOAD_TOO_LARGE.',
        response: { 201: MobileSiteIconUpload },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      let file: Buffer | null = null;
      if (request.isMultipart()) {
        await readMultipart(
          request,
          { fileSize: MOBILE_SITE_ICON_MAX_BYTES, files: 1, fields: 0, parts: 1 },
          {
            async file(part) {
              if (part.fieldname === 'file') file = await part.toBuffer();
              else part.file.resume();
            },
          },
        );
      }
      if (!file)
        throw fieldError(
          'INVALID_REQUEST',
          'file',
          'admin.curation.mobileSite.icon.required',
          language,
        );
      const icon = await storeSiteIcon(app.storage, file, language);
      reply.code(201);
      return { icon: fileUrl(icon.key), width: icon.width, height: icon.height };
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a mobile website, last, and checks whether the side panel may show it',
        description:
          'Body: MobileSiteCreateInput; `icon` is the address of an icon uploaded before. The ' +
          'answer carries the framing verdict (the check waits at most a few seconds).',
        body: jsonBody(MobileSiteCreateInput),
        response: { 201: AdminMobileSite },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const input = request.body;
      const url = normalisedUrl(input.url, language);
      const iconKey = input.icon
        ? await findStoredSiteIcon(app.storage, input.icon, language)
        : null;
      const verdict = await check(url);
      const id = await createMobileSite(
        app.db,
        authorOf(request, input.reason),
        {
          name: input.name,
          url,
          iconKey,
          category: input.category,
          language: input.language ?? null,
        },
        verdict.result,
        verdict.at,
      );
      app.catalogCache.clear(NO_ITEMS);
      reply.code(201);
      return present(id);
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a mobile website; a new address is checked again',
        description: 'Body: MobileSiteUpdateInput; only the fields present change.',
        params: SiteParams,
        body: jsonBody(MobileSiteUpdateInput),
        response: { 200: AdminMobileSite },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const input = request.body;
      const id = siteId(request.params.id);
      const current = await present(id);
      const url = input.url === undefined ? undefined : normalisedUrl(input.url, language);
      const iconKey =
        input.icon === undefined || input.icon === null
          ? input.icon
          : await findStoredSiteIcon(app.storage, input.icon, language);
      const verdict = url !== undefined && url !== current.url ? await check(url) : null;
      await changeMobileSite(
        app.db,
        authorOf(request, input.reason),
        id,
        {
          name: input.name,
          url,
          iconKey,
          category: input.category,
          language: input.language,
          position: input.position,
        },
        verdict,
      );
      app.catalogCache.clear(NO_ITEMS);
      return present(id);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a mobile website (body: an optional reason for the log)',
        params: SiteParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const id = siteId(request.params.id);
      await removeMobileSite(app.db, authorOf(request, request.body.reason), id);
      app.catalogCache.clear(NO_ITEMS);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/reorder`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders the mobile websites: every id, in the new order',
        body: jsonBody(MobileSiteReorderInput),
        response: { 200: AdminMobileSiteList },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const input = request.body;
      await reorderMobileSites(app.db, authorOf(request, input.reason), input.ids, () =>
        fieldError('INVALID_REQUEST', 'ids', 'admin.curation.order.stale', language),
      );
      app.catalogCache.clear(NO_ITEMS);
      return { items: await loadMobileSites(app.db) };
    },
  );

  app.post(
    `${base}/:id/check`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Asks the site again whether the side panel may show it',
        description: 'Body: an optional reason for the log. Answers the site with its new verdict.',
        params: SiteParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: AdminMobileSite },
      },
    },
    async (request) => {
      const id = siteId(request.params.id);
      const current = await present(id);
      const verdict = await check(current.url);
      await recordFramingCheck(
        app.db,
        authorOf(request, request.body.reason),
        id,
        current.url,
        verdict.result,
        verdict.at,
      );
      app.catalogCache.clear(NO_ITEMS);
      return present(id);
    },
  );
};
