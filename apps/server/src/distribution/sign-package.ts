import { UPDATE_SERVICE_PATH } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { openPrivateKey } from '../publishing/package/extension-key.js';
import type { FileStorage } from '../storage/storage.js';
import { packCrx3 } from './crx3.js';
import { repackWithManifest, signedManifest } from './repack.js';

/** What signing needs besides the database: where files go, the key secret, the update URL. */
export interface SigningContext {
  storage: FileStorage;
  keySecret: Buffer;
  updateUrl: string;
}

/** The signing context of a running store. */
export function signingContext(app: FastifyInstance): SigningContext {
  return {
    storage: app.storage,
    keySecret: app.keySecret,
    updateUrl: `${app.config.publicUrl}${UPDATE_SERVICE_PATH}`,
  };
}

export interface SignedPackage {
  appId: string;
  version: string;
  fileKey: string;
  sha256: string;
  size: number;
}

/**
 * Signs an item's live package as CRX3 with the item's own key, the one its id derives from,
 * with `update_url` pointing at the store in the packed manifest. The developer's upload stays
 * as it was for reviewers; the signed copy is stored beside it, once per version. Returns the
 * signed package (the existing one when this version was signed before), or null when the item
 * has no live package or no key of the store's (items whose id the store did not make).
 */
export async function signLivePackage(
  db: Db,
  context: SigningContext,
  itemId: string,
): Promise<SignedPackage | null> {
  const row = await db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .innerJoin('item_keys', 'item_keys.item_id', 'items.id')
    .leftJoin('signed_packages', (join) =>
      join
        .onRef('signed_packages.app_id', '=', 'items.id')
        .onRef('signed_packages.version', '=', 'packages.version'),
    )
    .select([
      'packages.id as packageId',
      'packages.file_key as packageKey',
      'packages.version',
      'item_keys.private_key as sealedKey',
      'signed_packages.file_key as signedKey',
      'signed_packages.sha256 as signedSha256',
      'signed_packages.size as signedSize',
    ])
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.signedKey !== null && row.signedSha256 !== null && row.signedSize !== null) {
    return {
      appId: itemId,
      version: row.version,
      fileKey: row.signedKey,
      sha256: row.signedSha256,
      size: Number(row.signedSize),
    };
  }
  const zip = await context.storage.read(row.packageKey);
  if (!zip) throw new Error(`the package file ${row.packageKey} of ${itemId} is missing`);
  const packed = await repackWithManifest(zip, (manifest) =>
    signedManifest(manifest, context.updateUrl),
  );
  const crx = packCrx3(packed, openPrivateKey(row.sealedKey, context.keySecret));
  return storeSignedPackage(db, context.storage, {
    appId: itemId,
    version: row.version,
    packageId: row.packageId,
    crx,
  });
}

/**
 * Stores a signed CRX and records it as the package of `appId` at `version` (an item's, with
 * the package it was made from, or the companion's, without one). A version is signed once:
 * a second record of the same version is ignored.
 */
export async function storeSignedPackage(
  db: Db,
  storage: FileStorage,
  signed: { appId: string; version: string; packageId: number | null; crx: Buffer },
): Promise<SignedPackage> {
  const stored = await storage.put(signed.crx, 'crx');
  await db
    .insertInto('signed_packages')
    .values({
      app_id: signed.appId,
      version: signed.version,
      package_id: signed.packageId,
      file_key: stored.key,
      sha256: stored.sha256,
      size: stored.size,
    })
    .onConflict((conflict) => conflict.columns(['app_id', 'version']).doNothing())
    .execute();
  return {
    appId: signed.appId,
    version: signed.version,
    fileKey: stored.key,
    sha256: stored.sha256,
    size: stored.size,
  };
}

/**
 * Signs every live package that has no signed copy yet: the demo catalog after its first start,
 * and stores that were approving items before packages were signed. Items whose key the store
 * does not hold are left out. Returns how many were signed and which failed.
 */
export async function signMissingPackages(
  db: Db,
  context: SigningContext,
): Promise<{ signed: number; failed: { itemId: string; error: unknown }[] }> {
  const rows = await db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .innerJoin('item_keys', 'item_keys.item_id', 'items.id')
    .select('items.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('signed_packages')
            .select(sql.lit(1).as('one'))
            .whereRef('signed_packages.app_id', '=', 'items.id')
            .whereRef('signed_packages.version', '=', 'packages.version'),
        ),
      ),
    )
    .orderBy('items.id')
    .execute();
  let signed = 0;
  const failed: { itemId: string; error: unknown }[] = [];
  for (const { id } of rows) {
    try {
      if (await signLivePackage(db, context, id)) signed += 1;
    } catch (error) {
      failed.push({ itemId: id, error });
    }
  }
  return { signed, failed };
}
