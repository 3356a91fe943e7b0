import {
  addDays,
  type FlaggedInstall,
  INSTALL_REPORT_DAYS,
  type InstallPolicy,
  type InstallPolicyRefusal,
  type InstallProblems,
  type ItemInstalls,
  installStateOf,
  isInstallFlagged,
  type Language,
  type VersionInstalls,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import { defaultInstallPolicySql } from '../db/default-install-policy.js';
import { installRefusalSql } from '../db/install-refusal.js';
import { AppError } from '../http/errors.js';
import { compareVersions } from '../publishing/package/versions.js';
import {
  blockedPermissionsOf,
  type GroupPermissionBlock,
  installProblems,
} from './install-problems.js';

/** The report's days at `now`: INSTALL_REPORT_DAYS calendar days (UTC) ending today. */
export function reportDays(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  return { from: addDays(to, 1 - INSTALL_REPORT_DAYS), to };
}

/** One version's counts summed over the report's days. */
interface VersionRow {
  item_id: string;
  version: string;
  offered: number;
  downloads: number;
  page_downloads: number;
  checks: number;
  reported: number;
  first_download_at: Date | null;
  last_download_at: Date | null;
}

/** What explains failed installs, per item: its state now and its current version. */
interface ItemFacts {
  id: string;
  blocked: boolean;
  install_policy: InstallPolicy;
  install_refusal: InstallPolicyRefusal | null;
  current_version: string | null;
}

const total = <C extends string>(column: C) =>
  sql<number>`coalesce(sum(${sql.ref(column)}), 0)::integer`.as(column);

/** The counts of the report's days per item and version, for the given items. */
function loadVersionRows(db: Db, itemIds: readonly string[], from: string): Promise<VersionRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('package_install_daily')
    .select([
      'item_id',
      'version',
      total('offered'),
      total('downloads'),
      total('page_downloads'),
      total('checks'),
      total('reported'),
      (eb) => eb.fn.min('first_download_at').as('first_download_at'),
      (eb) => eb.fn.max('last_download_at').as('last_download_at'),
    ])
    .where('item_id', 'in', itemIds)
    .where('day', '>=', from)
    .groupBy(['item_id', 'version'])
    .execute();
}

function loadItemFacts(db: Db, itemIds: readonly string[]): Promise<ItemFacts[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('items')
    .leftJoin('listings', 'listings.id', 'items.published_listing_id')
    .leftJoin('packages', 'packages.id', 'listings.package_id')
    .select([
      'items.id',
      'items.blocked',
      defaultInstallPolicySql('items').as('install_policy'),
      installRefusalSql('items').as('install_refusal'),
      'packages.version as current_version',
    ])
    .where('items.id', 'in', itemIds)
    .execute();
}

/** What a signed version's package says that bears on installs. */
interface PackageFacts {
  manifestVersion: number;
  permissions: string[];
}

/** The package facts of each signed version of the items, by `item@version`. */
async function loadPackageFacts(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, PackageFacts>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('signed_packages')
    .innerJoin('packages', 'packages.id', 'signed_packages.package_id')
    .select([
      'signed_packages.app_id',
      'signed_packages.version',
      'packages.manifest_version',
      'packages.permissions',
    ])
    .where('signed_packages.app_id', 'in', itemIds)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.app_id}@${row.version}`,
      { manifestVersion: row.manifest_version, permissions: row.permissions },
    ]),
  );
}

/**
 * Each item's blocked permissions per browser group, as the groups' policy files write them:
 * the item's own entry's list when it sets one, else the group's. Entries that block or remove
 * the item carry no limits (the item is not installed there at all).
 */
async function loadPermissionBlocks(
  db: Db,
  itemIds: readonly string[],
): Promise<(itemId: string) => GroupPermissionBlock[]> {
  if (itemIds.length === 0) return () => [];
  const [groups, entries] = await Promise.all([
    db.selectFrom('browser_groups').select(['id', 'name', 'blocked_permissions']).execute(),
    db
      .selectFrom('browser_group_items')
      .select(['group_id', 'item_id', 'mode', 'blocked_permissions'])
      .where('item_id', 'in', itemIds)
      .execute(),
  ]);
  const entryOf = new Map(entries.map((entry) => [`${entry.group_id}@${entry.item_id}`, entry]));
  return (itemId) =>
    groups.flatMap((group) => {
      const entry = entryOf.get(`${group.id}@${itemId}`);
      if (entry && (entry.mode === 'blocked' || entry.mode === 'removed')) return [];
      const own = entry?.blocked_permissions ?? [];
      return [{ group: group.name, blocked: own.length > 0 ? own : group.blocked_permissions }];
    });
}

/** Every version of one item to show: those counted in the report's days, and the current one. */
function presentVersions(
  item: ItemFacts,
  rows: readonly VersionRow[],
  packages: ReadonlyMap<string, PackageFacts>,
  blocks: readonly GroupPermissionBlock[],
  now: Date,
): VersionInstalls[] {
  const byVersion = new Map(rows.map((row) => [row.version, row]));
  if (item.current_version && !byVersion.has(item.current_version)) {
    byVersion.set(item.current_version, {
      item_id: item.id,
      version: item.current_version,
      offered: 0,
      downloads: 0,
      page_downloads: 0,
      checks: 0,
      reported: 0,
      first_download_at: null,
      last_download_at: null,
    });
  }
  return [...byVersion.values()]
    .sort((a, b) => compareVersions(b.version, a.version))
    .map((row) => {
      const counts = {
        offered: row.offered,
        downloads: row.downloads,
        pageDownloads: row.page_downloads,
        checks: row.checks,
        reported: row.reported,
        firstDownloadAt: row.first_download_at?.toISOString() ?? null,
        lastDownloadAt: row.last_download_at?.toISOString() ?? null,
      };
      const state = installStateOf(counts, now);
      const found = packages.get(`${item.id}@${row.version}`);
      const problems = installProblems(
        {
          blocked: item.blocked,
          refusal: item.install_refusal,
          manifestVersion: found?.manifestVersion ?? null,
          blockedPermissions: blockedPermissionsOf(found?.permissions ?? [], blocks),
          downloads: counts.downloads,
          pageDownloads: counts.pageDownloads,
        },
        state,
      );
      return {
        version: row.version,
        current: row.version === item.current_version,
        ...counts,
        state,
        problems,
      };
    });
}

/**
 * What the store saw of one item's installs over the report's days, per version (newest
 * first), with the likely reasons where a downloaded version was never reported installed.
 * An id no item has is EXTENSION_NOT_FOUND.
 */
export async function loadItemInstalls(
  db: Db,
  itemId: string,
  now: Date = new Date(),
): Promise<ItemInstalls> {
  const { from, to } = reportDays(now);
  const [item] = await loadItemFacts(db, [itemId]);
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  const [rows, packages, blocksOf, active] = await Promise.all([
    loadVersionRows(db, [itemId], from),
    loadPackageFacts(db, [itemId]),
    loadPermissionBlocks(db, [itemId]),
    db
      .selectFrom('item_usage_daily')
      .select(total('active_installs'))
      .where('item_id', '=', itemId)
      .where('day', '>=', from)
      .executeTakeFirst(),
  ]);
  return {
    extensionId: itemId,
    from,
    to,
    at: now.toISOString(),
    activeReports: Number(active?.active_installs ?? 0),
    versions: presentVersions(item, rows, packages, blocksOf(itemId), now),
  };
}

/**
 * The items whose newest version downloaded in the report's days was never reported installed
 * (isInstallFlagged), named in the interface language, most downloaded first; each with its
 * flagged versions and their likely reasons.
 */
export async function loadInstallProblems(
  db: Db,
  language: Language,
  now: Date = new Date(),
): Promise<InstallProblems> {
  const { from, to } = reportDays(now);
  const downloaded = await db
    .selectFrom('package_install_daily')
    .select('item_id')
    .where('day', '>=', from)
    .groupBy('item_id')
    .having((eb) => eb.fn.sum('downloads'), '>', 0)
    .execute();
  const ids = downloaded.map((row) => row.item_id);
  const [rows, facts, packages, blocksOf] = await Promise.all([
    loadVersionRows(db, ids, from),
    loadItemFacts(db, ids),
    loadPackageFacts(db, ids),
    loadPermissionBlocks(db, ids),
  ]);
  const rowsOf = new Map<string, VersionRow[]>();
  for (const row of rows) rowsOf.set(row.item_id, [...(rowsOf.get(row.item_id) ?? []), row]);
  const flagged: { item: ItemFacts; versions: VersionInstalls[] }[] = [];
  for (const item of facts) {
    const versions = presentVersions(
      item,
      rowsOf.get(item.id) ?? [],
      packages,
      blocksOf(item.id),
      now,
    );
    if (isInstallFlagged(versions)) {
      flagged.push({ item, versions: versions.filter((v) => v.state === 'notReported') });
    }
  }
  const shown = new Map(
    (
      await loadCurationItems(
        db,
        { ids: flagged.map((entry) => entry.item.id), limit: flagged.length },
        language,
      )
    ).map((item) => [item.extensionId, item]),
  );
  const downloadsOf = (entry: (typeof flagged)[number]) =>
    entry.versions.reduce((sum, version) => sum + version.downloads, 0);
  const items: FlaggedInstall[] = flagged
    .sort((a, b) => downloadsOf(b) - downloadsOf(a) || (a.item.id < b.item.id ? -1 : 1))
    .map(({ item, versions }) => ({
      extensionId: item.id,
      name: shown.get(item.id)?.name ?? item.id,
      icon: shown.get(item.id)?.icon ?? null,
      productType: shown.get(item.id)?.productType ?? 'extension',
      installPolicy: item.install_policy,
      blocked: item.blocked,
      versions,
    }));
  return { from, to, at: now.toISOString(), items };
}
