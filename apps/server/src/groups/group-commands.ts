import type { GroupCreateInput, GroupPatchInput, Language } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import { type Db, isUniqueViolation } from '../db/database.js';
import { AppError, fieldError } from '../http/errors.js';
import { checkLimits, distinct } from './group-limits.js';

/**
 * Administrators' changes to browser groups: create, change, delete (the items' entries in a
 * group are group-item-commands.ts). Each runs in one transaction with its line in the log.
 * Changes that reach browsers only through the group's file (its settings, pre-installed and
 * required items, per-item limits, items from elsewhere) move the group's "policy last changed",
 * so the Browsers page can say which groups' files are newer than the copies rolled out;
 * allowing or blocking a store item does not, since the store enforces it at once (see
 * entryNeedsPolicyFile).
 */

export interface Author {
  actorId: string;
  language: Language;
}

function nameTaken(language: Language): AppError {
  return fieldError('GROUP_NAME_TAKEN', 'name', 'name.taken', language);
}

/** Creates a group; answers its id. */
export async function createGroup(
  db: Db,
  input: GroupCreateInput,
  author: Author,
): Promise<string> {
  checkLimits(input, author.language);
  return db.transaction().execute(async (trx) => {
    let id: string;
    try {
      const row = await trx
        .insertInto('browser_groups')
        .values({
          name: input.name,
          description: input.description,
          install_mode: input.installMode,
          blocked_permissions: JSON.stringify(distinct(input.blockedPermissions)),
          runtime_blocked_hosts: JSON.stringify(distinct(input.runtimeBlockedHosts)),
          runtime_allowed_hosts: JSON.stringify(distinct(input.runtimeAllowedHosts)),
          blocked_install_message: input.blockedInstallMessage ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(author.language);
      throw error;
    }
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'group.create',
      target: `group:${id}`,
      details: { name: input.name, installMode: input.installMode },
      reason: null,
    });
    return id;
  });
}

/** The columns a patch writes, with the names of the fields it changes (for the log). */
function patchColumns(patch: GroupPatchInput) {
  const set: Record<string, unknown> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.installMode !== undefined) set.install_mode = patch.installMode;
  if (patch.pilot !== undefined) set.pilot = patch.pilot;
  if (patch.inventory !== undefined) set.inventory = patch.inventory;
  if (patch.blockedPermissions !== undefined) {
    set.blocked_permissions = JSON.stringify(distinct(patch.blockedPermissions));
  }
  if (patch.runtimeBlockedHosts !== undefined) {
    set.runtime_blocked_hosts = JSON.stringify(distinct(patch.runtimeBlockedHosts));
  }
  if (patch.runtimeAllowedHosts !== undefined) {
    set.runtime_allowed_hosts = JSON.stringify(distinct(patch.runtimeAllowedHosts));
  }
  if (patch.blockedInstallMessage !== undefined) {
    set.blocked_install_message = patch.blockedInstallMessage;
  }
  return set;
}

/** Changes what a patch names; nothing is written (or logged) for an empty patch. */
export async function updateGroup(
  db: Db,
  groupId: string,
  patch: GroupPatchInput,
  author: Author,
): Promise<void> {
  checkLimits(patch, author.language);
  const set = patchColumns(patch);
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('browser_groups')
      .select(['id', 'is_default'])
      .where('id', '=', groupId)
      .forUpdate()
      .executeTakeFirst();
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    // Browsers without a group and the plain update address follow the default group.
    if (patch.pilot === true && group.is_default) throw new AppError('DEFAULT_GROUP_NOT_PILOT');
    const changes = Object.keys(patch).filter(
      (key) => patch[key as keyof GroupPatchInput] !== undefined,
    );
    if (changes.length === 0) return;
    // Being a pilot group is the store's choice of what the group's address answers: the
    // group's file stays the same, so its version moves only for the other fields.
    const fileChanged = changes.some((key) => key !== 'pilot');
    try {
      await trx
        .updateTable('browser_groups')
        .set({ ...set, ...(fileChanged ? { policy_changed_at: sql`now()` } : {}) })
        .where('id', '=', groupId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(author.language);
      throw error;
    }
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'group.update',
      target: `group:${groupId}`,
      details: { changes },
      reason: null,
    });
  });
}

/** Deletes a group and its entries; the default group stays. */
export async function deleteGroup(db: Db, groupId: string, author: Author): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('browser_groups')
      .select(['name', 'is_default'])
      .where('id', '=', groupId)
      .forUpdate()
      .executeTakeFirst();
    if (!group) throw new AppError('GROUP_NOT_FOUND');
    if (group.is_default) throw new AppError('DEFAULT_GROUP_KEPT');
    await trx.deleteFrom('browser_groups').where('id', '=', groupId).execute();
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'group.delete',
      target: `group:${groupId}`,
      details: { name: group.name },
      reason: null,
    });
  });
}
