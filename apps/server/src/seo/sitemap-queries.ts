import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listedItemSql } from '../db/item-visibility.js';
import { LIVE_NOW } from '../events/event-queries.js';

/** A detail page in the sitemap: the item and when its current listing was published. */
export interface ListedItemPage {
  id: string;
  lastmod: Date;
}

/** A run of consecutive listed items (by id) that one numbered sitemap file holds. */
export interface ItemChunk {
  firstId: string;
  lastId: string;
  count: number;
  /** The newest publication in the run: the file's own lastmod in the sitemap index. */
  lastmod: Date;
}

/**
 * Items whose detail page belongs in the sitemap: the ones the store's lists show (live,
 * LISTING, not blocked). Private, unlisted, tester-only, blocked and never-published items are
 * left out, exactly as the lists leave them out.
 */
function sitemapItems(db: Db) {
  return db
    .selectFrom('items')
    .where(listedItemSql('items'))
    .where('items.blocked', '=', false)
    .select([
      'items.id',
      // The last approval is the last publication; items from before reviews have only their
      // release time.
      sql<Date>`coalesce(items.last_approved_at, items.released_at)`.as('lastmod'),
    ]);
}

/**
 * Splits the sitemap's items, in id order, into runs of `perFile`: one pass over the listed
 * items that returns a row per file, so a catalog of a million items yields a few dozen rows.
 */
export async function listItemChunks(db: Db, perFile: number): Promise<ItemChunk[]> {
  const numbered = sitemapItems(db).select(
    sql<number>`(row_number() over (order by items.id) - 1) / ${perFile}`.as('chunk'),
  );
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select([
      sql<string>`min(numbered.id)`.as('first_id'),
      sql<string>`max(numbered.id)`.as('last_id'),
      sql<number>`count(*)::int`.as('count'),
      sql<Date>`max(numbered.lastmod)`.as('lastmod'),
    ])
    .groupBy('numbered.chunk')
    .orderBy('numbered.chunk')
    .execute();
  return rows.map((row) => ({
    firstId: row.first_id,
    lastId: row.last_id,
    count: row.count,
    lastmod: new Date(row.lastmod),
  }));
}

/** Where a page of items starts and ends, by id; every bound is optional. */
export interface ItemRange {
  /** Ids after this one (the last id of the previous page). */
  after?: string;
  /** Ids from this one on (the first id of a sitemap file). */
  from?: string;
  /** Ids up to and including this one (the last id of a sitemap file). */
  to?: string;
}

/**
 * One page of the sitemap's items in id order within `range`: the keyset the sitemap files are
 * read with, so no page costs an OFFSET scan and no file holds the whole catalog in memory.
 */
export async function listItemPage(
  db: Db,
  range: ItemRange,
  limit: number,
): Promise<ListedItemPage[]> {
  let query = sitemapItems(db).orderBy('items.id').limit(limit);
  if (range.after !== undefined) query = query.where('items.id', '>', range.after);
  if (range.from !== undefined) query = query.where('items.id', '>=', range.from);
  if (range.to !== undefined) query = query.where('items.id', '<=', range.to);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, lastmod: new Date(row.lastmod) }));
}

/** Contest years whose winners page shows at least one item the lists show, oldest first. */
export async function listWinnerYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('winners')
    .innerJoin('items', 'items.id', 'winners.item_id')
    .where(listedItemSql('items'))
    .where('items.blocked', '=', false)
    .select('winners.year')
    .distinct()
    .orderBy('winners.year')
    .execute();
  return rows.map((row) => row.year);
}

/**
 * Slugs of the events visitors can open now, in slug order: live and within their dates by the
 * database clock, the same test the event page (/event/<slug>) answers with, so a draft, a
 * scheduled and an ended event stay out. The catalog cache keeps the sitemap for a short while
 * only, so an event that starts or ends shows here within that time.
 */
export async function listLiveEventSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('slug')
    .where(LIVE_NOW)
    .orderBy('slug')
    .execute();
  return rows.map((row) => row.slug);
}
