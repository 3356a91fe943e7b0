import type { ItemReleaseState, ReleaseGroup } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { findHeldRelease } from '../db/item-releases.js';
import { AppError } from '../http/errors.js';

/** The pilot groups, by name. */
export async function loadPilotGroups(db: Db): Promise<ReleaseGroup[]> {
  return db
    .selectFrom('browser_groups')
    .select(['id', 'name'])
    .where('pilot', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** An item's live version (its published listing's package), null without one. */
export async function liveVersionOf(db: Db, itemId: string): Promise<string | null> {
  const row = await db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select('packages.version')
    .where('items.id', '=', itemId)
    .where('items.live', '=', true)
    .executeTakeFirst();
  return row?.version ?? null;
}

/**
 * Which version each group's browsers receive of one item: the live version and, while a
 * release is staged, the pilot groups (which receive it) and the version everyone else keeps.
 * `developerId` names the developer asking (the item must be theirs, else EXTENSION_NOT_FOUND,
 * and `mayPromote` follows the administrator's choice); without it, an administrator asks.
 */
export async function loadReleaseState(
  db: Db,
  itemId: string,
  { developerId = null, now = new Date() }: { developerId?: string | null; now?: Date } = {},
): Promise<ItemReleaseState> {
  const item = await db
    .selectFrom('items')
    .select(['id', 'creator_id'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item || (developerId !== null && item.creator_id !== developerId)) {
    throw new AppError('EXTENSION_NOT_FOUND');
  }
  const [liveVersion, held, pilotGroups] = await Promise.all([
    liveVersionOf(db, itemId),
    findHeldRelease(db, itemId, now),
    loadPilotGroups(db),
  ]);
  return {
    extensionId: itemId,
    liveVersion,
    hasPilotGroups: developerId === null && pilotGroups.length > 0,
    staged: held && {
      pilotVersion: held.pilotVersion,
      heldVersion: held.heldVersion,
      pilotGroups,
      startedAt: held.startedAt.toISOString(),
      promoteAt: held.promoteAt?.toISOString() ?? null,
      developerMayPromote: held.developerMayPromote,
      mayPromote: developerId === null || held.developerMayPromote,
    },
  };
}
