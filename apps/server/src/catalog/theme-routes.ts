import {
  DISCOVER_PAGE_SIZE,
  EXTENSION_ID_PATTERN,
  HOT_THEMES_COUNT,
  Language,
  Product,
  THEMES_FOR_ME_MAX,
  THEMES_SELECTED_RANDOM,
  ThemeTab,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { presentProducts } from './product-presenter.js';
import { loadProductParts } from './product-repository.js';
import {
  countPickedThemes,
  discoverThemeIds,
  mostLikedThemeIds,
  newestThemeIds,
  PICKED_THEMES_MAX,
  pickedThemeIds,
  randomPickedThemeIds,
  randomThemeIds,
} from './theme-queries.js';

/** Most ids a discover request may exclude: the random first load plus what was shown. */
const MAX_EXCLUDED_IDS = 300;
const MAX_THEME_PAGE = 60;

const IdList = z
  .string()
  .max(MAX_EXCLUDED_IDS * 33)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.string().regex(EXTENSION_ID_PATTERN)).max(MAX_EXCLUDED_IDS));

const Size = (fallback: number) =>
  z.coerce.number().int().min(1).max(MAX_THEME_PAGE).default(fallback);

/** The wallpaper screens' lists: discover paging, its random first load, the recommended tab. */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = async (
    request: Parameters<typeof presentProducts>[0],
    ids: string[],
    language: Language,
  ) =>
    presentProducts(
      request,
      await loadProductParts(app.db, ids, { listing: 'published', language }),
      language,
      app.config.publicUrl,
    );

  app.get(
    '/ajax/theme-around',
    {
      schema: {
        tags: ['wallpapers'],
        summary:
          'Discover: the next wallpapers by descending id, after idLessThan and without idNotIn; an empty page ends paging',
        querystring: z.object({
          idNotIn: IdList.optional(),
          // An empty value (the first page) means no bound.
          idLessThan: z.union([z.literal(''), z.string().regex(EXTENSION_ID_PATTERN)]).optional(),
          size: Size(DISCOVER_PAGE_SIZE),
          hl: Language.optional(),
        }),
        response: { 200: z.array(Product) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { idNotIn = [], idLessThan, size } = request.query;
      // Ids never change, so paging by id is stable while wallpapers are added or liked.
      const ids = await discoverThemeIds(app.db, { idNotIn, idLessThan, size });
      return present(request, ids, language);
    },
  );

  app.get(
    '/ajax/theme-around/random',
    {
      schema: {
        tags: ['wallpapers'],
        summary: 'Random wallpapers: the first load of discover (never cached)',
        querystring: z.object({ size: Size(DISCOVER_PAGE_SIZE), hl: Language.optional() }),
        response: { 200: z.array(Product) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const ids = await randomThemeIds(app.db, request.query.size);
      return present(request, ids, language);
    },
  );

  app.get(
    '/ajax/theme-tab',
    {
      schema: {
        tags: ['wallpapers'],
        summary: 'The recommended tab: themes for me, a random selection of picks, Like Top 30',
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: ThemeTab },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      // Without a history of the visitor, "for me" is the newest wallpapers.
      const [forMe, hot, selectedTotal] = await app.catalogCache.get('theme-tab:ids', () =>
        Promise.all([
          newestThemeIds(app.db, THEMES_FOR_ME_MAX),
          mostLikedThemeIds(app.db, HOT_THEMES_COUNT),
          countPickedThemes(app.db),
        ]),
      );
      // The selection is drawn again on every visit, so it is never cached.
      const selected = await randomPickedThemeIds(app.db, THEMES_SELECTED_RANDOM);
      const products = new Map(
        (await present(request, [...new Set([...forMe, ...hot, ...selected])], language)).map(
          (product) => [product.extensionId, product],
        ),
      );
      const pickOut = (ids: string[]) => ids.flatMap((id) => products.get(id) ?? []);
      return {
        forMe: pickOut(forMe),
        selected: pickOut(selected),
        selectedTotal,
        hot: pickOut(hot),
      };
    },
  );

  app.get(
    '/ajax/theme-tab/pick',
    {
      schema: {
        tags: ['wallpapers'],
        summary: "The editors' picks, most liked first",
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(Product) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const json = await cachedJson(app, `theme-pick:${language}`, z.array(Product), async () => {
        const ids = await pickedThemeIds(app.db, PICKED_THEMES_MAX);
        return present(request, ids, language);
      });
      return sendJson(reply, json);
    },
  );
};
