import { z } from 'zod';
import { ExtensionId } from './entities.js';
import { ProductType } from './enums.js';
import { GroupId, PolicyVersion } from './groups.js';
import { ReportedInstall } from './installs.js';

/**
 * Usage statistics of one of the developer's items, per calendar day (UTC, as the server
 * counts days):
 *
 * - GET /creator/api/extensions/{id}/usage?from=YYYY-MM-DD&to=YYYY-MM-DD
 *
 * Only the item's owner may read them (another developer's item: EXTENSION_NOT_FOUND). Both
 * dates are optional: `to` defaults to the server's today and `from` to USAGE_DEFAULT_DAYS days
 * ending with `to`. A date that is not a calendar day, or `from` after `to`, is
 * USAGE_RANGE_INVALID; more than USAGE_RANGE_MAX_DAYS days is USAGE_RANGE_TOO_LONG.
 *
 * What each number can and cannot know (the store keeps no address and no installation
 * identifier, only these counts per item and day). An update check counts at most once per
 * item, client address and day, an IPv6 address by its /64 network, and an id named several
 * times in one check once: one address cannot inflate the numbers by checking again and
 * again, but browsers behind one address (an office, a school, a carrier's shared address)
 * count as one in the numbers that come from update checks. Update checks reach the numbers
 * within seconds (the server writes them in batches).
 *
 * - `updateChecks`: client addresses whose browsers checked the item for updates that day. A
 *   running Chromium asks when it starts and about every five hours after; each address counts
 *   once, so the number follows the networks the item runs in, not how many browsers it has.
 * - `activeInstalls`: browsers that had the item installed and turned on that day, each
 *   counted once. They come from the store's companion extension, which reports once a day
 *   (USAGE_REPORT_PATH below) the store's items installed and enabled in its browser, and from
 *   update clients that send a roll-call, the "days since I last reported" part of an update
 *   check (`ping=r=…`, or the date form `rd=…` that browsers send once the store answered with
 *   the day's number), once per address. Chromium sends a roll-call only to update services
 *   under google.com, so for Chromium the number counts browsers that have the companion (and
 *   only once): an installation in a browser without it is in the update checks but not here.
 * - `newInstalls`: first-time checks (version 0.0.0.0, how a browser installing the item by
 *   policy asks for it) that the store answered with the package, once per address. An install
 *   a visitor starts from the item's page downloads the package directly and is not among
 *   them; neither is a removal, which browsers do not report to this store.
 * - `ratings` and `ratingAverage`: visible ratings by the day they were first given, with the
 *   average of their current scores; deleted or hidden ratings are not counted.
 */

/**
 * The companion's daily report, sent without cookies (so no anti-forgery token either):
 *
 * - POST /ajax/usage/active  `{ "ids": ["<item id>", …] }`  → 204
 *
 * Each id (at most USAGE_REPORT_MAX_IDS, repeats counted once) adds one active installation to
 * the item for the server's current day (UTC); ids that name no item are ignored, and the
 * answer never says which ones did. Nothing of the sender is stored with the counts: one address
 * may send USAGE_REPORTS_PER_HOUR reports an hour (RATE_LIMITED past that, nothing counted),
 * and that count, deleted once its hour is over, is all it keeps of the address. A body that
 * is not such a list is INVALID_REQUEST, and nothing is counted.
 *
 * The companion sends the report once a UTC day, naming the store's items that are installed
 * and enabled in its browser (those whose update URL is the store's) and itself, and later
 * that day only items installed or turned on since, so a browser counts once per item and day.
 */
export const USAGE_REPORT_PATH = '/ajax/usage/active';
/** The most ids one report may name. */
export const USAGE_REPORT_MAX_IDS = 500;
/**
 * Reports one client address may send in an hour. Browsers behind one address (an office, a
 * school) each send one or two a day; a browser refused tries again an hour later.
 */
export const USAGE_REPORTS_PER_HOUR = 120;

/**
 * `ids`: the items installed and enabled (the active installations above). `installed`: the
 * store's items installed in the browser, enabled or not, each with its version, which the
 * administrators' install report counts per version (see installs.ts); companions before it
 * send `ids` only. A report names at least one of either.
 *
 * `groupId` and `policyVersion`: the browser group and the version of its policy file that the
 * browser's managed settings name, sent with the day's first report only, so each browser
 * counts once a day towards its group's rollout (groups.ts, PolicyRollout). A value that is not
 * a group id or a policy version reads as absent: the report is still counted, and only the
 * rollout count is left out (as it is for a group the store does not have).
 */
export const UsageReport = z
  .object({
    ids: z.array(ExtensionId).max(USAGE_REPORT_MAX_IDS),
    installed: z.array(ReportedInstall).max(USAGE_REPORT_MAX_IDS).optional(),
    groupId: GroupId.optional().catch(undefined),
    policyVersion: PolicyVersion.optional().catch(undefined),
  })
  .refine((report) => report.ids.length > 0 || (report.installed?.length ?? 0) > 0, {
    message: 'A report names at least one item.',
  });
export type UsageReport = z.infer<typeof UsageReport>;

/** The longest range one call answers, in days. */
export const USAGE_RANGE_MAX_DAYS = 365;
/** The range asked for when no `from` is given, in days ending with `to`. */
export const USAGE_DEFAULT_DAYS = 30;

export function usagePath(id: string): string {
  return `/creator/api/extensions/${id}/usage`;
}

/** A calendar day, YYYY-MM-DD. */
const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const UsageDay = z.object({
  day: CalendarDay,
  activeInstalls: z.number().int(),
  newInstalls: z.number().int(),
  updateChecks: z.number().int(),
  ratings: z.number().int(),
  /** The average score of that day's ratings; null when there were none. */
  ratingAverage: z.number().nullable(),
});
export type UsageDay = z.infer<typeof UsageDay>;

export const ItemUsage = z.object({
  extensionId: ExtensionId,
  /** The item's name in the interface language, as the developer's screens show it. */
  name: z.string(),
  icon: z.string().nullable(),
  productType: ProductType,
  from: CalendarDay,
  to: CalendarDay,
  /** The server's current day, so a client whose clock is off still knows which day is today. */
  today: CalendarDay,
  /** Every day from `from` to `to`, oldest first, zeros where nothing was counted. */
  days: z.array(UsageDay),
  /** The rating visitors see now (every rating that counts, not only those of the range). */
  rating: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type ItemUsage = z.infer<typeof ItemUsage>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The time of a calendar day's start (UTC), or null when `value` is not a calendar day. */
function dayStart(value: string): number | null {
  if (!CalendarDay.safeParse(value).success) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time;
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const start = dayStart(day);
  if (start === null) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}

export type UsageRange =
  | { ok: true; from: string; to: string; days: number }
  | { ok: false; code: 'USAGE_RANGE_INVALID' | 'USAGE_RANGE_TOO_LONG' };

/**
 * The range a usage call asks for, with the defaults filled in from `today`, or the code
 * refusing it. "2026-02-30" is not a day, so it is refused rather than read as March 2.
 */
export function usageRange(
  from: string | undefined,
  to: string | undefined,
  today: string,
): UsageRange {
  const end = to ?? today;
  const endTime = dayStart(end);
  if (endTime === null) return { ok: false, code: 'USAGE_RANGE_INVALID' };
  const start = from ?? addDays(end, 1 - USAGE_DEFAULT_DAYS);
  const startTime = dayStart(start);
  if (startTime === null || startTime > endTime) return { ok: false, code: 'USAGE_RANGE_INVALID' };
  const days = Math.round((endTime - startTime) / DAY_MS) + 1;
  if (days > USAGE_RANGE_MAX_DAYS) return { ok: false, code: 'USAGE_RANGE_TOO_LONG' };
  return { ok: true, from: start, to: end, days };
}
