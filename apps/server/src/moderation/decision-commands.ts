import type { BlockMode, ReleaseStagingInput } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { stageRelease, versionToHold } from '../distribution/release-commands.js';
import { type SigningContext, signLivePackage } from '../distribution/sign-package.js';
import {
  approveItem,
  type Decision,
  rejectItem,
  setItemBlocked,
  turnItemPrivate,
} from '../items/decisions.js';
import type { Mailer } from '../mail/mailer.js';
import { assertNoScanHold } from '../scan-rules/package-scan.js';

/**
 * A reviewer's decisions from the console, each in a transaction of its own. The decision's
 * mail to the developer is queued inside it; the caller wakes the mailer once it committed.
 */

/** Who decides, and the mailer the decision's mail is queued for. */
export interface Reviewer {
  adminId: string;
  mailer: Mailer;
}

/**
 * Approves an item in review and signs its now live package in the same transaction, so an
 * approved version is always downloadable. With `staging`, the new version goes to pilot groups
 * first (see distribution/release-commands.ts); nothing is approved when staging is refused,
 * nor while a scan rule holds the package (SCAN_RULE_HOLD, until an administrator clears it) or
 * the rules still cannot run on it (SCAN_RULES_NOT_RUN).
 */
export async function approveInReview(
  db: Db,
  signing: SigningContext,
  reviewer: Reviewer,
  itemId: string,
  decision: Decision,
  staging?: ReleaseStagingInput,
): Promise<ItemRow> {
  return db.transaction().execute(async (trx) => {
    await assertNoScanHold(trx, signing.storage, itemId);
    // Staged: the live version before the approval is what everyone but pilot groups keeps.
    const held = staging ? await versionToHold(trx, itemId) : null;
    const item = await approveItem(trx, itemId, reviewer.adminId, decision, reviewer.mailer);
    await signLivePackage(trx, signing, itemId);
    if (staging && held) await stageRelease(trx, itemId, held, staging, reviewer.adminId);
    return item;
  });
}

/** Rejects an item in review with the guidelines it breaks. */
export async function rejectInReview(
  db: Db,
  reviewer: Reviewer,
  itemId: string,
  decision: Decision,
): Promise<ItemRow> {
  return db
    .transaction()
    .execute((trx) => rejectItem(trx, itemId, reviewer.adminId, decision, reviewer.mailer));
}

/** Takes a published item out of public view with the guidelines it breaks. */
export async function makeItemPrivate(
  db: Db,
  reviewer: Reviewer,
  itemId: string,
  decision: Decision,
): Promise<ItemRow> {
  return db
    .transaction()
    .execute((trx) => turnItemPrivate(trx, itemId, reviewer.adminId, decision, reviewer.mailer));
}

/** Blocks an item, or lifts its block, with the reason on record. */
export async function changeItemBlock(
  db: Db,
  reviewer: Reviewer,
  itemId: string,
  block: { blocked: boolean; reason: string; mode: BlockMode },
): Promise<ItemRow> {
  return db
    .transaction()
    .execute((trx) =>
      setItemBlocked(
        trx,
        itemId,
        reviewer.adminId,
        block.blocked,
        block.reason,
        block.mode,
        reviewer.mailer,
      ),
    );
}
