import {
  BrowserPolicyFile,
  BrowserPolicyQuery,
  BrowsersOverview,
  InstallPolicyInput,
  ItemParams,
  PolicyItem,
  UPDATE_SERVICE_PATH,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { policyChangedAt } from '../db/policy-changes.js';
import { loadGroupPolicyRows } from '../groups/group-item-queries.js';
import { findDefaultGroup, findGroup } from '../groups/group-queries.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { loadBlockedOutsideIds } from '../outside-items/outside-queries.js';
import { type PolicyInputs, renderPolicyFile } from './policy-files.js';
import { changeInstallPolicy, loadPolicyItems } from './policy-queries.js';
import type { GroupPolicy } from './policy-settings.js';

/**
 * The admin console's Browsers page: how an organisation's browsers are connected to the store
 * (the managed-browser policy, per browser and operating system) and which items that policy
 * installs. Administrators only; everyone else gets not-found.
 */
export const browserAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so anyone but an administrator gets not-found whatever they send.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  const storeOrigin = new URL(app.config.publicUrl).origin;
  const updateUrl = `${app.config.publicUrl}${UPDATE_SERVICE_PATH}`;
  const companion = () => {
    if (!app.companion) throw new AppError('TEMPORARY_PROBLEM');
    return app.companion;
  };

  app.get(
    '/admin/api/browsers',
    {
      schema: {
        tags: ['admin'],
        summary: 'The store as managed browsers see it: companion, update service, chosen items',
        response: { 200: BrowsersOverview },
      },
    },
    async (request) => {
      return {
        storeOrigin,
        updateUrl,
        companion: companion(),
        changedAt: await policyChangedAt(app.db),
        items: await loadPolicyItems(app.db, requestLanguage(request)),
      };
    },
  );

  app.get(
    '/admin/api/browser-policy',
    {
      schema: {
        tags: ['admin'],
        summary: 'The managed-browser policy for one browser and operating system',
        description:
          'JSON for the managed policy folder on Linux, a .reg file on Windows, a configuration ' +
          'profile (.mobileconfig) on macOS: the companion force-installed from the update ' +
          'service, installs allowed from the store, chosen items installed, blocked items blocked. ' +
          "With `group`, that browser group's install mode, limits and item entries, and the " +
          "companion's managed settings naming the group; without it, the default group's.",
        querystring: BrowserPolicyQuery,
        response: { 200: BrowserPolicyFile },
      },
    },
    async (request) => {
      const { browser, platform, group: groupId } = request.query;
      const group = groupId ? await findGroup(app.db, groupId) : await findDefaultGroup(app.db);
      if (!group) throw new AppError('GROUP_NOT_FOUND');
      const groupPolicy: GroupPolicy = {
        ...group,
        entries: await loadGroupPolicyRows(app.db, group.id),
      };
      const inputs: PolicyInputs = {
        storeOrigin,
        updateUrl,
        companionId: companion().id,
        items: await loadPolicyItems(app.db, requestLanguage(request)),
        blockedOutsideIds: await loadBlockedOutsideIds(app.db),
        group: groupPolicy,
      };
      return renderPolicyFile(browser, platform, inputs, group.policyChangedAt);
    },
  );

  app.put(
    '/admin/api/items/:id/install-policy',
    {
      schema: {
        tags: ['admin'],
        summary: 'Chooses how managed browsers get an item: none, pre-installed or required',
        params: ItemParams,
        body: InstallPolicyInput,
        response: { 200: PolicyItem.nullable() },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { installPolicy } = request.body;
      const id = request.params.id;
      await changeInstallPolicy(app.db, { actorId: admin.id, itemId: id, installPolicy });
      // The default group's entry for the item changed.
      app.groupPolicyClears.clear();
      const items = await loadPolicyItems(app.db, requestLanguage(request));
      return items.find((item) => item.extensionId === id) ?? null;
    },
  );
};
