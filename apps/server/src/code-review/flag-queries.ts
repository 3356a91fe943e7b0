import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The SQL behind the flags that compare a package with what the store already holds. */

/** The items in review, in the review queue's order: the oldest request first. */
export async function itemsInReview(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('review_state', '=', 'IN_REVIEW')
    .orderBy(sql`submitted_at asc nulls first`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Items other than the package's own holding a package with the same SHA-256, by hash. Served
 * by packages_sha256_idx.
 */
export async function itemsWithSameHash(
  db: Db,
  hashes: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byHash = new Map<string, Set<string>>();
  if (hashes.length === 0) return byHash;
  const rows = await db
    .selectFrom('packages')
    .select(['sha256', 'item_id'])
    .distinct()
    .where('sha256', 'in', [...new Set(hashes)])
    .execute();
  for (const row of rows) {
    const items = byHash.get(row.sha256) ?? new Set<string>();
    items.add(row.item_id);
    byHash.set(row.sha256, items);
  }
  return byHash;
}

/** A listing's change logs: the one for every language (older listings) and each language's. */
export interface ListingChangeLogs {
  defaultLocale: string;
  changeLog: string | null;
  localizations: { locale: string; change_log: string | null }[];
}

/** The change logs of each listing, by listing id. */
export async function listingChangeLogs(
  db: Db,
  listingIds: readonly number[],
): Promise<Map<number, ListingChangeLogs>> {
  const logs = new Map<number, ListingChangeLogs>();
  if (listingIds.length === 0) return logs;
  const listings = await db
    .selectFrom('listings')
    .select(['id', 'default_locale', 'change_log'])
    .where('id', 'in', listingIds)
    .execute();
  for (const listing of listings) {
    logs.set(listing.id, {
      defaultLocale: listing.default_locale,
      changeLog: listing.change_log,
      localizations: [],
    });
  }
  const texts = await db
    .selectFrom('localizations')
    .select(['listing_id', 'locale', 'change_log'])
    .where('listing_id', 'in', listingIds)
    .orderBy('listing_id')
    .orderBy('locale')
    .execute();
  for (const text of texts) {
    logs.get(text.listing_id)?.localizations.push({
      locale: text.locale,
      change_log: text.change_log,
    });
  }
  return logs;
}
