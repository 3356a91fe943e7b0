import { createHash, timingSafeEqual } from 'node:crypto';
import { type FleetReport, type FleetReportedExtension, fleetSource } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { countWrite } from '../ratings/flood-limit.js';

/** The SHA-256 of a browser's secret, as kept (hex). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(kept: string, given: string): boolean {
  return timingSafeEqual(Buffer.from(kept, 'hex'), Buffer.from(given, 'hex'));
}

/** The group a report names (the default group when none), with its inventory setting. */
async function reportingGroup(
  db: Db,
  groupId: string | null | undefined,
): Promise<{ id: string; inventory: boolean } | undefined> {
  let query = db.selectFrom('browser_groups').select(['id', 'inventory']);
  query = groupId ? query.where('id', '=', groupId) : query.where('is_default', '=', true);
  return query.executeTakeFirst();
}

/** One row per id (a list naming an id twice keeps its last entry), sorted by id. */
function distinctExtensions(extensions: readonly FleetReportedExtension[]) {
  const byId = new Map(extensions.map((extension) => [extension.id, extension]));
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface FleetReportInput {
  report: FleetReport;
  /** The client address's limit key: what new browsers are counted against, never stored. */
  address: string;
  /** The store's update service addresses, which make an extension one of its own. */
  storeUpdateUrls: readonly string[];
  now?: Date;
}

/**
 * Takes one browser's report: its list replaces the one it reported before (extensions no
 * longer named leave, ones still named keep when they were first seen). The first report of a
 * browser id registers it with its secret's hash, counted against the address's hourly limit of
 * new browsers; a later one must carry the same secret (FLEET_BROWSER_REFUSED) and is counted
 * against the browser's hourly limit. A group whose policy does not allow inventory reports is
 * FLEET_INVENTORY_OFF, an unknown group GROUP_NOT_FOUND: nothing is written for either.
 */
export async function recordFleetReport(db: Db, input: FleetReportInput): Promise<void> {
  const { report, storeUpdateUrls } = input;
  const now = input.now ?? new Date();
  const group = await reportingGroup(db, report.groupId);
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  if (!group.inventory) throw new AppError('FLEET_INVENTORY_OFF');
  const hash = secretHash(report.secret);
  const known = await db
    .selectFrom('fleet_browsers')
    .select('secret_hash')
    .where('id', '=', report.browserId)
    .executeTakeFirst();
  if (known && !sameHash(known.secret_hash, hash)) throw new AppError('FLEET_BROWSER_REFUSED');
  // Counted on their own, before anything is written: refused, a report changes nothing else.
  if (!known) await countWrite(db, input.address, 'fleet_register', now);
  await countWrite(db, report.browserId, 'fleet_report', now);

  const extensions = distinctExtensions(report.extensions);
  await db.transaction().execute(async (trx) => {
    // Two first reports of one id racing: the one whose secret differs updates nothing.
    const written = await trx
      .insertInto('fleet_browsers')
      .values({
        id: report.browserId,
        secret_hash: hash,
        group_id: group.id,
        first_seen_at: now,
        last_seen_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ group_id: group.id, last_seen_at: now })
          .where('fleet_browsers.secret_hash', '=', hash),
      )
      .returning('id')
      .executeTakeFirst();
    if (!written) throw new AppError('FLEET_BROWSER_REFUSED');
    let gone = trx.deleteFrom('fleet_extensions').where('browser_id', '=', report.browserId);
    if (extensions.length > 0) {
      gone = gone.where(
        'extension_id',
        'not in',
        extensions.map((extension) => extension.id),
      );
    }
    await gone.execute();
    if (extensions.length === 0) return;
    await trx
      .insertInto('fleet_extensions')
      .values(
        extensions.map((extension) => ({
          browser_id: report.browserId,
          extension_id: extension.id,
          name: extension.name,
          version: extension.version,
          enabled: extension.enabled,
          install_type: extension.installType,
          permissions: JSON.stringify([...new Set(extension.permissions)].sort()),
          host_permissions: JSON.stringify([...new Set(extension.hostPermissions)].sort()),
          update_url: extension.updateUrl,
          source: fleetSource(extension.updateUrl, extension.installType, storeUpdateUrls),
          first_seen_at: now,
          last_seen_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['browser_id', 'extension_id']).doUpdateSet({
          name: sql`excluded.name`,
          version: sql`excluded.version`,
          enabled: sql`excluded.enabled`,
          install_type: sql`excluded.install_type`,
          permissions: sql`excluded.permissions`,
          host_permissions: sql`excluded.host_permissions`,
          update_url: sql`excluded.update_url`,
          source: sql`excluded.source`,
          last_seen_at: sql`excluded.last_seen_at`,
        }),
      )
      .execute();
  });
}

/**
 * Removes the browsers not heard from within the retention, with their extensions. Every read
 * of the inventory also leaves them out by the same cutoff, so several servers sweeping at once
 * (or none for a while) never show a different inventory: the sweep only frees the rows.
 */
export async function sweepSilentBrowsers(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('fleet_browsers')
    .where('last_seen_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
