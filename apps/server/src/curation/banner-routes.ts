import {
  AdminBanner,
  AdminBannerList,
  BannerCreateInput,
  BannerImageUpload,
  BannerReorderInput,
  BannerType,
  BannerUpdateInput,
  CurationReasonInput,
  inputFieldIssueMessage,
  Ok,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError, fieldError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { jsonBody } from '../http/route-body.js';
import { NO_ITEMS } from '../lib/clear-signal.js';
import { fileUrl } from '../storage/storage.js';
import { createBanner, deleteBanner, reorderBanners, updateBanner } from './banner-commands.js';
import { readBannerParts } from './banner-parts.js';
import { findBanner, listBanners } from './banner-queries.js';
import { type BannerImage, findStoredBannerImage, storeBannerImage } from './curation-images.js';

const BannerParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The console's banners: their images, and adding, changing, ordering and deleting them. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/api/curation/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every banner (or those of a type) with its schedule and state',
        querystring: z.object({ type: BannerType.optional() }),
        response: { 200: AdminBannerList },
      },
    },
    async (request) => ({ items: await listBanners(app.db, request.query.type) }),
  );

  app.post(
    '/admin/api/curation/banner-images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Checks and stores a banner image for a banner to use',
        description:
          'Multipart with one `file` part: PNG, JPEG or WebP (by content), at most 5 MB, 600 to ' +
          '2400 pixels wide, 100 to 800 high and at least twice as wide as high. Refusals: ' +
          'INVALID_IMAGE, UNSUPPORTED_IMAGE_RESOLUTION, PAYLOAD_TOO_LARGE.',
        response: { 201: BannerImageUpload },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { file } = request.isMultipart() ? await readBannerParts(request) : { file: null };
      if (!file) {
        throw new AppError('INVALID_REQUEST', [
          {
            field: 'file',
            code: 'admin.curation.image.required',
            message: inputFieldIssueMessage('upload.fileMissing', language),
          },
        ]);
      }
      const stored = await storeBannerImage(app.storage, file);
      reply.code(201);
      return { image: fileUrl(stored.key), width: stored.width, height: stored.height };
    },
  );

  /** The image of a multipart banner call, read with its fields before validation. */
  const bannerFiles = new WeakMap<FastifyRequest, Buffer | null>();

  app.post(
    '/admin/api/curation/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a banner, last of its type',
        description:
          'JSON (BannerCreateInput) whose `image` is the address of an image uploaded before, or ' +
          'multipart with the image as a `file` part and the same fields as JSON in a `banner` ' +
          'part. The image rules are those of POST banner-images.',
        body: jsonBody(BannerCreateInput),
        response: { 201: AdminBanner },
      },
      // A multipart call carries the fields as JSON in its `banner` part: they become the body,
      // so one schema checks both forms.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { file, banner } = await readBannerParts(request);
        bannerFiles.set(request, file);
        request.body = banner as typeof request.body;
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const file = bannerFiles.get(request) ?? null;
      let image: BannerImage;
      if (file) {
        image = await storeBannerImage(app.storage, file);
      } else if (input.image) {
        image = await findStoredBannerImage(app.storage, input.image, language);
      } else {
        throw fieldError('INVALID_REQUEST', 'image', 'admin.curation.image.required', language);
      }
      const id = await createBanner(app.db, { actorId: admin.id, language }, input, image);
      app.catalogCache.clear(NO_ITEMS);
      reply.code(201);
      return (await findBanner(app.db, id))!;
    },
  );

  app.patch(
    '/admin/api/curation/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a banner: image, link, titles, descriptions, language, order, schedule',
        description: 'Body: BannerUpdateInput; only the fields present change.',
        params: BannerParams,
        body: jsonBody(BannerUpdateInput),
        response: { 200: AdminBanner },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const image = input.image
        ? await findStoredBannerImage(app.storage, input.image, language)
        : undefined;
      const id = request.params.id;
      await updateBanner(app.db, { actorId: admin.id, language }, id, input, image);
      app.catalogCache.clear(NO_ITEMS);
      return (await findBanner(app.db, id))!;
    },
  );

  app.delete(
    '/admin/api/curation/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a banner (body: an optional reason for the log)',
        params: BannerParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const actor = { actorId: admin.id, language: requestLanguage(request) };
      await deleteBanner(app.db, actor, request.params.id, request.body);
      app.catalogCache.clear(NO_ITEMS);
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/api/curation/banners/reorder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders the banners of a type: every id of the type, in the new order',
        body: jsonBody(BannerReorderInput),
        response: { 200: AdminBannerList },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const actor = { actorId: admin.id, language: requestLanguage(request) };
      await reorderBanners(app.db, actor, request.body);
      app.catalogCache.clear(NO_ITEMS);
      return { items: await listBanners(app.db, request.body.type) };
    },
  );
};
