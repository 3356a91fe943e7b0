import { z } from 'zod';
import { LANGUAGES } from './values.js';

/**
 * Drift alerts: what the fleet inventory shows that the organisation did not decide. The store
 * raises an alert when a browser's report arrives and when the store changes (a group's policy,
 * a block, an item's developer), one per cause, never one per report:
 *
 * - `not-allowed`: an extension is in browsers of a group whose policy does not allow it (the
 *   store blocked it, the group blocks or removes it, or the group is in allowlist mode and
 *   has no entry allowing it). One alert per extension and group.
 * - `permissions-increased`: a new version asks for API permissions or hosts the previous
 *   version did not. For items from elsewhere, when browsers report the version (compared with
 *   the highest lower version any browser reported before); for the store's items, while the
 *   update waits in review, where the case flags it (the alert links to the case). One alert
 *   per extension and version.
 * - `owner-changed`: a store item in the fleet moved to another developer account within the
 *   last FLEET_ALERT_OWNER_CHANGE_DAYS days. One alert per change.
 * - `unknown-rise`: an extension neither the store nor its list of items from elsewhere knows
 *   is in at least FLEET_ALERT_RISE_MIN_BROWSERS browsers and at least FLEET_ALERT_RISE_FACTOR
 *   times as many as a day before. One alert per extension.
 *
 * An alert is `open` until an administrator acknowledges it, and `resolved` by itself once its
 * cause is gone (the extension left those browsers or became allowed, the version left every
 * browser or the review ended, the item went back to its earlier developer or left the fleet,
 * the unknown extension became known or left every browser). A cause that comes back after
 * that raises a new alert. Open alerts are mailed to administrators as one digest at most every
 * FLEET_ALERT_DIGEST_MINUTES minutes.
 *
 * - GET  /admin/api/fleet/alerts?state=&kind=&page=  FleetAlertList
 * - POST /admin/api/fleet/alerts/{alertId}/acknowledge  FleetAlert
 * - GET  /admin/api/fleet/alerts/mail-preferences  FleetAlertMailPreferences
 * - PUT  /admin/api/fleet/alerts/mail-preferences  FleetAlertMailPreferences
 */

export const FLEET_ALERTS_PATH = '/admin/api/fleet/alerts';
export const FLEET_ALERT_MAIL_PREFERENCES_PATH = '/admin/api/fleet/alerts/mail-preferences';

export function fleetAlertAcknowledgePath(alertId: string): string {
  return `${FLEET_ALERTS_PATH}/${encodeURIComponent(alertId)}/acknowledge`;
}

/**
 * "Sudden" for an unknown extension: in at least this many browsers now, and at least
 * FLEET_ALERT_RISE_FACTOR times the browsers that already had it a day before (a browser's
 * extension counts from when that browser first reported it). Few enough that a new extension
 * spreading through a team is noticed the same day, many enough that one person trying an
 * extension on their two computers is not an alert.
 */
export const FLEET_ALERT_RISE_MIN_BROWSERS = 5;
export const FLEET_ALERT_RISE_FACTOR = 3;
/** The span "a day before" means for the rise, in hours. */
export const FLEET_ALERT_RISE_WINDOW_HOURS = 24;
/** How long after a change of developer a store item in the fleet still raises an alert. */
export const FLEET_ALERT_OWNER_CHANGE_DAYS = 90;
/** The shortest time between two alert digests to administrators. */
export const FLEET_ALERT_DIGEST_MINUTES = 15;
/** Alerts one digest lists; the mail says how many more the console shows. */
export const FLEET_ALERT_DIGEST_MAX = 50;
/** Rows of one page of the console's alert list. */
export const FLEET_ALERT_PAGE_SIZE = 50;
/** Days a resolved alert stays in the list before the store deletes it. */
export const FLEET_ALERT_RESOLVED_RETENTION_DAYS = 90;
/** How often each server checks whether the store changed in a way that raises or resolves alerts. */
export const FLEET_ALERT_CHECK_SECONDS = 30;

export const FLEET_ALERT_KINDS = [
  'not-allowed',
  'permissions-increased',
  'owner-changed',
  'unknown-rise',
] as const;
export const FleetAlertKind = z.enum(FLEET_ALERT_KINDS);
export type FleetAlertKind = z.infer<typeof FleetAlertKind>;

export const FLEET_ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
export const FleetAlertState = z.enum(FLEET_ALERT_STATES);
export type FleetAlertState = z.infer<typeof FleetAlertState>;

/** Why a group's policy does not allow an extension. */
export const FLEET_NOT_ALLOWED_REASONS = [
  'blocked-for-store',
  'blocked-in-group',
  'not-allowlisted',
] as const;
export const FleetNotAllowedReason = z.enum(FLEET_NOT_ALLOWED_REASONS);
export type FleetNotAllowedReason = z.infer<typeof FleetNotAllowedReason>;

/** What each kind of alert says beyond its extension and groups. */
export const FleetAlertDetails = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not-allowed'), reason: FleetNotAllowedReason }),
  z.object({
    kind: z.literal('permissions-increased'),
    /** The version compared with (null when the store item had no published one). */
    fromVersion: z.string().nullable(),
    toVersion: z.string(),
    newPermissions: z.array(z.string()),
    newHostPermissions: z.array(z.string()),
    /** `fleet`: browsers reported it; `review`: a store item's update waiting in review. */
    seenIn: z.enum(['fleet', 'review']),
    /** The console's case of the store item (review only). */
    casePath: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('owner-changed'),
    /** Developers' public names; null when the account is gone. */
    fromDeveloper: z.string().nullable(),
    toDeveloper: z.string().nullable(),
    changedAt: z.string(),
  }),
  z.object({
    kind: z.literal('unknown-rise'),
    /** Browsers that had it a day before. */
    previousBrowsers: z.number().int(),
  }),
]);
export type FleetAlertDetails = z.infer<typeof FleetAlertDetails>;

export const FleetAlertId = z.string().uuid('alert id');

export const FleetAlert = z.object({
  alertId: z.string(),
  kind: FleetAlertKind,
  extensionId: z.string(),
  /** The name browsers report (the store's name for its own items). */
  name: z.string(),
  /** The groups the cause is in: where the extension is not allowed, or whose browsers have it. */
  groups: z.array(z.object({ groupId: z.string(), name: z.string() })),
  details: FleetAlertDetails,
  state: FleetAlertState,
  /** Browsers the cause is in, as last checked. */
  browsers: z.number().int(),
  /** Reports that showed the cause (1 for a cause the store's own change raised). */
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** The administrator's nickname; null once the account is gone. */
  acknowledgedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type FleetAlert = z.infer<typeof FleetAlert>;

/** `active`: open and acknowledged together (the list's default). */
export const FLEET_ALERT_FILTERS = ['active', ...FLEET_ALERT_STATES] as const;
export type FleetAlertFilter = (typeof FLEET_ALERT_FILTERS)[number];

export const FleetAlertQuery = z.object({
  state: z.enum(FLEET_ALERT_FILTERS, { message: 'state' }).default('active'),
  kind: FleetAlertKind.optional(),
  page: z.coerce
    .number({ message: 'page' })
    .int('page')
    .min(1, 'page')
    .max(10_000, 'page')
    .default(1),
});
export type FleetAlertQuery = z.infer<typeof FleetAlertQuery>;

export const FleetAlertList = z.object({
  alerts: z.array(FleetAlert),
  /** Alerts matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Alerts in each state, whatever the filters. */
  counts: z.object({
    open: z.number().int(),
    acknowledged: z.number().int(),
    resolved: z.number().int(),
  }),
});
export type FleetAlertList = z.infer<typeof FleetAlertList>;

export const FleetAlertParams = z.object({ alertId: FleetAlertId });

/**
 * An administrator's choice of the alert digest: on unless turned off, in the language they
 * chose (English until then).
 */
export const FleetAlertMailPreferences = z.object({
  digest: z.boolean({ message: 'digest' }),
  language: z.enum(LANGUAGES, { message: 'language' }),
});
export type FleetAlertMailPreferences = z.infer<typeof FleetAlertMailPreferences>;
