import type { BlockMode } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { decide } from './review-machine.js';

/**
 * The administrators' decisions, each a transition of the review machine
 * (review-machine.ts): it refuses the wrong starting state with INVALID_STATE_TRANSITION, a
 * stale `revision` with REVIEW_REVISION_CHANGED, and records itself in `review_events`. Run
 * them inside a transaction. Each answers the item as it is after the decision.
 */

/** What a reviewer decides with: the guidelines, the message, the revision they saw. */
export interface Decision {
  guidelines?: readonly string[];
  message?: string | null;
  revision?: number | undefined;
}

/**
 * Approves an item in review (READY_FOR_OPEN): its draft becomes the published product —
 * listing, media, package and version — and the listing it replaces is removed. A package
 * that changed the item's kind (sidebar, theme) changes it now. The message is kept in the log.
 */
export async function approveItem(
  db: Db,
  itemId: string,
  adminId: string | null,
  decision: Decision = {},
): Promise<ItemRow> {
  return decide(db, itemId, 'approve', { ...decision, actorId: adminId });
}

/**
 * Rejects an item in review: REJECTED for a new item, REJECTED_UPDATE for an update of a
 * published one, whose published product stays live. The guidelines and message reach the
 * developer's dashboard.
 */
export async function rejectItem(
  db: Db,
  itemId: string,
  adminId: string | null,
  decision: Decision,
): Promise<ItemRow> {
  return decide(db, itemId, 'reject', { ...decision, actorId: adminId });
}

/**
 * Takes a published item that breaks guidelines out of public view. It stays private until
 * the developer corrects it and a reviewer approves the correction.
 */
export async function turnItemPrivate(
  db: Db,
  itemId: string,
  adminId: string | null,
  decision: Decision,
): Promise<ItemRow> {
  return decide(db, itemId, 'turnPrivate', { ...decision, actorId: adminId });
}

/**
 * Blocks or unblocks an item, with the reason on record. `mode` says what managed browsers do
 * with a blocked item (disable or uninstall it); the policy records the change.
 */
export async function setItemBlocked(
  db: Db,
  itemId: string,
  adminId: string | null,
  blocked: boolean,
  reason: string,
  mode: BlockMode = 'blocked',
): Promise<ItemRow> {
  return decide(db, itemId, blocked ? 'block' : 'unblock', {
    actorId: adminId,
    message: reason,
    blockMode: mode,
  });
}
