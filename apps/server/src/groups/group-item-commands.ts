import { entryNeedsPolicyFile, type GroupEntryShape, type GroupItemInput } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { installRefusalSql } from '../db/install-refusal.js';
import { AppError } from '../http/errors.js';
import type { Author } from './group-commands.js';
import { ENTRY_ROW_COLUMNS, entryFields } from './group-item-queries.js';
import { checkLimits, distinct } from './group-limits.js';

/**
 * Administrators' changes to the items' entries in a browser group: set, clear, or put one mode
 * (what an approved install request writes). Each runs in one transaction with its line in the
 * log, with the group's row locked so an entry never lands in a group being deleted. An entry
 * that reaches browsers only through the group's file moves the group's "policy last changed"
 * (see entryNeedsPolicyFile).
 */

/** Modes that install the item: the store must be able to serve it to managed browsers. */
const INSTALLING_MODES = new Set(['normal_installed', 'force_installed']);

/** Locks the group row, so entries never land in a group being deleted. */
async function lockGroup(trx: Db, groupId: string): Promise<void> {
  const group = await trx
    .selectFrom('browser_groups')
    .select('id')
    .where('id', '=', groupId)
    .forUpdate()
    .executeTakeFirst();
  if (!group) throw new AppError('GROUP_NOT_FOUND');
}

/**
 * Sets an item's whole entry in a group: a store item's, or an item from elsewhere's.
 * Pre-installing or requiring a store item is refused with the code that says why managed
 * browsers could not install it (no published version, private, a wallpaper, no signed package).
 */
export async function setGroupItem(
  db: Db,
  target: { groupId: string; itemId: string },
  input: GroupItemInput,
  author: Author,
): Promise<void> {
  checkLimits(input, author.language);
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, target.groupId);
    const item = await trx
      .selectFrom('items')
      .select(installRefusalSql('items').as('install_refusal'))
      .where('id', '=', target.itemId)
      .executeTakeFirst();
    const values = {
      mode: input.mode,
      blocked_permissions: JSON.stringify(distinct(input.blockedPermissions)),
      runtime_blocked_hosts: JSON.stringify(distinct(input.runtimeBlockedHosts)),
      runtime_allowed_hosts: JSON.stringify(distinct(input.runtimeAllowedHosts)),
      minimum_version: input.minimumVersion,
      toolbar_pin: input.toolbarPin,
      blocked_install_message: input.blockedInstallMessage,
      updated_at: sql<Date>`now()`,
    };
    let standing = true;
    if (item) {
      if (INSTALLING_MODES.has(input.mode) && item.install_refusal) {
        throw new AppError(item.install_refusal);
      }
      const before = await storeEntry(trx, target);
      standing = (before !== null && entryNeedsPolicyFile(before)) || entryNeedsPolicyFile(input);
      await trx
        .insertInto('browser_group_items')
        .values({ group_id: target.groupId, item_id: target.itemId, ...values })
        .onConflict((conflict) => conflict.columns(['group_id', 'item_id']).doUpdateSet(values))
        .execute();
    } else {
      // An item from elsewhere: browsers fetch it from its own update URL, so any mode goes.
      const outside = await trx
        .selectFrom('outside_items')
        .select('id')
        .where('id', '=', target.itemId)
        .executeTakeFirst();
      if (!outside) throw new AppError('EXTENSION_NOT_FOUND');
      await trx
        .insertInto('browser_group_outside_items')
        .values({ group_id: target.groupId, outside_id: target.itemId, ...values })
        .onConflict((conflict) => conflict.columns(['group_id', 'outside_id']).doUpdateSet(values))
        .execute();
    }
    if (standing) await touchGroup(trx, target.groupId);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'group_item.set',
      target: `group:${target.groupId}`,
      details: { itemId: target.itemId, mode: input.mode },
      reason: null,
    });
  });
}

/** Takes an item's entry out of a group, so the group's defaults apply to it again. */
export async function clearGroupItem(
  db: Db,
  target: { groupId: string; itemId: string },
  author: Author,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockGroup(trx, target.groupId);
    const before = await storeEntry(trx, target);
    const removed = await trx
      .deleteFrom('browser_group_items')
      .where('group_id', '=', target.groupId)
      .where('item_id', '=', target.itemId)
      .executeTakeFirst();
    const removedOutside = await trx
      .deleteFrom('browser_group_outside_items')
      .where('group_id', '=', target.groupId)
      .where('outside_id', '=', target.itemId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) + Number(removedOutside.numDeletedRows) === 0) return;
    if (Number(removedOutside.numDeletedRows) > 0 || (before && entryNeedsPolicyFile(before))) {
      await touchGroup(trx, target.groupId);
    }
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'group_item.clear',
      target: `group:${target.groupId}`,
      details: { itemId: target.itemId },
      reason: null,
    });
  });
}

/**
 * Gives an item a mode in a group inside the caller's transaction, keeping the limits an
 * existing entry sets (an approved install request uses it). The caller checked that browsers
 * can install the item and records the change in the log.
 */
export async function putGroupItemMode(
  trx: Db,
  target: { groupId: string; itemId: string },
  mode: GroupItemInput['mode'],
): Promise<void> {
  await lockGroup(trx, target.groupId);
  const before = await storeEntry(trx, target);
  await trx
    .insertInto('browser_group_items')
    .values({
      group_id: target.groupId,
      item_id: target.itemId,
      mode,
      blocked_permissions: '[]',
      runtime_blocked_hosts: '[]',
      runtime_allowed_hosts: '[]',
    })
    .onConflict((conflict) =>
      conflict.columns(['group_id', 'item_id']).doUpdateSet({ mode, updated_at: sql`now()` }),
    )
    .execute();
  const after: GroupEntryShape = before
    ? { ...before, mode }
    : {
        mode,
        blockedPermissions: [],
        runtimeBlockedHosts: [],
        runtimeAllowedHosts: [],
        minimumVersion: null,
        toolbarPin: null,
        blockedInstallMessage: null,
      };
  if ((before && entryNeedsPolicyFile(before)) || entryNeedsPolicyFile(after)) {
    await touchGroup(trx, target.groupId);
  }
}

/** A store item's entry in a group as it stands, or null. */
async function storeEntry(
  trx: Db,
  target: { groupId: string; itemId: string },
): Promise<GroupEntryShape | null> {
  const row = await trx
    .selectFrom('browser_group_items')
    .select(ENTRY_ROW_COLUMNS)
    .where('group_id', '=', target.groupId)
    .where('item_id', '=', target.itemId)
    .executeTakeFirst();
  if (!row) return null;
  return entryFields(row);
}

async function touchGroup(trx: Db, groupId: string): Promise<void> {
  await trx
    .updateTable('browser_groups')
    .set({ policy_changed_at: sql`now()` })
    .where('id', '=', groupId)
    .execute();
}
