import {
  Banner,
  BannerType,
  Language,
  PRIZES,
  type Prize,
  type Product,
  WinnersByYear,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentProducts } from '../catalog/product-presenter.js';
import { loadProductParts } from '../catalog/product-repository.js';
import { isPublicItem } from '../db/item-visibility.js';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { fileUrl } from '../storage/storage.js';
import { rewriteBannerLink } from './banner-link.js';
import { loadLiveBanners } from './banner-queries.js';
import { loadWinnerRows } from './winner-queries.js';

/** Banners of the home and wallpaper screens, and the contest winners. */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/banner/:type',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active banners of a screen, titled in the interface language',
        params: z.object({ type: BannerType }),
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(Banner) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { type } = request.params;
      const json = await cachedJson(
        app,
        `banner:${type}:${language}`,
        z.array(Banner),
        async () => {
          const rows = await loadLiveBanners(app.db, type, language);
          return rows.map((row) => ({
            id: String(row.id),
            type,
            linkUrl: rewriteBannerLink(row.link_url, app.config.storeHostnames),
            image: fileUrl(row.image_key),
            title: language === 'ko' ? row.title_ko : row.title_en,
            description: (language === 'ko' ? row.description_ko : row.description_en) ?? null,
            backgroundColor: row.background_color,
          }));
        },
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/ajax/winning-prize',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Contest winners by year, prizes in the order gold, silver, bronze, special',
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: z.array(WinnersByYear) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const json = await cachedJson(
        app,
        `winners:${language}`,
        z.array(WinnersByYear),
        async () => {
          const rows = await loadWinnerRows(app.db);
          const parts = await loadProductParts(
            app.db,
            rows.map((row) => row.item_id),
            { listing: 'published', language },
          );
          // A winner that was since hidden drops out rather than revealing the item.
          const visible = parts.filter(
            (entry) => isPublicItem(entry.item) && entry.listing != null,
          );
          const products = new Map(
            presentProducts(request, visible, language, app.config.publicUrl).map((product) => [
              product.extensionId,
              product,
            ]),
          );
          const years = [...new Set(rows.map((row) => row.year))];
          return years.map((year) => ({
            year,
            winners: PRIZES.flatMap((prize: Prize) => {
              const ofPrize = rows.filter((row) => row.year === year && row.prize === prize);
              const list = ofPrize.flatMap((row): Product[] => {
                const product = products.get(row.item_id);
                return product ? [product] : [];
              });
              const first = ofPrize[0];
              if (!first || list.length === 0) return [];
              return [{ provider: prize, createAt: first.created_at.toISOString(), list }];
            }),
          }));
        },
      );
      return sendJson(reply, json);
    },
  );
};
