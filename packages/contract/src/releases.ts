import { z } from 'zod';
import { Timestamp } from './entities.js';
import { GroupId } from './groups.js';

/**
 * Staged releases: an approved version of an item that already had a live version goes to the
 * browsers of pilot groups first, while every other browser (the store's plain update address,
 * other groups' addresses, store-page installs outside a pilot group) keeps the previous live
 * version until the release is promoted to everyone, by an administrator, by the developer when
 * the administrator allowed it, or automatically on a chosen date.
 */

/** The fewest and most days after which a staged release may be promoted automatically. */
export const STAGED_RELEASE_DAYS_MIN = 1;
export const STAGED_RELEASE_DAYS_MAX = 30;

/** How an administrator stages an approval: pilot groups first, and how it reaches everyone. */
export const ReleaseStagingInput = z.object({
  /** Days after the approval when it reaches everyone by itself; null: only when promoted. */
  promoteAfterDays: z
    .number()
    .int()
    .min(STAGED_RELEASE_DAYS_MIN)
    .max(STAGED_RELEASE_DAYS_MAX)
    .nullable()
    .default(null),
  /** Whether the item's developer may promote it to everyone. */
  developerMayPromote: z.boolean().default(false),
});
export type ReleaseStagingInput = z.infer<typeof ReleaseStagingInput>;

/**
 * PATCH /admin/api/items/:extensionId/release: a new automatic promotion date (in the
 * future, at most STAGED_RELEASE_DAYS_MAX days away) or none, and whether the developer may
 * promote. What is left out stays as it is.
 */
export const ReleaseScheduleInput = z.object({
  promoteAt: z.iso.datetime({ offset: true }).nullable().optional(),
  developerMayPromote: z.boolean().optional(),
});
export type ReleaseScheduleInput = z.infer<typeof ReleaseScheduleInput>;

/** A pilot group as a release names it. */
export const ReleaseGroup = z.object({ id: GroupId, name: z.string() });
export type ReleaseGroup = z.infer<typeof ReleaseGroup>;

/** A staged release while it holds the previous version back from everyone but pilot groups. */
export const StagedRelease = z.object({
  /** The approved (live) version, which pilot groups receive. */
  pilotVersion: z.string(),
  /** The version everyone else keeps: the live version before the approval. */
  heldVersion: z.string(),
  /** The pilot groups now, by name: their browsers receive the pilot version. */
  pilotGroups: z.array(ReleaseGroup),
  startedAt: Timestamp,
  /** When it reaches everyone by itself; null: only when promoted. */
  promoteAt: Timestamp.nullable(),
  developerMayPromote: z.boolean(),
  /** Whether the one asking may promote it now. */
  mayPromote: z.boolean(),
});
export type StagedRelease = z.infer<typeof StagedRelease>;

/**
 * GET /admin/api/items/:extensionId/release and the creator's: the live version and, while
 * a release is staged, which version each group receives.
 */
export const ItemReleaseState = z.object({
  extensionId: z.string(),
  liveVersion: z.string().nullable(),
  staged: StagedRelease.nullable(),
  /** Pilot groups exist, so an approval may be staged (administrators' answer; else false). */
  hasPilotGroups: z.boolean(),
});
export type ItemReleaseState = z.infer<typeof ItemReleaseState>;

/**
 * What the log records of staged releases (the releases area, target "item:<id>"): an approval
 * staged {extensionId, pilotVersion, heldVersion, pilotGroups (names), promoteAt,
 * developerMayPromote}; a promotion {extensionId, pilotVersion, heldVersion, by: administrator |
 * developer}; a new date or permission {extensionId, pilotVersion, promoteAt?, developerMayPromote?}.
 */
export const STAGED_RELEASE_ACTIONS = [
  'release.stage',
  'release.promote',
  'release.schedule',
] as const;
export const StagedReleaseAction = z.enum(STAGED_RELEASE_ACTIONS);
export type StagedReleaseAction = z.infer<typeof StagedReleaseAction>;

/** Whether a log action is one of a staged release's. */
export function isStagedReleaseAction(action: string): action is StagedReleaseAction {
  return (STAGED_RELEASE_ACTIONS as readonly string[]).includes(action);
}
