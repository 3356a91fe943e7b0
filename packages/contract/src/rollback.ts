import { z } from 'zod';
import { ExtensionId } from './entities.js';
import { PublishedVersion } from './versions.js';

/**
 * Rolling an item back to an earlier published version. Browsers never install a version lower
 * than the one they have, so the store repacks the earlier package under a new, higher version
 * number, signs it and makes it the live version without a review:
 * POST /creator/api/extensions/{id}/rollback (the item's developer) and
 * POST /admin/api/items/{id}/rollback (an administrator, beside the console's other item calls);
 * GET on the same paths answers the RollbackPlan the dialog starts from.
 */
export function rollbackPath(area: 'creator' | 'admin', extensionId: string): string {
  return area === 'creator'
    ? `/creator/api/extensions/${extensionId}/rollback`
    : `/admin/api/items/${extensionId}/rollback`;
}

/**
 * An item's version: 1 to 4 dot-separated integers 0–65535 without leading zeros, the Chrome
 * Web Store's rule. Chromium itself (base::Version) is looser, refusing a leading zero only in
 * the first part; the store keeps the stricter rule so that two versions it compares never read
 * the same ("1.01" and "1.1").
 */
const ITEM_VERSION_PATTERN = /^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){0,3}$/;
const VERSION_PART_MAX = 65_535;
const VERSION_PARTS_MAX = 4;

/** Whether `version` is a version Chromium and the store accept for an item. */
export function isValidItemVersion(version: string): boolean {
  return (
    ITEM_VERSION_PATTERN.test(version) &&
    version.split('.').every((part) => Number(part) <= VERSION_PART_MAX)
  );
}

/**
 * Chromium's version order: part by part, a missing part counts as 0, so "1.0" equals "1.0.0".
 * Negative when a < b, 0 when equal, positive when a > b.
 */
export function compareItemVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * The version the store proposes for a rollback: the highest of `versions` (the live one and
 * every one ever uploaded or signed for the item) with its last part raised by one. A last part
 * already at 65535 gets a part added after it ("1.65535" → "1.65535.1"), and with four parts the
 * raise carries to the part before ("1.2.3.65535" → "1.2.4"). Null when no higher version exists.
 */
export function proposeRollbackVersion(versions: readonly string[]): string | null {
  const valid = versions.filter(isValidItemVersion);
  if (valid.length === 0) return null;
  const highest = valid.reduce((a, b) => (compareItemVersions(a, b) >= 0 ? a : b));
  const parts = highest.split('.').map(Number);
  if (parts[parts.length - 1]! < VERSION_PART_MAX) {
    parts[parts.length - 1]! += 1;
    return parts.join('.');
  }
  if (parts.length < VERSION_PARTS_MAX) return [...parts, 1].join('.');
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i]! < VERSION_PART_MAX) return [...parts.slice(0, i), parts[i]! + 1].join('.');
  }
  return null;
}

/** Why a new version number cannot be used, or null when it can. */
export type NewVersionProblem = 'ROLLBACK_NEW_VERSION_INVALID' | 'ROLLBACK_NEW_VERSION_NOT_HIGHER';

/**
 * The store's rule for a rollback's new version: a valid version (isValidItemVersion) higher
 * than `highestVersion`, the highest of the live version and every version ever uploaded or
 * signed for the item, so browsers install it and no version number names two packages.
 */
export function newVersionProblem(
  newVersion: string,
  highestVersion: string | null,
): NewVersionProblem | null {
  if (!isValidItemVersion(newVersion)) return 'ROLLBACK_NEW_VERSION_INVALID';
  if (highestVersion !== null && compareItemVersions(newVersion, highestVersion) <= 0) {
    return 'ROLLBACK_NEW_VERSION_NOT_HIGHER';
  }
  return null;
}

/** The longest text the version fields take (the longest valid version is 23 characters). */
export const ROLLBACK_VERSION_TEXT_MAX = 64;

/** POST body: the earlier version to bring back and the version number it is served under. */
export const RollbackInput = z.object({
  version: z.string().min(1).max(ROLLBACK_VERSION_TEXT_MAX),
  newVersion: z.string().min(1).max(ROLLBACK_VERSION_TEXT_MAX),
});
export type RollbackInput = z.infer<typeof RollbackInput>;

/**
 * Why an item cannot be rolled back at the moment, whatever version is chosen (the codes the
 * POST answers with). Null in the plan when it can.
 */
export const ROLLBACK_ITEM_REFUSALS = [
  'ROLLBACK_NOT_LIVE',
  'ROLLBACK_ITEM_BLOCKED',
  'ROLLBACK_IN_REVIEW',
  'ROLLBACK_UPDATE_PENDING',
  'ROLLBACK_NOT_SIGNED',
] as const;
export const RollbackItemRefusal = z.enum(ROLLBACK_ITEM_REFUSALS);
export type RollbackItemRefusal = z.infer<typeof RollbackItemRefusal>;

/** GET …/rollback: what the rollback dialog starts from. */
export const RollbackPlan = z.object({
  extensionId: ExtensionId,
  /** The version browsers get now; null when the item has no published package. */
  liveVersion: z.string().nullable(),
  /** The highest version ever uploaded or signed for the item; a new version must exceed it. */
  highestVersion: z.string().nullable(),
  /** The store's proposal for the new version (proposeRollbackVersion). */
  proposedVersion: z.string().nullable(),
  /**
   * Every published version, newest first, as the version history shows it (rollbacks marked);
   * each one but the current can be rolled back to.
   */
  versions: z.array(PublishedVersion),
  /** Why no rollback is possible now; null when one is. */
  refusal: RollbackItemRefusal.nullable(),
});
export type RollbackPlan = z.infer<typeof RollbackPlan>;

/** POST …/rollback: what was done. */
export const RollbackResult = z.object({
  extensionId: ExtensionId,
  /** The earlier version whose package is live again. */
  version: z.string(),
  /** The version browsers now get, carrying that package. */
  newVersion: z.string(),
  /** The version that was live before. */
  previousVersion: z.string(),
  publishedAt: z.string(),
});
export type RollbackResult = z.infer<typeof RollbackResult>;

/** What the administrators' log records of releases: a rollback, by a developer or an administrator. */
export const RELEASE_ACTIONS = ['release.rollback'] as const;
export const ReleaseAction = z.enum(RELEASE_ACTIONS);
export type ReleaseAction = z.infer<typeof ReleaseAction>;
