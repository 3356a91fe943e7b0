import type { BlockMode, ItemReportAction, ItemReportReason } from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import { type Db, isUniqueViolation } from '../db/database.js';
import { isPublicItem } from '../db/item-visibility.js';
import type { ItemReportsTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { setItemBlocked } from '../items/decisions.js';
import { lockItem } from '../items/review-machine.js';
import type { Mailer } from '../mail/mailer.js';
import { queueReportMail } from '../mail/notify.js';
import { countWrite } from '../ratings/flood-limit.js';
import { textExcerpt } from '../ratings/moderation-commands.js';
import { reportIdValue } from './report-queries.js';

/** A report as filing it stored it: what a follow-up (a notification) needs to know. */
export interface FiledItemReport {
  id: number;
  itemId: string;
  reporterId: string;
  reason: ItemReportReason;
  text: string | null;
  createdAt: Date;
}

/**
 * Files a visitor's report of an item, in one transaction: the item must be one visitors can
 * see (EXTENSION_NOT_FOUND otherwise, as the detail answers) and not blocked
 * (ITEM_REPORTS_CLOSED: the administrators already acted). One open report per account and
 * item: the partial unique key decides between concurrent reports of one account, and the
 * second is ITEM_ALREADY_REPORTED; once the administrators closed it, the account may report
 * the item again. The report is counted against the account's hourly limit of reports (shared
 * with reports of reviews) last, so RATE_LIMITED undoes the insert. Answers the stored report
 * once the transaction committed.
 */
export async function fileItemReport(
  db: Db,
  reporterId: string,
  itemId: string,
  input: { reason: ItemReportReason; text: string | null },
  mailer?: Mailer,
): Promise<FiledItemReport> {
  let report: FiledItemReport;
  try {
    report = await db.transaction().execute(async (trx) => {
      const item = await trx
        .selectFrom('items')
        .selectAll()
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!item || !isPublicItem(item)) throw new AppError('EXTENSION_NOT_FOUND');
      if (item.blocked) throw new AppError('ITEM_REPORTS_CLOSED');
      const inserted = await trx
        .insertInto('item_reports')
        .values({
          item_id: item.id,
          reporter_id: reporterId,
          reason: input.reason,
          text: input.text,
        })
        .onConflict((conflict) =>
          conflict.columns(['item_id', 'reporter_id']).where('closed_at', 'is', null).doNothing(),
        )
        .returning(['id', 'item_id', 'reporter_id', 'reason', 'text', 'created_at'])
        .executeTakeFirst();
      if (!inserted) throw new AppError('ITEM_ALREADY_REPORTED');
      await countWrite(trx, reporterId, 'report');
      // The item's developer hears of it when they asked to (mail/notify.ts): the reason only.
      if (mailer) await queueReportMail(trx, mailer, { itemId: item.id, reason: input.reason });
      return {
        id: Number(inserted.id),
        itemId: inserted.item_id,
        reporterId: inserted.reporter_id,
        reason: inserted.reason,
        text: inserted.text,
        createdAt: inserted.created_at,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('ITEM_ALREADY_REPORTED', undefined, { cause: error });
    }
    throw error;
  }
  mailer?.wake();
  return report;
}

/** What an administrator does with an open report. */
export type ItemReportStep = 'dismiss' | 'resolve';

const ACTION_OF: Record<ItemReportStep, ItemReportAction> = {
  dismiss: 'report.dismiss',
  resolve: 'report.resolve',
};

export interface ItemReportDecision {
  reportId: string;
  step: ItemReportStep;
  actorId: string;
  /** Kept with the report and in the log; the block's reason when blocking. */
  note: string | null;
  /** Resolve only: block the item too, and how managed browsers treat it. */
  block: BlockMode | null;
}

/**
 * Closes an open report, in one transaction with its log line (`report.dismiss` or
 * `report.resolve`, target "item-report:<id>"). Dismissing and resolving close that report.
 * Resolving with `block` blocks the item through the review machine's own block transition
 * (which writes its `blocked` review event, with the note as the reason the developer sees, and
 * refuses an item already blocked with INVALID_STATE_TRANSITION), and closes every open report
 * of the item with it, since the block settles them all.
 *
 * Locks: a block locks the item first, as every review transition does, then the report;
 * two administrators deciding one report take turns on its row and the second is told
 * ITEM_REPORT_ALREADY_CLOSED. ITEM_REPORT_NOT_FOUND for an unknown report. Given a `mailer`, a
 * block queues the developer's mail as the block call does (the caller wakes the mailer once
 * committed). Answers the item, whether it was blocked, and whether visitors' cached answers
 * must go (a block of an item with a published listing).
 */
export async function closeItemReport(
  db: Db,
  decision: ItemReportDecision,
  mailer?: Mailer,
): Promise<{ itemId: string; blocked: boolean; visibleChange: boolean }> {
  const { step, actorId, note } = decision;
  const block = step === 'resolve' ? decision.block : null;
  const id = reportIdValue(decision.reportId);
  return db.transaction().execute(async (trx) => {
    const located = await trx
      .selectFrom('item_reports')
      .select(['item_id', 'closed_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!located) throw new AppError('ITEM_REPORT_NOT_FOUND');
    if (located.closed_at !== null) throw new AppError('ITEM_REPORT_ALREADY_CLOSED');
    if (block) await lockItem(trx, located.item_id);
    const report = await trx
      .selectFrom('item_reports')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!report) throw new AppError('ITEM_REPORT_NOT_FOUND');
    if (report.closed_at !== null) throw new AppError('ITEM_REPORT_ALREADY_CLOSED');

    let visibleChange = false;
    if (block) {
      const item = await setItemBlocked(
        trx,
        report.item_id,
        actorId,
        true,
        note ?? '',
        block,
        mailer,
      );
      visibleChange = item.published_listing_id !== null;
    }
    const resolution: NonNullable<ItemReportsTable['resolution']> =
      step === 'dismiss' ? 'dismissed' : block ? 'blocked' : 'resolved';
    let closing = trx
      .updateTable('item_reports')
      .set({ closed_at: sql`now()`, resolution, closed_by: actorId, note })
      .where('closed_at', 'is', null);
    closing = block
      ? closing.where('item_id', '=', report.item_id)
      : closing.where('id', '=', report.id);
    const closed = await closing.returning('id').execute();

    const reporter = await trx
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', report.reporter_id)
      .executeTakeFirst();
    await recordAction(trx, {
      actorId,
      action: ACTION_OF[step],
      target: `item-report:${report.id}`,
      details: {
        extensionId: report.item_id,
        reason: report.reason,
        text: textExcerpt(report.text),
        reporter: reporter?.nickname ?? null,
        block,
        reports: closed.length,
      },
      reason: note,
    });
    return { itemId: report.item_id, blocked: block !== null, visibleChange };
  });
}
