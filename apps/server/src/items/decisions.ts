import type { BlockMode, ReviewEvent } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { queueDecisionMail } from '../mail/notify.js';
import { decide, type TransitionInput } from './review-machine.js';

/**
 * The administrators' decisions, each a transition of the review machine
 * (review-machine.ts): it refuses the wrong starting state with INVALID_STATE_TRANSITION, a
 * stale `revision` with REVIEW_REVISION_CHANGED, and records itself in `review_events`. Run
 * them inside a transaction. Each answers the item as it is after the decision.
 *
 * Given a `mailer`, a decision also queues the mail that tells the item's developer, in the
 * same transaction (see mail/notify.ts); the caller wakes the mailer once it committed.
 */

/** Applies a decision and, with a mailer, queues its mail to the developer. */
async function decideAndTell(
  db: Db,
  itemId: string,
  event: ReviewEvent,
  input: TransitionInput,
  mailer: Mailer | undefined,
): Promise<ItemRow> {
  const item = await decide(db, itemId, event, input);
  if (mailer) await queueDecisionMail(db, mailer, item, event, input);
  return item;
}

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
  mailer?: Mailer,
): Promise<ItemRow> {
  return decideAndTell(db, itemId, 'approve', { ...decision, actorId: adminId }, mailer);
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
  mailer?: Mailer,
): Promise<ItemRow> {
  return decideAndTell(db, itemId, 'reject', { ...decision, actorId: adminId }, mailer);
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
  mailer?: Mailer,
): Promise<ItemRow> {
  return decideAndTell(db, itemId, 'turnPrivate', { ...decision, actorId: adminId }, mailer);
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
  mailer?: Mailer,
): Promise<ItemRow> {
  return decideAndTell(
    db,
    itemId,
    blocked ? 'block' : 'unblock',
    { actorId: adminId, message: reason, blockMode: mode },
    mailer,
  );
}
