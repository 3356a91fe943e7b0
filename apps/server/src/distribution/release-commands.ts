import {
  type ReleaseScheduleInput,
  type ReleaseStagingInput,
  STAGED_RELEASE_DAYS_MAX,
} from '@lagoon/contract';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { findHeldRelease } from '../db/item-releases.js';
import { AppError } from '../http/errors.js';
import { liveVersionOf, loadPilotGroups } from './release-queries.js';

/**
 * Staged releases (see db/item-releases.ts for the rule every reader applies): staging an
 * approval, promoting it to everyone, and changing its automatic date. Each is in the
 * administrators' log under the item ("item:<id>"); the caller clears the catalog cache once
 * the write committed, since the plain update address and store pages change with it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Before an approval is staged: the version everyone else keeps (the live version now, which
 * must have a signed package), refused without one (RELEASE_NO_EARLIER_VERSION) or without any
 * pilot group (RELEASE_NO_PILOT_GROUP).
 */
export async function versionToHold(db: Db, itemId: string): Promise<string> {
  const live = await liveVersionOf(db, itemId);
  const signed =
    live &&
    (await db
      .selectFrom('signed_packages')
      .select('version')
      .where('app_id', '=', itemId)
      .where('version', '=', live)
      .executeTakeFirst());
  if (!live || !signed) throw new AppError('RELEASE_NO_EARLIER_VERSION');
  if ((await loadPilotGroups(db)).length === 0) throw new AppError('RELEASE_NO_PILOT_GROUP');
  return live;
}

/**
 * Stages the approval just made (inside its transaction): the new live version goes to pilot
 * groups, `heldVersion` (from versionToHold, read before the approval) to everyone else, until
 * promoted or `promoteAfterDays` from now. Replaces the item's earlier staged release.
 */
export async function stageRelease(
  db: Db,
  itemId: string,
  heldVersion: string,
  staging: ReleaseStagingInput,
  adminId: string | null,
  now: Date = new Date(),
): Promise<void> {
  const pilotVersion = await liveVersionOf(db, itemId);
  if (!pilotVersion) throw new AppError('RELEASE_NO_EARLIER_VERSION');
  const promoteAt =
    staging.promoteAfterDays === null
      ? null
      : new Date(now.getTime() + staging.promoteAfterDays * DAY_MS);
  const values = {
    pilot_version: pilotVersion,
    held_version: heldVersion,
    started_at: now,
    promote_at: promoteAt,
    developer_may_promote: staging.developerMayPromote,
    staged_by: adminId,
    promoted_at: null,
    promoted_by: null,
  };
  await db
    .insertInto('item_releases')
    .values({ item_id: itemId, ...values })
    .onConflict((conflict) => conflict.column('item_id').doUpdateSet(values))
    .execute();
  const pilotGroups = await loadPilotGroups(db);
  await recordAction(db, {
    actorId: adminId,
    action: 'release.stage',
    target: `item:${itemId}`,
    details: {
      extensionId: itemId,
      pilotVersion,
      heldVersion,
      pilotGroups: pilotGroups.map((group) => group.name),
      promoteAt: promoteAt?.toISOString() ?? null,
      developerMayPromote: staging.developerMayPromote,
    },
    reason: null,
  });
}

/** Who promotes: an administrator, or the item's developer (only when allowed). */
export type Promoter =
  | { kind: 'administrator'; userId: string }
  | { kind: 'developer'; userId: string; creatorId: string };

/**
 * Promotes an item's staged release to everyone now: RELEASE_NOT_STAGED when none holds
 * anything back, RELEASE_PROMOTE_NOT_ALLOWED for a developer the administrator did not allow,
 * EXTENSION_NOT_FOUND for another developer's item.
 */
export async function promoteRelease(
  db: Db,
  itemId: string,
  promoter: Promoter,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (promoter.kind === 'developer') {
      const item = await trx
        .selectFrom('items')
        .select('creator_id')
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (item?.creator_id !== promoter.creatorId) throw new AppError('EXTENSION_NOT_FOUND');
    }
    const held = await findHeldRelease(trx, itemId, now);
    if (!held) throw new AppError('RELEASE_NOT_STAGED');
    if (promoter.kind === 'developer' && !held.developerMayPromote) {
      throw new AppError('RELEASE_PROMOTE_NOT_ALLOWED');
    }
    await trx
      .updateTable('item_releases')
      .set({ promoted_at: now, promoted_by: promoter.userId })
      .where('item_id', '=', itemId)
      .execute();
    await recordAction(trx, {
      actorId: promoter.userId,
      action: 'release.promote',
      target: `item:${itemId}`,
      details: {
        extensionId: itemId,
        pilotVersion: held.pilotVersion,
        heldVersion: held.heldVersion,
        by: promoter.kind,
      },
      reason: null,
    });
  });
}

/**
 * Changes a staged release's automatic promotion date (a future time at most
 * STAGED_RELEASE_DAYS_MAX days away, else RELEASE_PROMOTE_DATE_INVALID; null stops it) and
 * whether the developer may promote it.
 */
export async function scheduleRelease(
  db: Db,
  itemId: string,
  input: ReleaseScheduleInput,
  adminId: string,
  now: Date = new Date(),
): Promise<void> {
  let promoteAt: Date | null | undefined;
  if (input.promoteAt !== undefined) {
    promoteAt = input.promoteAt === null ? null : new Date(input.promoteAt);
    const latest = now.getTime() + STAGED_RELEASE_DAYS_MAX * DAY_MS;
    if (promoteAt && (promoteAt.getTime() <= now.getTime() || promoteAt.getTime() > latest)) {
      throw new AppError('RELEASE_PROMOTE_DATE_INVALID');
    }
  }
  await db.transaction().execute(async (trx) => {
    const held = await findHeldRelease(trx, itemId, now);
    if (!held) throw new AppError('RELEASE_NOT_STAGED');
    await trx
      .updateTable('item_releases')
      .set({
        ...(promoteAt !== undefined ? { promote_at: promoteAt } : {}),
        ...(input.developerMayPromote !== undefined
          ? { developer_may_promote: input.developerMayPromote }
          : {}),
      })
      .where('item_id', '=', itemId)
      .execute();
    await recordAction(trx, {
      actorId: adminId,
      action: 'release.schedule',
      target: `item:${itemId}`,
      details: {
        extensionId: itemId,
        pilotVersion: held.pilotVersion,
        ...(promoteAt !== undefined ? { promoteAt: promoteAt?.toISOString() ?? null } : {}),
        ...(input.developerMayPromote !== undefined
          ? { developerMayPromote: input.developerMayPromote }
          : {}),
      },
      reason: null,
    });
  });
}
