import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type InstallIncrement, mergeIncrements } from './install-increments.js';

/** A row the install counts' statement wrote. */
interface WrittenRow {
  item_id: string;
  version: string;
}

/**
 * Adds install counts to their versions' rows of `day` (UTC, YYYY-MM-DD) in one statement: a
 * row per item, version and day, incremented in place, so servers sharing the database add to
 * the same numbers and nothing is read first. Only versions the store signed for an item are
 * written (the join with `signed_packages` and `items`): an id or version a browser made up
 * leaves nothing. The first and last download moments keep the earliest and the latest seen.
 * Resolves with the item and version of each row written (the others were left out).
 */
export async function addInstallCounts(
  db: Db,
  day: string,
  increments: readonly InstallIncrement[],
): Promise<{ itemId: string; version: string }[]> {
  const merged = mergeIncrements(increments);
  if (merged.length === 0) return [];
  const rows = JSON.stringify(
    merged.map((entry) => ({
      item_id: entry.itemId,
      version: entry.version,
      offered: entry.offered,
      downloads: entry.downloads,
      page_downloads: entry.pageDownloads,
      checks: entry.checks,
      reported: entry.reported,
      first_download_at: entry.firstDownloadAt?.toISOString() ?? null,
      last_download_at: entry.lastDownloadAt?.toISOString() ?? null,
    })),
  );
  const written = await sql<WrittenRow>`insert into package_install_daily
      (item_id, version, day, offered, downloads, page_downloads, checks, reported,
      first_download_at, last_download_at)
    select v.item_id, v.version, ${day}::date, v.offered, v.downloads, v.page_downloads,
      v.checks, v.reported, v.first_download_at, v.last_download_at
    from jsonb_to_recordset(${rows}::jsonb) as v(item_id char(32), version text,
      offered integer, downloads integer, page_downloads integer, checks integer,
      reported integer, first_download_at timestamptz, last_download_at timestamptz)
    join items i on i.id = v.item_id
    join signed_packages s on s.app_id = v.item_id and s.version = v.version
    order by v.item_id, v.version
    on conflict (item_id, version, day) do update set
      offered = package_install_daily.offered + excluded.offered,
      downloads = package_install_daily.downloads + excluded.downloads,
      page_downloads = package_install_daily.page_downloads + excluded.page_downloads,
      checks = package_install_daily.checks + excluded.checks,
      reported = package_install_daily.reported + excluded.reported,
      first_download_at = least(package_install_daily.first_download_at,
        excluded.first_download_at),
      last_download_at = greatest(package_install_daily.last_download_at,
        excluded.last_download_at)
    returning item_id, version`.execute(db);
  return written.rows.map((row) => ({ itemId: row.item_id, version: row.version }));
}
