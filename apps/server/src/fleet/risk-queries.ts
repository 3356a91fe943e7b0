import { addDays } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * What the store knows of its own items for the fleet's risk score (docs/fleet-risk.md): the
 * package browsers get (the live one, or the draft's while the item was never published), when
 * the live version was published, the last move to another developer account and the item's
 * active users.
 */
export interface StoreRiskFacts {
  packageId: number;
  fileKey: string;
  permissions: string[];
  /** Host permissions and the sites of content scripts, which reach those pages too. */
  hostPermissions: string[];
  /** When the live version was published; null for an item never published. */
  publishedAt: string | null;
  ownerChangedAt: string | null;
  /**
   * The users the store lists for the item, or the most active installations the companion
   * reported on one day of the last week when that is more: the number visitors see on its page
   * is never contradicted by the reason that cites it.
   */
  activeUsers: number;
}

/** Days of usage reports the active-user count reads (today's may not be complete). */
const USAGE_DAYS = 7;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The `matches` of every content script of a manifest. */
function contentScriptSites(contentScripts: unknown): string[] {
  if (!Array.isArray(contentScripts)) return [];
  return contentScripts.flatMap((script) => {
    const matches = (script as { matches?: unknown } | null)?.matches;
    return Array.isArray(matches) ? matches.filter((m): m is string => typeof m === 'string') : [];
  });
}

/** The store's facts for each id that is one of its items (others are left out). */
export async function loadStoreRiskFacts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, StoreRiskFacts>> {
  const facts = new Map<string, StoreRiskFacts>();
  if (ids.length === 0) return facts;
  const since = addDays(new Date().toISOString().slice(0, 10), -USAGE_DAYS);
  const [packages, owners, usage] = await Promise.all([
    db
      .selectFrom('items as i')
      .innerJoin('listings as l', (join) =>
        join.on(sql<boolean>`l.id = coalesce(i.published_listing_id, i.draft_listing_id)`),
      )
      .innerJoin('packages as p', 'p.id', 'l.package_id')
      .leftJoin('published_versions as pv', (join) =>
        join.onRef('pv.item_id', '=', 'i.id').onRef('pv.package_id', '=', 'p.id'),
      )
      .select([
        'i.id',
        'i.usercount',
        'p.id as package_id',
        'p.file_key',
        'p.permissions',
        'p.host_permissions',
        sql<unknown>`p.manifest -> 'content_scripts'`.as('content_scripts'),
        sql<Date | null>`case when i.published_listing_id is null then null
          else coalesce(pv.published_at, i.last_approved_at, i.created_at) end`.as('published_at'),
      ])
      .where('i.id', 'in', ids)
      .execute(),
    db
      .selectFrom('item_owner_changes')
      .select(['item_id', (eb) => eb.fn.max('changed_at').as('changed_at')])
      .where('item_id', 'in', ids)
      .groupBy('item_id')
      .execute(),
    db
      .selectFrom('item_usage_daily')
      .select(['item_id', (eb) => eb.fn.max('active_installs').as('active')])
      .where('item_id', 'in', ids)
      .where('day', '>=', since)
      .groupBy('item_id')
      .execute(),
  ]);
  const ownerOf = new Map(owners.map((row) => [row.item_id.trim(), iso(row.changed_at)]));
  const usersOf = new Map(usage.map((row) => [row.item_id.trim(), Number(row.active ?? 0)]));
  for (const row of packages) {
    const id = row.id.trim();
    facts.set(id, {
      packageId: Number(row.package_id),
      fileKey: row.file_key,
      permissions: row.permissions,
      hostPermissions: [
        ...new Set([...row.host_permissions, ...contentScriptSites(row.content_scripts)]),
      ],
      publishedAt: iso(row.published_at),
      ownerChangedAt: ownerOf.get(id) ?? null,
      activeUsers: Math.max(usersOf.get(id) ?? 0, Number(row.usercount ?? 0)),
    });
  }
  return facts;
}
