import { LOCALE_NOT_DEFINED } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { dropUnusedPackage, ensureDraft } from '../items/drafts.js';
import { assertTransition, lockItem, transition } from '../items/review-machine.js';
import { storeImage } from '../media/images.js';
import type { FileStorage } from '../storage/storage.js';
import type { ExtensionKey } from './package/extension-key.js';
import type { PackageInspection } from './package/inspect-package.js';

/**
 * The writes behind package uploads. An accepted package becomes a `packages` row; a first
 * upload makes a new item around it (its key pair, a draft listing with the manifest's texts
 * and icon), and a later upload puts it in the item's draft in place of the previous one,
 * leaving the published listing as it was approved.
 */

/** Where a received package was stored. */
export interface StoredPackage {
  key: string;
  sha256: string;
  size: number;
}

/** An inspected package, stored, with the file name it was uploaded under. */
export interface AcceptedPackage {
  inspection: PackageInspection;
  stored: StoredPackage;
  fileName: string;
}

export async function insertPackage(
  db: Db,
  itemId: string,
  inspection: PackageInspection,
  stored: StoredPackage,
  fileName: string,
): Promise<number> {
  const row = await db
    .insertInto('packages')
    .values({
      item_id: itemId,
      file_key: stored.key,
      file_name: fileName,
      manifest: JSON.stringify(inspection.manifest ?? {}),
      manifest_version: inspection.manifestVersion ?? 0,
      version: inspection.version ?? '0',
      size: stored.size,
      sha256: stored.sha256,
      report: JSON.stringify(inspection.report),
      permissions: inspection.permissions,
      host_permissions: inspection.hostPermissions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a package icon and attaches it to a listing; an unreadable icon is left out. */
export async function attachPackageIcon(
  db: Db,
  storage: FileStorage,
  listingId: number,
  inspection: PackageInspection,
): Promise<void> {
  if (!inspection.icon) return;
  const existing = await db
    .selectFrom('media')
    .select('id')
    .where('listing_id', '=', listingId)
    .where('kind', '=', 'icon')
    .executeTakeFirst();
  if (existing) return;
  try {
    const stored = await storeImage(storage, inspection.icon.data, 'package-icon');
    await db
      .insertInto('media')
      .values({
        listing_id: listingId,
        kind: 'icon',
        locale: null,
        file_key: stored.key,
        width: stored.width,
        height: stored.height,
        created_at: new Date(),
        derivatives: JSON.stringify(stored.derivatives),
      })
      .execute();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** The version of the package a published listing carries; null when nothing is published. */
export async function publishedPackageVersion(
  db: Db,
  listingId: number | null,
): Promise<string | null> {
  if (!listingId) return null;
  const published = await db
    .selectFrom('listings')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select('packages.version')
    .where('listings.id', '=', listingId)
    .executeTakeFirst();
  return published?.version ?? null;
}

/**
 * A first upload: a new item under the store-made key, waiting for submission, with a draft
 * listing built from the package (default locale, texts, icon; a theme's default settings).
 * One transaction: the item, its key and its draft appear together or not at all.
 */
export function createPackageItem(
  db: Db,
  storage: FileStorage,
  creatorId: string,
  key: ExtensionKey,
  accepted: AcceptedPackage,
): Promise<void> {
  return db
    .transaction()
    .execute((trx) => writePackageItem(trx, storage, creatorId, key, accepted));
}

async function writePackageItem(
  trx: Db,
  storage: FileStorage,
  creatorId: string,
  key: ExtensionKey,
  { inspection, stored, fileName }: AcceptedPackage,
): Promise<void> {
  await trx
    .insertInto('items')
    .values({
      id: key.id,
      creator_id: creatorId,
      product_type: inspection.productType,
      review_state: 'PREPARE_FOR_SUBMISSION',
      visibility: 'LISTING',
      updated_at: new Date(),
    })
    .execute();
  await trx
    .insertInto('item_keys')
    .values({ item_id: key.id, public_key: key.publicKey, private_key: key.sealedPrivateKey })
    .execute();
  const packageId = await insertPackage(trx, key.id, inspection, stored, fileName);
  const listing = await trx
    .insertInto('listings')
    .values({
      item_id: key.id,
      default_locale: listingLocaleOf(inspection),
      package_id: packageId,
      theme:
        inspection.productType === 'theme'
          ? JSON.stringify({
              photoCount: 0,
              notices: false,
              topSites: true,
              clock: 'digital',
            })
          : null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (inspection.texts.length > 0) {
    await trx
      .insertInto('localizations')
      .values(
        inspection.texts.map((text) => ({
          listing_id: listing.id,
          locale: text.locale,
          name: text.name,
          description: text.description,
        })),
      )
      .execute();
  }
  await attachPackageIcon(trx, storage, listing.id, inspection);
  await trx
    .updateTable('items')
    .set({ draft_listing_id: listing.id })
    .where('id', '=', key.id)
    .execute();
}

/**
 * The listing language of a new package's texts: its default locale, or for a package without
 * _locales (or with a default the store lacks) the language its texts were listed in, so the
 * editor opens with it chosen. NOT_DEFINED only when the package gave no text at all.
 */
function listingLocaleOf(inspection: PackageInspection): string {
  return inspection.defaultLocale ?? inspection.texts[0]?.locale ?? LOCALE_NOT_DEFINED;
}

/**
 * An update upload: the package replaces the one in the item's draft (made on first edit),
 * whose default locale, names and icon it fills in, and the item records the edit. The draft's
 * change log described the previous package, so it is cleared unless `keepChangeLog`: the
 * developer writes this version's (the editor shows the published one as a hint). One
 * transaction, in which the item is locked and must still accept edits.
 */
export function replaceDraftPackage(
  db: Db,
  storage: FileStorage,
  owner: { creatorId: string; actorId: string },
  itemId: string,
  accepted: AcceptedPackage,
  options: { keepChangeLog: boolean } = { keepChangeLog: false },
): Promise<void> {
  return db
    .transaction()
    .execute((trx) => writeDraftPackage(trx, storage, owner, itemId, accepted, options));
}

async function writeDraftPackage(
  trx: Db,
  storage: FileStorage,
  owner: { creatorId: string; actorId: string },
  itemId: string,
  { inspection, stored, fileName }: AcceptedPackage,
  { keepChangeLog }: { keepChangeLog: boolean },
): Promise<void> {
  const current = await lockItem(trx, itemId, { creatorId: owner.creatorId });
  assertTransition(current, 'edit');
  const draftId = await ensureDraft(trx, current);
  const packageId = await insertPackage(trx, itemId, inspection, stored, fileName);
  const previous = await trx
    .selectFrom('listings')
    .select(['package_id', 'default_locale'])
    .where('id', '=', draftId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('listings')
    .set({
      package_id: packageId,
      ...(previous.default_locale === LOCALE_NOT_DEFINED &&
      listingLocaleOf(inspection) !== LOCALE_NOT_DEFINED
        ? { default_locale: listingLocaleOf(inspection) }
        : {}),
      ...(keepChangeLog ? {} : { change_log: null }),
      updated_at: new Date(),
    })
    .where('id', '=', draftId)
    .execute();
  if (!keepChangeLog) {
    await trx
      .updateTable('localizations')
      .set({ change_log: null })
      .where('listing_id', '=', draftId)
      .execute();
  }
  await dropUnusedPackage(trx, previous.package_id);
  // The manifest names the item in each language; descriptions stay the developer's.
  for (const text of inspection.texts) {
    await trx
      .insertInto('localizations')
      .values({
        listing_id: draftId,
        locale: text.locale,
        name: text.name,
        description: text.description,
      })
      .onConflict((conflict) =>
        conflict.columns(['listing_id', 'locale']).doUpdateSet({ name: text.name }),
      )
      .execute();
  }
  await attachPackageIcon(trx, storage, draftId, inspection);
  // A new item's type follows its package at once; a published item's at approval.
  if (current.published_listing_id === null) {
    await trx
      .updateTable('items')
      .set({ product_type: inspection.productType })
      .where('id', '=', itemId)
      .execute();
  }
  await transition(trx, current, 'edit', { actorId: owner.actorId });
}
