import fs from 'node:fs';
import {
  CreatorItemDetail,
  ItemParams,
  isWebAppType,
  LanguageQuery,
  PackageUploadResult,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCreator } from '../creators/guard.js';
import { documentedCall } from '../http/api-document.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, nameBodyIssues } from '../http/route-body.js';
import { assertTransition } from '../items/review-machine.js';
import { CREATE_FROM_PACKAGE_DOCS, NEW_VERSION_DOCS } from './api-examples.js';
import { loadOwnedItem } from './creator-items.js';
import { cancelFileUpdate } from './item-commands.js';
import { createExtensionKey } from './package/extension-key.js';
import { inspectPackage, type PackageInspection } from './package/inspect-package.js';
import { inspectionGate } from './package/upload-limits.js';
import {
  type AcceptedPackage,
  createPackageItem,
  publishedPackageVersion,
  replaceDraftPackage,
} from './package-items.js';
import { receivePackage, reportErrorFields, takeUploadPlace } from './package-upload.js';
import { detailOf } from './route-parts.js';

/** A new package clears the draft's change log unless the developer keeps it. */
const UpdateUploadQuery = LanguageQuery.extend({
  keepChangeLog: z.enum(['true', 'false']).optional(),
});

/**
 * The package calls of an item: uploading a package as a new item, uploading a new package
 * for an item (its version must go up), and cancelling a file update. A package is inspected
 * before anything is written, and the answer carries the inspection report with the item.
 */

function uploadResult(item: CreatorItemDetail, inspection: PackageInspection): PackageUploadResult {
  return {
    extensionId: item.extensionId,
    item,
    report: item.package?.report ?? { errors: [], warnings: [] },
    manifestVersion: inspection.manifestVersion ?? 3,
  };
}

export interface PackageRouteOptions {
  /**
   * Runs once a package is stored as an item's draft, before the answer: the store's scan rules
   * (given by the application, which sits above both this folder and scan-rules/).
   */
  afterUpload: (itemId: string) => Promise<void>;
}

export const packageRoutes: FastifyPluginAsyncZod<PackageRouteOptions> = async (app, options) => {
  nameBodyIssues(app, areaFieldCodes('publishing'));

  /**
   * Inspects an uploaded package; refuses it with the report's errors. The developer's upload
   * throttle is checked before the body is read, and inspection waits for a place in the
   * server-wide inspection gate.
   */
  async function inspectUpload(
    request: FastifyRequest,
    previousVersion: string | null,
  ): Promise<AcceptedPackage> {
    const language = requestLanguage(request);
    const release = takeUploadPlace(request);
    try {
      const received = await receivePackage(request, app.config.maxPackageBytes, language);
      try {
        const inspection = await inspectionGate.run(() =>
          inspectPackage(received.path, { previousVersion, manifestV2: app.config.manifestV2 }),
        );
        if (!inspection.ok) {
          throw new AppError(
            'INVALID_PACKAGE',
            reportErrorFields(inspection.report.errors, language),
          );
        }
        const stored = await app.storage.put(await fs.promises.readFile(received.path), 'zip');
        return { inspection, stored, fileName: received.fileName };
      } finally {
        await received.dispose();
      }
    } finally {
      release();
    }
  }

  /**
   * Runs the administrators' scan rules over the package just stored (scan-rules/): what they
   * find is shown on the review case, and a holding rule keeps it from approval. The package is
   * stored by then, so a scan that fails does not fail the upload: it is logged, and the scan
   * marks the package, which shows as held in the queue and is scanned again before approval.
   */
  async function scanUpload(request: FastifyRequest, itemId: string): Promise<void> {
    try {
      await options.afterUpload(itemId);
    } catch (error) {
      request.log.error(
        { err: error, itemId },
        'the scan rules could not run on an upload; it waits for them before approval',
      );
    }
  }

  app.post(
    '/creator/api/extensions/upload',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Uploads a package as a new item',
        description:
          'Multipart: file (a .zip) and filename. The package is inspected; errors refuse it ' +
          '(INVALID_PACKAGE with the report), warnings are kept with it. The item id is the ' +
          'Chromium extension id of a key pair the store makes for it.',
        response: { 201: PackageUploadResult },
      },
      config: { swaggerTransform: documentedCall(CREATE_FROM_PACKAGE_DOCS) },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: true });
      const accepted = await inspectUpload(request, null);
      const key = createExtensionKey(app.keySecret);
      await createPackageItem(app.db, app.storage, creator.id, key, accepted);
      await scanUpload(request, key.id);
      const item = await loadOwnedItem(app.db, creator.id, key.id);
      return reply
        .code(201)
        .send(uploadResult(await detailOf(app, item, request), accepted.inspection));
    },
  );

  app.post(
    '/creator/api/extensions/:id/upload',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Uploads a new package for an item; the version must go up',
        description:
          'The draft takes the new package. Its change log is cleared, since it described ' +
          'another version, unless keepChangeLog=true. Multipart like the first upload; the ' +
          'answer carries the inspection report. Refused with ALREADY_IN_REVIEW while the ' +
          'draft is in review.',
        params: ItemParams,
        querystring: UpdateUploadQuery,
        response: { 200: PackageUploadResult },
      },
      config: { swaggerTransform: documentedCall(NEW_VERSION_DOCS) },
    },
    async (request) => {
      const { user, creator } = await requireCreator(request, { agreed: true });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      // Refused before the package is read; checked again on the locked item below.
      assertTransition(item, 'edit');
      if (isWebAppType(item.product_type)) throw new AppError('WRONG_ITEM_TYPE');
      const previousVersion = await publishedPackageVersion(app.db, item.published_listing_id);
      const accepted = await inspectUpload(request, previousVersion);
      await replaceDraftPackage(
        app.db,
        app.storage,
        { creatorId: creator.id, actorId: user.id },
        item.id,
        accepted,
        { keepChangeLog: request.query.keepChangeLog === 'true' },
      );
      await scanUpload(request, item.id);
      const updated = await loadOwnedItem(app.db, creator.id, item.id);
      return uploadResult(await detailOf(app, updated, request), accepted.inspection);
    },
  );

  app.delete(
    '/creator/api/extensions/:id/upload',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Cancels a file update: the draft goes back to the published package',
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 200: CreatorItemDetail },
      },
    },
    async (request) => {
      const { user, creator } = await requireCreator(request, { agreed: true });
      const item = await cancelFileUpdate(app.db, request.params.id, {
        creatorId: creator.id,
        userId: user.id,
      });
      return detailOf(app, item, request);
    },
  );
};
