import fs from 'node:fs';
import {
  CREATOR_ITEM_TYPES,
  CreatorItemDetail,
  CreatorItemList,
  type CreatorItemType,
  DEFAULT_LOCALE,
  errorMessage,
  ItemPatch,
  isChosenLocale,
  isWebAppType,
  LISTING_NAME_MAX,
  LISTING_SHORT_DESCRIPTION_MAX,
  LOCALE_NOT_DEFINED,
  PackageUploadResult,
  WebAppUrlInput,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newItemId } from '../catalog/item-id.js';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { requireCreator } from '../creators/guard.js';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { writeShareFor } from '../db/write-share.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { storeImage } from '../media/images.js';
import { assertTransition, lockItem, transition } from '../moderation/review-machine.js';
import { listCreatorItems, loadCreatorItemDetail, loadOwnedItem } from './creator-items.js';
import { dropUnusedPackage, ensureDraft } from './drafts.js';
import { applyListingPatch } from './listing-patch.js';
import { createExtensionKey } from './package/extension-key.js';
import { inspectPackage, type PackageInspection } from './package/inspect-package.js';
import { inspectionGate } from './package/upload-limits.js';
import { receivePackage, reportErrorFields, takeUploadPlace } from './package-upload.js';
import { checkWebApp } from './webapp/check-web-app.js';
import { webAppFetchOptions } from './webapp/guarded-fetch.js';

const ItemParams = z.object({ id: z.string().regex(/^[a-p]{32}$/, 'extension id') });
const LanguageQuery = z.object({ hl: z.string().optional() });

/** Web-app manifests give a BCP 47 `lang` (en-US); items use the store's locale codes (en_US). */
function localeOfLanguageTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const [language, region] = tag.replace('_', '-').split('-');
  const full = region ? `${language!.toLowerCase()}_${region.toUpperCase()}` : '';
  if (full && isChosenLocale(full)) return full;
  const short = language!.toLowerCase();
  return isChosenLocale(short) ? short : null;
}

/** Developer calls for items (spec §7): dashboard, editor, packages, web apps by URL. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('publishing'));
  /** Draft saves take their turn so they never crowd out visitors (see write-share.ts). */
  const saves = writeShareFor(app.databaseKind);

  const detailOf = (item: ItemRow, request: FastifyRequest, preferDraft = true) =>
    loadCreatorItemDetail(app.db, item, {
      preferDraft,
      language: requestLanguage(request),
      publicUrl: app.config.publicUrl,
    });

  /** Stores a package icon and attaches it to a listing; an unreadable icon is left out. */
  async function attachPackageIcon(db: Db, listingId: number, inspection: PackageInspection) {
    if (!inspection.icon) return;
    const existing = await db
      .selectFrom('media')
      .select('id')
      .where('listing_id', '=', listingId)
      .where('kind', '=', 'icon')
      .executeTakeFirst();
    if (existing) return;
    try {
      const stored = await storeImage(app.storage, inspection.icon.data, 'package-icon');
      await db
        .insertInto('media')
        .values({
          listing_id: listingId,
          kind: 'icon',
          locale: null,
          file_key: stored.key,
          width: stored.width,
          height: stored.height,
          created_at: new Date(),
          derivatives: JSON.stringify(stored.derivatives),
        })
        .execute();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  async function insertPackage(
    db: Db,
    itemId: string,
    inspection: PackageInspection,
    stored: { key: string; sha256: string; size: number },
    fileName: string,
  ): Promise<number> {
    const row = await db
      .insertInto('packages')
      .values({
        item_id: itemId,
        file_key: stored.key,
        file_name: fileName,
        manifest: JSON.stringify(inspection.manifest ?? {}),
        manifest_version: inspection.manifestVersion ?? 0,
        version: inspection.version ?? '0',
        size: stored.size,
        sha256: stored.sha256,
        report: JSON.stringify(inspection.report),
        permissions: inspection.permissions,
        host_permissions: inspection.hostPermissions,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Inspects an uploaded package; refuses it with the report's errors. The developer's upload
   * throttle is checked before the body is read, and inspection waits for a place in the
   * server-wide inspection gate.
   */
  async function inspectUpload(request: FastifyRequest, previousVersion: string | null) {
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

  function uploadResult(
    item: CreatorItemDetail,
    inspection: PackageInspection,
  ): PackageUploadResult {
    return {
      extensionId: item.extensionId,
      item,
      report: item.package?.report ?? { errors: [], warnings: [] },
      manifestVersion: inspection.manifestVersion ?? 3,
    };
  }

  app.get(
    '/creator/api/extensions',
    {
      schema: {
        tags: ['publishing'],
        summary: "The developer's items of the given types (the dashboard)",
        querystring: z.object({ type: z.string().optional(), hl: z.string().optional() }),
        response: { 200: CreatorItemList },
      },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: false });
      const requested = (request.query.type ?? 'extension,sidebar,theme')
        .split(',')
        .map((value) => value.trim().toLowerCase())
        .filter((value) => value !== '');
      const known = new Set<string>(CREATOR_ITEM_TYPES);
      const unknown = requested.filter((value) => !known.has(value));
      if (unknown.length > 0 || requested.length === 0) {
        throw new AppError('INVALID_REQUEST', [
          {
            field: 'type',
            code: 'publishing.type.invalid',
            message: errorMessage('INVALID_REQUEST', requestLanguage(request)),
          },
        ]);
      }
      reply.header('cache-control', 'no-store');
      const items = await listCreatorItems(
        app.db,
        creator.id,
        requested as CreatorItemType[],
        requestLanguage(request),
        app.config.publicUrl,
      );
      return { items };
    },
  );

  app.get(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'One of the developer’s items; published=false prefers the draft',
        params: ItemParams,
        querystring: z.object({
          hl: z.string().optional(),
          published: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: CreatorItemDetail },
      },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: false });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return detailOf(item, request, request.query.published !== 'true');
    },
  );

  app.patch(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Saves the draft; review IN_REVIEW requests review',
        description:
          'Body: ItemPatch. Changes go to the draft; the published product stays live until ' +
          'approval. review=IN_REVIEW checks every required field (REQUIRED_* naming each ' +
          'missing field); review=PREPARE_FOR_SUBMISSION withdraws a pending request.',
        params: ItemParams,
        querystring: LanguageQuery,
        body: jsonBody(ItemPatch),
        response: { 200: CreatorItemDetail },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const language = requestLanguage(request);
      const { user, creator } = developerOf(request);
      const { review, ...changes } = request.body;
      const hasChanges = Object.values(changes).some((value) => value !== undefined);
      const actor = { actorId: user.id, language };
      // Visitors see the published listing: a draft save leaves their cached answers alone
      // unless it changed the item itself (visibility, a web app's kind) while it is live.
      let itemChanged = false;
      return saves.run(async () => {
        const item = await app.db.transaction().execute(async (trx) => {
          const item = await lockItem(trx, request.params.id, { creatorId: creator.id });
          if (
            review === 'PREPARE_FOR_SUBMISSION' &&
            item.review_state === 'IN_REVIEW' &&
            !hasChanges
          ) {
            // Withdrawing a review request: back to where the item was before it.
            return transition(trx, item, 'withdraw', actor);
          }
          assertTransition(item, 'edit');
          if (review !== undefined && review !== 'IN_REVIEW' && review !== item.review_state) {
            throw new AppError('INVALID_STATE_TRANSITION', [
              {
                field: 'review',
                code: 'INVALID_STATE_TRANSITION',
                message: errorMessage('INVALID_STATE_TRANSITION', language),
              },
            ]);
          }
          const draftId = await ensureDraft(trx, item);
          const applied = await applyListingPatch(trx, item, draftId, changes, {
            userId: user.id,
            language,
          });
          itemChanged = applied.itemChanged;
          const edited = await transition(trx, item, 'edit', actor);
          return review === 'IN_REVIEW' ? transition(trx, edited, 'submit', actor) : edited;
        });
        if (itemChanged && item.live) app.catalogCache.clear();
        return detailOf(item, request);
      });
    },
  );

  app.delete(
    '/creator/api/extensions/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Deletes one of the developer’s items (ITEM_BLOCKED_DELETE when blocked)',
        params: ItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: true });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      // A blocked item stays on record for the moderators' log; it can't be removed and
      // re-uploaded under a new name to escape the block. Retrying cannot help: say so.
      if (item.blocked) throw new AppError('ITEM_BLOCKED_DELETE');
      await app.db.deleteFrom('items').where('id', '=', item.id).execute();
      if (item.live) app.catalogCache.clear();
      return reply.code(204).send(null);
    },
  );

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
    },
    async (request, reply) => {
      const { creator } = await requireCreator(request, { agreed: true });
      const { inspection, stored, fileName } = await inspectUpload(request, null);
      const key = createExtensionKey(app.keySecret);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('items')
          .values({
            id: key.id,
            creator_id: creator.id,
            product_type: inspection.productType,
            review_state: 'PREPARE_FOR_SUBMISSION',
            visibility: 'LISTING',
            updated_at: new Date(),
          })
          .execute();
        await trx
          .insertInto('item_keys')
          .values({ item_id: key.id, public_key: key.publicKey, private_key: key.sealedPrivateKey })
          .execute();
        const packageId = await insertPackage(trx, key.id, inspection, stored, fileName);
        const listing = await trx
          .insertInto('listings')
          .values({
            item_id: key.id,
            default_locale: inspection.defaultLocale ?? LOCALE_NOT_DEFINED,
            package_id: packageId,
            theme:
              inspection.productType === 'theme'
                ? JSON.stringify({
                    photoCount: 0,
                    notices: false,
                    topSites: true,
                    clock: 'digital',
                  })
                : null,
            updated_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (inspection.texts.length > 0) {
          await trx
            .insertInto('localizations')
            .values(
              inspection.texts.map((text) => ({
                listing_id: listing.id,
                locale: text.locale,
                name: text.name,
                description: text.description,
              })),
            )
            .execute();
        }
        await attachPackageIcon(trx, listing.id, inspection);
        await trx
          .updateTable('items')
          .set({ draft_listing_id: listing.id })
          .where('id', '=', key.id)
          .execute();
      });
      const item = await loadOwnedItem(app.db, creator.id, key.id);
      return reply.code(201).send(uploadResult(await detailOf(item, request), inspection));
    },
  );

  app.post(
    '/creator/api/extensions/:id/upload',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Uploads a new package for an item; the version must go up',
        params: ItemParams,
        response: { 200: PackageUploadResult },
      },
    },
    async (request) => {
      const { user, creator } = await requireCreator(request, { agreed: true });
      const item = await loadOwnedItem(app.db, creator.id, request.params.id);
      // Refused before the package is read; checked again on the locked item below.
      assertTransition(item, 'edit');
      if (isWebAppType(item.product_type)) throw new AppError('WRONG_ITEM_TYPE');
      const published = item.published_listing_id
        ? await app.db
            .selectFrom('listings')
            .innerJoin('packages', 'packages.id', 'listings.package_id')
            .select('packages.version')
            .where('listings.id', '=', item.published_listing_id)
            .executeTakeFirst()
        : undefined;
      const { inspection, stored, fileName } = await inspectUpload(
        request,
        published?.version ?? null,
      );
      await app.db.transaction().execute(async (trx) => {
        const current = await lockItem(trx, item.id, { creatorId: creator.id });
        assertTransition(current, 'edit');
        const draftId = await ensureDraft(trx, current);
        const packageId = await insertPackage(trx, item.id, inspection, stored, fileName);
        const previous = await trx
          .selectFrom('listings')
          .select(['package_id', 'default_locale'])
          .where('id', '=', draftId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('listings')
          .set({
            package_id: packageId,
            ...(previous.default_locale === LOCALE_NOT_DEFINED && inspection.defaultLocale
              ? { default_locale: inspection.defaultLocale }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', draftId)
          .execute();
        await dropUnusedPackage(trx, previous.package_id);
        // The manifest names the item in each language; descriptions stay the developer's.
        for (const text of inspection.texts) {
          await trx
            .insertInto('localizations')
            .values({
              listing_id: draftId,
              locale: text.locale,
              name: text.name,
              description: text.description,
            })
            .onConflict((conflict) =>
              conflict.columns(['listing_id', 'locale']).doUpdateSet({ name: text.name }),
            )
            .execute();
        }
        await attachPackageIcon(trx, draftId, inspection);
        // A new item's type follows its package at once; a published item's at approval.
        if (current.published_listing_id === null) {
          await trx
            .updateTable('items')
            .set({ product_type: inspection.productType })
            .where('id', '=', item.id)
            .execute();
        }
        await transition(trx, current, 'edit', { actorId: user.id });
      });
      const updated = await loadOwnedItem(app.db, creator.id, item.id);
      return uploadResult(await detailOf(updated, request), inspection);
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
      const item = await app.db
        .transaction()
        .execute(async (trx) =>
          transition(
            trx,
            await lockItem(trx, request.params.id, { creatorId: creator.id }),
            'cancelFileUpdate',
            { actorId: user.id },
          ),
        );
      return detailOf(item, request);
    },
  );

  app.post(
    '/creator/api/extensions/pwa',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Registers a progressive web app by its URL (a new draft)',
        description:
          'Body: {"url": "https://…"}. The site is fetched through a guard that refuses private ' +
          'and reserved addresses. Errors: INVALID_URL_SYNTAX, ONLY_SUPPORT_START_WITH_HTTPS_, ' +
          'CAN_T_CONNECT_TO_URL, DUPLICATED_DOMAIN, INVALID_MANIFEST_FILE, ' +
          'MUST_DEFINE_THE_NAME_OR_SHORT_NAME, MUST_DEFINE_THE_ICON.',
        body: jsonBody(WebAppUrlInput),
        response: { 201: CreatorItemDetail },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      const { url } = request.body;
      const isDomainTaken = async (domain: string) =>
        (await app.db
          .selectFrom('items')
          .select('id')
          .where('web_domain', '=', domain)
          .executeTakeFirst()) !== undefined;
      const site = await checkWebApp(url, webAppFetchOptions(app.config), isDomainTaken);
      const icon = await storeImage(app.storage, site.icon.data, 'package-icon').catch((error) => {
        if (error instanceof AppError) throw new AppError('MUST_DEFINE_THE_ICON');
        throw error;
      });
      const manifestLang = (site.manifest as { lang?: unknown }).lang;
      const locale =
        localeOfLanguageTag(typeof manifestLang === 'string' ? manifestLang : null) ??
        DEFAULT_LOCALE;
      const id = newItemId();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({
              id,
              creator_id: creator.id,
              product_type: 'pwa',
              review_state: 'PREPARE_FOR_SUBMISSION',
              visibility: 'LISTING',
              web_domain: site.domain,
              updated_at: new Date(),
            })
            .execute();
          const listing = await trx
            .insertInto('listings')
            .values({
              item_id: id,
              default_locale: locale,
              web_url: site.url,
              web_manifest: JSON.stringify(site.manifest),
              updated_at: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('localizations')
            .values({
              listing_id: listing.id,
              locale,
              name: site.name.slice(0, LISTING_NAME_MAX),
              short_description: site.description
                ? site.description.slice(0, LISTING_SHORT_DESCRIPTION_MAX)
                : null,
              description: site.description ?? '',
            })
            .execute();
          await trx
            .insertInto('media')
            .values({
              listing_id: listing.id,
              kind: 'icon',
              locale: null,
              file_key: icon.key,
              width: icon.width,
              height: icon.height,
              created_at: new Date(),
              derivatives: JSON.stringify(icon.derivatives),
            })
            .execute();
          await trx
            .updateTable('items')
            .set({ draft_listing_id: listing.id })
            .where('id', '=', id)
            .execute();
        });
      } catch (error) {
        // Two registrations of one domain racing: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw new AppError('DUPLICATED_DOMAIN');
        throw error;
      }
      const item = await loadOwnedItem(app.db, creator.id, id);
      return reply.code(201).send(await detailOf(item, request));
    },
  );
};
