import { ExtensionId, ItemReleaseState, Ok, ReleaseScheduleInput } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { jsonBody } from '../http/route-body.js';
import { promoteRelease, scheduleRelease } from './release-commands.js';
import { loadReleaseState } from './release-queries.js';

const ReleaseParams = z.object({ extensionId: ExtensionId });
/** The console's item calls name the item `:id`, as every /admin/api/items/:id/… route does. */
const AdminReleaseParams = z.object({ id: ExtensionId });

const STATE_DESCRIPTION =
  'liveVersion is the approved version; while a release is staged, `staged` names the pilot ' +
  'groups (which receive pilotVersion) and heldVersion, which every other browser keeps: the ' +
  'plain update address, other groups’ addresses and store-page installs outside a pilot group.';

/**
 * Staged releases of one item: which version each group receives, and its promotion to
 * everyone, by an administrator or, when the administrator allowed it, by the item's developer.
 * A promotion or a new date changes what the plain update address and store pages answer, so
 * it clears the catalog cache (on every server, see lib/shared-clears.ts).
 */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = async (request: Parameters<typeof requireAdmin>[0]) => {
    requireAdmin(request);
  };

  app.get(
    '/admin/api/items/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary: 'Which version of an item each browser group receives',
        description: STATE_DESCRIPTION,
        params: AdminReleaseParams,
        response: { 200: ItemReleaseState },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadReleaseState(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/api/items/:id/release/promote',
    {
      schema: {
        tags: ['admin'],
        summary: 'Promotes a staged release to every browser now',
        description: 'RELEASE_NOT_STAGED when no staged release holds a version back.',
        params: AdminReleaseParams,
        response: { 200: Ok },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const admin = requireAdmin(request);
      await promoteRelease(app.db, request.params.id, {
        kind: 'administrator',
        userId: admin.id,
      });
      app.catalogCache.clear([request.params.id]);
      return { ok: true as const };
    },
  );

  app.patch(
    '/admin/api/items/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary: "Changes a staged release's automatic promotion date, or the developer's say",
        description:
          'promoteAt: a future time at most 30 days away (RELEASE_PROMOTE_DATE_INVALID), or ' +
          'null to promote only by hand; RELEASE_NOT_STAGED when no release is staged.',
        params: AdminReleaseParams,
        body: jsonBody(ReleaseScheduleInput),
        response: { 200: Ok },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const admin = requireAdmin(request);
      await scheduleRelease(app.db, request.params.id, request.body, admin.id);
      app.catalogCache.clear([request.params.id]);
      return { ok: true as const };
    },
  );

  app.get(
    '/creator/api/extensions/:extensionId/release',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Which version of one of your items each browser group receives',
        description: `${STATE_DESCRIPTION} mayPromote says whether the administrators let you promote it.`,
        params: ReleaseParams,
        response: { 200: ItemReleaseState },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      reply.header('cache-control', 'no-store');
      return loadReleaseState(app.db, request.params.extensionId, { developerId: creator.id });
    },
  );

  app.post(
    '/creator/api/extensions/:extensionId/release/promote',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Promotes a staged release of your item to every browser, when allowed',
        description:
          'RELEASE_PROMOTE_NOT_ALLOWED (403) unless an administrator allowed the developer to ' +
          'promote this release; RELEASE_NOT_STAGED when none is staged.',
        params: ReleaseParams,
        response: { 200: Ok },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const { user, creator } = developerOf(request);
      await promoteRelease(app.db, request.params.extensionId, {
        kind: 'developer',
        userId: user.id,
        creatorId: creator.id,
      });
      app.catalogCache.clear([request.params.extensionId]);
      return { ok: true as const };
    },
  );
};
