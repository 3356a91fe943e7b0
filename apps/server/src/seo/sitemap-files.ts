import { LANGUAGES } from '@lagoon/contract';
import type { SitemapItemLoose } from 'sitemap';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import {
  type ItemChunk,
  type ItemRange,
  listItemChunks,
  listItemPage,
  listLiveEventSlugs,
  listWinnerYears,
} from './sitemap-queries.js';
import { pageEntries, type RenderedSitemap, renderIndex, renderUrlset } from './sitemap-xml.js';
import { storePagePaths } from './store-pages.js';

/** How much one sitemap file may hold; the protocol's limits unless a test asks for less. */
export interface SitemapLimits {
  maxUrlsPerFile: number;
  maxBytesPerFile: number;
}

/** The XML sizes every file is planned with, measured once per store address. */
export interface EntrySizes {
  /** The declaration, the root element and its namespaces. */
  frameBytes: number;
  /** The <url> entries of one item's detail page (every language), identical for all items. */
  itemBytes: number;
}

/**
 * What /sitemap.xml holds now: the store's pages (event pages among them) and the listed items
 * in id order, cut into runs that each fit one file. When everything fits one file it is served
 * whole; otherwise /sitemap.xml is an index of /sitemaps/pages.xml and /sitemaps/items-<n>.xml.
 */
export interface SitemapPlan {
  pagePaths: string[];
  /** The runs of items, one per numbered file; their sizes decide between one file and an index. */
  chunks: ItemChunk[];
  /** Items per numbered file. */
  itemsPerFile: number;
  /** True when /sitemap.xml is an index; else it holds every page and item and there are no numbered files. */
  indexed: boolean;
  /** Items that fit in the single file beside the pages: an upper bound while it is rendered. */
  singleFileItems: number;
}

/** Items read from the database at a time while a file is rendered. */
const PAGE_SIZE = 1000;

/** Paths of the numbered files, which the index names and the routes serve. */
export const PAGES_FILE_PATH = '/sitemaps/pages.xml';
export const itemsFilePath = (number: number): string => `/sitemaps/items-${number}.xml`;

const detailPath = (id: string): string => `/detail/${id}`;

/**
 * Measures the XML of a sample file with one item and with two: every item's entries have the
 * same length (32-letter ids, ISO timestamps), so this tells the size of any file exactly.
 */
export async function measureEntrySizes(publicUrl: string): Promise<EntrySizes> {
  const sample = (count: number) =>
    Array.from({ length: count }, () =>
      pageEntries(publicUrl, detailPath('a'.repeat(32)), new Date(0)),
    ).flat();
  const one = (await renderUrlset(sample(1))).bytes;
  const two = (await renderUrlset(sample(2))).bytes;
  return { frameBytes: one - (two - one), itemBytes: two - one };
}

/** Plans the sitemap: which pages exist, how many items there are, and how they are filed. */
export async function planSitemap(
  db: Db,
  config: Pick<Config, 'links' | 'publicUrl' | 'notebookEdition'>,
  limits: SitemapLimits,
  sizes: EntrySizes,
): Promise<SitemapPlan> {
  const pagePaths = storePagePaths(config, await listWinnerYears(db), await listLiveEventSlugs(db));
  const urlsPerItem = LANGUAGES.length;
  const itemsPerFile = Math.max(
    1,
    Math.min(
      Math.floor(limits.maxUrlsPerFile / urlsPerItem),
      Math.floor((limits.maxBytesPerFile - sizes.frameBytes) / sizes.itemBytes),
    ),
  );
  const chunks = await listItemChunks(db, itemsPerFile);
  const itemCount = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
  const pagesBytes = (
    await renderUrlset(pagePaths.flatMap((path) => pageEntries(config.publicUrl, path)))
  ).bytes;
  const singleFileItems = Math.max(
    0,
    Math.min(
      Math.floor(limits.maxUrlsPerFile / urlsPerItem) - pagePaths.length,
      Math.floor((limits.maxBytesPerFile - pagesBytes) / sizes.itemBytes),
    ),
  );
  return { pagePaths, chunks, itemsPerFile, indexed: itemCount > singleFileItems, singleFileItems };
}

/** The detail pages of the items in `range`, read a page at a time, at most `limit` of them. */
async function* itemEntries(
  db: Db,
  publicUrl: string,
  range: Omit<ItemRange, 'after'>,
  limit: number,
): AsyncGenerator<SitemapItemLoose> {
  let after: string | undefined;
  let remaining = limit;
  while (remaining > 0) {
    const page = await listItemPage(
      db,
      after === undefined ? range : { ...range, after },
      Math.min(PAGE_SIZE, remaining),
    );
    for (const item of page) yield* pageEntries(publicUrl, detailPath(item.id), item.lastmod);
    remaining -= page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    after = last.id;
  }
}

/** The one file of a store whose pages and items fit in it: the pages first, then the items. */
export function renderSingleFile(
  db: Db,
  publicUrl: string,
  plan: SitemapPlan,
): Promise<RenderedSitemap> {
  async function* entries(): AsyncGenerator<SitemapItemLoose> {
    for (const path of plan.pagePaths) yield* pageEntries(publicUrl, path);
    // The plan's bound, not the count it saw: items published since cannot overfill the file.
    yield* itemEntries(db, publicUrl, {}, plan.singleFileItems);
  }
  return renderUrlset(entries());
}

/** The index: the pages file, then each items file with its newest publication. */
export function renderSitemapIndex(publicUrl: string, plan: SitemapPlan): Promise<RenderedSitemap> {
  return renderIndex([
    { url: `${publicUrl}${PAGES_FILE_PATH}` },
    ...plan.chunks.map((chunk, index) => ({
      url: `${publicUrl}${itemsFilePath(index + 1)}`,
      lastmod: chunk.lastmod.toISOString(),
    })),
  ]);
}

/** The store's pages, on their own: the first file of the index. */
export function renderPagesFile(publicUrl: string, plan: SitemapPlan): Promise<RenderedSitemap> {
  return renderUrlset(plan.pagePaths.flatMap((path) => pageEntries(publicUrl, path)));
}

/** A numbered file of the index: its run of items, at most a file's worth. */
export function renderItemsFile(
  db: Db,
  publicUrl: string,
  chunk: ItemChunk,
  itemsPerFile: number,
): Promise<RenderedSitemap> {
  return renderUrlset(
    itemEntries(db, publicUrl, { from: chunk.firstId, to: chunk.lastId }, itemsPerFile),
  );
}
