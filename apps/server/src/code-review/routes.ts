import {
  FileDiff,
  ItemParams,
  PackageChanges,
  PackageFileView,
  PackageTree,
  ReviewFlags,
  ReviewPackageChoice,
  ReviewQueueFlags,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { inspectionGate } from '../publishing/package/upload-limits.js';
import { readPackageFile } from './file-view.js';
import { itemsInReview } from './flag-queries.js';
import { fileDiff, packageChanges } from './package-diff.js';
import { type PackageArchive, packageTree, withStoredPackage } from './package-files.js';
import { itemFlags, visibleChangeLog } from './review-flags.js';
import {
  choosePackage,
  itemName,
  loadOneItemPackages,
  presentPackageRef,
  type ReviewPackageRow,
} from './review-packages.js';

/** A path inside a package, as the tree names it; what it may hold is checked by fileAt. */
const FilePath = z.string().min(1).max(4096);
/** The language of refusals' words (they are the only words these answers hold). */
const Language = z.string().optional();
/** How long one visit of the queue may spend reading packages it has not read before. */
const QUEUE_SCAN_BUDGET_MS = 3000;

/**
 * The reviewers' code viewer under /admin/api/: a package's files, one file, the changes from
 * the published to the submitted package, and the flags of the submitted package. Like the
 * rest of the console's API, anyone but an administrator gets not-found before anything is
 * read. Answers are JSON only (see file-view.ts), never a package's bytes as they are.
 */
export const codeReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  /** Opens the two packages of a diff (the published one only when it is another package). */
  const withBoth = <T>(
    from: ReviewPackageRow | null,
    to: ReviewPackageRow,
    use: (from: PackageArchive | null, to: PackageArchive) => Promise<T>,
  ): Promise<T> =>
    withStoredPackage(app.storage, to.file_key, (after) =>
      from === null
        ? use(null, after)
        : from.id === to.id
          ? use(after, after)
          : withStoredPackage(app.storage, from.file_key, (before) => use(before, after)),
    );

  app.get(
    '/admin/api/reviews/:id/files',
    {
      schema: {
        tags: ['admin'],
        summary: 'The files of an item’s submitted (default) or published package',
        params: ItemParams,
        querystring: z.object({ package: ReviewPackageChoice.optional(), hl: Language }),
        response: { 200: PackageTree },
      },
    },
    async (request) => {
      const packages = await loadOneItemPackages(app.db, request.params.id);
      const { choice, row } = choosePackage(packages, request.query.package);
      const files = await withStoredPackage(app.storage, row.file_key, async (archive) =>
        packageTree(archive),
      );
      return {
        extensionId: packages.itemId,
        name: await itemName(app.db, packages, requestLanguage(request)),
        package: choice,
        ref: presentPackageRef(row),
        packages: {
          submitted: packages.submitted ? presentPackageRef(packages.submitted) : null,
          published: packages.published ? presentPackageRef(packages.published) : null,
        },
        files,
      };
    },
  );

  app.get(
    '/admin/api/reviews/:id/file',
    {
      schema: {
        tags: ['admin'],
        summary: 'One file of a package: text, a raster image as base64, or named binary',
        description:
          'PACKAGE_PATH_INVALID for a path no package file can have (`..`, absolute, control ' +
          'characters); PACKAGE_FILE_NOT_FOUND for a path the package does not hold. Text over ' +
          'CODE_VIEW_TEXT_MAX_BYTES and images over CODE_VIEW_IMAGE_MAX_BYTES answer `tooLarge`.',
        params: ItemParams,
        querystring: z.object({
          package: ReviewPackageChoice.optional(),
          path: FilePath,
          hl: Language,
        }),
        response: { 200: PackageFileView },
      },
    },
    async (request) => {
      const packages = await loadOneItemPackages(app.db, request.params.id);
      const { row } = choosePackage(packages, request.query.package);
      return withStoredPackage(app.storage, row.file_key, (archive) =>
        readPackageFile(archive, request.query.path, row.id),
      );
    },
  );

  app.get(
    '/admin/api/reviews/:id/changes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Files added, removed and changed from the published to the submitted package',
        params: ItemParams,
        querystring: z.object({ hl: Language }),
        response: { 200: PackageChanges },
      },
    },
    async (request) => {
      const packages = await loadOneItemPackages(app.db, request.params.id);
      const to = packages.submitted;
      const from = packages.published;
      const ref = (row: ReviewPackageRow | null) => (row ? presentPackageRef(row) : null);
      const name = await itemName(app.db, packages, requestLanguage(request));
      if (!to) {
        return {
          extensionId: packages.itemId,
          name,
          from: ref(from),
          to: null,
          files: [],
          unchangedCount: 0,
        };
      }
      const changes = await inspectionGate.run(() => withBoth(from, to, packageChanges));
      return { extensionId: packages.itemId, name, from: ref(from), to: ref(to), ...changes };
    },
  );

  app.get(
    '/admin/api/reviews/:id/diff',
    {
      schema: {
        tags: ['admin'],
        summary: 'One file’s unified line diff from the published to the submitted package',
        params: ItemParams,
        querystring: z.object({ path: FilePath, hl: Language }),
        response: { 200: FileDiff },
      },
    },
    async (request) => {
      const packages = await loadOneItemPackages(app.db, request.params.id);
      const to = packages.submitted;
      if (!to) throw new AppError('PACKAGE_NOT_FOUND');
      const from = packages.published;
      const diff = await inspectionGate.run(() =>
        withBoth(from, to, (before, after) => fileDiff(before, after, request.query.path)),
      );
      return {
        extensionId: packages.itemId,
        fromPackageId: from?.id ?? null,
        toPackageId: to.id,
        ...diff,
      };
    },
  );

  app.get(
    '/admin/api/reviews/:id/flags',
    {
      schema: {
        tags: ['admin'],
        summary: 'Flags of the submitted package, and the change log visitors will see',
        params: ItemParams,
        querystring: z.object({ hl: Language }),
        response: { 200: ReviewFlags },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = (await itemFlags(app.db, app.storage, [id])).get(id);
      if (!found) throw new AppError('EXTENSION_NOT_FOUND');
      const submitted = found.packages.submitted;
      return {
        extensionId: id,
        package: submitted ? presentPackageRef(submitted) : null,
        flags: found.flags,
        changeLog: visibleChangeLog(found.draftChangeLogs, requestLanguage(request)),
        scannedFiles: found.findings?.scannedFiles ?? 0,
        skipped: found.findings?.skipped ?? { files: [], omitted: 0 },
      };
    },
  );

  app.get(
    '/admin/api/review-flags',
    {
      schema: {
        tags: ['admin'],
        summary: 'Flags of every item in review, for the review queue',
        querystring: z.object({ hl: Language }),
        response: { 200: ReviewQueueFlags },
      },
    },
    async () => {
      const ids = await itemsInReview(app.db);
      const flags = await itemFlags(app.db, app.storage, ids, {
        scanBudgetMs: QUEUE_SCAN_BUDGET_MS,
      });
      return {
        items: ids.map((id) => {
          const found = flags.get(id);
          return {
            extensionId: id,
            flags: found?.flags ?? [],
            filesRead: !found?.packages.submitted || found.findings !== null,
          };
        }),
      };
    },
  );
};
