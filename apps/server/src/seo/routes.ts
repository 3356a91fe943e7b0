import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@lagoon/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { robotsTxt } from './robots.js';
import {
  measureEntrySizes,
  PAGES_FILE_PATH,
  planSitemap,
  renderItemsFile,
  renderPagesFile,
  renderSingleFile,
  renderSitemapIndex,
  type SitemapLimits,
  type SitemapPlan,
} from './sitemap-files.js';
import type { RenderedSitemap } from './sitemap-xml.js';

export type SeoOptions = Partial<SitemapLimits>;

const ItemsFileParams = z.object({ number: z.coerce.number().int().min(1).max(1_000_000) });

/**
 * Sends a sitemap file: as stored (gzip) to clients that accept it, which every crawler does,
 * else decompressed on the way out. Revalidated on every fetch: the sitemap follows the catalog.
 */
function sendSitemap(request: FastifyRequest, reply: FastifyReply, file: RenderedSitemap) {
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(Readable.from([file.gzip]).pipe(createGunzip()));
}

/**
 * /robots.txt and the sitemap of the store's public pages in both languages. Files are built
 * from the database a page of items at a time and kept compressed in the catalog cache, which
 * every change to what visitors see clears; past one file's limits, /sitemap.xml is an index.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, options) => {
  const { publicUrl } = app.config;
  const limits: SitemapLimits = {
    maxUrlsPerFile: options.maxUrlsPerFile ?? SITEMAP_MAX_URLS,
    maxBytesPerFile: options.maxBytesPerFile ?? SITEMAP_MAX_BYTES,
  };
  const sizes = await measureEntrySizes(publicUrl);
  const robots = robotsTxt(publicUrl);

  const plan = (): Promise<SitemapPlan> =>
    app.catalogCache.get('sitemap:plan', () => planSitemap(app.db, app.config, limits, sizes));
  const cachedFile = (name: string, render: () => Promise<RenderedSitemap>) =>
    app.catalogCache.get(`sitemap:file:${name}`, render);

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['crawlers'],
        summary: 'Which addresses crawlers may visit, and where the sitemap is',
      },
    },
    (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['crawlers'],
        summary: 'The store pages and listed items in English and Korean, or an index of files',
        description:
          'A urlset of every public store page and listed item, one <url> per language with ' +
          'xhtml:link alternates (en, ko, x-default). Past one file of 50,000 URLs or 50 MiB it ' +
          `is a sitemapindex of ${PAGES_FILE_PATH} and /sitemaps/items-<n>.xml.`,
      },
    },
    async (request, reply) => {
      const current = await plan();
      const file = current.indexed
        ? await cachedFile('index', () => renderSitemapIndex(publicUrl, current))
        : await cachedFile('single', () => renderSingleFile(app.db, publicUrl, current));
      return sendSitemap(request, reply, file);
    },
  );

  app.get(
    PAGES_FILE_PATH,
    {
      schema: {
        tags: ['crawlers'],
        summary: "The sitemap index's file of store pages (lists, winners, wallpapers, documents)",
      },
    },
    async (request, reply) => {
      const current = await plan();
      if (!current.indexed) throw new AppError('NOT_FOUND');
      const file = await cachedFile('pages', () => renderPagesFile(publicUrl, current));
      return sendSitemap(request, reply, file);
    },
  );

  app.get(
    '/sitemaps/items-:number.xml',
    {
      schema: {
        tags: ['crawlers'],
        summary: "One numbered file of the sitemap index's item detail pages",
        params: ItemsFileParams,
      },
    },
    async (request, reply) => {
      const current = await plan();
      const chunk = current.indexed ? current.chunks[request.params.number - 1] : undefined;
      if (!chunk) throw new AppError('NOT_FOUND');
      const file = await cachedFile(`items-${request.params.number}`, () =>
        renderItemsFile(app.db, publicUrl, chunk, current.itemsPerFile),
      );
      return sendSitemap(request, reply, file);
    },
  );
};
