import {
  type BlockMode,
  ITEM_REPORT_ACTIONS,
  ITEM_REPORT_REASONS,
  type ItemReportAction,
  type ItemReportReason,
} from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

export function isReportAction(action: string): action is ItemReportAction {
  return (ITEM_REPORT_ACTIONS as readonly string[]).includes(action);
}

/** What the log kept of a decision about a report of an item (its target and details). */
export interface ReportEntryFacts {
  /** The report's id, from the target "item-report:<id>"; null when the target is another. */
  reportId: string | null;
  reason: ItemReportReason | null;
  /** The reporting visitor's public name. */
  reporter: string | null;
  /** How the item was blocked with the decision; null when it was not. */
  block: BlockMode | null;
  /** How many open reports of the item the decision closed. */
  reports: number | null;
}

/** Reads a report decision's log target and details; what is missing or malformed is null. */
export function reportEntryFacts(
  target: string | null,
  details: Record<string, unknown> | null,
): ReportEntryFacts {
  const match = /^item-report:([1-9][0-9]*)$/.exec(target ?? '');
  const reason = details?.reason;
  const reporter = details?.reporter;
  const block = details?.block;
  const reports = details?.reports;
  return {
    reportId: match?.[1] ?? null,
    reason: typeof reason === 'string' && isOneOf(ITEM_REPORT_REASONS, reason) ? reason : null,
    reporter: typeof reporter === 'string' && reporter !== '' ? reporter : null,
    block: block === 'blocked' || block === 'removed' ? block : null,
    reports:
      typeof reports === 'number' && Number.isInteger(reports) && reports >= 0 ? reports : null,
  };
}
