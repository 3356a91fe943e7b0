import type { FleetAlertList, FleetAlertMailPreferences } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getAlertMailPreferences, getFleetAlerts } from './alerts-api';
import { type AlertFilters, readAlertFilters } from './alerts-model';

/** What /admin/fleet/alerts shows: the view's alerts and the administrator's digest choice. */
export interface FleetAlertsData {
  filters: AlertFilters;
  alerts: Read<FleetAlertList>;
  preferences: Read<FleetAlertMailPreferences>;
}

/** /admin/fleet/alerts?state=&kind=&page=. */
export const fleetAlertsLoader: PageLoader<FleetAlertsData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const filters = readAlertFilters(new URL(request.url).searchParams);
    const [alerts, preferences] = await Promise.all([
      read(() => getFleetAlerts(filters, signal), { signal }),
      read(() => getAlertMailPreferences(signal), { signal }),
    ]);
    return { filters, alerts, preferences };
  },
);
