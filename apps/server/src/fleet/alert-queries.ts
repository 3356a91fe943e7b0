import {
  FLEET_ALERT_PAGE_SIZE,
  type FleetAlert,
  type FleetAlertDetails,
  type FleetAlertKind,
  type FleetAlertList,
  type FleetAlertMailPreferences,
  type FleetAlertQuery,
  type FleetAlertState,
  type Language,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The console's reads of drift alerts, the digest's and the administrators' mail choice. */

function alertColumns(db: Db) {
  return db
    .selectFrom('fleet_alerts as a')
    .leftJoin('users as u', 'u.id', 'a.acknowledged_by')
    .select([
      'a.id',
      'a.kind',
      'a.extension_id',
      'a.name',
      'a.groups',
      'a.details',
      'a.state',
      'a.browsers',
      'a.count',
      'a.first_seen_at',
      'a.last_seen_at',
      'a.acknowledged_at',
      'u.nickname as acknowledged_by',
      'a.resolved_at',
    ]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertColumns>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** An alert as the API answers it. */
export function presentAlert(row: AlertRow): FleetAlert {
  return {
    alertId: row.id,
    kind: row.kind as FleetAlertKind,
    extensionId: row.extension_id,
    name: row.name,
    groups: row.groups,
    details: row.details as unknown as FleetAlertDetails,
    state: row.state as FleetAlertState,
    browsers: row.browsers,
    count: row.count,
    firstSeenAt: iso(row.first_seen_at)!,
    lastSeenAt: iso(row.last_seen_at)!,
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by,
    resolvedAt: iso(row.resolved_at),
  };
}

/** One page of alerts, newest cause first, with the count in each state. */
export async function loadAlerts(
  db: Db,
  filter: FleetAlertQuery,
): Promise<Omit<FleetAlertList, 'page' | 'pageSize'>> {
  let query = alertColumns(db);
  let counted = db.selectFrom('fleet_alerts as a').select(sql<number>`count(*)::int`.as('total'));
  if (filter.state === 'active') {
    query = query.where('a.state', '<>', 'resolved');
    counted = counted.where('a.state', '<>', 'resolved');
  } else {
    query = query.where('a.state', '=', filter.state);
    counted = counted.where('a.state', '=', filter.state);
  }
  if (filter.kind) {
    query = query.where('a.kind', '=', filter.kind);
    counted = counted.where('a.kind', '=', filter.kind);
  }
  const [rows, total, states] = await Promise.all([
    query
      .orderBy(sql`CASE a.state WHEN 'open' THEN 0 WHEN 'acknowledged' THEN 1 ELSE 2 END`)
      .orderBy('a.last_seen_at', 'desc')
      .orderBy('a.id')
      .limit(FLEET_ALERT_PAGE_SIZE)
      .offset((filter.page - 1) * FLEET_ALERT_PAGE_SIZE)
      .execute(),
    counted.executeTakeFirstOrThrow(),
    db
      .selectFrom('fleet_alerts')
      .select(['state', sql<number>`count(*)::int`.as('count')])
      .groupBy('state')
      .execute(),
  ]);
  const counts = { open: 0, acknowledged: 0, resolved: 0 };
  for (const row of states) counts[row.state as FleetAlertState] = Number(row.count);
  return { alerts: rows.map(presentAlert), total: Number(total.total), counts };
}

/** One alert, or undefined. */
export async function loadAlert(db: Db, alertId: string): Promise<FleetAlert | undefined> {
  const row = await alertColumns(db).where('a.id', '=', alertId).executeTakeFirst();
  return row ? presentAlert(row) : undefined;
}

/** These alerts, in the order of `alertIds`. */
export async function loadAlertsByIds(db: Db, alertIds: readonly string[]): Promise<FleetAlert[]> {
  if (alertIds.length === 0) return [];
  const rows = await alertColumns(db)
    .where('a.id', 'in', [...alertIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, presentAlert(row)]));
  return alertIds.flatMap((id) => byId.get(id) ?? []);
}

/** What a browser reported last: its group and each extension's version (none when new). */
export interface BrowserHoldings {
  groupId: string | null;
  versions: Map<string, string>;
}

export async function loadBrowserHoldings(db: Db, browserId: string): Promise<BrowserHoldings> {
  const [browser, extensions] = await Promise.all([
    db
      .selectFrom('fleet_browsers')
      .select('group_id')
      .where('id', '=', browserId)
      .executeTakeFirst(),
    db
      .selectFrom('fleet_extensions')
      .select(['extension_id', 'version'])
      .where('browser_id', '=', browserId)
      .execute(),
  ]);
  return {
    groupId: browser?.group_id ?? null,
    versions: new Map(extensions.map((row) => [row.extension_id, row.version])),
  };
}

/** The browser's group, as its report was recorded. */
export async function loadBrowserGroup(db: Db, browserId: string): Promise<string | null> {
  const row = await db
    .selectFrom('fleet_browsers')
    .select('group_id')
    .where('id', '=', browserId)
    .executeTakeFirst();
  return row?.group_id ?? null;
}

/**
 * What the store's rows that decide alerts look like now, in one short line: a change of any
 * group's policy or entries, an item (a block, a review, a new developer) or an item from
 * elsewhere changes it.
 */
export async function loadStoreFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`
    SELECT concat_ws('|',
      (SELECT max(policy_changed_at)::text FROM browser_groups),
      (SELECT count(*)::text FROM browser_groups),
      (SELECT max(updated_at)::text FROM browser_group_items),
      (SELECT count(*)::text FROM browser_group_items),
      (SELECT max(updated_at)::text FROM browser_group_outside_items),
      (SELECT count(*)::text FROM browser_group_outside_items),
      (SELECT max(updated_at)::text FROM items),
      (SELECT count(*)::text FROM items WHERE blocked),
      (SELECT max(updated_at)::text FROM outside_items),
      (SELECT count(*)::text FROM outside_items),
      (SELECT max(id)::text FROM item_owner_changes)
    ) AS fingerprint`.execute(db);
  return rows[0]?.fingerprint ?? '';
}

export interface DigestRecipient {
  email: string;
  nickname: string;
  language: Language;
}

/** Administrators who take the alert digest (everyone without a choice saved). */
export async function loadDigestRecipients(db: Db): Promise<DigestRecipient[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('admin_mail_preferences as p', 'p.user_id', 'users.id')
    .select(['users.email', 'users.nickname', 'p.fleet_alerts', 'p.language'])
    .where('users.is_admin', '=', true)
    .orderBy('users.email')
    .execute();
  return rows
    .filter((row) => row.fleet_alerts !== false)
    .map((row) => ({
      email: row.email,
      nickname: row.nickname,
      language: row.language === 'ko' ? 'ko' : 'en',
    }));
}

/** An administrator's digest choice, or the default (on, English). */
export async function loadAlertMailPreferences(
  db: Db,
  userId: string,
): Promise<FleetAlertMailPreferences> {
  const row = await db
    .selectFrom('admin_mail_preferences')
    .select(['fleet_alerts', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    digest: row?.fleet_alerts ?? true,
    language: row?.language === 'ko' ? 'ko' : 'en',
  };
}

/** Saves an administrator's digest choice. */
export async function saveAlertMailPreferences(
  db: Db,
  userId: string,
  choice: FleetAlertMailPreferences,
): Promise<void> {
  const values = { fleet_alerts: choice.digest, language: choice.language };
  await db
    .insertInto('admin_mail_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
