import type { Db } from './database.js';

/**
 * The one rule of staged releases, shared by the update service, the store page and the
 * console: an item's staged release holds its previous version back from every browser outside
 * a pilot group only while the item's live version is still the release's pilot version, it was
 * not promoted, and its automatic promotion date has not passed. Nothing needs to run at that
 * date, and servers that share the database agree, since every reader asks with its own clock;
 * a later approval or a rollback changes the live version and so ends the hold by itself.
 */

/** A staged release in force. */
export interface HeldRelease {
  itemId: string;
  /** The live version: what pilot groups' browsers receive. */
  pilotVersion: string;
  /** What every other browser keeps. */
  heldVersion: string;
  startedAt: Date;
  promoteAt: Date | null;
  developerMayPromote: boolean;
}

/** The item's staged release in force at `now`, or null when everyone gets the live version. */
export async function findHeldRelease(
  db: Db,
  itemId: string,
  now: Date = new Date(),
): Promise<HeldRelease | null> {
  return (await findHeldReleases(db, [itemId], now)).get(itemId) ?? null;
}

/** The staged releases in force at `now` among these items, by item id (one query). */
export async function findHeldReleases(
  db: Db,
  itemIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, HeldRelease>> {
  if (itemIds.length === 0) return new Map();
  return readHeldReleases(db, itemIds, now);
}

/**
 * Every staged release in force at `now`, by item id: as few as the items being piloted, so
 * a store page can look its item up instead of asking the database for each new item. Whoever
 * keeps the answer keeps it until the catalog changes (a release starts, is promoted or rolled
 * back, a version is approved) or the earliest automatic promotion among them.
 */
export async function findAllHeldReleases(
  db: Db,
  now: Date = new Date(),
): Promise<Map<string, HeldRelease>> {
  return readHeldReleases(db, null, now);
}

async function readHeldReleases(
  db: Db,
  itemIds: readonly string[] | null,
  now: Date,
): Promise<Map<string, HeldRelease>> {
  const held = new Map<string, HeldRelease>();
  let query = db
    .selectFrom('item_releases as r')
    .innerJoin('items', 'items.id', 'r.item_id')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select([
      'r.item_id',
      'r.pilot_version',
      'r.held_version',
      'r.started_at',
      'r.promote_at',
      'r.developer_may_promote',
    ])
    .where('r.promoted_at', 'is', null)
    .whereRef('packages.version', '=', 'r.pilot_version')
    .where((eb) => eb.or([eb('r.promote_at', 'is', null), eb('r.promote_at', '>', now)]));
  if (itemIds) query = query.where('r.item_id', 'in', itemIds);
  const rows = await query.execute();
  for (const row of rows) {
    held.set(row.item_id, {
      itemId: row.item_id,
      pilotVersion: row.pilot_version,
      heldVersion: row.held_version,
      startedAt: new Date(row.started_at),
      promoteAt: row.promote_at ? new Date(row.promote_at) : null,
      developerMayPromote: row.developer_may_promote,
    });
  }
  return held;
}

/** Whether a browser group is a pilot group (false for an unknown group or none). */
export async function isPilotGroup(db: Db, groupId: string | null | undefined): Promise<boolean> {
  if (!groupId) return false;
  const row = await db
    .selectFrom('browser_groups')
    .select('pilot')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.pilot === true;
}

/**
 * The version a browser receives: the held version while a release is in force and the browser
 * is outside a pilot group, the live version otherwise.
 */
export function releasedVersion(
  liveVersion: string,
  held: HeldRelease | null,
  pilot: boolean,
): string {
  return held && !pilot ? held.heldVersion : liveVersion;
}
