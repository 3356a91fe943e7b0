import {
  type BlockMode,
  isWebAppType,
  type Language,
  productTypeOf,
  REVIEW_TRANSITIONS,
  type ReviewEvent,
  type ReviewSnapshot,
  type ReviewState,
  refusalOf,
  reviewStateAfter,
} from '@lagoon/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { touchPolicy } from '../db/policy-changes.js';
import type { ItemRow, ItemsTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { rememberReviewLanguage } from '../mail/preference-queries.js';
import { recordPublication } from '../versions/published-versions.js';
import { ensureDraft, revertPackageUpdate } from './drafts.js';
import { assertReadyForReview } from './submission.js';

/**
 * Applies the contract's review transitions (REVIEW_TRANSITIONS): each one checks its guards
 * on the locked item, makes its change, sets the next review state, raises the item's
 * revision and writes `review_events`, all inside the caller's transaction. Handlers are
 * guard (who calls) → parse (the route's schema) → transition → present.
 */

export interface TransitionInput {
  /** Who acts: the developer or the administrator; null for the store itself. */
  actorId: string | null;
  /**
   * The revision the decision was made on. A decision that takes one (approve, reject, turn
   * private) is refused with REVIEW_REVISION_CHANGED when the item has another.
   */
  revision?: number | undefined;
  /** Reject and turn private: the guidelines the item breaks. */
  guidelines?: readonly string[];
  /** The reviewer's message (approve, reject, turn private) or the reason of a block. */
  message?: string | null;
  /** Block only: what managed browsers do with the item. */
  blockMode?: BlockMode;
  /** The language of the field messages a review request may be refused with. */
  language?: Language;
}

/** What the machine reads of an item. */
export function snapshotOf(item: ItemRow): ReviewSnapshot {
  return {
    review: item.review_state as ReviewState,
    blocked: item.blocked,
    isPrivate: item.private_at !== null,
    hasPublished: item.published_listing_id !== null,
    hasDraft: item.draft_listing_id !== null,
  };
}

/**
 * Refuses a transition the item's state does not allow, with the table's error, before any
 * work is done. `transition` checks again on the locked row.
 */
export function assertTransition(item: ItemRow, event: ReviewEvent): void {
  const refusal = refusalOf(event, snapshotOf(item));
  if (refusal) throw new AppError(refusal.code);
}

/**
 * The item a transition applies to, locked until the transaction ends, so a decision and a
 * developer's change never interleave. With `creatorId`, another developer's item answers like
 * a missing one.
 */
export async function lockItem(
  db: Db,
  itemId: string,
  owner?: { creatorId: string },
): Promise<ItemRow> {
  let query = db.selectFrom('items').selectAll().where('id', '=', itemId);
  if (owner) query = query.where('creator_id', '=', owner.creatorId);
  const item = await query.forUpdate().executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  return item;
}

type ItemChanges = Updateable<ItemsTable>;

/** Approval: the draft becomes the published product; a package may change the item's kind. */
async function publishDraft(db: Db, item: ItemRow): Promise<ItemChanges> {
  const draftId = item.draft_listing_id!;
  const manifest = await db
    .selectFrom('listings')
    .innerJoin('packages', 'packages.id', 'listings.package_id')
    .select('packages.manifest')
    .where('listings.id', '=', draftId)
    .executeTakeFirst();
  const now = new Date();
  await recordPublication(db, item.id, draftId, now);
  return {
    published_listing_id: draftId,
    draft_listing_id: null,
    private_at: null,
    submitted_at: null,
    first_approved_at: item.first_approved_at ?? now,
    last_approved_at: now,
    ...(manifest && !isWebAppType(item.product_type)
      ? { product_type: productTypeOf(manifest.manifest) }
      : {}),
  };
}

/** Each transition's own change of the item, beyond its state, revision and log line. */
async function effectOf(
  db: Db,
  item: ItemRow,
  event: ReviewEvent,
  input: TransitionInput,
): Promise<ItemChanges> {
  switch (event) {
    case 'submit': {
      const draftId = await ensureDraft(db, item);
      await assertReadyForReview(db, item, draftId, input.language ?? 'en');
      // The decision's mail will be written in the language the review was requested in,
      // unless the developer chose one.
      if (input.language && item.creator_id) {
        await rememberReviewLanguage(db, item.creator_id, input.language);
      }
      return { submitted_at: new Date() };
    }
    case 'withdraw':
    case 'reject':
      return { submitted_at: null };
    case 'edit':
      return {};
    case 'cancelFileUpdate':
      await revertPackageUpdate(db, item);
      return {};
    case 'approve':
      return publishDraft(db, item);
    case 'turnPrivate':
      return { private_at: new Date() };
    case 'block':
      return {
        blocked: true,
        blocked_reason: input.message ?? '',
        block_mode: input.blockMode ?? 'blocked',
      };
    case 'unblock':
      return { blocked: false, blocked_reason: null };
  }
}

/**
 * Applies one transition to an item locked with `lockItem` (inside the caller's transaction)
 * and answers the item as it is after it. Refusals change nothing: the revision is compared
 * first, then the table's guards, then the guards that need data (review readiness, a package
 * update to take back).
 */
export async function transition(
  db: Db,
  item: ItemRow,
  event: ReviewEvent,
  input: TransitionInput,
): Promise<ItemRow> {
  const rule = REVIEW_TRANSITIONS[event];
  if (rule.takesRevision && input.revision !== undefined && input.revision !== item.revision) {
    throw new AppError('REVIEW_REVISION_CHANGED');
  }
  const before = snapshotOf(item);
  const refusal = refusalOf(event, before);
  if (refusal) throw new AppError(refusal.code);

  const changes = await effectOf(db, item, event, input);
  const previousListing = item.published_listing_id;
  const updated = await db
    .updateTable('items')
    .set((eb) => ({
      ...changes,
      review_state: reviewStateAfter(event, before),
      revision: eb('revision', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (event === 'approve' && previousListing !== null) {
    // The listing the approved draft replaces.
    await db.deleteFrom('listings').where('id', '=', previousListing).execute();
  }
  if (rule.records !== null) {
    const decision = event === 'approve' || event === 'reject' || event === 'turnPrivate';
    await db
      .insertInto('review_events')
      .values({
        item_id: item.id,
        action: rule.records,
        actor_id: input.actorId,
        guidelines: decision ? [...(input.guidelines ?? [])] : [],
        message:
          decision || event === 'block' || event === 'unblock' ? (input.message ?? null) : null,
      })
      .execute();
  }
  // Managed browsers learn of a block, or of its end, with the next policy.
  if (event === 'block' || event === 'unblock') await touchPolicy(db);
  return updated;
}

/** Locks an item and applies an administrator's decision to it. */
export async function decide(
  db: Db,
  itemId: string,
  event: ReviewEvent,
  input: TransitionInput,
): Promise<ItemRow> {
  return transition(db, await lockItem(db, itemId), event, input);
}
