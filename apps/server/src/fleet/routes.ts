import {
  FLEET_PAGE_SIZE,
  FLEET_REPORT_PATH,
  FLEET_RISK_FILTER_MAX,
  FleetExtensionDetail,
  FleetExtensionList,
  FleetExtensionParams,
  FleetQuery,
  FleetReport,
  UPDATE_SERVICE_PATH,
} from '@lagoon/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { floodSweeper } from '../ratings/flood-limit.js';
import { loadFleetBrowsers, loadFleetGroupEntries, loadKnownItem } from './detail-queries.js';
import { fleetCsv } from './fleet-csv.js';
import { countLiveBrowsers, loadFleetExtension, loadFleetExtensions } from './fleet-queries.js';
import { recordFleetReport, sweepSilentBrowsers } from './report-commands.js';
import { extensionRisk, loadStoreRisk, type RiskContext } from './risk-score.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Silent browsers are swept at most this often per server (reads leave them out anyway). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Time a page of the list may spend reading store packages the code viewer has not read yet
 * for their code flags (kept for later); one extension's page reads its package whatever it
 * takes, and the risk filter reads none (docs/fleet-risk.md).
 */
const LIST_CODE_BUDGET_MS = 1000;

export interface FleetRouteOptions {
  /**
   * Called with each report before it is recorded (the drift alerts read the list it replaces);
   * what it returns runs once the report is recorded. A failure of either is only logged.
   */
  watchReport?: (report: FleetReport) => Promise<() => Promise<unknown>>;
}

/**
 * The fleet inventory: the companion's reports of its browser's extensions, and the console's
 * list of every extension seen, one extension's page and the list as CSV.
 */
export const fleetRoutes: FastifyPluginAsyncZod<FleetRouteOptions> = async (app, options) => {
  const retentionDays = app.config.fleetRetentionDays;
  const cutoff = () => new Date(Date.now() - retentionDays * DAY_MS);
  const storeUpdateUrls = [
    ...app.config.storeOrigins.map((origin) => `${origin}${UPDATE_SERVICE_PATH}`),
    `${app.config.publicUrl}${UPDATE_SERVICE_PATH}`,
  ];
  const riskContext = (codeBudgetMs: number): RiskContext => ({
    db: app.db,
    storage: app.storage,
    codeBudgetMs,
    now: new Date(),
  });
  const sweepCounts = floodSweeper(app.db);
  let lastSweep = 0;
  const sweep = () => {
    sweepCounts();
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    sweepSilentBrowsers(app.db, cutoff()).catch(() => {});
  };

  /*
   * Sent by the companion without cookies (`cookieless`), like the usage report: a cross-site
   * page cannot send a JSON body without a CORS preflight the store never allows.
   */
  app.post(
    FLEET_REPORT_PATH,
    {
      config: { cookieless: true },
      schema: {
        tags: ['fleet'],
        summary: "The companion's report of every extension in its browser",
        description:
          'Replaces the browser’s list. The first report of a browserId registers it with its ' +
          'secret (only its SHA-256 is kept); later ones with another secret: ' +
          'FLEET_BROWSER_REFUSED. A group whose policy does not allow inventory reports: ' +
          'FLEET_INVENTORY_OFF. Hourly limits per browser and, for new browsers, per client ' +
          'address: RATE_LIMITED. Sent without cookies or anti-forgery token.',
        body: FleetReport,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const failed = (error: unknown) => {
        request.log.warn({ err: error }, 'fleet alert check of a report failed');
        return undefined;
      };
      const afterwards = await options.watchReport?.(request.body).catch(failed);
      await recordFleetReport(app.db, {
        report: request.body,
        address: clientKey(request.ip),
        storeUpdateUrls,
      });
      await afterwards?.().catch(failed);
      sweep();
      return reply.code(204).send(null);
    },
  );

  // Administrators only; everyone else gets not-found, before the input is read.
  const adminOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  };

  app.get(
    '/admin/api/fleet/extensions',
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'Every extension in the inventory’s browsers, with its browsers and sources',
        description:
          `Pages of ${FLEET_PAGE_SIZE}. Filters: group, permission (an API permission or ` +
          'host pattern), source, risk (low, medium or high: the risk score with its reasons, ' +
          'docs/fleet-risk.md), q (part of a name, or an id). Browsers silent for longer ' +
          'than the retention are left out. The risk filter scores at most ' +
          `${FLEET_RISK_FILTER_MAX} extensions: FLEET_RISK_FILTER_TOO_BROAD past that.`,
        querystring: FleetQuery,
        response: { 200: FleetExtensionList },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      sweep();
      const { page, ...filter } = request.query;
      const at = cutoff();
      const budget = filter.risk ? 0 : LIST_CODE_BUDGET_MS;
      const list = await loadFleetExtensions(riskContext(budget), at, filter, page);
      return {
        ...list,
        page,
        pageSize: FLEET_PAGE_SIZE,
        browserCount: await countLiveBrowsers(app.db, at),
        retentionDays,
      };
    },
  );

  app.get(
    '/admin/api/fleet/extensions.csv',
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'The fleet list with the same filters, every row, as a CSV download',
        querystring: FleetQuery,
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { page: _page, ...filter } = request.query;
      const { extensions } = await loadFleetExtensions(riskContext(0), cutoff(), filter, null);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lagoon-fleet-${day}.csv"`)
        .send(`\uFEFF${fleetCsv(extensions)}`);
    },
  );

  app.get(
    '/admin/api/fleet/extensions/:extensionId',
    {
      schema: {
        tags: ['admin', 'fleet'],
        summary: 'One extension: its browsers, versions, groups, permissions and group entries',
        description:
          'Answers for every item of the store and every item from elsewhere too, with zero ' +
          'browsers when none has reported it; an id nobody knows: EXTENSION_NOT_FOUND.',
        params: FleetExtensionParams,
        response: { 200: FleetExtensionDetail },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { extensionId } = request.params;
      const at = cutoff();
      const context = riskContext(Number.POSITIVE_INFINITY);
      const [seen, known] = await Promise.all([
        loadFleetExtension(context, at, extensionId),
        loadKnownItem(app.db, extensionId, requestLanguage(request)),
      ]);
      if (!seen && !known) throw new AppError('EXTENSION_NOT_FOUND');
      const [browserList, groupEntries] = await Promise.all([
        seen ? loadFleetBrowsers(app.db, at, extensionId) : [],
        loadFleetGroupEntries(app.db, extensionId),
      ]);
      const base = seen ?? {
        extensionId,
        name: known?.name ?? extensionId,
        browsers: 0,
        enabledBrowsers: 0,
        versions: [],
        groups: [],
        permissions: [],
        hostPermissions: [],
        installTypes: [],
        sources: known?.store ? ['store' as const] : [],
        updateUrls: [],
        storeItem: known?.store ?? false,
        outsideItem: known?.outside ?? false,
        firstSeenAt: null,
        lastSeenAt: null,
        // Not reported yet: a store item scores from its own package, so its risk can be
        // read before it spreads.
        risk: extensionRisk(
          { permissions: [], hostPermissions: [], sources: [], browsers: 0, versionSince: null },
          known?.store ? (await loadStoreRisk(context, [extensionId])).get(extensionId) : undefined,
          context.now,
        ),
      };
      return {
        ...base,
        // The store's own name for its items, whatever a browser reported.
        name: known?.store ? known.name : base.name,
        browserList,
        groupEntries,
        blockedForStore: known?.blocked ?? false,
      };
    },
  );
};
