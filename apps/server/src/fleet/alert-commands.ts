import { FLEET_ALERT_RESOLVED_RETENTION_DAYS } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { AlertCause } from './alert-causes.js';

/** An alert's last-seen time is written again at most this often while nothing else changes. */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** JSON with every object's keys sorted, so jsonb's own key order compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : 1)))
      : entry,
  );
}

export interface ReconcileInput {
  causes: readonly AlertCause[];
  /** The extensions checked; null when every one was. Alerts outside it are left alone. */
  extensionIds: readonly string[] | null;
  /**
   * Causes a browser's report showed (their count goes up by one); the store's own changes and
   * periodic checks show none.
   */
  reported?: (cause: AlertCause) => boolean;
  now: Date;
}

export interface ReconcileResult {
  raised: number;
  resolved: number;
}

/**
 * Brings the alerts of the checked extensions in line with their causes: a cause without an
 * alert raises one (open), a cause with one updates it (browsers, groups, details, last seen,
 * count; an acknowledged alert stays acknowledged), and an alert whose cause is gone is
 * resolved. The partial unique index on cause_key keeps one unresolved alert per cause when
 * several servers raise the same one at once.
 */
export async function reconcileAlerts(db: Db, input: ReconcileInput): Promise<ReconcileResult> {
  const { causes, now } = input;
  let query = db
    .selectFrom('fleet_alerts')
    .select(['id', 'cause_key', 'name', 'groups', 'details', 'browsers', 'last_seen_at'])
    .where('state', '<>', 'resolved');
  if (input.extensionIds) {
    const ids = input.extensionIds.length > 0 ? [...input.extensionIds] : [''];
    query = query.where('extension_id', 'in', ids);
  }
  const active = new Map((await query.execute()).map((row) => [row.cause_key, row]));
  let raised = 0;
  const found = new Set<string>();
  for (const cause of causes) {
    const alert = active.get(cause.causeKey);
    const counted = input.reported?.(cause) ? 1 : 0;
    const groups = JSON.stringify(cause.groups);
    const details = JSON.stringify(cause.details);
    if (alert) {
      found.add(cause.causeKey);
      const unchanged =
        counted === 0 &&
        alert.name === cause.name &&
        alert.browsers === cause.browsers &&
        canonical(alert.groups) === canonical(cause.groups) &&
        canonical(alert.details) === canonical(cause.details) &&
        now.getTime() - new Date(alert.last_seen_at).getTime() < LAST_SEEN_STEP_MS;
      if (unchanged) continue;
      await db
        .updateTable('fleet_alerts')
        .set({
          name: cause.name,
          groups,
          details,
          browsers: cause.browsers,
          last_seen_at: now,
          count: sql`count + ${counted}`,
        })
        .where('id', '=', alert.id)
        .where('state', '<>', 'resolved')
        .execute();
      continue;
    }
    if (cause.keepsOnly) continue;
    const inserted = await db
      .insertInto('fleet_alerts')
      .values({
        kind: cause.kind,
        cause_key: cause.causeKey,
        extension_id: cause.extensionId,
        name: cause.name,
        groups,
        details,
        browsers: cause.browsers,
        count: 1,
        first_seen_at: now,
        last_seen_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('cause_key').where('state', '<>', 'resolved').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) raised += 1;
  }
  const gone = [...active.values()].filter((alert) => !found.has(alert.cause_key));
  if (gone.length > 0) {
    await db
      .updateTable('fleet_alerts')
      .set({ state: 'resolved', resolved_at: now })
      .where(
        'id',
        'in',
        gone.map((alert) => alert.id),
      )
      .where('state', '<>', 'resolved')
      .execute();
  }
  return { raised, resolved: gone.length };
}

/**
 * Counts a report that showed causes already alerted, without checking them again (the report
 * changed nothing of these extensions): the group's `not-allowed`, the version's
 * `permissions-increased`, the extension's `unknown-rise` and `owner-changed`.
 */
export async function countReportedAlerts(
  db: Db,
  groupId: string | null,
  extensions: readonly (readonly [id: string, version: string])[],
  now: Date,
): Promise<void> {
  if (extensions.length === 0) return;
  const ids = extensions.map(([id]) => id);
  const keys = extensions.flatMap(([id, version]) => [
    `permissions-increased:${id}@${version}`,
    `unknown-rise:${id}`,
    ...(groupId ? [`not-allowed:${id}:${groupId}`] : []),
  ]);
  await db
    .updateTable('fleet_alerts')
    .set({ count: sql`count + 1`, last_seen_at: now })
    .where('state', '<>', 'resolved')
    .where((eb) =>
      eb.or([
        eb('cause_key', 'in', keys),
        eb.and([eb('kind', '=', 'owner-changed'), eb('extension_id', 'in', ids)]),
      ]),
    )
    .execute();
}

/**
 * An administrator acknowledges an alert: it leaves the open count and the digests but stays
 * listed until its cause is gone. Acknowledging it again changes nothing; a resolved alert is
 * FLEET_ALERT_RESOLVED, an unknown one FLEET_ALERT_NOT_FOUND.
 */
export async function acknowledgeAlert(
  db: Db,
  alertId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('fleet_alerts')
      .set({ state: 'acknowledged', acknowledged_at: now, acknowledged_by: userId })
      .where('id', '=', alertId)
      .where('state', '=', 'open')
      .returning(['id', 'kind', 'extension_id', 'name'])
      .executeTakeFirst();
    if (updated) {
      // The administrators' log keeps who acknowledged what, as it does for every other
      // decision in the console; a repeated acknowledgement above changed nothing and is not written.
      await recordAction(trx, {
        actorId: userId,
        action: 'fleet_alert.acknowledge',
        target: `fleet_alert:${updated.id}`,
        details: { kind: updated.kind, extensionId: updated.extension_id, name: updated.name },
        reason: null,
      });
      return;
    }
    const alert = await trx
      .selectFrom('fleet_alerts')
      .select('state')
      .where('id', '=', alertId)
      .executeTakeFirst();
    if (!alert) throw new AppError('FLEET_ALERT_NOT_FOUND');
    if (alert.state === 'resolved') throw new AppError('FLEET_ALERT_RESOLVED');
  });
}

/** Deletes alerts resolved longer ago than the retention. */
export async function deleteOldResolvedAlerts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FLEET_ALERT_RESOLVED_RETENTION_DAYS * 86_400_000);
  const result = await db
    .deleteFrom('fleet_alerts')
    .where('state', '=', 'resolved')
    .where('resolved_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the last digest went out (null before the first). */
async function lastDigestAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('fleet_alerts')
    .select(sql<Date | null>`max(mailed_at)`.as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/**
 * Takes the open alerts no digest has named yet, unless the last digest went out less than
 * `intervalMs` ago: they are marked as mailed in the caller's transaction, so of several servers
 * one sends them. Newest first.
 */
export async function claimDigestAlerts(db: Db, now: Date, intervalMs: number): Promise<string[]> {
  const last = await lastDigestAt(db);
  if (last && now.getTime() - last.getTime() < intervalMs) return [];
  const rows = await db
    .updateTable('fleet_alerts')
    .set({ mailed_at: now })
    .where('state', '=', 'open')
    .where('mailed_at', 'is', null)
    .returning(['id', 'first_seen_at'])
    .execute();
  return rows
    .sort((a, b) => new Date(b.first_seen_at).getTime() - new Date(a.first_seen_at).getTime())
    .map((row) => row.id);
}
