import {
  ExtensionId,
  ItemParams,
  LanguageQuery,
  RollbackInput,
  RollbackPlan,
  RollbackResult,
} from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { loadRollbackPlan, type RollbackActor, rollBackItem } from './rollback-commands.js';
import { signingContext } from './sign-package.js';

const DeveloperParams = z.object({ extensionId: ExtensionId });

const PLAN_DESCRIPTION =
  'The live version, the highest version ever uploaded or signed, the proposed new version, ' +
  'the version history (change logs in hl; every version but the current can be rolled back ' +
  'to, rollbacks name the version they brought back), and why a rollback is not possible now ' +
  '(refusal, one of the POST’s item refusals) if it is not. WRONG_ITEM_TYPE for web apps.';

const ROLLBACK_DESCRIPTION =
  'Repacks the package of `version` (an earlier published version) with manifest `version` ' +
  'set to `newVersion` and `version_name` dropped, signs it with the item’s key and makes it ' +
  'the live version without a review; the listing’s texts and images stay. The version ' +
  'history shows it as a rollback of `version`, the update service offers it at the next ' +
  'check, and the administrators’ log records it. Refusals change nothing: ' +
  'ROLLBACK_NOT_LIVE (not installable by visitors), ROLLBACK_ITEM_BLOCKED, ROLLBACK_IN_REVIEW ' +
  '(withdraw the review request first), ROLLBACK_UPDATE_PENDING (the draft carries an ' +
  'unpublished package: cancel the package update first), ROLLBACK_NOT_SIGNED (the store has ' +
  'no key for the item), ROLLBACK_VERSION_IS_LIVE, ROLLBACK_VERSION_UNKNOWN (never published ' +
  'for this item), ROLLBACK_PACKAGE_MISSING, ROLLBACK_NEW_VERSION_INVALID (not 1–4 ' +
  'dot-separated integers 0–65535 without leading zeros), ROLLBACK_NEW_VERSION_NOT_HIGHER ' +
  '(not above the live version and every version ever uploaded), WRONG_ITEM_TYPE (web apps), ' +
  'RATE_LIMITED past the hourly limit of rollbacks.';

/** Ends a rollback: visitors' answers and the update service's offers show the new version. */
function rolledBack(app: FastifyInstance, itemId: string) {
  // The catalog cache holds the update service's answers and the version histories; a clear
  // reaches every server of the store, and names the item for the search index.
  app.catalogCache.clear([itemId]);
}

/**
 * A developer rolls back one of their own items (no administrator is asked: the version was
 * approved before, and the log records the rollback).
 */
export const creatorRollbackRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('rollback'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actorOf = (request: Parameters<typeof developerOf>[0]): RollbackActor => {
    const { user, creator } = developerOf(request);
    return { userId: user.id, creatorId: creator.id };
  };

  app.get(
    '/creator/api/extensions/:extensionId/rollback',
    {
      schema: {
        tags: ['publishing'],
        summary: 'What a rollback of the developer’s item would start from',
        description: `${PLAN_DESCRIPTION} Another developer’s item: EXTENSION_NOT_FOUND.`,
        params: DeveloperParams,
        querystring: LanguageQuery,
        response: { 200: RollbackPlan },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request) =>
      loadRollbackPlan(
        app.db,
        request.params.extensionId,
        actorOf(request),
        requestLanguage(request),
      ),
  );

  app.post(
    '/creator/api/extensions/:extensionId/rollback',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Rolls the developer’s item back to an earlier published version',
        description: `${ROLLBACK_DESCRIPTION} Another developer’s item: EXTENSION_NOT_FOUND.`,
        params: DeveloperParams,
        body: jsonBody(RollbackInput),
        response: { 200: RollbackResult },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const result = await rollBackItem(
        app.db,
        signingContext(app),
        request.params.extensionId,
        actorOf(request),
        request.body,
      );
      rolledBack(app, request.params.extensionId);
      return result;
    },
  );
};

/** An administrator rolls back any item, from the console's item and case views. */
export const adminRollbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the body is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('rollback'));

  app.get(
    '/admin/api/items/:id/rollback',
    {
      schema: {
        tags: ['admin'],
        summary: 'What a rollback of an item would start from',
        description: PLAN_DESCRIPTION,
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 200: RollbackPlan },
      },
    },
    async (request) =>
      loadRollbackPlan(
        app.db,
        request.params.id,
        { userId: requireAdmin(request).id },
        requestLanguage(request),
      ),
  );

  app.post(
    '/admin/api/items/:id/rollback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rolls an item back to an earlier published version',
        description: ROLLBACK_DESCRIPTION,
        params: ItemParams,
        body: jsonBody(RollbackInput),
        response: { 200: RollbackResult },
      },
    },
    async (request) => {
      const result = await rollBackItem(
        app.db,
        signingContext(app),
        request.params.id,
        { userId: requireAdmin(request).id },
        request.body,
      );
      rolledBack(app, request.params.id);
      return result;
    },
  );
};
