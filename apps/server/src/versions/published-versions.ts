import type { Language } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { pickLocalization } from '../lib/localization.js';

/**
 * The record of what each approval made public: the package and the change logs visitors saw
 * with it. An approval replaces the published listing, and the change logs written for older
 * versions went with the listing they were on; this record keeps them for the version history.
 */

export interface Publication {
  packageId: number;
  publishedAt: Date;
  defaultLocale: string;
  changeLog: string | null;
  changeLogs: Record<string, string>;
  /** A rollback's: the earlier version whose package it carries; null otherwise. */
  rollbackOf: string | null;
}

/**
 * Records that approving `listingId` published its package, with the listing's change logs.
 * Inside the approval's transaction. A package approved again (after the item was turned
 * private, say) keeps its first date and change logs.
 *
 * The package the approval replaces is recorded first when nothing recorded it (items the demo
 * catalog wrote, or published before this record existed, whose first version had no approval
 * to date it), dated by the item's last approval or creation: it was live, so the history keeps
 * it and it can be rolled back to.
 */
export async function recordPublication(
  db: Db,
  itemId: string,
  listingId: number,
  publishedAt: Date,
): Promise<void> {
  const item = await db
    .selectFrom('items')
    .select(['published_listing_id', 'last_approved_at', 'created_at'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (item?.published_listing_id && item.published_listing_id !== listingId) {
    await recordListing(
      db,
      itemId,
      item.published_listing_id,
      new Date(item.last_approved_at ?? item.created_at),
    );
  }
  await recordListing(db, itemId, listingId, publishedAt);
}

/** Records the package of `listingId` with its change logs, unless it is recorded already. */
async function recordListing(
  db: Db,
  itemId: string,
  listingId: number,
  publishedAt: Date,
): Promise<void> {
  const listing = await db
    .selectFrom('listings')
    .select(['package_id', 'default_locale', 'change_log'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing?.package_id) return;
  const localizations = await db
    .selectFrom('localizations')
    .select(['locale', 'change_log'])
    .where('listing_id', '=', listingId)
    .execute();
  const changeLogs = Object.fromEntries(
    localizations.flatMap((row) => (row.change_log ? [[row.locale, row.change_log]] : [])),
  );
  await db
    .insertInto('published_versions')
    .values({
      item_id: itemId,
      package_id: Number(listing.package_id),
      published_at: publishedAt,
      default_locale: listing.default_locale,
      change_log: listing.change_log || null,
      change_logs: JSON.stringify(changeLogs),
    })
    .onConflict((conflict) => conflict.columns(['item_id', 'package_id']).doNothing())
    .execute();
}

/** A published_versions row as read directly or nested as JSON (dates then as strings). */
export interface PublicationRow {
  package_id: number | string;
  published_at: Date | string;
  default_locale: string;
  change_log: string | null;
  change_logs: unknown;
  rollback_of: string | null;
}

/** The recorded publications of an item, by package id. */
export function publicationsByPackage(rows: readonly PublicationRow[]): Map<number, Publication> {
  return new Map(
    rows.map((row) => [
      Number(row.package_id),
      {
        packageId: Number(row.package_id),
        publishedAt: new Date(row.published_at),
        defaultLocale: row.default_locale,
        changeLog: row.change_log,
        changeLogs: (typeof row.change_logs === 'string'
          ? JSON.parse(row.change_logs)
          : row.change_logs) as Record<string, string>,
        rollbackOf: row.rollback_of ?? null,
      },
    ]),
  );
}

/** Every recorded publication of an item, by package id. */
export async function loadPublications(db: Db, itemId: string): Promise<Map<number, Publication>> {
  const rows = await db
    .selectFrom('published_versions')
    .selectAll()
    .where('item_id', '=', itemId)
    .execute();
  return publicationsByPackage(rows);
}

/** A publication's change log in `language`, else its default language's, else any. */
export function publicationChangeLog(publication: Publication, language: Language): string | null {
  const written = Object.entries(publication.changeLogs).map(([locale, change_log]) => ({
    locale,
    change_log,
  }));
  const shown = pickLocalization(written, language, publication.defaultLocale);
  return shown?.change_log || publication.changeLog || null;
}
