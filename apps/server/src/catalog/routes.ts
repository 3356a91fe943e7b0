import {
  CATEGORY_TYPES,
  Category,
  ExtensionSort,
  HOME_PAGE_SIZE,
  Language,
  LOCALE_ALL,
  LOCALE_CODES,
  LOCALE_NOT_DEFINED,
  LocaleEntry,
  ProductDetail,
  ProductPage,
  REGION_ALL,
  REGION_CODES,
  RegionEntry,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAllHeldReleases, type HeldRelease } from '../db/item-releases.js';
import { isPublicItem } from '../db/item-visibility.js';
import { AppError } from '../http/errors.js';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { onlyParameter } from '../http/render-reads.js';
import { loadPublishedVersions } from '../versions/version-queries.js';
import {
  countPublicItems,
  HOME_LIST_TYPE,
  homeHighlightIds,
  LIST_TYPES,
  listPublicItemIds,
  loadCategories,
} from './catalog-queries.js';
import { presentDetail, presentListItems, withHighlights } from './product-presenter.js';
import { loadProductParts } from './product-repository.js';
import { mayManage } from './visibility.js';

const ListQuery = z.object({
  type: z.string().default('extension'),
  size: z.coerce.number().int().min(1).max(100).default(HOME_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: ExtensionSort.default('popular'),
  category: z.string().max(40).optional(),
  provider: z.string().max(40).optional(),
  hl: Language.optional(),
});

const DetailParams = z.object({ id: z.string().regex(/^\w{32}$/) });
const DetailQuery = z.object({ hl: Language.optional(), event: z.literal('review').optional() });

/** Public catalog calls: item lists and detail, categories, regions and locales. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/extensions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of listed items, newest or most popular first',
        querystring: ListQuery,
        response: { 200: ProductPage },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { type, size, offset, sort, category, provider } = request.query;
      const productTypes = [
        ...new Set(type.split(',').flatMap((entry) => LIST_TYPES[entry.trim()] ?? [])),
      ];
      if (productTypes.length === 0) throw new AppError('INVALID_REQUEST');
      const filter = {
        productTypes,
        category: category || undefined,
        provider: provider || undefined,
      };
      // The extension home highlights its list's first items, in any order and category.
      const home = type.trim() === HOME_LIST_TYPE;
      const key = JSON.stringify([filter, sort, offset, size, language, home]);
      const json = await cachedJson(app, `list:${key}`, ProductPage, async () => {
        const [ids, totalCount] = await Promise.all([
          listPublicItemIds(app.db, { ...filter, sort, offset, size }),
          app.catalogCache.get(`count:${JSON.stringify(filter)}`, () =>
            countPublicItems(app.db, filter),
          ),
        ]);
        const parts = await loadProductParts(app.db, ids, { listing: 'published', language });
        const items = presentListItems(request, parts, language, app.config.publicUrl);
        return {
          items: home ? withHighlights(items, offset) : items,
          offset,
          size,
          totalCount,
        };
      });
      return sendJson(reply, json);
    },
  );

  /**
   * The staged releases in force, read once for every detail answer until the catalog
   * changes or the first of them is promoted by its date.
   */
  const heldReleases = () =>
    app.catalogCache.get('held-releases', async (entry) => {
      const held = await findAllHeldReleases(app.db);
      for (const release of held.values()) {
        if (release.promoteAt) entry.expireAt(release.promoteAt);
      }
      return held;
    });
  /** Whether the extension home highlights an item. */
  const highlighted = async (id: string) =>
    (await app.catalogCache.get('home-highlights', () => homeHighlightIds(app.db))).includes(id);

  /**
   * A public item's detail answer, serialised: the same for everyone, so shared in the catalog
   * cache; null for an item visitors cannot see.
   */
  const publicDetail = (id: string, language: Language) =>
    app.catalogCache.get(`detail:${id}:${language}`, async (entry) => {
      // One statement: the item, its published listing and its version records.
      const [parts] = await loadProductParts(app.db, [id], {
        listing: 'published',
        language,
        versionRecords: true,
      });
      if (!parts?.listing || !isPublicItem(parts.item)) return null;
      // The listing read above is the published one, change logs included.
      const versions = await loadPublishedVersions(
        app.db,
        parts.item,
        language,
        { ...parts.listing, localizations: parts.localizations },
        parts.versionRecords,
      );
      const held: HeldRelease | undefined = (await heldReleases()).get(id);
      if (held?.promoteAt) entry.expireAt(held.promoteAt);
      return JSON.stringify(
        ProductDetail.encode({
          ...presentDetail(parts, language, app.config.publicUrl, {
            published: true,
            versions,
            heldVersion: held?.heldVersion ?? null,
          }),
          hasFeature: await highlighted(id),
        }),
      );
    });
  // A rendered detail page reads the public answer from the same command, without a request;
  // anything else (a preview, an item not public) is asked of the route below.
  app.renderReads.add(/^\/ajax\/extensions\/(\w{32})$/, ([, id], query) => {
    const language = Language.safeParse(onlyParameter(query, 'hl'));
    return id && language.success ? publicDetail(id, language.data) : null;
  });

  app.get(
    '/ajax/extensions/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One item; event=review shows the draft to its developer (preview)',
        params: DetailParams,
        querystring: DetailQuery,
        response: { 200: ProductDetail },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { id } = request.params;
      const preview = request.query.event === 'review';
      if (!preview) {
        // Public items look the same to everyone, so their answer is shared; what only an
        // owner or administrator may see is built per request and never cached.
        const shared = await publicDetail(id, language);
        if (shared !== null) return sendJson(reply, shared);
      }
      // Not public (or a preview): only the owner and administrators, and the same not-found
      // as for a missing id for anyone else. Never stored by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      if (!request.user) throw new AppError('EXTENSION_NOT_FOUND');
      const [parts] = await loadProductParts(app.db, [id], {
        listing: preview ? 'draft' : 'published',
        language,
      });
      if (!parts?.listing || !mayManage(request.user, parts))
        throw new AppError('EXTENSION_NOT_FOUND');
      const versions = await loadPublishedVersions(app.db, parts.item, language);
      return {
        ...presentDetail(parts, language, app.config.publicUrl, { published: !preview, versions }),
        hasFeature: await highlighted(id),
      };
    },
  );

  app.get(
    '/ajax/categories/:type?',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories of an item type (extension by default)',
        params: z.object({ type: z.enum(CATEGORY_TYPES).optional() }),
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(Category) },
      },
    },
    async (request) => {
      return loadCategories(app.db, request.params.type ?? 'extension', requestLanguage(request));
    },
  );

  app.get(
    '/ajax/regions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Regions an item can be offered in, named in the interface language',
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(RegionEntry) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const names = new Intl.DisplayNames([language], { type: 'region' });
      const all = language === 'ko' ? '모든 지역' : 'All regions';
      return [
        { code: REGION_ALL, name: all },
        ...REGION_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
          a.name.localeCompare(b.name, language),
        ),
      ];
    },
  );

  app.get(
    '/ajax/locales',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Languages an item can be described in, named in the interface language',
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(LocaleEntry) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const names = new Intl.DisplayNames([language], { type: 'language' });
      const korean = language === 'ko';
      // The languages, plus "all" and the fallback value NOT_DEFINED.
      return [
        { code: LOCALE_ALL, name: korean ? '모든 언어' : 'All languages' },
        ...LOCALE_CODES.map((code) => ({ code, name: names.of(code.replace('_', '-')) ?? code })),
        { code: LOCALE_NOT_DEFINED, name: korean ? '정의되지 않음' : 'Not defined' },
      ];
    },
  );
};
