import {
  compareItemVersions,
  isValidItemVersion,
  type Language,
  newVersionProblem,
  proposeRollbackVersion,
  type RollbackInput,
  type RollbackPlan,
  type RollbackResult,
} from '@lagoon/contract';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { countWrite } from '../ratings/flood-limit.js';
import { RepackError, repackWithManifest } from './repack.js';
import {
  isWebApp,
  loadRollbackState,
  type RollbackState,
  rollbackRefusal,
} from './rollback-queries.js';
import { type SigningContext, signLivePackage } from './sign-package.js';

/**
 * Rolling an item back to an earlier published version. Browsers never install a lower version
 * than they have, so the earlier package is repacked with `version` set to a new, higher number,
 * stored as a package of its own, signed with the item's key and made the live package of the
 * published listing, without a review (it was approved before). The listing's texts and images
 * stay as they are; the version history records the new version as a rollback of the earlier
 * one. A developer rolls back their own items without asking the administrators; the
 * administrators' log records every rollback.
 */

/** Who rolls back: the item's developer (their creator id) or an administrator. */
export interface RollbackActor {
  userId: string;
  /** The developer's creator id; absent for an administrator, who may roll back any item. */
  creatorId?: string;
}

/** The item as the rollback dialog starts from it. EXTENSION_NOT_FOUND for another's item. */
export async function loadRollbackPlan(
  db: Db,
  itemId: string,
  actor: RollbackActor,
  language: Language,
): Promise<RollbackPlan> {
  const state = await loadRollbackState(db, itemId, { ...optionsOf(actor), language });
  if (!state) throw new AppError('EXTENSION_NOT_FOUND');
  if (isWebApp(state)) throw new AppError('WRONG_ITEM_TYPE');
  const known = [state.live?.version, state.highestVersion].filter(
    (version): version is string => typeof version === 'string',
  );
  return {
    extensionId: itemId,
    liveVersion: state.live?.version ?? null,
    highestVersion: state.highestVersion,
    proposedVersion: proposeRollbackVersion(known),
    versions: state.versions,
    refusal: rollbackRefusal(state),
  };
}

function optionsOf(actor: RollbackActor): { creatorId?: string } {
  return actor.creatorId === undefined ? {} : { creatorId: actor.creatorId };
}

/**
 * The manifest of the rolled-back package: the earlier manifest with `version` set to the new
 * version. `version_name` is dropped: browsers show it instead of `version`, and the earlier
 * one would name the version being replaced as if nothing had changed.
 */
export function rollbackManifest(
  manifest: Record<string, unknown>,
  newVersion: string,
): Record<string, unknown> {
  const { version_name: _versionName, ...rest } = manifest;
  return { ...rest, version: newVersion };
}

/** Throws the refusal of a rollback to `version` as `newVersion`; the earlier version's package. */
function checkRollback(state: RollbackState, input: RollbackInput) {
  const refusal = rollbackRefusal(state);
  if (refusal) throw new AppError(refusal);
  const live = state.live!;
  if (isValidItemVersion(input.version) && compareItemVersions(input.version, live.version) === 0) {
    throw new AppError('ROLLBACK_VERSION_IS_LIVE');
  }
  const candidate = state.candidates.find((entry) => entry.version === input.version);
  if (!candidate) throw new AppError('ROLLBACK_VERSION_UNKNOWN');
  const problem = newVersionProblem(input.newVersion, state.highestVersion);
  if (problem) throw new AppError(problem);
  return candidate;
}

/**
 * Rolls the item back to `input.version`, served as `input.newVersion`, in one transaction: the
 * repacked package, its inspection report and file insights (copied: only the manifest's
 * version changed), the published listing's package (and the draft's, when it carried the live
 * one), the version history's record, the signed CRX, the log entry and the actor's hourly
 * count. A refusal or failure changes nothing in the database; files stored before it stay
 * unreferenced and go with the next unused-file collection. The caller clears the catalog
 * cache (which holds the update service's answers) once this returns.
 */
export async function rollBackItem(
  db: Db,
  signing: SigningContext,
  itemId: string,
  actor: RollbackActor,
  input: RollbackInput,
): Promise<RollbackResult> {
  return db.transaction().execute(async (trx) => {
    const state = await loadRollbackState(trx, itemId, { ...optionsOf(actor), forUpdate: true });
    if (!state) throw new AppError('EXTENSION_NOT_FOUND');
    if (isWebApp(state)) throw new AppError('WRONG_ITEM_TYPE');
    const candidate = checkRollback(state, input);
    const live = state.live!;
    const earlier = await trx
      .selectFrom('packages')
      .selectAll()
      .where('id', '=', candidate.packageId)
      .executeTakeFirstOrThrow();
    const zip = await signing.storage.read(earlier.file_key);
    if (!zip) throw new AppError('ROLLBACK_PACKAGE_MISSING');
    let repacked: Buffer;
    try {
      repacked = await repackWithManifest(zip, (manifest) =>
        rollbackManifest(manifest, input.newVersion),
      );
    } catch (error) {
      // The stored file is not the package that was approved any more.
      if (error instanceof RepackError) throw new AppError('ROLLBACK_PACKAGE_MISSING');
      throw error;
    }
    const stored = await signing.storage.put(repacked, 'zip');
    const manifest = rollbackManifest(
      earlier.manifest as unknown as Record<string, unknown>,
      input.newVersion,
    );
    const created = await trx
      .insertInto('packages')
      .values({
        item_id: itemId,
        file_key: stored.key,
        file_name: earlier.file_name,
        manifest: JSON.stringify(manifest),
        manifest_version: earlier.manifest_version,
        version: input.newVersion,
        size: stored.size,
        sha256: stored.sha256,
        report: JSON.stringify(earlier.report),
        permissions: earlier.permissions,
        host_permissions: earlier.host_permissions,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const packageId = Number(created.id);
    await copyInsights(trx, candidate.packageId, packageId);
    const listingIds = [state.item.published_listing_id!];
    if (state.item.draft_listing_id !== null && state.draftPackageId === live.packageId) {
      listingIds.push(state.item.draft_listing_id);
    }
    await trx
      .updateTable('listings')
      .set({ package_id: packageId })
      .where('id', 'in', listingIds)
      .execute();
    const now = new Date();
    await recordRollbackPublication(trx, {
      itemId,
      packageId,
      earlierPackageId: candidate.packageId,
      defaultLocale: live.defaultLocale,
      publishedAt: now,
      rollbackOf: candidate.version,
    });
    await trx
      .updateTable('items')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
      .where('id', '=', itemId)
      .execute();
    const signed = await signLivePackage(trx, signing, itemId);
    if (!signed || signed.version !== input.newVersion) throw new AppError('ROLLBACK_NOT_SIGNED');
    await recordAction(trx, {
      actorId: actor.userId,
      action: 'release.rollback',
      target: `item:${itemId}`,
      details: {
        extensionId: itemId,
        fromVersion: live.version,
        version: candidate.version,
        newVersion: input.newVersion,
        by: actor.creatorId === undefined ? 'administrator' : 'developer',
      },
      reason: null,
    });
    // Counted last, after the item's lock, as every counted write is.
    await countWrite(trx, actor.userId, 'rollback', now);
    return {
      extensionId: itemId,
      version: candidate.version,
      newVersion: input.newVersion,
      previousVersion: live.version,
      publishedAt: now.toISOString(),
    };
  });
}

/** The reviewers' findings about the earlier package's files, which the copy shares. */
async function copyInsights(db: Db, fromPackageId: number, toPackageId: number): Promise<void> {
  const insights = await db
    .selectFrom('package_insights')
    .select(['analysis', 'findings'])
    .where('package_id', '=', fromPackageId)
    .executeTakeFirst();
  if (!insights) return;
  await db
    .insertInto('package_insights')
    .values({
      package_id: toPackageId,
      analysis: insights.analysis,
      findings: JSON.stringify(insights.findings),
    })
    .execute();
}

/**
 * The version history's record of a rollback: published now, with the change logs the earlier
 * version was published with (what it brings back), naming that version.
 */
async function recordRollbackPublication(
  db: Db,
  entry: {
    itemId: string;
    packageId: number;
    earlierPackageId: number;
    defaultLocale: string;
    publishedAt: Date;
    rollbackOf: string;
  },
): Promise<void> {
  const earlier = await db
    .selectFrom('published_versions')
    .select(['default_locale', 'change_log', 'change_logs'])
    .where('item_id', '=', entry.itemId)
    .where('package_id', '=', entry.earlierPackageId)
    .executeTakeFirst();
  await db
    .insertInto('published_versions')
    .values({
      item_id: entry.itemId,
      package_id: entry.packageId,
      published_at: entry.publishedAt,
      default_locale: earlier?.default_locale ?? entry.defaultLocale,
      change_log: earlier?.change_log ?? null,
      change_logs: JSON.stringify(earlier?.change_logs ?? {}),
      rollback_of: entry.rollbackOf,
    })
    .execute();
}
