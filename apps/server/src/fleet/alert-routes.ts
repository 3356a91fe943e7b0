import {
  FLEET_ALERT_MAIL_PREFERENCES_PATH,
  FLEET_ALERT_PAGE_SIZE,
  FLEET_ALERT_RISE_FACTOR,
  FLEET_ALERT_RISE_MIN_BROWSERS,
  FLEET_ALERTS_PATH,
  FleetAlert,
  FleetAlertList,
  FleetAlertMailPreferences,
  FleetAlertParams,
  FleetAlertQuery,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { jsonBody } from '../http/route-body.js';
import { acknowledgeAlert } from './alert-commands.js';
import {
  loadAlert,
  loadAlertMailPreferences,
  loadAlerts,
  saveAlertMailPreferences,
} from './alert-queries.js';
import type { FleetAlerts } from './alert-service.js';

export interface FleetAlertRouteOptions {
  alerts: FleetAlerts;
}

/**
 * The console's drift alerts: the list, acknowledging one, and an administrator's choice of the
 * digest. Administrators only (tokens: admin:read to read, admin:write to change); everyone
 * else gets not-found before the input is read. The timer that checks the store and sends the
 * digest runs while the application does.
 */
export const fleetAlertRoutes: FastifyPluginAsyncZod<FleetAlertRouteOptions> = async (
  app,
  { alerts },
) => {
  app.addHook('onReady', async () => alerts.start());
  app.addHook('onClose', async () => alerts.stop());
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    FLEET_ALERTS_PATH,
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary:
          'Drift alerts: extensions the policy does not allow, more permissions, new developers, rises',
        description:
          `Pages of ${FLEET_ALERT_PAGE_SIZE}, open first, then acknowledged, then resolved, ` +
          'each newest first. state: active (open and acknowledged, the default), open, ' +
          `acknowledged or resolved; kind. A rise: at least ${FLEET_ALERT_RISE_MIN_BROWSERS} ` +
          `browsers and ${FLEET_ALERT_RISE_FACTOR} times those a day before (docs/fleet-alerts.md).`,
        querystring: FleetAlertQuery,
        response: { 200: FleetAlertList },
      },
    },
    async (request) => {
      // A change of the store this server has not checked yet shows in the list at once.
      await alerts.checkIfStoreChanged();
      const list = await loadAlerts(app.db, request.query);
      return { ...list, page: request.query.page, pageSize: FLEET_ALERT_PAGE_SIZE };
    },
  );

  app.post(
    `${FLEET_ALERTS_PATH}/:alertId/acknowledge`,
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'Acknowledges an alert: it leaves the open count and the digests',
        description:
          'Acknowledging an acknowledged alert changes nothing. FLEET_ALERT_NOT_FOUND for an ' +
          'unknown id, FLEET_ALERT_RESOLVED for an alert whose cause is gone.',
        params: FleetAlertParams,
        response: { 200: FleetAlert },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await acknowledgeAlert(app.db, request.params.alertId, admin.id);
      const alert = await loadAlert(app.db, request.params.alertId);
      if (!alert) throw new AppError('FLEET_ALERT_NOT_FOUND');
      return alert;
    },
  );

  app.get(
    FLEET_ALERT_MAIL_PREFERENCES_PATH,
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'Whether the signed-in administrator gets the alert digest, and in which language',
        response: { 200: FleetAlertMailPreferences },
      },
    },
    async (request) => loadAlertMailPreferences(app.db, requireAdmin(request).id),
  );

  app.put(
    FLEET_ALERT_MAIL_PREFERENCES_PATH,
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'Turns the alert digest on or off for the signed-in administrator',
        body: jsonBody(FleetAlertMailPreferences),
        response: { 200: FleetAlertMailPreferences },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await saveAlertMailPreferences(app.db, admin.id, request.body);
      return request.body;
    },
  );
};
