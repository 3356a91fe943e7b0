import {
  AdminBanner,
  AdminBannerList,
  AdminCategory,
  AdminCategoryList,
  AdminWinnerList,
  AdminWinnerYear,
  BANNER_IMAGE_MAX_BYTES,
  BannerCreateInput,
  BannerImageUpload,
  BannerReorderInput,
  BannerType,
  BannerUpdateInput,
  CategoryCode,
  CategoryCreateInput,
  CategoryReorderInput,
  CategoryType,
  CategoryUpdateInput,
  CurationItem,
  CurationItemList,
  CurationReasonInput,
  type ErrorCode,
  ExtensionId,
  errorMessage,
  type Language,
  PickInput,
  PickType,
  Prize,
  WINNERS_PER_YEAR,
  WinnersInput,
  WinnerYear,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Updateable } from 'kysely';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import type { Db } from '../db/database.js';
import type { BannersTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { readMultipart } from '../http/multipart.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { fileUrl } from '../storage/storage.js';
import { recordAction } from './audit-log.js';
import { type BannerImage, findStoredBannerImage, storeBannerImage } from './curation-images.js';
import {
  findBanner,
  loadCategories,
  loadCurationItems,
  loadWinnerYears,
  PRODUCT_TYPES_OF,
  presentBanner,
  selectBanners,
} from './curation-queries.js';

function fieldError(
  code: ErrorCode,
  field: string,
  fieldCode: string,
  language: Language,
): AppError {
  return new AppError(code, [{ field, code: fieldCode, message: errorMessage(code, language) }]);
}

const BannerParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const ItemParams = z.object({ id: ExtensionId });
const CategoryParams = z.object({ type: CategoryType, code: CategoryCode });
const Ok = z.object({ ok: z.literal(true) });

/** Product types that can be picked: extensions (with sidebars) and wallpapers. */
const PICKABLE = new Set<string>([...PRODUCT_TYPES_OF.extension, ...PRODUCT_TYPES_OF.theme]);
const SOLE_PRIZES = new Set<string>(['gold', 'silver']);

/** Serialises changes to one contest year, so two editors cannot exceed its limit together. */
const WINNERS_LOCK_CLASS = 4_004;

/**
 * Reads a multipart banner call through readMultipart (a broken body is INVALID_REQUEST, a
 * limit PAYLOAD_TOO_LARGE): one `file` part and, for a new banner, its fields as JSON in a
 * `banner` part.
 */
async function readBannerParts(
  request: FastifyRequest,
): Promise<{ file: Buffer | null; banner: unknown }> {
  let file = null as Buffer | null;
  let banner: unknown = {};
  await readMultipart(
    request,
    { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2 },
    {
      field(name, value) {
        if (name !== 'banner') return;
        // A part sent as application/json arrives parsed; a plain one is JSON text.
        if (typeof value !== 'string') {
          banner = value;
          return;
        }
        try {
          banner = JSON.parse(value);
        } catch {
          throw new AppError('INVALID_REQUEST', [
            {
              field: 'banner',
              code: 'admin.curation.banner.invalid',
              message: errorMessage('INVALID_REQUEST', requestLanguage(request)),
            },
          ]);
        }
      },
      async file(part) {
        if (part.fieldname === 'file') file = await part.toBuffer();
        else part.file.resume();
      },
    },
  );
  return { file, banner };
}

/**
 * The curation API of the moderation console: banners, picks, contest winners and categories.
 * Every write is kept in the curation log and empties the catalog cache, so the storefront
 * shows the change on its next request.
 */
export const curationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('admin.curation'));

  /** Runs a change with its log line in one transaction, then lets the storefront see it. */
  async function change<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await app.db.transaction().execute(work);
    app.catalogCache.clear();
    return result;
  }

  // -------------------------------------------------------------------------------------------
  // Banners

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
    async (request) => {
      let query = selectBanners(app.db);
      if (request.query.type) query = query.where('type', '=', request.query.type);
      return { items: (await query.execute()).map(presentBanner) };
    },
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
      if (!file)
        throw fieldError('INVALID_REQUEST', 'file', 'admin.curation.image.required', language);
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
      const id = await change(async (trx) => {
        const last = await trx
          .selectFrom('banners')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('type', '=', input.type)
          .executeTakeFirst();
        const row = await trx
          .insertInto('banners')
          .values({
            type: input.type,
            link_url: input.linkUrl,
            image_key: image.key,
            derivatives: JSON.stringify(image.derivatives),
            title_en: input.titleEn,
            title_ko: input.titleKo,
            description_en: input.descriptionEn ?? null,
            description_ko: input.descriptionKo ?? null,
            background_color: input.backgroundColor ?? null,
            language: input.language ?? null,
            active: input.active ?? true,
            starts_at: input.startsAt ?? null,
            ends_at: input.endsAt ?? null,
            position: last?.max == null ? 0 : Number(last.max) + 1,
          })
          .returning(['id'])
          .executeTakeFirstOrThrow();
        await recordAction(trx, {
          actorId: admin.id,
          action: 'banner.create',
          target: `banner:${row.id}`,
          details: {
            type: input.type,
            titleEn: input.titleEn,
            linkUrl: input.linkUrl,
            image: fileUrl(image.key),
            language: input.language ?? null,
            startsAt: input.startsAt ?? null,
            endsAt: input.endsAt ?? null,
          },
          reason: input.reason,
        });
        return row.id;
      });
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
      await change(async (trx) => {
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        const next = {
          image_key: image?.key,
          link_url: input.linkUrl,
          title_en: input.titleEn,
          title_ko: input.titleKo,
          description_en: input.descriptionEn,
          description_ko: input.descriptionKo,
          background_color: input.backgroundColor,
          language: input.language,
          position: input.position,
          active: input.active,
          starts_at: input.startsAt,
          ends_at: input.endsAt,
        };
        const comparable = (value: unknown) =>
          value instanceof Date ? value.toISOString() : value;
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        const set: Updateable<BannersTable> = {};
        for (const [column, value] of Object.entries(next)) {
          if (value === undefined) continue;
          const previous = comparable(before[column as keyof typeof before]);
          const after =
            (column === 'starts_at' || column === 'ends_at') && typeof value === 'string'
              ? new Date(value).toISOString()
              : value;
          if (previous === after) continue;
          changes[column] = { before: previous, after };
          (set as Record<string, unknown>)[column] = value;
        }
        const startsAt = 'starts_at' in set ? set.starts_at : before.starts_at;
        const endsAt = 'ends_at' in set ? set.ends_at : before.ends_at;
        if (startsAt && endsAt && new Date(startsAt as string) >= new Date(endsAt as string)) {
          throw fieldError('INVALID_REQUEST', 'endsAt', 'admin.curation.schedule.order', language);
        }
        if (Object.keys(set).length === 0) return;
        // The copies follow the image; they are not a change of their own in the log.
        if (image && set.image_key !== undefined)
          set.derivatives = JSON.stringify(image.derivatives);
        await trx.updateTable('banners').set(set).where('id', '=', id).execute();
        await recordAction(trx, {
          actorId: admin.id,
          action: 'banner.update',
          target: `banner:${id}`,
          details: { type: before.type, titleEn: before.title_en, changes },
          reason: input.reason,
        });
      });
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
      const input = request.body;
      await change(async (trx) => {
        const removed = await trx
          .deleteFrom('banners')
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!removed) throw new AppError('NOT_FOUND');
        await recordAction(trx, {
          actorId: admin.id,
          action: 'banner.delete',
          target: `banner:${removed.id}`,
          details: {
            type: removed.type,
            titleEn: removed.title_en,
            titleKo: removed.title_ko,
            linkUrl: removed.link_url,
            image: fileUrl(removed.image_key),
          },
          reason: input.reason,
        });
      });
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
      const language = requestLanguage(request);
      const input = request.body;
      await change(async (trx) => {
        const rows = await trx
          .selectFrom('banners')
          .select(['id', 'position'])
          .where('type', '=', input.type)
          .orderBy('position')
          .orderBy('id')
          .forUpdate()
          .execute();
        const current = rows.map((row) => String(row.id));
        const wanted = new Set(input.ids);
        if (
          wanted.size !== input.ids.length ||
          current.length !== input.ids.length ||
          current.some((id) => !wanted.has(id))
        ) {
          throw fieldError('INVALID_REQUEST', 'ids', 'admin.curation.order.stale', language);
        }
        for (const [position, id] of input.ids.entries()) {
          await trx.updateTable('banners').set({ position }).where('id', '=', Number(id)).execute();
        }
        await recordAction(trx, {
          actorId: admin.id,
          action: 'banner.reorder',
          target: `banners:${input.type}`,
          details: { before: current, after: input.ids },
          reason: input.reason,
        });
      });
      const rows = await selectBanners(app.db).where('type', '=', input.type).execute();
      return { items: rows.map(presentBanner) };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Items, picks

  app.get(
    '/admin/api/curation/items',
    {
      schema: {
        tags: ['admin'],
        summary: 'Finds items by name or id, for picks and winners',
        querystring: z.object({
          q: z.string().max(100).default(''),
          type: CategoryType.optional(),
          hl: z.string().optional(),
        }),
        response: { 200: CurationItemList },
      },
    },
    async (request) => {
      const { q, type } = request.query;
      const items = await loadCurationItems(
        app.db,
        {
          q,
          ...(type ? { productTypes: PRODUCT_TYPES_OF[type] } : {}),
          limit: 20,
        },
        requestLanguage(request),
      );
      return { items };
    },
  );

  app.get(
    '/admin/api/curation/picks',
    {
      schema: {
        tags: ['admin'],
        summary: "The picked items of a kind; the wallpaper tab's picks are the picked themes",
        querystring: z.object({ type: PickType.default('theme'), hl: z.string().optional() }),
        response: { 200: CurationItemList },
      },
    },
    async (request) => {
      const items = await loadCurationItems(
        app.db,
        { productTypes: PRODUCT_TYPES_OF[request.query.type], picked: true },
        requestLanguage(request),
      );
      return { items };
    },
  );

  app.put(
    '/admin/api/curation/picks/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Picks an extension or wallpaper, or takes the pick away',
        description:
          'Body: { pick: boolean, reason? }. Web apps cannot be picked (WRONG_ITEM_TYPE).',
        params: ItemParams,
        body: jsonBody(PickInput),
        response: { 200: CurationItem },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const id = request.params.id;
      await change(async (trx) => {
        const item = await trx
          .selectFrom('items')
          .select(['id', 'product_type', 'pick'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!item) throw new AppError('EXTENSION_NOT_FOUND');
        if (!PICKABLE.has(item.product_type)) throw new AppError('WRONG_ITEM_TYPE');
        if (item.pick === input.pick) return;
        await trx.updateTable('items').set({ pick: input.pick }).where('id', '=', id).execute();
        await recordAction(trx, {
          actorId: admin.id,
          action: input.pick ? 'pick.set' : 'pick.unset',
          target: `item:${id}`,
          details: { productType: item.product_type },
          reason: input.reason,
        });
      });
      const [item] = await loadCurationItems(app.db, { ids: [id] }, language);
      return item!;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Contest winners

  app.get(
    '/admin/api/curation/winners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contest winners by year (newest first) and prize',
        querystring: z.object({ year: WinnerYear.optional(), hl: z.string().optional() }),
        response: { 200: AdminWinnerList },
      },
    },
    async (request) => ({
      years: await loadWinnerYears(app.db, requestLanguage(request), request.query.year),
    }),
  );

  app.put(
    '/admin/api/curation/winners/:year/:prize',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the winners of a prize in a year, in order, replacing the previous ones',
        description:
          `Body: { itemIds, reason? }. Gold and silver have one winner (SOLE_WINNER_PRIZE); a ` +
          `year has at most ${WINNERS_PER_YEAR} (WINNER_LIMIT_REACHED); an item wins once a year ` +
          '(ALREADY_A_WINNER).',
        params: z.object({ year: WinnerYear, prize: Prize }),
        body: jsonBody(WinnersInput),
        response: { 200: AdminWinnerYear },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const { year, prize } = request.params;
      if (new Set(input.itemIds).size !== input.itemIds.length) {
        throw fieldError(
          'INVALID_REQUEST',
          'itemIds',
          'admin.curation.winners.duplicate',
          language,
        );
      }
      if (SOLE_PRIZES.has(prize) && input.itemIds.length > 1) {
        throw fieldError('SOLE_WINNER_PRIZE', 'itemIds', 'SOLE_WINNER_PRIZE', language);
      }
      await change(async (trx) => {
        await sql`select pg_advisory_xact_lock(${WINNERS_LOCK_CLASS}, ${year})`.execute(trx);
        if (input.itemIds.length > 0) {
          const found = await trx
            .selectFrom('items')
            .select('id')
            .where('id', 'in', input.itemIds)
            .execute();
          const known = new Set(found.map((row) => row.id));
          const missing = input.itemIds.findIndex((id) => !known.has(id));
          if (missing >= 0) {
            throw fieldError(
              'EXTENSION_NOT_FOUND',
              `itemIds.${missing}`,
              'EXTENSION_NOT_FOUND',
              language,
            );
          }
        }
        const ofYear = await trx
          .selectFrom('winners')
          .select(['item_id', 'prize'])
          .where('year', '=', year)
          .orderBy('position')
          .orderBy('id')
          .execute();
        const others = ofYear.filter((row) => row.prize !== prize);
        const otherIds = new Set(others.map((row) => row.item_id));
        const taken = input.itemIds.findIndex((id) => otherIds.has(id));
        if (taken >= 0) {
          throw fieldError('ALREADY_A_WINNER', `itemIds.${taken}`, 'ALREADY_A_WINNER', language);
        }
        if (others.length + input.itemIds.length > WINNERS_PER_YEAR) {
          throw fieldError('WINNER_LIMIT_REACHED', 'itemIds', 'WINNER_LIMIT_REACHED', language);
        }
        const before = ofYear.filter((row) => row.prize === prize).map((row) => row.item_id);
        if (before.join() === input.itemIds.join()) return;
        await trx
          .deleteFrom('winners')
          .where('year', '=', year)
          .where('prize', '=', prize)
          .execute();
        if (input.itemIds.length > 0) {
          await trx
            .insertInto('winners')
            .values(
              input.itemIds.map((itemId, position) => ({ year, prize, item_id: itemId, position })),
            )
            .execute();
        }
        await recordAction(trx, {
          actorId: admin.id,
          action: 'winners.set',
          target: `winners:${year}/${prize}`,
          details: { before, after: input.itemIds },
          reason: input.reason,
        });
      });
      const [result] = await loadWinnerYears(app.db, language, year);
      return result!;
    },
  );

  app.delete(
    '/admin/api/curation/winners/:year/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Removes an item from a year's winners (body: an optional reason)",
        params: z.object({ year: WinnerYear, id: ExtensionId }),
        body: jsonBody(CurationReasonInput),
        response: { 200: AdminWinnerYear },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const { year, id } = request.params;
      await change(async (trx) => {
        const removed = await trx
          .deleteFrom('winners')
          .where('year', '=', year)
          .where('item_id', '=', id)
          .returning(['prize'])
          .executeTakeFirst();
        if (!removed) throw new AppError('NOT_FOUND');
        await recordAction(trx, {
          actorId: admin.id,
          action: 'winner.remove',
          target: `winners:${year}/${removed.prize}`,
          details: { itemId: id },
          reason: input.reason,
        });
      });
      const [result] = await loadWinnerYears(app.db, language, year);
      return result!;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Categories

  app.get(
    '/admin/api/curation/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Categories of every item kind (or one), in order, with their use',
        querystring: z.object({ type: CategoryType.optional() }),
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => ({ items: await loadCategories(app.db, request.query.type) }),
  );

  app.post(
    '/admin/api/curation/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a category, last of its kind',
        body: jsonBody(CategoryCreateInput),
        response: { 201: AdminCategory },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      await change(async (trx) => {
        const last = await trx
          .selectFrom('categories')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('type', '=', input.type)
          .executeTakeFirst();
        const inserted = await trx
          .insertInto('categories')
          .values({
            type: input.type,
            code: input.code,
            name_en: input.nameEn,
            name_ko: input.nameKo,
            position: last?.max == null ? 0 : Number(last.max) + 1,
          })
          .onConflict((conflict) => conflict.columns(['type', 'code']).doNothing())
          .returning('code')
          .executeTakeFirst();
        if (!inserted) throw fieldError('CATEGORY_EXISTS', 'code', 'CATEGORY_EXISTS', language);
        await recordAction(trx, {
          actorId: admin.id,
          action: 'category.create',
          target: `category:${input.type}/${input.code}`,
          details: { nameEn: input.nameEn, nameKo: input.nameKo },
          reason: input.reason,
        });
      });
      const created = (await loadCategories(app.db, input.type)).find(
        (entry) => entry.code === input.code,
      );
      reply.code(201);
      return created!;
    },
  );

  app.patch(
    '/admin/api/curation/categories/:type/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Renames a category (English and Korean names)',
        params: CategoryParams,
        body: jsonBody(CategoryUpdateInput),
        response: { 200: AdminCategory },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const input = request.body;
      const { type, code } = request.params;
      await change(async (trx) => {
        const before = await trx
          .selectFrom('categories')
          .selectAll()
          .where('type', '=', type)
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        const changes: Record<string, { before: string; after: string }> = {};
        if (input.nameEn !== undefined && input.nameEn !== before.name_en) {
          changes.nameEn = { before: before.name_en, after: input.nameEn };
        }
        if (input.nameKo !== undefined && input.nameKo !== before.name_ko) {
          changes.nameKo = { before: before.name_ko, after: input.nameKo };
        }
        if (Object.keys(changes).length === 0) return;
        await trx
          .updateTable('categories')
          .set({
            ...(changes.nameEn ? { name_en: changes.nameEn.after } : {}),
            ...(changes.nameKo ? { name_ko: changes.nameKo.after } : {}),
          })
          .where('type', '=', type)
          .where('code', '=', code)
          .execute();
        await recordAction(trx, {
          actorId: admin.id,
          action: 'category.update',
          target: `category:${type}/${code}`,
          details: { changes },
          reason: input.reason,
        });
      });
      return (await loadCategories(app.db, type)).find((entry) => entry.code === code)!;
    },
  );

  app.post(
    '/admin/api/curation/categories/:type/reorder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders the categories of a kind: every code of the kind, in the new order',
        params: z.object({ type: CategoryType }),
        body: jsonBody(CategoryReorderInput),
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      const input = request.body;
      const { type } = request.params;
      await change(async (trx) => {
        const rows = await trx
          .selectFrom('categories')
          .select('code')
          .where('type', '=', type)
          .orderBy('position')
          .orderBy('code')
          .forUpdate()
          .execute();
        const current = rows.map((row) => row.code);
        const wanted = new Set(input.codes);
        if (
          wanted.size !== input.codes.length ||
          current.length !== input.codes.length ||
          current.some((code) => !wanted.has(code))
        ) {
          throw fieldError('INVALID_REQUEST', 'codes', 'admin.curation.order.stale', language);
        }
        for (const [position, code] of input.codes.entries()) {
          await trx
            .updateTable('categories')
            .set({ position })
            .where('type', '=', type)
            .where('code', '=', code)
            .execute();
        }
        await recordAction(trx, {
          actorId: admin.id,
          action: 'category.reorder',
          target: `categories:${type}`,
          details: { before: current, after: input.codes },
          reason: input.reason,
        });
      });
      return { items: await loadCategories(app.db, type) };
    },
  );

  app.delete(
    '/admin/api/curation/categories/:type/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category no listing is filed under (else CATEGORY_IN_USE)',
        params: CategoryParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const input = request.body;
      const { type, code } = request.params;
      await change(async (trx) => {
        const category = await trx
          .selectFrom('categories')
          .selectAll()
          .where('type', '=', type)
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!category) throw new AppError('NOT_FOUND');
        const usage = (await loadCategories(trx, type)).find((entry) => entry.code === code);
        if (usage && usage.listingCount > 0) throw new AppError('CATEGORY_IN_USE');
        await trx
          .deleteFrom('categories')
          .where('type', '=', type)
          .where('code', '=', code)
          .execute();
        await recordAction(trx, {
          actorId: admin.id,
          action: 'category.delete',
          target: `category:${type}/${code}`,
          details: { nameEn: category.name_en, nameKo: category.name_ko },
          reason: input.reason,
        });
      });
      return { ok: true as const };
    },
  );
};
