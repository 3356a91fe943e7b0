import { type BlockMode, isWebAppType } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { touchPolicy } from '../distribution/policy-queries.js';
import { AppError } from '../http/errors.js';
import { productTypeOf } from '../publishing/package/inspect-package.js';

/**
 * Approves an item in review (spec §4, READY_FOR_OPEN): its draft becomes the published
 * product — listing, media, package and version — and the listing it replaces is removed.
 * A package that changed the item's kind (sidebar, theme) changes it now.
 */
export async function approveItem(db: Db, itemId: string, adminId: string | null): Promise<void> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.review_state !== 'IN_REVIEW' || item.draft_listing_id === null) {
    throw new AppError('INVALID_STATE_TRANSITION');
  }
  const manifest = await db
    .selectFrom('listings')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select('packages.manifest')
    .where('listings.id', '=', item.draft_listing_id)
    .executeTakeFirst();
  const now = new Date();
  const previous = item.published_listing_id;
  await db
    .updateTable('items')
    .set({
      published_listing_id: item.draft_listing_id,
      draft_listing_id: null,
      review_state: 'READY_FOR_OPEN',
      private_at: null,
      submitted_at: null,
      first_approved_at: item.first_approved_at ?? now,
      last_approved_at: now,
      updated_at: now,
      ...(manifest && !isWebAppType(item.product_type)
        ? { product_type: productTypeOf(manifest.manifest) }
        : {}),
    })
    .where('id', '=', item.id)
    .execute();
  if (previous !== null) await db.deleteFrom('listings').where('id', '=', previous).execute();
  await db
    .insertInto('review_events')
    .values({ item_id: item.id, action: 'approved', actor_id: adminId })
    .execute();
}

/**
 * Rejects an item in review: REJECTED for a new item, REJECTED_UPDATE for an update of a
 * published one, whose published product stays live. The guidelines and message reach the
 * developer's dashboard.
 */
export async function rejectItem(
  db: Db,
  itemId: string,
  adminId: string | null,
  decision: { guidelines: string[]; message: string | null },
): Promise<void> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.review_state !== 'IN_REVIEW') throw new AppError('INVALID_STATE_TRANSITION');
  await db
    .updateTable('items')
    .set({
      review_state: item.published_listing_id === null ? 'REJECTED' : 'REJECTED_UPDATE',
      submitted_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', item.id)
    .execute();
  await db
    .insertInto('review_events')
    .values({
      item_id: item.id,
      action: 'rejected',
      actor_id: adminId,
      guidelines: decision.guidelines,
      message: decision.message,
    })
    .execute();
}

/**
 * Takes a published item that breaks guidelines out of public view. It stays private until
 * the developer corrects it and a reviewer approves the correction.
 */
export async function turnItemPrivate(
  db: Db,
  itemId: string,
  adminId: string | null,
  decision: { guidelines: string[]; message: string | null },
): Promise<void> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.published_listing_id === null || item.private_at !== null) {
    throw new AppError('INVALID_STATE_TRANSITION');
  }
  await db
    .updateTable('items')
    .set({ private_at: new Date(), updated_at: new Date() })
    .where('id', '=', item.id)
    .execute();
  await db
    .insertInto('review_events')
    .values({
      item_id: item.id,
      action: 'private',
      actor_id: adminId,
      guidelines: decision.guidelines,
      message: decision.message,
    })
    .execute();
}

/**
 * Blocks or unblocks an item, with the reason on record. `mode` says what managed browsers do
 * with a blocked item (disable or uninstall it); the policy records the change.
 */
export async function setItemBlocked(
  db: Db,
  itemId: string,
  adminId: string | null,
  blocked: boolean,
  reason: string,
  mode: BlockMode = 'blocked',
): Promise<void> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  if (item.blocked === blocked) throw new AppError('INVALID_STATE_TRANSITION');
  await db
    .updateTable('items')
    .set({
      blocked,
      blocked_reason: blocked ? reason : null,
      ...(blocked ? { block_mode: mode } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', item.id)
    .execute();
  await db
    .insertInto('review_events')
    .values({
      item_id: item.id,
      action: blocked ? 'blocked' : 'unblocked',
      actor_id: adminId,
      message: reason,
    })
    .execute();
  await touchPolicy(db);
}
