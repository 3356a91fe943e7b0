import type { Language, PublishedVersion } from '@lagoon/contract';
import type { Expression, ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.js';
import { isPublicItem } from '../db/item-visibility.js';
import type { Database, ItemRow } from '../db/schema.js';
import { pickLocalization } from '../lib/localization.js';
import {
  type PublicationRow,
  publicationChangeLog,
  publicationsByPackage,
} from './published-versions.js';

/**
 * An item's published versions, newest first.
 *
 * Each approval records the package it published and the change logs shown with it
 * (published-versions.ts). Versions published before that record existed are derived from
 * what stays: every package row the item's listings used, and the review log.
 * - while an item is in review its draft cannot change, and the draft always carries the
 *   newest package uploaded (a replaced or withdrawn upload is deleted at once), so each
 *   approval published the newest package uploaded before it;
 * - a version's date is the first approval that published its package;
 * - the package of the published listing is the current version; items published before the
 *   review log existed (the demo catalog) have no approvals, so it is dated by the item's last
 *   approval or, failing that, its creation.
 * Such older versions show no change log: it went with the listing that carried it.
 * A rollback (rollback-commands.ts) publishes a repacked copy of an earlier package under a
 * higher version without an approval; its record names the version it brings back.
 * Packages uploaded after the last approval are waiting for review and are not listed.
 */

type VersionItem = Pick<ItemRow, 'id' | 'published_listing_id' | 'last_approved_at' | 'created_at'>;

interface PackageRow {
  id: number;
  version: string;
  manifest_version: number;
  size: number;
  created_at: Date;
}

/**
 * What the history is derived from: every package of the item, its approvals and its recorded
 * publications, nested as JSON (so dates arrive as strings). Columns of one statement, so the
 * item's own read (the public detail's, catalog/product-repository.ts) can carry them too,
 * sparing a statement that costs more on an embedded database than its work.
 */
export function versionRecordColumns(
  eb: ExpressionBuilder<Database, 'items'>,
  itemId: string | Expression<string>,
) {
  return [
    jsonArrayFrom(
      eb
        .selectFrom('packages')
        .select([
          'packages.id',
          'packages.version',
          'packages.manifest_version',
          'packages.size',
          'packages.created_at',
        ])
        .where('packages.item_id', '=', itemId)
        .orderBy('packages.created_at')
        .orderBy('packages.id'),
    ).as('packages'),
    jsonArrayFrom(
      eb
        .selectFrom('review_events')
        .select('review_events.created_at')
        .where('review_events.item_id', '=', itemId)
        .where('review_events.action', '=', 'approved')
        .orderBy('review_events.created_at'),
    ).as('approvals'),
    jsonArrayFrom(
      eb
        .selectFrom('published_versions')
        .select([
          'published_versions.package_id',
          'published_versions.published_at',
          'published_versions.default_locale',
          'published_versions.change_log',
          'published_versions.change_logs',
          'published_versions.rollback_of',
        ])
        .where('published_versions.item_id', '=', itemId),
    ).as('publications'),
  ] as const;
}

/** An item's version records as versionRecordColumns reads them. */
export interface VersionRecords {
  packages: {
    id: number | string;
    version: string;
    manifest_version: number;
    size: number | string;
    created_at: string | Date;
  }[];
  approvals: { created_at: string | Date }[];
  publications: unknown[];
}

/** An item's version records in one statement of their own; none for an item gone since. */
async function loadVersionRecords(db: Db, itemId: string): Promise<VersionRecords> {
  const records = await db
    .selectFrom('items')
    .select((eb) => versionRecordColumns(eb, itemId))
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  return records ?? { packages: [], approvals: [], publications: [] };
}

/** What the versions need of the published listing: its package and change logs. */
export interface CurrentListing {
  package_id: number | string | null;
  default_locale: string;
  change_log: string | null;
  localizations: readonly { locale: string; change_log: string | null }[];
}

/** The published listing's package and change logs (one per language, and the older single one). */
async function loadCurrent(db: Db, listingId: number | null, known?: CurrentListing) {
  if (known) {
    return known.package_id ? { ...known, packageId: Number(known.package_id) } : null;
  }
  if (listingId === null) return null;
  const listing = await db
    .selectFrom('listings')
    .select(['package_id', 'default_locale', 'change_log'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing?.package_id) return null;
  const localizations = await db
    .selectFrom('localizations')
    .select(['locale', 'change_log'])
    .where('listing_id', '=', listingId)
    .orderBy('locale')
    .execute();
  return { ...listing, packageId: Number(listing.package_id), localizations };
}

/** The change log in a language: its own, else the listing's default language's, else any. */
function changeLogIn(
  current: NonNullable<Awaited<ReturnType<typeof loadCurrent>>>,
  language: Language,
): string | null {
  const written = current.localizations.filter((entry) => entry.change_log);
  const shown = pickLocalization(written, language, current.default_locale);
  return shown?.change_log || current.change_log || null;
}

/**
 * When each package was published: the first approval after which it was the newest package
 * uploaded. Both lists are in time order.
 */
function publicationDates(packages: readonly PackageRow[], approvals: readonly Date[]) {
  const dates = new Map<number, Date>();
  let newest = -1;
  for (const approvedAt of approvals) {
    while (newest + 1 < packages.length && packages[newest + 1]!.created_at <= approvedAt) {
      newest += 1;
    }
    const published = packages[newest];
    if (published && !dates.has(published.id)) dates.set(published.id, approvedAt);
  }
  return dates;
}

/**
 * An item's published versions (derived as described above), change logs in `language`.
 * `publishedListing` is the item's published listing with its localizations and `knownRecords`
 * its version records when the caller has read them already (the public detail reads both with
 * the item), which spares reading them again.
 */
export async function loadPublishedVersions(
  db: Db,
  item: VersionItem,
  language: Language,
  publishedListing?: CurrentListing,
  knownRecords?: VersionRecords,
): Promise<PublishedVersion[]> {
  const current = await loadCurrent(db, item.published_listing_id, publishedListing);
  if (!current) return [];
  const records = knownRecords ?? (await loadVersionRecords(db, item.id));
  const packageRows = records.packages;
  const approvalRows = records.approvals;
  const publications = publicationsByPackage(records.publications as PublicationRow[]);
  const packages: PackageRow[] = packageRows.map((row) => ({
    ...row,
    id: Number(row.id),
    size: Number(row.size),
    created_at: new Date(row.created_at),
  }));
  const dates = publicationDates(
    packages,
    approvalRows.map((row) => new Date(row.created_at)),
  );
  const currentPackage = packages.find((row) => row.id === current.packageId);
  if (!currentPackage) return [];
  // A package uploaded after the current one waits for review: it was never published.
  const published = packages.filter(
    (row) =>
      row.id === currentPackage.id ||
      publications.has(row.id) ||
      (dates.has(row.id) && row.created_at <= currentPackage.created_at),
  );
  const fallbackDate = new Date(item.last_approved_at ?? item.created_at);
  // Newest first: versions were published in the order they were uploaded.
  return published.reverse().map((row) => {
    const isCurrent = row.id === currentPackage.id;
    const publication = publications.get(row.id);
    return {
      version: row.version,
      publishedAt: (publication?.publishedAt ?? dates.get(row.id) ?? fallbackDate).toISOString(),
      size: row.size,
      manifestVersion: row.manifest_version,
      // A rollback shows the change log of the version it brings back: the listing's is the
      // one of the version it replaced.
      changeLog:
        isCurrent && !publication?.rollbackOf
          ? changeLogIn(current, language)
          : publication
            ? publicationChangeLog(publication, language)
            : null,
      current: isCurrent,
      ...(publication?.rollbackOf ? { rollbackOf: publication.rollbackOf } : {}),
    };
  });
}

/** The published versions of an item visitors can see; null for any other id. */
export async function loadPublicVersions(
  db: Db,
  id: string,
  language: Language,
): Promise<PublishedVersion[] | null> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!item || !isPublicItem(item)) return null;
  return loadPublishedVersions(db, item, language);
}
