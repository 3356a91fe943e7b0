import type { Language, OutsideItemCreateInput, OutsideItemPatchInput } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import { type Db, isUniqueViolation } from '../db/database.js';
import { touchPolicy } from '../db/policy-changes.js';
import { AppError, fieldError } from '../http/errors.js';
import { keyFromReference } from '../storage/storage.js';
import { isStoreItem, isUploadedIcon } from './outside-queries.js';

/**
 * Administrators' changes to items from elsewhere. Each runs in one transaction with its line
 * in the log. What a group's file says about the item (its update URL, a store-wide block,
 * its entries) moves the "policy last changed" of the groups concerned: a block every group's.
 */

export interface Author {
  actorId: string;
  language: Language;
}

/** The storage key of an uploaded icon the input names; null takes the icon away. */
async function iconKey(
  db: Db,
  reference: string | null,
  language: Language,
): Promise<string | null> {
  if (reference === null || reference === '') return null;
  const key = keyFromReference(reference);
  if (!key || !(await isUploadedIcon(db, key))) {
    throw fieldError('INVALID_IMAGE', 'icon', 'outsideItem.icon.invalid', language);
  }
  return key;
}

/** Moves "policy last changed" of every group that has an entry for the item. */
async function touchGroupsOf(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('browser_groups')
    .set({ policy_changed_at: sql`now()` })
    .where('id', 'in', (eb) =>
      eb.selectFrom('browser_group_outside_items').select('group_id').where('outside_id', '=', id),
    )
    .execute();
}

/** Adds an outside item; refused for an id the store hosts or one added already. */
export async function createOutsideItem(
  db: Db,
  input: OutsideItemCreateInput,
  author: Author,
): Promise<void> {
  const id = input.extensionId;
  if (await isStoreItem(db, id)) {
    throw fieldError('OUTSIDE_ITEM_HOSTED', 'extensionId', 'outsideItem.hosted', author.language);
  }
  const icon = await iconKey(db, input.icon, author.language);
  await db.transaction().execute(async (trx) => {
    try {
      await trx
        .insertInto('outside_items')
        .values({
          id,
          update_url: input.updateUrl,
          name: input.name,
          name_ko: input.nameKo ?? null,
          description: input.description,
          description_ko: input.descriptionKo ?? null,
          icon_key: icon,
          page_url: input.pageUrl,
          blocked: input.blocked,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw fieldError(
          'OUTSIDE_ITEM_EXISTS',
          'extensionId',
          'outsideItem.exists',
          author.language,
        );
      }
      throw error;
    }
    if (input.blocked) await touchPolicy(trx);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'outside_item.create',
      target: `outside:${id}`,
      details: { name: input.name, updateUrl: input.updateUrl, blocked: input.blocked },
      reason: null,
    });
  });
}

/** Changes what a patch names; nothing is written (or logged) for an empty patch. */
export async function updateOutsideItem(
  db: Db,
  id: string,
  patch: OutsideItemPatchInput,
  author: Author,
): Promise<void> {
  const icon =
    patch.icon === undefined ? undefined : await iconKey(db, patch.icon, author.language);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('outside_items')
      .select(['update_url', 'blocked'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('OUTSIDE_ITEM_NOT_FOUND');
    const set: Record<string, unknown> = {};
    if (patch.updateUrl !== undefined) set.update_url = patch.updateUrl;
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.nameKo !== undefined) set.name_ko = patch.nameKo;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.descriptionKo !== undefined) set.description_ko = patch.descriptionKo;
    if (icon !== undefined) set.icon_key = icon;
    if (patch.pageUrl !== undefined) set.page_url = patch.pageUrl;
    if (patch.blocked !== undefined) set.blocked = patch.blocked;
    const changes = Object.keys(patch).filter(
      (key) => patch[key as keyof OutsideItemPatchInput] !== undefined,
    );
    if (changes.length === 0) return;
    await trx
      .updateTable('outside_items')
      .set({ ...set, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    if (patch.blocked !== undefined && patch.blocked !== current.blocked) await touchPolicy(trx);
    if (patch.updateUrl !== undefined && patch.updateUrl !== current.update_url) {
      await touchGroupsOf(trx, id);
    }
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'outside_item.update',
      target: `outside:${id}`,
      details: { changes },
      reason: null,
    });
  });
}

/** Deletes an outside item with its entries in every group. */
export async function deleteOutsideItem(db: Db, id: string, author: Author): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('outside_items')
      .select(['name', 'blocked'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('OUTSIDE_ITEM_NOT_FOUND');
    await touchGroupsOf(trx, id);
    const entries = await trx
      .deleteFrom('browser_group_outside_items')
      .where('outside_id', '=', id)
      .executeTakeFirst();
    await trx.deleteFrom('outside_items').where('id', '=', id).execute();
    if (current.blocked) await touchPolicy(trx);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'outside_item.delete',
      target: `outside:${id}`,
      details: { name: current.name, groupEntries: Number(entries.numDeletedRows) },
      reason: null,
    });
  });
}
