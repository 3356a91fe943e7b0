import {
  BLOCK_REASON_MAX,
  type BlockMode,
  type ItemReportDismissInput,
  type ItemReportResolveInput,
} from '@lagoon/contract';

/**
 * The decision about a report of an item, as the console's dialog edits it: pure functions,
 * so the rules are tested without rendering.
 */

/** What an administrator does with an open report: the last part of the call's path. */
export type ReportDecisionKind = 'dismiss' | 'resolve';

/** The longest note; when the item is blocked it is the block's reason, held to the same. */
export const NOTE_MAX = BLOCK_REASON_MAX;

export interface ReportDecisionDraft {
  note: string;
  /** Resolve only: block the item too. */
  block: boolean;
  /** What managed browsers do with the blocked item. */
  blockMode: BlockMode;
}

export const EMPTY_REPORT_DECISION: ReportDecisionDraft = {
  note: '',
  block: false,
  blockMode: 'blocked',
};

export type ReportNoteProblem = 'required' | 'tooLong';

/**
 * Checks a decision as the server will: the note fits NOTE_MAX, and a block comes with a
 * note, since the developer is shown it as the block's reason.
 */
export function checkReportDecision(
  kind: ReportDecisionKind,
  draft: ReportDecisionDraft,
): ReportNoteProblem | null {
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) return 'tooLong';
  if (blocks(kind, draft) && note === '') return 'required';
  return null;
}

/** Whether the decision blocks the item. */
export function blocks(kind: ReportDecisionKind, draft: ReportDecisionDraft): boolean {
  return kind === 'resolve' && draft.block;
}

/** The request body of a checked draft; a blank note is sent as none. */
export function toReportDecision(
  kind: ReportDecisionKind,
  draft: ReportDecisionDraft,
): ItemReportDismissInput | ItemReportResolveInput {
  const note = draft.note.trim() || null;
  if (kind === 'dismiss') return { note };
  return { note, block: draft.block ? draft.blockMode : null };
}
