import { z } from 'zod';
import { InstallPolicy, InstallPolicyRefusal } from './distribution.js';
import { ExtensionId } from './entities.js';

/**
 * What the store knows of installs in browsers, per item and version, for administrators:
 *
 * - GET /admin/api/items/{id}/installs: every version of one item seen in the last
 *   INSTALL_REPORT_DAYS days (the item's case shows it);
 * - GET /admin/api/browsers/installs: the items with a version that was downloaded but never
 *   reported installed (the Browsers page flags them).
 *
 * Chromium tells a store other than Google's nothing about an install's outcome: its update
 * checks to such a store carry no install events, and a failed install sends nothing. So the
 * store counts what it sees, each per version and calendar day (UTC), keeping no address and no
 * installation identifier:
 *
 * - `offered`: update checks the store answered with this version's package;
 * - `downloads`: downloads of the version's signed package, of which `pageDownloads` were
 *   started from a store page (the request names a store page as its referrer; Chromium's own
 *   updater sends none);
 * - `checks`: update checks from browsers that run this version: Chromium names the installed
 *   version in every check, so these are Chromium's own word that the install worked;
 * - `reported`: browsers whose companion reported the version installed that day (enabled or
 *   not), each counted once a day.
 *
 * A version downloaded but neither checked for nor reported installed is `notReported` once
 * INSTALL_REPORT_GRACE_HOURS passed since its first download (a running Chromium checks about
 * every five hours; the companion reports at once), and `pending` before that.
 */

/** The days the install report covers, today included. */
export const INSTALL_REPORT_DAYS = 30;
/**
 * How long a downloaded version may go without an install report before it is flagged: longer
 * than Chromium's five hours between update checks, so a browser without the companion has
 * checked once with its new version.
 */
export const INSTALL_REPORT_GRACE_HOURS = 6;

/** The counts of one version over the report's days. */
export const InstallCounts = z.object({
  offered: z.number().int(),
  downloads: z.number().int(),
  pageDownloads: z.number().int(),
  checks: z.number().int(),
  reported: z.number().int(),
  /** The first download in the report's days (ISO 8601); null: none. */
  firstDownloadAt: z.string().nullable(),
  /** The last download in the report's days (ISO 8601); null: none. */
  lastDownloadAt: z.string().nullable(),
});
export type InstallCounts = z.infer<typeof InstallCounts>;

/**
 * What the counts say of a version: browsers report it `installed`; it was downloaded and the
 * grace time passed without a report (`notReported`, flagged); downloaded and still within it
 * (`pending`); or not downloaded in the report's days (`notDownloaded`).
 */
export const INSTALL_STATES = ['installed', 'notReported', 'pending', 'notDownloaded'] as const;
export const InstallState = z.enum(INSTALL_STATES);
export type InstallState = z.infer<typeof InstallState>;

/** The install state of a version's counts at `now`. */
export function installStateOf(
  counts: Pick<InstallCounts, 'downloads' | 'checks' | 'reported' | 'firstDownloadAt'>,
  now: Date,
): InstallState {
  if (counts.checks > 0 || counts.reported > 0) return 'installed';
  if (counts.downloads === 0 || counts.firstDownloadAt === null) return 'notDownloaded';
  const waited = now.getTime() - Date.parse(counts.firstDownloadAt);
  return waited >= INSTALL_REPORT_GRACE_HOURS * 60 * 60 * 1000 ? 'notReported' : 'pending';
}

/**
 * Whether an item's installs are flagged: the newest version it was downloaded at in the
 * report's days is `notReported`. An older version that failed while a newer one installs is
 * history, not a problem to act on. `versions` newest first.
 */
export function isInstallFlagged(
  versions: readonly Pick<VersionInstalls, 'downloads' | 'state'>[],
): boolean {
  return versions.find((version) => version.downloads > 0)?.state === 'notReported';
}

/**
 * Why installs of a version may have failed, when the store can tell:
 * - `blocked`: the item is blocked (the update service answers `restricted`, the policy blocks
 *   or removes it, the companion turns it off);
 * - `manifestV2`: the version's package is Manifest V2, which Chromium 139 and later refuse;
 * - `notInstallable`: browsers are not offered the item now (see the install-policy refusal);
 * - `blockedPermissions`: the package asks for permissions that the policy of a browser group
 *   (named in `groups`) blocks, and Chromium does not install an extension that asks for a
 *   blocked permission;
 * - `storePageOnly`: every download started from a store page, where Chromium asks the person
 *   first: a declined prompt looks the same to the store as a failed install.
 */
export const InstallProblem = z.discriminatedUnion('code', [
  z.object({ code: z.literal('blocked') }),
  z.object({ code: z.literal('manifestV2') }),
  z.object({ code: z.literal('notInstallable'), refusal: InstallPolicyRefusal }),
  z.object({
    code: z.literal('blockedPermissions'),
    permissions: z.array(z.string()),
    groups: z.array(z.string()),
  }),
  z.object({ code: z.literal('storePageOnly') }),
]);
export type InstallProblem = z.infer<typeof InstallProblem>;
export type InstallProblemCode = InstallProblem['code'];

/** One version of an item as the install report shows it. */
export const VersionInstalls = InstallCounts.extend({
  version: z.string(),
  /** The version visitors and browsers get now. */
  current: z.boolean(),
  state: InstallState,
  /** Likely reasons installs failed; only for a version that is not reported installed. */
  problems: z.array(InstallProblem),
});
export type VersionInstalls = z.infer<typeof VersionInstalls>;

/** GET /admin/api/items/{id}/installs */
export const ItemInstalls = z.object({
  extensionId: ExtensionId,
  /** The report's first and last day (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** When the report was made (ISO 8601), which `pending` is measured from. */
  at: z.string(),
  /** Browsers whose companion reported the item installed and turned on, over the report's days. */
  activeReports: z.number().int(),
  /** Newest version first: the current one, then every version with counts in the report. */
  versions: z.array(VersionInstalls),
});
export type ItemInstalls = z.infer<typeof ItemInstalls>;

/** An item with a version downloaded but never reported installed. */
export const FlaggedInstall = z.object({
  extensionId: ExtensionId,
  name: z.string(),
  icon: z.string().nullable(),
  productType: z.string(),
  installPolicy: InstallPolicy,
  blocked: z.boolean(),
  /** The flagged versions, newest first. */
  versions: z.array(VersionInstalls),
});
export type FlaggedInstall = z.infer<typeof FlaggedInstall>;

/** GET /admin/api/browsers/installs */
export const InstallProblems = z.object({
  from: z.string(),
  to: z.string(),
  at: z.string(),
  items: z.array(FlaggedInstall),
});
export type InstallProblems = z.infer<typeof InstallProblems>;

/** One browser's installed item and version, in the companion's report. */
export const ReportedInstall = z.object({
  id: ExtensionId,
  version: z.string().regex(/^\d{1,9}(\.\d{1,9}){0,3}$/, 'version'),
});
export type ReportedInstall = z.infer<typeof ReportedInstall>;
