import { Blocklist, ItemParams, UPDATE_SERVICE_PATH } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findHeldRelease } from '../db/item-releases.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { fromStorePage } from '../installs/download-source.js';
import { checkIncrements, downloadIncrement } from '../installs/install-increments.js';
import type { CacheEntry } from '../lib/ttl-cache.js';
import {
  findGroupPackage,
  groupExists,
  groupItemAccess,
  groupPackageOf,
  loadGroupBlocklist,
  loadGroupRelease,
} from './group-packages.js';
import { checkedVersions } from './install-checks.js';
import { recordUpdateChecks } from './record-checks.js';
import { findSignedFile, loadBlocklist, loadRelease } from './releases.js';
import { signingContext } from './sign-package.js';
import {
  type AppAnswer,
  answerFor,
  dayStartOf,
  MalformedUpdateCheck,
  parseUpdateChecks,
  type Release,
  renderUpdateResponse,
  type UpdateCheck,
} from './update-protocol.js';

/** More ids than any browser sends in one check; beyond this a request is refused whole. */
const MAX_CHECKS = 1000;

const UpdateQuery = z
  .object({
    x: z.union([z.string().max(2000), z.array(z.string().max(2000)).min(1).max(MAX_CHECKS)]),
  })
  .loose();

/** The browser group an update address or package names (`?group=<groupId>`), if any. */
const GroupQuery = z.object({ group: z.uuid().optional() }).loose();

/** The group a request names: absent, or one the store has (else a 404 with the contract's code). */
function namedGroup(query: unknown): string | null {
  const parsed = GroupQuery.safeParse(query);
  if (!parsed.success) throw new AppError('GROUP_NOT_FOUND');
  return parsed.data.group ?? null;
}

/**
 * What browsers call: the update service (gupdate XML), the signed packages it points at, and
 * the blocklist the companion extension enforces. All public and the same for everyone, so
 * answers come from the catalog cache, which every publishing or blocking decision clears.
 */
export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const release = (id: string): Promise<Release> =>
    app.catalogCache.get(`release:${id}`, async (entry) => {
      const found = await loadRelease(app.db, id, app.config.publicUrl);
      if (found.status === 'available' && found.expiresAt) entry.expireAt(found.expiresAt);
      return found;
    });
  /** The plain address's offer; an answer built from it expires with it (a staged release). */
  const plainRelease = async (id: string, entry: CacheEntry | undefined): Promise<Release> => {
    const found = await release(id);
    if (found.status === 'available' && found.expiresAt) entry?.expireAt(found.expiresAt);
    return found;
  };
  const heldVersionOf = async (id: string): Promise<string | null> =>
    (await findHeldRelease(app.db, id))?.heldVersion ?? null;

  app.get(
    UPDATE_SERVICE_PATH,
    {
      schema: {
        tags: ['browsers'],
        summary: 'Extension update check (gupdate protocol, as Chromium sends it)',
        description:
          'One `x` parameter per extension: `id=<id>&v=<installed version>&…`, URL-encoded. ' +
          'Answers gupdate XML: per app `updatecheck status="ok"` with codebase, version and ' +
          'hash_sha256 when a newer live version exists, `noupdate` when current, ' +
          '`error-unknownApplication` for unknown or private ids and `restricted` for blocked ones. ' +
          'Each item is counted in its usage of the day at most once per client address (an IPv6 ' +
          'address by its /64) and day, however often it is checked or named in one request; ' +
          'the counts reach the usage call (/creator/api/extensions/{id}/usage) within seconds.',
        querystring: UpdateQuery,
      },
      // Every installed browser polls this route. Browsers under one policy send the same
      // query, so the checks and answers are looked up by the query as sent before anything is
      // parsed; the schema above is applied on a miss, in the handler. The day, and so the
      // document's daystart and the counting, belong to each request.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const now = new Date();
      const query = request.url.slice(request.url.indexOf('?') + 1);
      const groupId = namedGroup(request.query);
      if (groupId && !(await groupExists(app.db, groupId))) throw new AppError('GROUP_NOT_FOUND');
      // A group's own address answers from the group's entries, which change without clearing
      // the catalog cache: asked afresh, so an allow or a block is the next check's answer.
      const answer = async (
        entry?: CacheEntry,
      ): Promise<{ checks: UpdateCheck[]; answers: AppAnswer[] }> => {
        const parsed = UpdateQuery.safeParse(request.query);
        if (!parsed.success) throw new AppError('INVALID_REQUEST');
        let checks: UpdateCheck[];
        try {
          checks = parseUpdateChecks(parsed.data.x);
        } catch (error) {
          if (error instanceof MalformedUpdateCheck) throw new AppError('INVALID_REQUEST');
          throw error;
        }
        const answers = await Promise.all(
          checks.map(async (check) =>
            answerFor(
              check,
              groupId
                ? await loadGroupRelease(
                    app.db,
                    signingContext(app),
                    app.config.publicUrl,
                    groupId,
                    check.id,
                  )
                : await plainRelease(check.id, entry),
            ),
          ),
        );
        return { checks, answers };
      };
      const { checks, answers } = groupId
        ? await answer()
        : await app.catalogCache.get(`update-check:${query}`, answer);
      await recordUpdateChecks(
        app.updateCheckCounter,
        request.log,
        clientKey(request.ip),
        checks,
        answers,
        now,
      );
      // Offers of a version, and Chromium's word of the version it runs: the install report.
      app.installCounter.add(now, checkIncrements(checkedVersions(checks, answers)));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderUpdateResponse(answers, dayStartOf(now)));
    },
  );

  app.get(
    '/crx/:id/:file',
    {
      schema: {
        tags: ['browsers'],
        summary: 'The signed CRX3 package of one version (immutable)',
        description:
          "With `group`, that browser group's copy, whose manifest names the group's own update " +
          "address (which only that group's policy file allows): made on first request, and only " +
          'for an item the group allows (`GROUP_ITEM_NOT_ALLOWED` otherwise, a 403).',
        params: ItemParams.extend({
          file: z.string().regex(/^\d{1,5}(\.\d{1,5}){0,3}\.crx$/, 'version.crx'),
        }),
        querystring: GroupQuery,
      },
    },
    async (request, reply) => {
      const version = request.params.file.slice(0, -'.crx'.length);
      const { id } = request.params;
      const groupId = namedGroup(request.query);
      let signed: { fileKey: string } | null;
      if (groupId) {
        if (!(await groupExists(app.db, groupId))) throw new AppError('GROUP_NOT_FOUND');
        const access = await groupItemAccess(app.db, groupId, id);
        if (access.status === 'unknown') throw new AppError('NOT_FOUND');
        if (access.status === 'refused') throw new AppError('GROUP_ITEM_NOT_ALLOWED');
        // The versions the store gives browsers now (the live one, and the one a staged
        // release holds) are signed for the group on first request; older copies stay served.
        const given =
          access.version !== null &&
          (version === access.version || version === (await heldVersionOf(id)));
        signed = given
          ? await groupPackageOf(app.db, signingContext(app), groupId, id, version)
          : await findGroupPackage(app.db, groupId, id, version);
      } else {
        signed = await findSignedFile(app.db, id, version);
      }
      const file = signed ? await app.storage.open(signed.fileKey) : null;
      if (!file) throw new AppError('NOT_FOUND');
      // Each download counts in the version's install report (a HEAD request downloads nothing).
      if (request.method === 'GET') {
        const now = new Date();
        const page = fromStorePage(request.headers.referer, app.config.storeOrigins);
        app.installCounter.add(now, [downloadIncrement(request.params.id, version, page, now)]);
      }
      return (
        reply
          .type('application/x-chrome-extension')
          // A group's copy is served only while the group allows the item: never kept by proxies.
          .header(
            'cache-control',
            groupId ? 'private, no-cache' : 'public, max-age=31536000, immutable',
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-length', file.size)
          .send(file.stream)
      );
    },
  );

  app.get(
    '/ajax/blocklist',
    {
      schema: {
        tags: ['browsers'],
        summary: 'Every blocked extension id, for the companion extension to disable',
        description:
          "With `group` (the browser group the companion's managed settings name), also the " +
          'store items that group blocks, and those it no longer allows that the store gave its ' +
          'browsers: decisions that take effect without a new policy file.',
        querystring: GroupQuery,
        response: { 200: Blocklist },
      },
    },
    async (request, reply) => {
      const groupId = namedGroup(request.query);
      const storeWide = await cachedJson(app, 'blocklist', Blocklist, () => loadBlocklist(app.db));
      if (!groupId) return sendJson(reply, storeWide);
      // A group deleted since the file was rolled out reads the store-wide list.
      const forGroup = await loadGroupBlocklist(
        app.db,
        groupId,
        Blocklist.parse(JSON.parse(storeWide)),
      );
      return sendJson(reply, JSON.stringify(Blocklist.encode(forGroup)));
    },
  );
};
