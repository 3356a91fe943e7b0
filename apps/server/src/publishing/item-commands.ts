import { errorMessage, type ItemPatch, type Language } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { ensureDraft } from '../items/drafts.js';
import { assertTransition, lockItem, transition } from '../items/review-machine.js';
import { applyListingPatch } from './listing-patch.js';

/** The developer saving, in the language their field messages come in. */
export interface DraftAuthor {
  creatorId: string;
  userId: string;
  language: Language;
}

/**
 * True when a save only takes back a pending review request: review PREPARE_FOR_SUBMISSION
 * on an item in review, with nothing else changed. Any other save edits the draft.
 */
function isWithdrawal(item: ItemRow, patch: ItemPatch): boolean {
  const { review, ...changes } = patch;
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  return review === 'PREPARE_FOR_SUBMISSION' && item.review_state === 'IN_REVIEW' && !hasChanges;
}

/**
 * Saves a developer's changes to an item, in one transaction on the locked item: either
 * withdraws its review request (back to where the item was before it), or writes the changes
 * to the draft (created from the published listing when there is none) and, with review
 * IN_REVIEW, requests review. Any other review state than the item's own is refused as
 * INVALID_STATE_TRANSITION on the review field. `itemChanged` says the save changed the item
 * itself (visibility, a web app's kind), not only its draft.
 */
export async function saveDraft(
  db: Db,
  itemId: string,
  patch: ItemPatch,
  author: DraftAuthor,
): Promise<{ item: ItemRow; itemChanged: boolean }> {
  const { language } = author;
  const actor = { actorId: author.userId, language };
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, itemId, { creatorId: author.creatorId });
    if (isWithdrawal(item, patch)) {
      return { item: await transition(trx, item, 'withdraw', actor), itemChanged: false };
    }
    const { review, ...changes } = patch;
    assertTransition(item, 'edit');
    if (review !== undefined && review !== 'IN_REVIEW' && review !== item.review_state) {
      throw new AppError('INVALID_STATE_TRANSITION', [
        {
          field: 'review',
          code: 'INVALID_STATE_TRANSITION',
          message: errorMessage('INVALID_STATE_TRANSITION', language),
        },
      ]);
    }
    const draftId = await ensureDraft(trx, item);
    const applied = await applyListingPatch(trx, item, draftId, changes, {
      userId: author.userId,
      language,
    });
    const edited = await transition(trx, item, 'edit', actor);
    const saved = review === 'IN_REVIEW' ? await transition(trx, edited, 'submit', actor) : edited;
    return { item: saved, itemChanged: applied.itemChanged };
  });
}

/**
 * Deletes one of the developer's items. A blocked item stays on record for the moderators'
 * log; it can't be removed and re-uploaded under a new name to escape the block
 * (ITEM_BLOCKED_DELETE: retrying cannot help).
 */
export async function deleteItem(db: Db, item: ItemRow): Promise<void> {
  if (item.blocked) throw new AppError('ITEM_BLOCKED_DELETE');
  await db.deleteFrom('items').where('id', '=', item.id).execute();
}

/**
 * Cancels a file update of one of the developer's items, in one transaction on the locked
 * item: its draft goes back to the published package.
 */
export function cancelFileUpdate(
  db: Db,
  itemId: string,
  owner: { creatorId: string; userId: string },
): Promise<ItemRow> {
  return db
    .transaction()
    .execute(async (trx) =>
      transition(
        trx,
        await lockItem(trx, itemId, { creatorId: owner.creatorId }),
        'cancelFileUpdate',
        { actorId: owner.userId },
      ),
    );
}
