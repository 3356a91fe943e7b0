import {
  BrowserGroupDetail,
  BrowserGroupList,
  GroupCreateInput,
  GroupItemInput,
  GroupItemParams,
  GroupParams,
  GroupPatchInput,
  Ok,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { type Author, createGroup, deleteGroup, updateGroup } from './group-commands.js';
import { clearGroupItem, setGroupItem } from './group-item-commands.js';
import { loadGroupItems } from './group-item-queries.js';
import { findGroup, loadGroups } from './group-queries.js';
import { withRollout } from './policy-rollout.js';

/**
 * The console's browser groups: list, create, read with the items' entries, change, delete,
 * and set or clear one item's entry in a group. Administrators only; everyone else gets
 * not-found, before the input is read. Every change clears the group policy (after it
 * commits), so the update service answers the group's browsers from it at once.
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  function authorOf(request: FastifyRequest): Author {
    return { actorId: requireAdmin(request).id, language: requestLanguage(request) };
  }

  async function present(request: FastifyRequest, groupId: string) {
    const found = await findGroup(app.db, groupId);
    if (!found) throw new AppError('GROUP_NOT_FOUND');
    const group = await withRollout(app.db, found);
    const items = await loadGroupItems(
      app.db,
      groupId,
      requestLanguage(request),
      group.blockedPermissions,
    );
    return { ...group, items };
  }

  app.get(
    '/admin/api/groups',
    {
      schema: {
        tags: ['admin'],
        summary: 'Browser groups: the default group first, then by name',
        response: { 200: BrowserGroupList },
      },
    },
    async () => ({ groups: await loadGroups(app.db) }),
  );

  app.post(
    '/admin/api/groups',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a browser group with its install mode and limits',
        body: GroupCreateInput,
        response: { 201: BrowserGroupDetail },
      },
    },
    async (request, reply) => {
      const id = await createGroup(app.db, request.body, authorOf(request));
      app.groupPolicyClears.clear();
      return reply.code(201).send(await present(request, id));
    },
  );

  app.get(
    '/admin/api/groups/:groupId',
    {
      schema: {
        tags: ['admin'],
        summary: "A browser group with every item's entry in it",
        params: GroupParams,
        response: { 200: BrowserGroupDetail },
      },
    },
    async (request) => present(request, request.params.groupId),
  );

  app.patch(
    '/admin/api/groups/:groupId',
    {
      schema: {
        tags: ['admin'],
        summary: "Changes a group's name, description, install mode or group-wide limits",
        params: GroupParams,
        body: GroupPatchInput,
        response: { 200: BrowserGroupDetail },
      },
    },
    async (request) => {
      await updateGroup(app.db, request.params.groupId, request.body, authorOf(request));
      app.groupPolicyClears.clear();
      return present(request, request.params.groupId);
    },
  );

  app.delete(
    '/admin/api/groups/:groupId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a browser group (never the default group)',
        params: GroupParams,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deleteGroup(app.db, request.params.groupId, authorOf(request));
      app.groupPolicyClears.clear();
      return { ok: true as const };
    },
  );

  app.put(
    '/admin/api/groups/:groupId/items/:extensionId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Sets how a group's browsers get an item (allowed, pre-installed, required, blocked, removed) and its limits",
        params: GroupItemParams,
        body: GroupItemInput,
        response: { 200: BrowserGroupDetail },
      },
    },
    async (request) => {
      const { groupId, extensionId } = request.params;
      await setGroupItem(app.db, { groupId, itemId: extensionId }, request.body, authorOf(request));
      app.groupPolicyClears.clear();
      return present(request, groupId);
    },
  );

  app.delete(
    '/admin/api/groups/:groupId/items/:extensionId',
    {
      schema: {
        tags: ['admin'],
        summary: "Returns an item to its group's defaults",
        params: GroupItemParams,
        response: { 200: BrowserGroupDetail },
      },
    },
    async (request) => {
      const { groupId, extensionId } = request.params;
      await clearGroupItem(app.db, { groupId, itemId: extensionId }, authorOf(request));
      app.groupPolicyClears.clear();
      return present(request, groupId);
    },
  );
};
