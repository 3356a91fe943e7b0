import {
  FLEET_ALERT_FILTERS,
  FLEET_ALERT_KINDS,
  type FleetAlert,
  type FleetAlertFilter,
  type FleetAlertKind,
  type FleetNotAllowedReason,
} from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/** The alert list's view: which states, which kind, which page. */
export interface AlertFilters {
  state: FleetAlertFilter;
  kind: FleetAlertKind | '';
  page: number;
}

export const ALERTS_PATH = '/admin/fleet/alerts';

/** The view an address asks for; anything unknown falls back to the active alerts, page 1. */
export function readAlertFilters(search: URLSearchParams): AlertFilters {
  const state = search.get('state');
  const kind = search.get('kind');
  const page = Number(search.get('page'));
  return {
    state: isOneOf(FLEET_ALERT_FILTERS, state) ? state : 'active',
    kind: isOneOf(FLEET_ALERT_KINDS, kind) ? kind : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API's query for a view: only what differs from its defaults. */
export function alertsQuery(filters: AlertFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.state !== 'active') query.state = filters.state;
  if (filters.kind) query.kind = filters.kind;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The console's address of a view. */
export function alertsPath(filters: AlertFilters): string {
  const query = new URLSearchParams(alertsQuery(filters)).toString();
  return query ? `${ALERTS_PATH}?${query}` : ALERTS_PATH;
}

/** The catalog keys under admin.fleetAlerts.details. */
export type AlertDetailKey =
  | `notAllowed.${FleetNotAllowedReason}`
  | 'increased'
  | 'increasedInReview'
  | 'ownerChanged'
  | 'unknownRise';

/** What an alert says, as a catalog key under admin.fleetAlerts.details and its values. */
export function alertDescription(alert: FleetAlert): {
  key: AlertDetailKey;
  values: Record<string, string | number>;
} {
  const details = alert.details;
  switch (details.kind) {
    case 'not-allowed':
      return { key: `notAllowed.${details.reason}`, values: {} };
    case 'permissions-increased':
      return {
        key: details.seenIn === 'review' ? 'increasedInReview' : 'increased',
        values: {
          from: details.fromVersion ?? '–',
          to: details.toVersion,
          added: [...details.newPermissions, ...details.newHostPermissions].join(', '),
        },
      };
    case 'owner-changed':
      return {
        key: 'ownerChanged',
        values: {
          from: details.fromDeveloper ?? '–',
          to: details.toDeveloper ?? '–',
        },
      };
    case 'unknown-rise':
      return {
        key: 'unknownRise',
        values: { count: alert.browsers, previous: details.previousBrowsers },
      };
  }
}

/** Only an open alert can be acknowledged; a resolved one is gone by itself. */
export function canAcknowledge(alert: FleetAlert): boolean {
  return alert.state === 'open';
}
