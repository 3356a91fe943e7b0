import {
  FLEET_PAGE_SIZE,
  FLEET_RISK_FILTER_MAX,
  FLEET_RISK_SCORED_BATCH,
  type FleetExtension,
  type FleetInstallType,
  type FleetQuery,
  type FleetSource,
  RISK_NEW_VERSION_DAYS,
} from '@lagoon/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { extensionRisk, loadStoreRisk, type RiskContext } from './risk-score.js';

/** The filters of the list, without paging and format. */
export type FleetFilter = Pick<
  FleetQuery,
  'group' | 'permission' | 'source' | 'risk' | 'q' | 'sort'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Versions first reported within this of the extension itself came with it, not as updates. */
const FIRST_SIGHT_MS = 60 * 60 * 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The rows of browsers heard from since `cutoff`, with their group. */
function liveRows(cutoff: Date): RawBuilder<unknown> {
  return sql`(SELECT fe.*, b.group_id
      FROM fleet_extensions fe JOIN fleet_browsers b ON b.id = fe.browser_id
      WHERE b.last_seen_at >= ${cutoff})`;
}

/** A browser row matching every filter (the extension is listed when one of its rows does). */
function rowFilter(filter: FleetFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.group) parts.push(sql`l.group_id = ${filter.group}`);
  if (filter.source) parts.push(sql`l.source = ${filter.source}`);
  if (filter.permission) {
    const wanted = JSON.stringify([filter.permission]);
    parts.push(sql`(l.permissions @> ${wanted}::jsonb OR l.host_permissions @> ${wanted}::jsonb)`);
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    parts.push(sql`(l.extension_id = ${filter.q} OR lower(l.name) LIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

const ORDER: Record<FleetFilter['sort'], RawBuilder<unknown>> = {
  browsers: sql`browsers DESC, extension_id`,
  name: sql`lower(name), extension_id`,
  lastSeen: sql`last_seen DESC, extension_id`,
};

interface SummaryRow {
  extension_id: string;
  name: string;
  browsers: number;
  enabled_browsers: number;
  first_seen: Date;
  last_seen: Date;
  total: number;
}

/** The summary rows from `offset`, at most `limit` of them (every one from there when null). */
async function summaries(
  db: Db,
  cutoff: Date,
  filter: FleetFilter,
  limit: number | null,
  offset = 0,
): Promise<SummaryRow[]> {
  const paging = limit === null ? sql`OFFSET ${offset}` : sql`LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await sql<SummaryRow>`
    SELECT * FROM (
      SELECT l.extension_id,
        mode() WITHIN GROUP (ORDER BY l.name) AS name,
        count(*)::int AS browsers,
        (count(*) FILTER (WHERE l.enabled))::int AS enabled_browsers,
        min(l.first_seen_at) AS first_seen,
        max(l.last_seen_at) AS last_seen,
        (count(*) OVER ())::int AS total
      FROM ${liveRows(cutoff)} l
      WHERE l.extension_id IN (SELECT l.extension_id FROM ${liveRows(cutoff)} l WHERE ${rowFilter(filter)})
      GROUP BY l.extension_id
    ) s
    ORDER BY ${ORDER[filter.sort]}
    ${paging}`.execute(db);
  return rows;
}

function grouped<T extends { extension_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const byId = new Map<string, T[]>();
  for (const row of rows) {
    const list = byId.get(row.extension_id) ?? [];
    list.push(row);
    byId.set(row.extension_id, list);
  }
  return byId;
}

const inIds = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`));

/** What the rows of each extension say beyond the counts: versions, groups, permissions. */
async function breakdowns(db: Db, cutoff: Date, ids: readonly string[]) {
  const live = liveRows(cutoff);
  const [versions, groups, permissions, kinds, store, outside] = await Promise.all([
    // A version's age: when a browser first reported it (fleet_extension_versions, kept
    // beyond the retention); without that record, when the browsers on it first reported the
    // extension, which is no later.
    sql<{ extension_id: string; version: string; browsers: number; since: Date }>`
      SELECT v.extension_id, v.version, v.browsers,
        coalesce(fev.first_seen_at, v.first_seen) AS since
      FROM (SELECT l.extension_id, l.version, count(*)::int AS browsers,
          min(l.first_seen_at) AS first_seen
        FROM ${live} l WHERE l.extension_id IN (${inIds(ids)}) GROUP BY 1, 2) v
      LEFT JOIN fleet_extension_versions fev
        ON fev.extension_id = v.extension_id AND fev.version = v.version
      ORDER BY 3 DESC, 2`.execute(db),
    sql<{ extension_id: string; group_id: string; name: string; browsers: number }>`
      SELECT l.extension_id, l.group_id, g.name, count(*)::int AS browsers FROM ${live} l
      JOIN browser_groups g ON g.id = l.group_id
      WHERE l.extension_id IN (${inIds(ids)}) GROUP BY 1, 2, 3 ORDER BY 4 DESC, 3`.execute(db),
    sql<{ extension_id: string; kind: 'api' | 'host'; value: string }>`
      SELECT DISTINCT l.extension_id, 'api' AS kind, p.value FROM ${live} l
        CROSS JOIN LATERAL jsonb_array_elements_text(l.permissions) AS p(value)
        WHERE l.extension_id IN (${inIds(ids)})
      UNION
      SELECT DISTINCT l.extension_id, 'host' AS kind, p.value FROM ${live} l
        CROSS JOIN LATERAL jsonb_array_elements_text(l.host_permissions) AS p(value)
        WHERE l.extension_id IN (${inIds(ids)})
      ORDER BY 1, 2, 3`.execute(db),
    sql<{ extension_id: string; install_type: string; source: string; update_url: string | null }>`
      SELECT DISTINCT l.extension_id, l.install_type, l.source, l.update_url FROM ${live} l
      WHERE l.extension_id IN (${inIds(ids)}) ORDER BY 1, 2, 3, 4`.execute(db),
    db.selectFrom('items').select('id').where('id', 'in', ids).execute(),
    db.selectFrom('outside_items').select('id').where('id', 'in', ids).execute(),
  ]);
  return {
    versions: grouped(versions.rows),
    groups: grouped(groups.rows),
    permissions: grouped(permissions.rows),
    kinds: grouped(kinds.rows),
    store: new Set(store.map((row) => row.id)),
    outside: new Set(outside.map((row) => row.id)),
  };
}

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The extensions of the given summary rows, in their order, FLEET_RISK_SCORED_BATCH at a time. */
async function presentSummaries(
  context: RiskContext,
  cutoff: Date,
  rows: readonly SummaryRow[],
): Promise<FleetExtension[]> {
  const presented: FleetExtension[] = [];
  for (let start = 0; start < rows.length; start += FLEET_RISK_SCORED_BATCH) {
    presented.push(
      ...(await presentBatch(context, cutoff, rows.slice(start, start + FLEET_RISK_SCORED_BATCH))),
    );
  }
  return presented;
}

async function presentBatch(
  context: RiskContext,
  cutoff: Date,
  rows: readonly SummaryRow[],
): Promise<FleetExtension[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.extension_id);
  const [more, store] = await Promise.all([
    breakdowns(context.db, cutoff, ids),
    loadStoreRisk(context, ids),
  ]);
  return rows.map((row): FleetExtension => {
    const id = row.extension_id;
    const permissions = more.permissions.get(id) ?? [];
    const kinds = more.kinds.get(id) ?? [];
    const apiPermissions = permissions.filter((p) => p.kind === 'api').map((p) => p.value);
    const hostPermissions = permissions.filter((p) => p.kind === 'host').map((p) => p.value);
    const sources = distinct(kinds.map((k) => k.source as FleetSource)).sort();
    const versions = more.versions.get(id) ?? [];
    const newest = Math.max(...versions.map((v) => new Date(v.since).getTime()));
    // The fleet's first report of an extension dates when reports began, not its version: a
    // version counts as new only when it reached browsers that already had the extension.
    const update = newest - new Date(row.first_seen).getTime() >= FIRST_SIGHT_MS;
    const settled = context.now.getTime() - newest >= RISK_NEW_VERSION_DAYS * DAY_MS;
    return {
      extensionId: id,
      name: row.name,
      browsers: row.browsers,
      enabledBrowsers: row.enabled_browsers,
      versions: versions.map(({ version, browsers }) => ({
        version,
        browsers,
      })),
      groups: (more.groups.get(id) ?? []).map(({ group_id, name, browsers }) => ({
        groupId: group_id,
        name,
        browsers,
      })),
      permissions: apiPermissions,
      hostPermissions,
      installTypes: distinct(kinds.map((k) => k.install_type as FleetInstallType)).sort(),
      sources,
      updateUrls: distinct(kinds.flatMap((k) => (k.update_url ? [k.update_url] : []))).sort(),
      storeItem: more.store.has(id),
      outsideItem: more.outside.has(id),
      firstSeenAt: new Date(row.first_seen).toISOString(),
      lastSeenAt: new Date(row.last_seen).toISOString(),
      risk: extensionRisk(
        {
          permissions: apiPermissions,
          hostPermissions,
          sources,
          browsers: row.browsers,
          versionSince:
            Number.isFinite(newest) && (update || settled) ? new Date(newest).toISOString() : null,
        },
        store.get(id),
        context.now,
      ),
    };
  });
}

/** Browsers heard from since `cutoff`. */
export async function countLiveBrowsers(db: Db, cutoff: Date): Promise<number> {
  const row = await db
    .selectFrom('fleet_browsers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('last_seen_at', '>=', cutoff)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The extensions of one risk level, in the list's order: every extension the other filters
 * keep is scored, FLEET_RISK_SCORED_BATCH at a time, and only the page asked for is kept, so
 * the page is full and the total counts every match. Past FLEET_RISK_FILTER_MAX extensions:
 * FLEET_RISK_FILTER_TOO_BROAD, before any is scored.
 */
async function extensionsAtRisk(
  context: RiskContext,
  cutoff: Date,
  filter: FleetFilter & { risk: NonNullable<FleetFilter['risk']> },
  page: number | null,
): Promise<{ extensions: FleetExtension[]; total: number }> {
  const rows = await summaries(context.db, cutoff, filter, FLEET_RISK_FILTER_MAX + 1);
  if (rows.length > FLEET_RISK_FILTER_MAX) throw new AppError('FLEET_RISK_FILTER_TOO_BROAD');
  const first = page === null ? 0 : (page - 1) * FLEET_PAGE_SIZE;
  const last = page === null ? Number.POSITIVE_INFINITY : first + FLEET_PAGE_SIZE;
  const kept: FleetExtension[] = [];
  let total = 0;
  for (let start = 0; start < rows.length; start += FLEET_RISK_SCORED_BATCH) {
    const batch = rows.slice(start, start + FLEET_RISK_SCORED_BATCH);
    for (const extension of await presentBatch(context, cutoff, batch)) {
      if (extension.risk.level !== filter.risk) continue;
      if (total >= first && total < last) kept.push(extension);
      total++;
    }
  }
  return { extensions: kept, total };
}

/** One page of the fleet list, or every row of it (page null), with the total. */
export async function loadFleetExtensions(
  context: RiskContext,
  cutoff: Date,
  filter: FleetFilter,
  page: number | null,
): Promise<{ extensions: FleetExtension[]; total: number }> {
  if (filter.risk) return extensionsAtRisk(context, cutoff, { ...filter, risk: filter.risk }, page);
  const rows =
    page === null
      ? await summaries(context.db, cutoff, filter, null)
      : await summaries(context.db, cutoff, filter, FLEET_PAGE_SIZE, (page - 1) * FLEET_PAGE_SIZE);
  return {
    extensions: await presentSummaries(context, cutoff, rows),
    total: rows[0]?.total ?? 0,
  };
}

/** One extension as the fleet sees it; null when no browser in the inventory has it. */
export async function loadFleetExtension(
  context: RiskContext,
  cutoff: Date,
  extensionId: string,
): Promise<FleetExtension | null> {
  const { extensions } = await loadFleetExtensions(
    context,
    cutoff,
    { q: extensionId, sort: 'browsers' },
    1,
  );
  return extensions.find((extension) => extension.extensionId === extensionId) ?? null;
}
