import {
  FLEET_ALERT_MAIL_PREFERENCES_PATH,
  FLEET_ALERTS_PATH,
  type FleetAlert,
  type FleetAlertList,
  type FleetAlertMailPreferences,
  fleetAlertAcknowledgePath,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { type AlertFilters, alertsQuery } from './alerts-model';

/** GET /admin/api/fleet/alerts: one page of drift alerts in the view's state and kind. */
export function getFleetAlerts(
  filters: AlertFilters,
  signal?: AbortSignal,
): Promise<FleetAlertList> {
  return api.get<FleetAlertList>(FLEET_ALERTS_PATH, { query: alertsQuery(filters), signal });
}

/** POST /admin/api/fleet/alerts/{alertId}/acknowledge: the alert as it is afterwards. */
export function acknowledgeFleetAlert(alertId: string): Promise<FleetAlert> {
  return api.post<FleetAlert>(fleetAlertAcknowledgePath(alertId), { body: {} });
}

/** GET /admin/api/fleet/alerts/mail-preferences: the signed-in administrator's digest choice. */
export function getAlertMailPreferences(signal?: AbortSignal): Promise<FleetAlertMailPreferences> {
  return api.get<FleetAlertMailPreferences>(FLEET_ALERT_MAIL_PREFERENCES_PATH, { signal });
}

/** PUT /admin/api/fleet/alerts/mail-preferences. */
export function saveAlertMailPreferences(
  choice: FleetAlertMailPreferences,
): Promise<FleetAlertMailPreferences> {
  return api.put<FleetAlertMailPreferences>(FLEET_ALERT_MAIL_PREFERENCES_PATH, { body: choice });
}
