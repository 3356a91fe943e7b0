import type { BannerType, Prize } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { createItem, type ItemOptions } from './factories.js';

const FAKE_FILE_KEY = `${'0'.repeat(64)}.png`;

export interface ThemeOptions extends Omit<ItemOptions, 'productType' | 'category'> {
  likeCount?: number;
  pick?: boolean;
}

/** Inserts a wallpaper with theme settings and one photo. */
export async function createTheme(db: Db, options: ThemeOptions = {}) {
  const created = await createItem(db, { ...options, productType: 'theme', category: 'nature' });
  await db
    .updateTable('items')
    .set({ like_count: options.likeCount ?? 0, pick: options.pick ?? false })
    .where('id', '=', created.id)
    .execute();
  for (const listingId of [created.publishedListingId, created.draftListingId]) {
    if (listingId == null) continue;
    await db
      .updateTable('listings')
      .set({
        theme: JSON.stringify({ photoCount: 1, notices: true, topSites: false, clock: 'analog' }),
      })
      .where('id', '=', listingId)
      .execute();
    await db
      .insertInto('media')
      .values({
        listing_id: listingId,
        kind: 'theme',
        locale: null,
        file_key: FAKE_FILE_KEY,
        width: 1920,
        height: 1080,
        like_count: options.likeCount ?? 0,
      })
      .execute();
  }
  return created;
}

/** Replaces the descriptions of a listing's localizations. */
export async function setDescriptions(
  db: Db,
  listingId: number,
  descriptions: { en?: string; ko?: string },
) {
  for (const [locale, description] of Object.entries(descriptions)) {
    await db
      .updateTable('localizations')
      .set({ description })
      .where('listing_id', '=', listingId)
      .where('locale', '=', locale)
      .execute();
  }
}

export interface BannerOptions {
  type?: BannerType;
  linkUrl?: string;
  title?: { en: string; ko: string };
  position?: number;
  active?: boolean;
}

/** Inserts a banner. */
export async function createBanner(db: Db, options: BannerOptions = {}) {
  return db
    .insertInto('banners')
    .values({
      type: options.type ?? 'extension',
      link_url: options.linkUrl ?? '/extensions/new',
      image_key: FAKE_FILE_KEY,
      title_en: options.title?.en ?? 'A banner',
      title_ko: options.title?.ko ?? '배너',
      description_en: 'About the banner.',
      description_ko: '배너 소개.',
      background_color: '#123456',
      position: options.position ?? 0,
      active: options.active ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records an item as a contest winner. */
export async function createWinner(
  db: Db,
  options: { year: number; prize: Prize; itemId: string; position?: number },
) {
  return db
    .insertInto('winners')
    .values({
      year: options.year,
      prize: options.prize,
      item_id: options.itemId,
      position: options.position ?? 0,
      created_at: new Date(Date.UTC(options.year, 11, 1)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
