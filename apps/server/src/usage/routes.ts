import {
  ExtensionId,
  ItemUsage,
  USAGE_DEFAULT_DAYS,
  USAGE_RANGE_MAX_DAYS,
  USAGE_REPORT_MAX_IDS,
  USAGE_REPORTS_PER_HOUR,
  UsageReport,
  usageRange,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { reportIncrements } from '../installs/install-increments.js';
import { floodSweeper } from '../ratings/flood-limit.js';
import { recordActiveReport } from './active-reports.js';
import {
  LISTED_USERS_FIRST_DELAY_MS,
  LISTED_USERS_REFRESH_MS,
  refreshListedUsers,
} from './listed-users.js';
import { recordPolicyReport } from './policy-reports.js';
import { usageDayOf } from './usage-day.js';
import { loadItemUsage } from './usage-queries.js';

/**
 * The developer's usage statistics of one of their items, and the companion's daily report
 * they count active installations from. Reading needs a creator profile, as the ratings list
 * does; the guard runs before the address is read, so a caller who may not make the call
 * learns only that.
 */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweep = floodSweeper(app.db);

  // The users and installs store pages list follow what browsers count: a minute after the
  // server starts (not in its start-up, which a restart should keep short) and then every hour,
  // on each server (the update is the same from any of them, and changes nothing twice).
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= refreshListedUsers(app.db, usageDayOf(new Date()))
      .then((changed) => {
        if (changed.length > 0) app.catalogCache.clear(changed);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not refresh listed users'))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  let first: NodeJS.Timeout | null = null;
  let hourly: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    first = setTimeout(() => void refresh(), LISTED_USERS_FIRST_DELAY_MS);
    first.unref();
    hourly = setInterval(() => void refresh(), LISTED_USERS_REFRESH_MS);
    hourly.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (hourly) clearInterval(hourly);
    await refreshing;
  });

  /*
   * Sent by the companion without cookies, so it reads none: no session, no anti-forgery
   * token (`cookieless`). Another site's page cannot make a visitor's browser send it either:
   * the body must be JSON, which a cross-site request can only carry after a CORS preflight
   * the store never allows (a form's text/plain body is refused as INVALID_REQUEST).
   */
  app.post(
    '/ajax/usage/active',
    {
      config: { cookieless: true },
      schema: {
        tags: ['usage'],
        summary: "The companion's daily report of the store's items installed in its browser",
        description:
          `Each id (at most ${USAGE_REPORT_MAX_IDS}, repeats counted once) adds one active ` +
          'installation to its item for the current day (UTC); ids that name no item are ' +
          `ignored. Sent without cookies or anti-forgery token. ${USAGE_REPORTS_PER_HOUR} ` +
          'reports per client address and hour (RATE_LIMITED, nothing counted); the address ' +
          'is not kept beyond that count. `installed` (optional) names the items installed, ' +
          'enabled or not, with their versions: each adds one reporting browser to that ' +
          "version's install report of the day (versions the store never signed are ignored). " +
          '`groupId` and `policyVersion` (optional, sent with the day’s first report): the ' +
          "browser's group and the version of its policy file, counted per group, version and " +
          'day for the console; an unknown group or a malformed value is left out of that count ' +
          'and the rest of the report is counted.',
        body: UsageReport,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordActiveReport(app.db, app.updateCheckCounter, {
        ids: request.body.ids,
        address: clientKey(request.ip),
      });
      const { groupId, policyVersion } = request.body;
      if (groupId && policyVersion) await recordPolicyReport(app.db, { groupId, policyVersion });
      const installed = request.body.installed ?? [];
      if (installed.length > 0) {
        app.installCounter.add(new Date(), reportIncrements(installed));
      }
      sweep();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/creator/api/extensions/:extensionId/usage',
    {
      schema: {
        tags: ['usage'],
        summary: "Daily installations, update checks and ratings of one of the developer's items",
        description:
          'from and to are calendar days (YYYY-MM-DD, UTC), both included; to defaults to ' +
          `today and from to ${USAGE_DEFAULT_DAYS} days before. Not a calendar day or from after ` +
          `to: USAGE_RANGE_INVALID; more than ${USAGE_RANGE_MAX_DAYS} days: USAGE_RANGE_TOO_LONG. ` +
          'Another developer’s ' +
          'item: EXTENSION_NOT_FOUND. See the contract (usage.ts) for what each number counts.',
        params: z.object({ extensionId: ExtensionId }),
        querystring: z.object({
          // Read as text: usageRange names what is wrong with a date.
          from: z.string().max(40).optional(),
          to: z.string().max(40).optional(),
          hl: z.string().optional(),
        }),
        response: { 200: ItemUsage },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      const today = usageDayOf(new Date());
      const range = usageRange(request.query.from, request.query.to, today);
      if (!range.ok) throw new AppError(range.code);
      reply.header('cache-control', 'no-store');
      return loadItemUsage(app.db, {
        creatorId: creator.id,
        itemId: request.params.extensionId,
        from: range.from,
        to: range.to,
        today,
        language: requestLanguage(request),
      });
    },
  );
};
