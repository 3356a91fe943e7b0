import { USAGE_REPORT_MAX_IDS, USAGE_REPORT_PATH } from '@lagoon/contract';
import { z } from 'zod';
import type { Browser, ExtensionRecord } from './browser.js';
import type { ManagedSettings, ManagedSettingsSource } from './managed-settings.js';
import type { StoreConfigSource } from './store-config.js';

/**
 * The daily usage report: once a UTC day the companion tells the store which of its items are
 * installed and turned on in this browser (and that the companion itself is), and the store
 * adds one active installation to each for the day. Chromium sends no roll-call with its
 * update checks to a store other than Google's, so this report is how the store counts
 * installations in use at all. With it go the store's items installed here, turned on or not,
 * each with its version (`installed`): Chromium tells the store nothing of an install's
 * outcome, so this is how administrators learn that a version they had browsers download
 * actually installed. When the browser's managed settings name its group and the version of the
 * group's policy file, the day's first report names both (`groupId`, `policyVersion`), so
 * administrators see how many browsers still run an older copy of the file. It carries ids,
 * versions and the group and nothing else: no cookie, no identifier of the browser; the store
 * counts, it does not remember who sent what.
 *
 * What was reported today is kept in `storage.local`, so a restarted browser or service worker
 * does not send the same ids again; an item installed, updated or turned on later in the day
 * is sent on its own, once. A report that fails (the store unreachable, too many reports from
 * this network) is sent again at the next check.
 */

export const USAGE_REPORT_STORAGE_KEY = 'usageReport';

/**
 * What was reported on a day (UTC, YYYY-MM-DD): the ids the store has counted for it, the
 * installed versions as `id@version` (absent in what companions before them kept), and whether
 * the browser's group and policy version went with a report, which they do once a day.
 */
const ReportedDay = z.object({
  day: z.string(),
  ids: z.array(z.string()),
  installed: z.array(z.string()).default([]),
  groupReported: z.boolean().default(false),
});
type ReportedDay = z.infer<typeof ReportedDay>;

/** The calendar day (UTC) the companion counts a report under. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether an extension is one of the store's items: its updates come from the store's update
 * service, which the store writes into the manifest of every package it signs (and of the
 * companion itself). A browser group's own copy of a package names the same service with the
 * group added (`…/service/update2/crx?group=<groupId>`), and counts as the store's too.
 */
export function isStoreItem(extension: ExtensionRecord, storeUpdateUrl: string): boolean {
  if (!extension.updateUrl) return false;
  if (extension.updateUrl === storeUpdateUrl) return true;
  let url: URL;
  let store: URL;
  try {
    url = new URL(extension.updateUrl);
    store = new URL(storeUpdateUrl);
  } catch {
    return false;
  }
  const keys = [...url.searchParams.keys()];
  return (
    url.origin === store.origin &&
    url.pathname === store.pathname &&
    store.search === '' &&
    keys.length === 1 &&
    keys[0] === 'group' &&
    url.hash === ''
  );
}

/** The store's items installed and turned on here, the companion always among them, sorted. */
export function activeStoreItems(
  extensions: readonly ExtensionRecord[],
  selfId: string,
  storeUpdateUrl: string,
): string[] {
  const ids = new Set([selfId]);
  for (const extension of extensions) {
    if (extension.enabled && isStoreItem(extension, storeUpdateUrl)) ids.add(extension.id);
  }
  return [...ids].sort();
}

/** One installed version in the report: an item of the store and the version this browser has. */
export interface InstalledVersion {
  id: string;
  version: string;
}

/**
 * The store's items installed here, turned on or not, with their versions, sorted by id. The
 * companion itself is left out: it is not one of the store's items.
 */
export function installedStoreItems(
  extensions: readonly ExtensionRecord[],
  selfId: string,
  storeUpdateUrl: string,
): InstalledVersion[] {
  return extensions
    .filter((extension) => extension.id !== selfId && isStoreItem(extension, storeUpdateUrl))
    .map((extension) => ({ id: extension.id, version: extension.version }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const versionKey = (entry: InstalledVersion) => `${entry.id}@${entry.version}`;

export type UsageReportOutcome =
  /** Sent: the ids the store counted, and the installed versions as `id@version`. */
  | { sent: string[]; installed: string[] }
  /** Nothing to send: everything was reported today already, or the report is not made here. */
  | { skipped: 'reported' | 'incognito' | 'no-store' }
  /** The store did not take the report; it is sent again at the next check. */
  | { error: string };

export interface UsageReporter {
  /**
   * Sends what today's report still lacks. Checks run one at a time; asked while one runs,
   * one more follows it (with whatever was installed meanwhile), however often it was asked.
   */
  report(): Promise<UsageReportOutcome>;
}

async function reportedToday(browser: Browser, today: string): Promise<ReportedDay> {
  const kept = ReportedDay.safeParse(await browser.storage.get(USAGE_REPORT_STORAGE_KEY));
  return kept.success && kept.data.day === today
    ? kept.data
    : { day: today, ids: [], installed: [], groupReported: false };
}

/** The group and policy file version a report names, when the managed settings have both. */
export function reportedPolicy(
  settings: ManagedSettings,
): { groupId: string; policyVersion: string } | null {
  return settings.groupId && settings.policyVersion
    ? { groupId: settings.groupId, policyVersion: settings.policyVersion }
    : null;
}

export function createUsageReporter(
  browser: Browser,
  config: StoreConfigSource,
  managed: ManagedSettingsSource,
  now: () => Date = () => new Date(),
): UsageReporter {
  const check = async (): Promise<UsageReportOutcome> => {
    // Incognito browsing leaves no trace with the store (with the companion's "spanning"
    // incognito mode the worker never runs there, but a build that split it would).
    if (browser.incognito) return { skipped: 'incognito' };
    const { storeUrl } = await config.get();
    if (!storeUrl || !browser.selfUpdateUrl) return { skipped: 'no-store' };
    const today = utcDay(now());
    const reported = await reportedToday(browser, today);
    const reportedIds = new Set(reported.ids);
    const reportedVersions = new Set(reported.installed);
    const extensions = await browser.management.getAll();
    const ids = activeStoreItems(extensions, browser.selfId, browser.selfUpdateUrl)
      .filter((id) => !reportedIds.has(id))
      // More than one report holds are sent at the next checks.
      .slice(0, USAGE_REPORT_MAX_IDS);
    const installed = installedStoreItems(extensions, browser.selfId, browser.selfUpdateUrl)
      .filter((entry) => !reportedVersions.has(versionKey(entry)))
      .slice(0, USAGE_REPORT_MAX_IDS);
    if (ids.length === 0 && installed.length === 0) return { skipped: 'reported' };
    // Once a day, so each browser counts once towards its group's file versions.
    const policy = reported.groupReported ? null : reportedPolicy(await managed.get());
    try {
      await browser.postJson(`${storeUrl}${USAGE_REPORT_PATH}`, {
        ids,
        ...(installed.length > 0 ? { installed } : {}),
        ...policy,
      });
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
    const sentVersions = installed.map(versionKey);
    const kept: ReportedDay = {
      day: today,
      ids: [...reported.ids, ...ids],
      installed: [...reported.installed, ...sentVersions],
      groupReported: reported.groupReported || policy !== null,
    };
    await browser.storage.set(USAGE_REPORT_STORAGE_KEY, kept);
    return { sent: ids, installed: sentVersions };
  };

  // The check that follows the current one, once asked for and not started yet.
  let waiting: Promise<UsageReportOutcome> | undefined;
  let last: Promise<unknown> = Promise.resolve();
  return {
    report() {
      if (waiting) return waiting;
      const next = last.then(() => {
        waiting = undefined;
        return check();
      });
      waiting = next;
      last = next.catch(() => undefined);
      return next;
    },
  };
}
