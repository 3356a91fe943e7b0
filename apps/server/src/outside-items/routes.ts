import {
  inputFieldIssueMessage,
  MAX_MEDIA_BYTES,
  Ok,
  OutsideItem,
  OutsideItemCreateInput,
  OutsideItemIcon,
  OutsideItemList,
  OutsideItemParams,
  OutsideItemPatchInput,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { readMultipart } from '../http/multipart.js';
import { storeImage } from '../media/images.js';
import { recordUpload } from '../media/upload-queries.js';
import {
  type Author,
  createOutsideItem,
  deleteOutsideItem,
  updateOutsideItem,
} from './outside-commands.js';
import { findOutsideItem, loadOutsideItems } from './outside-queries.js';

/**
 * The console's items from elsewhere: extensions the store does not host, added by id and
 * update URL so browser groups can allow, install or block them (their group entries go
 * through the groups' item routes). Administrators only; everyone else gets not-found, before
 * the input is read.
 */
export const outsideItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  function authorOf(request: FastifyRequest): Author {
    return { actorId: requireAdmin(request).id, language: requestLanguage(request) };
  }

  async function present(extensionId: string): Promise<OutsideItem> {
    const item = await findOutsideItem(app.db, extensionId);
    if (!item) throw new AppError('OUTSIDE_ITEM_NOT_FOUND');
    return item;
  }

  app.get(
    '/admin/api/outside-items',
    {
      schema: {
        tags: ['admin'],
        summary: 'Items from elsewhere, by name',
        response: { 200: OutsideItemList },
      },
    },
    async () => ({ items: await loadOutsideItems(app.db) }),
  );

  app.post(
    '/admin/api/outside-items/icons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Checks and stores an icon for an item from elsewhere',
        description:
          'Multipart with one `file` part: PNG, JPEG or WebP (by content), at most 5 MB, square ' +
          'from 128 to 1024 pixels, re-encoded without metadata. Name the answered `icon` when ' +
          'adding or changing the item. Refusals: INVALID_REQUEST (no file part), INVALID_IMAGE, ' +
          'UNSUPPORTED_IMAGE_RESOLUTION, PAYLOAD_TOO_LARGE.',
        response: { 201: OutsideItemIcon },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      let data = null as Buffer | null;
      if (request.isMultipart()) {
        await readMultipart(
          request,
          { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 1, parts: 2 },
          {
            async file(part) {
              if (part.fieldname === 'file') data = await part.toBuffer();
              else part.file.resume();
            },
          },
        );
      }
      if (!data) {
        throw new AppError('INVALID_REQUEST', [
          {
            field: 'file',
            code: 'outsideItem.icon.required',
            message: inputFieldIssueMessage('upload.fileMissing', requestLanguage(request)),
          },
        ]);
      }
      const stored = await storeImage(app.storage, data, 'icon');
      await recordUpload(app.db, admin.id, 'icon', stored);
      reply.code(201);
      return { icon: stored.url, width: stored.width, height: stored.height };
    },
  );

  app.post(
    '/admin/api/outside-items',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds an extension the store does not host, by id and update URL',
        description:
          'The update URL is https (http only on localhost or 127.0.0.1); the source shown to ' +
          'visitors comes from it. Refusals: OUTSIDE_ITEM_HOSTED (the store hosts this id), ' +
          'OUTSIDE_ITEM_EXISTS, INVALID_IMAGE (an icon not uploaded through ' +
          'POST /admin/api/outside-items/icons), VALIDATION_FAILED.',
        body: OutsideItemCreateInput,
        response: { 201: OutsideItem },
      },
    },
    async (request, reply) => {
      await createOutsideItem(app.db, request.body, authorOf(request));
      return reply.code(201).send(await present(request.body.extensionId));
    },
  );

  app.get(
    '/admin/api/outside-items/:extensionId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One item from elsewhere',
        params: OutsideItemParams,
        response: { 200: OutsideItem },
      },
    },
    async (request) => present(request.params.extensionId),
  );

  app.patch(
    '/admin/api/outside-items/:extensionId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Changes an item from elsewhere: texts, icon, page, update URL, or a block for every group',
        params: OutsideItemParams,
        body: OutsideItemPatchInput,
        response: { 200: OutsideItem },
      },
    },
    async (request) => {
      const { extensionId } = request.params;
      await updateOutsideItem(app.db, extensionId, request.body, authorOf(request));
      return present(extensionId);
    },
  );

  app.delete(
    '/admin/api/outside-items/:extensionId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes an item from elsewhere and its entries in every browser group',
        params: OutsideItemParams,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deleteOutsideItem(app.db, request.params.extensionId, authorOf(request));
      return { ok: true as const };
    },
  );
};
