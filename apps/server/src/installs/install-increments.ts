import type { ReportedInstall } from '@lagoon/contract';

/**
 * What one request adds to the install counts of one version of an item on its day (see the
 * contract's installs.ts for what each count means). Pure: the update service, the package
 * route and the companion's report each describe what they saw, and install-counts.ts writes it.
 */
export interface InstallIncrement {
  itemId: string;
  version: string;
  offered: number;
  downloads: number;
  pageDownloads: number;
  checks: number;
  reported: number;
  /** When the first and the last of these downloads happened; null when there were none. */
  firstDownloadAt: Date | null;
  lastDownloadAt: Date | null;
}

const ZERO = { offered: 0, downloads: 0, pageDownloads: 0, checks: 0, reported: 0 };

function increment(
  itemId: string,
  version: string,
  counts: Partial<Omit<InstallIncrement, 'itemId' | 'version'>>,
): InstallIncrement {
  return { itemId, version, ...ZERO, firstDownloadAt: null, lastDownloadAt: null, ...counts };
}

/** The version a browser names for an item it does not have yet. */
const NOT_INSTALLED = '0.0.0.0';

/** One extension's part of an update check and the store's answer to it, as they bear on installs. */
export interface CheckedVersion {
  id: string;
  /** The version the browser runs; 0.0.0.0 when it has none yet. */
  version: string;
  /** The version the answer offered, null when it offered none. */
  offered: string | null;
}

/**
 * What an update-check request adds: for each extension, one offer of the version the store
 * answered with, and one check from a browser running the version it named (Chromium's own
 * word that this version is installed). Ids and versions the store never signed are dropped
 * when written.
 */
export function checkIncrements(checked: readonly CheckedVersion[]): InstallIncrement[] {
  const increments: InstallIncrement[] = [];
  for (const check of checked) {
    if (check.offered) increments.push(increment(check.id, check.offered, { offered: 1 }));
    if (check.version !== NOT_INSTALLED) {
      increments.push(increment(check.id, check.version, { checks: 1 }));
    }
  }
  return mergeIncrements(increments);
}

/** One download of a version's package; `fromStorePage` when a store page started it. */
export function downloadIncrement(
  itemId: string,
  version: string,
  fromStorePage: boolean,
  at: Date,
): InstallIncrement {
  return increment(itemId, version, {
    downloads: 1,
    pageDownloads: fromStorePage ? 1 : 0,
    firstDownloadAt: at,
    lastDownloadAt: at,
  });
}

/** A companion's report: one browser with each named version installed (repeats count once). */
export function reportIncrements(installed: readonly ReportedInstall[]): InstallIncrement[] {
  const seen = new Set(installed.map((entry) => `${entry.id}@${entry.version}`));
  return mergeIncrements(
    [...seen].map((key) => {
      const [id = '', version = ''] = key.split('@');
      return increment(id, version, { reported: 1 });
    }),
  );
}

/** The first or the last of two moments, either possibly missing. */
function moment(a: Date | null, b: Date | null, which: 'first' | 'last'): Date | null {
  if (!a || !b) return a ?? b;
  return a < b === (which === 'first') ? a : b;
}

/**
 * Adds up increments of the same item and version, sorted by item and version, so that one
 * statement writes each row once and concurrent writers lock rows in one order.
 */
export function mergeIncrements(increments: readonly InstallIncrement[]): InstallIncrement[] {
  const merged = new Map<string, InstallIncrement>();
  for (const entry of increments) {
    const key = `${entry.itemId}@${entry.version}`;
    const sum = merged.get(key);
    if (!sum) {
      merged.set(key, { ...entry });
      continue;
    }
    sum.offered += entry.offered;
    sum.downloads += entry.downloads;
    sum.pageDownloads += entry.pageDownloads;
    sum.checks += entry.checks;
    sum.reported += entry.reported;
    sum.firstDownloadAt = moment(sum.firstDownloadAt, entry.firstDownloadAt, 'first');
    sum.lastDownloadAt = moment(sum.lastDownloadAt, entry.lastDownloadAt, 'last');
  }
  return [...merged.values()].sort((a, b) =>
    a.itemId !== b.itemId ? (a.itemId < b.itemId ? -1 : 1) : a.version < b.version ? -1 : 1,
  );
}
