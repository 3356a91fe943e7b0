import { Blocklist, ItemParams, UPDATE_SERVICE_PATH } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findHeldRelease } from '../db/item-releases.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { fromStorePage } from '../installs/download-source.js';
import { downloadIncrement } from '../installs/install-increments.js';
import { GroupOffers } from './group-offers.js';
import {
  findGroupPackage,
  groupItemAccess,
  groupPackageOf,
  loadGroupBlocklist,
} from './group-packages.js';
import { groupExists, loadGroupReleases } from './group-releases.js';
import { recordUpdateChecks } from './record-checks.js';
import { ReleaseTable } from './release-table.js';
import { findSignedFile, loadBlocklist, loadReleases } from './releases.js';
import { signingContext } from './sign-package.js';
import { answerChecks, updateDocument } from './update-answer.js';
import {
  dayStartOf,
  MalformedUpdateCheck,
  parseUpdateChecks,
  protocolDayOf,
  type UpdateCheck,
} from './update-protocol.js';
import { GroupQuery, namedGroup, UpdateQuery, updateEntries } from './update-query.js';

/**
 * Ids whose offers each server keeps in memory (an entry is a few hundred bytes, an unknown id
 * a pointer): past it the least recently checked go first.
 */
const RELEASE_TABLE_MAX_ENTRIES = 200_000;
/** The same for each browser group's address: a group's browsers share most of their ids. */
const GROUP_TABLE_MAX_ENTRIES = 50_000;

/**
 * How long an offer is kept without a clear. Every decision that changes an offer clears the
 * catalog cache (on every server), and a staged release's offer leaves at its promotion, so
 * this only bounds how long a change made behind the store's back goes unseen: re-reading
 * every id after the catalog cache's 15 s made a steady stream of misses, each a batch of
 * queries, under a fleet's checks.
 */
const RELEASE_TABLE_TTL_MS = 5 * 60_000;

/**
 * What browsers call: the update service (gupdate XML), the signed packages it points at, and
 * the blocklist the companion extension enforces. All public and the same for everyone, so
 * answers come from memory (the catalog cache and the update service's release table), which
 * every publishing or blocking decision clears.
 */
export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checks of the plain address are answered from the per-id table, which forgets whenever
  // the catalog cache does (on every server of the store).
  const releases = new ReleaseTable((ids) => loadReleases(app.db, ids, app.config.publicUrl), {
    maxEntries: RELEASE_TABLE_MAX_ENTRIES,
    ttlMs: RELEASE_TABLE_TTL_MS,
  });
  // A group's own address (`?group=`) is answered the same way, per group, from tables that
  // also forget when a group's policy changes.
  const groups = new GroupOffers({
    exists: (groupId) => groupExists(app.db, groupId),
    load: (groupId, ids) =>
      loadGroupReleases(app.db, signingContext(app), app.config.publicUrl, groupId, ids),
    maxEntries: GROUP_TABLE_MAX_ENTRIES,
    ttlMs: RELEASE_TABLE_TTL_MS,
  });
  const stopForgetting = app.catalogCache.onForget(() => {
    releases.forget();
    groups.forget();
  });
  const stopForgettingGroups = app.groupPolicyClears.onForget(() => groups.forget());
  app.addHook('onClose', async () => {
    stopForgetting();
    stopForgettingGroups();
  });
  /** Throws GROUP_NOT_FOUND unless the group exists: at once once known, a promise the first time. */
  const knownGroup = (groupId: string): Promise<void> | undefined => {
    const exists = groups.exists(groupId);
    if (exists === true) return;
    if (exists === false) throw new AppError('GROUP_NOT_FOUND');
    return exists.then((found) => {
      if (!found) throw new AppError('GROUP_NOT_FOUND');
    });
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
      // Every installed browser polls this route, each with its own mix of ids: the schema
      // above is applied in the handler, once the group is known, and each id's answer comes
      // from the release table. The day, and so the document's daystart and the counting,
      // belong to each request.
      validatorCompiler: () => (value) => ({ value }),
      // Chromium's update client sends no cookies.
      config: { cookieless: true },
    },
    async (request, reply) => {
      const now = new Date();
      const groupId = namedGroup(request.query);
      const groupKnown = groupId ? knownGroup(groupId) : undefined;
      if (groupKnown) await groupKnown;
      const entries = updateEntries(request.query);
      let checks: UpdateCheck[];
      try {
        checks = parseUpdateChecks(entries);
      } catch (error) {
        if (error instanceof MalformedUpdateCheck) throw new AppError('INVALID_REQUEST');
        throw error;
      }
      // From memory, without a wait, unless an id is missing from the table: the plain
      // address's, or the group's own (its entries, mode and pilot flag decide its offers).
      // Each offer comes drawn as its answer's elements.
      const ids = checks.map((check) => check.id);
      const found = groupId ? groups.offersOf(groupId, ids) : releases.offersOf(ids);
      const offers = Array.isArray(found) ? found : await found;
      const answered = answerChecks(checks, offers, protocolDayOf(now));
      // What is counted: every check but those of ids no item or companion has (the counts'
      // writes would drop them; dropped here, they cost no memory and no row in a write).
      const counting = recordUpdateChecks(
        app.updateCheckCounter,
        request.log,
        clientKey(request.ip),
        answered.items,
        now,
      );
      if (counting) await counting;
      // Offers of a version, and Chromium's word of the version it runs: the install report.
      app.installCounter.addChecks(now, answered.versions);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(updateDocument(answered, dayStartOf(now)));
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
        await knownGroup(groupId);
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
