import {
  CaseScanMatches,
  ItemParams,
  Ok,
  SCAN_RULES_MAX,
  ScanHoldClearInput,
  ScanRuleDetail,
  ScanRuleInput,
  ScanRuleList,
  ScanRuleParams,
  ScanRulePatch,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { jsonBody } from '../http/route-body.js';
import { HuntRunner } from './retro-hunt.js';
import { clearPackageMatches, createRule, deleteRule, updateRule } from './rule-commands.js';
import {
  findRule,
  isHeld,
  loadCaseMatches,
  loadRuleMatches,
  loadRules,
  matchCountOf,
  presentRule,
  submittedPackageId,
} from './rule-queries.js';

/** How often a server looks for hunts another server left unfinished (its lease ran out). */
const HUNT_SWEEP_MS = 60_000;

/**
 * The console's scan rules: list, create, read with the retro-hunt's progress and matches,
 * change, delete; and a case's matches, with the override that clears a hold. Administrators
 * only (session or an administrator's access token); everyone else gets not-found.
 */
export const scanRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = new HuntRunner({
    db: app.db,
    storage: app.storage,
    mailer: app.mail,
    onBlocked: () => {
      app.catalogCache.clear();
      app.mail.wake();
    },
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void runner.kick().catch((error) => app.log.error(error, 'scan rule hunt failed'));
    sweep = setInterval(() => void runner.kick().catch(() => undefined), HUNT_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await runner.stop();
  });
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  const hunt = () =>
    void runner.kick().catch((error) => app.log.error(error, 'scan rule hunt failed'));

  async function present(ruleId: string): Promise<ScanRuleDetail> {
    const row = await findRule(app.db, ruleId);
    if (!row) throw new AppError('SCAN_RULE_NOT_FOUND');
    return {
      ...presentRule(row, await matchCountOf(app.db, ruleId)),
      matches: await loadRuleMatches(app.db, ruleId),
    };
  }

  app.get(
    '/admin/api/scan-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Scan rules, most severe first, with their matches and retro-hunts',
        response: { 200: ScanRuleList },
      },
    },
    async () => ({ rules: await loadRules(app.db), max: SCAN_RULES_MAX }),
  );

  app.post(
    '/admin/api/scan-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a scan rule; an enabled one starts its retro-hunt',
        description:
          'SCAN_RULE_INVALID_REGEX, SCAN_RULE_INVALID_HASH or SCAN_RULE_INVALID_MANIFEST_PATTERN ' +
          'for a pattern that cannot run, SCAN_RULE_TOO_MANY past the store’s limit.',
        body: jsonBody(ScanRuleInput),
        response: { 201: ScanRuleDetail },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const id = await createRule(app.db, admin.id, request.body);
      hunt();
      return reply.code(201).send(await present(id));
    },
  );

  app.get(
    '/admin/api/scan-rules/:ruleId',
    {
      schema: {
        tags: ['admin'],
        summary: 'A scan rule with its retro-hunt’s progress and its matches, newest first',
        params: ScanRuleParams,
        response: { 200: ScanRuleDetail },
      },
    },
    async (request) => present(request.params.ruleId),
  );

  app.patch(
    '/admin/api/scan-rules/:ruleId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes a scan rule; a new match or enabling it starts its retro-hunt again',
        description: '`hunt: true` starts the retro-hunt again without another change.',
        params: ScanRuleParams,
        body: jsonBody(ScanRulePatch.extend({ hunt: z.boolean().optional() })),
        response: { 200: ScanRuleDetail },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await updateRule(app.db, admin.id, request.params.ruleId, request.body);
      hunt();
      return present(request.params.ruleId);
    },
  );

  app.delete(
    '/admin/api/scan-rules/:ruleId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a scan rule and its matches',
        params: ScanRuleParams,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deleteRule(app.db, requireAdmin(request).id, request.params.ruleId);
      return { ok: true as const };
    },
  );

  async function caseMatches(itemId: string): Promise<CaseScanMatches> {
    const matches = await loadCaseMatches(app.db, itemId);
    return { extensionId: itemId, matches, held: isHeld(matches) };
  }

  app.get(
    '/admin/api/reviews/:id/scan-matches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Scan rules’ matches on the package under review, and whether one holds it',
        params: ItemParams,
        response: { 200: CaseScanMatches },
      },
    },
    async (request) => caseMatches(request.params.id),
  );

  app.post(
    '/admin/api/reviews/:id/scan-matches/clear',
    {
      schema: {
        tags: ['admin'],
        summary: 'Clears the matches on the package under review, lifting a hold',
        description: 'The reason is kept in the administrators’ log with the matches cleared.',
        params: ItemParams,
        body: jsonBody(ScanHoldClearInput),
        response: { 200: CaseScanMatches },
      },
    },
    async (request) => {
      const { id } = request.params;
      const packageId = await submittedPackageId(app.db, id);
      if (packageId === null) throw new AppError('EXTENSION_NOT_FOUND');
      await clearPackageMatches(
        app.db,
        requireAdmin(request).id,
        id,
        packageId,
        request.body.reason,
      );
      return caseMatches(id);
    },
  );
};
