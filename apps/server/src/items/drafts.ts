import { LOCALE_NOT_DEFINED } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/**
 * Listings are versions of an item's store page. Visitors see the published one; the developer
 * edits the draft. The first edit of a published item copies its listing (texts, media,
 * package) into a draft, so the published product stays exactly as approved until a reviewer
 * approves the draft, which then replaces it.
 */

/** Copies a listing with its localizations and media; returns the new listing's id. */
export async function copyListing(db: Db, fromListingId: number): Promise<number> {
  const source = await db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', fromListingId)
    .executeTakeFirstOrThrow();
  const copy = await db
    .insertInto('listings')
    .values({
      item_id: source.item_id,
      category_code: source.category_code,
      default_locale: source.default_locale,
      regions: source.regions,
      mature_content: source.mature_content,
      change_log: source.change_log,
      package_id: source.package_id,
      web_url: source.web_url,
      web_manifest: source.web_manifest == null ? null : JSON.stringify(source.web_manifest),
      theme: source.theme == null ? null : JSON.stringify(source.theme),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const localizations = await db
    .selectFrom('localizations')
    .selectAll()
    .where('listing_id', '=', fromListingId)
    .execute();
  if (localizations.length > 0) {
    await db
      .insertInto('localizations')
      .values(localizations.map((entry) => ({ ...entry, listing_id: copy.id })))
      .execute();
  }
  const media = await db
    .selectFrom('media')
    .selectAll()
    .where('listing_id', '=', fromListingId)
    .execute();
  if (media.length > 0) {
    await db
      .insertInto('media')
      .values(
        media.map(({ id: _id, ...entry }) => ({
          ...entry,
          listing_id: copy.id,
          derivatives: JSON.stringify(entry.derivatives ?? {}),
        })),
      )
      .execute();
  }
  return copy.id;
}

/** The id of the item's draft listing, copying the published listing when there is none yet. */
export async function ensureDraft(db: Db, item: ItemRow): Promise<number> {
  if (item.draft_listing_id !== null) return item.draft_listing_id;
  const draftId =
    item.published_listing_id !== null
      ? await copyListing(db, item.published_listing_id)
      : (
          await db
            .insertInto('listings')
            .values({
              item_id: item.id,
              default_locale: LOCALE_NOT_DEFINED,
              updated_at: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
  await db
    .updateTable('items')
    .set({ draft_listing_id: draftId })
    .where('id', '=', item.id)
    .execute();
  item.draft_listing_id = draftId;
  return draftId;
}

/** Removes a package no listing uses any more (the file stays: files are shared by content). */
export async function dropUnusedPackage(db: Db, packageId: number | null): Promise<void> {
  if (packageId === null) return;
  const used = await db
    .selectFrom('listings')
    .select('id')
    .where('package_id', '=', packageId)
    .executeTakeFirst();
  if (!used) await db.deleteFrom('packages').where('id', '=', packageId).execute();
}

/**
 * Takes a package update back: the draft gets the published listing's package again.
 * NO_PACKAGE_UPDATE when the draft already carries it (or there is no draft or product).
 */
export async function revertPackageUpdate(db: Db, item: ItemRow): Promise<void> {
  if (item.draft_listing_id === null || item.published_listing_id === null) {
    throw new AppError('NO_PACKAGE_UPDATE');
  }
  const listings = await db
    .selectFrom('listings')
    .select(['id', 'package_id'])
    .where('id', 'in', [item.draft_listing_id, item.published_listing_id])
    .execute();
  const draft = listings.find((row) => row.id === item.draft_listing_id);
  const published = listings.find((row) => row.id === item.published_listing_id);
  if (!draft || !published || draft.package_id === published.package_id) {
    throw new AppError('NO_PACKAGE_UPDATE');
  }
  await db
    .updateTable('listings')
    .set({ package_id: published.package_id, updated_at: new Date() })
    .where('id', '=', draft.id)
    .execute();
  await dropUnusedPackage(db, draft.package_id);
}
