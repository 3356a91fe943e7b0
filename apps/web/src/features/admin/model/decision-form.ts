import {
  BLOCK_REASON_MAX,
  type BlockMode,
  canTransition,
  type FieldIssue,
  type GuidelineCode,
  REVIEW_MESSAGE_MAX,
  type ReviewCase,
} from '@lagoon/contract';
import { DECISION_EVENTS, type DecisionKind, type ModerationDecision } from '../api/moderation-api';

/** Limits the server holds the fields to (the contract's constants). */
export const MESSAGE_MAX = REVIEW_MESSAGE_MAX;
export const REASON_MAX = BLOCK_REASON_MAX;

export interface DecisionDraft {
  guidelines: readonly GuidelineCode[];
  message: string;
  reason: string;
  /** Blocking only: whether managed browsers disable the item or uninstall it. */
  blockMode: BlockMode;
}

/** A new decision's fields: nothing chosen, managed browsers told to disable a blocked item. */
export const EMPTY_DECISION: DecisionDraft = {
  guidelines: [],
  message: '',
  reason: '',
  blockMode: 'blocked',
};

export type DecisionField = 'guidelines' | 'message' | 'reason';
export type DecisionProblem = 'required' | 'tooLong' | 'invalid';
export type DecisionProblems = Partial<Record<DecisionField, DecisionProblem>>;

/** Which fields a decision asks for. */
export function decisionFields(kind: DecisionKind): readonly DecisionField[] {
  switch (kind) {
    case 'approve':
      return ['message'];
    case 'reject':
    case 'private':
      return ['guidelines', 'message'];
    case 'block':
    case 'unblock':
      return ['reason'];
  }
}

/** Checks a decision the way the server will, so most refusals never leave the page. */
export function checkDecision(kind: DecisionKind, draft: DecisionDraft): DecisionProblems {
  const problems: DecisionProblems = {};
  const fields = decisionFields(kind);
  if (fields.includes('guidelines') && draft.guidelines.length === 0) {
    problems.guidelines = 'required';
  }
  if (fields.includes('message') && draft.message.trim().length > MESSAGE_MAX) {
    problems.message = 'tooLong';
  }
  if (fields.includes('reason')) {
    const reason = draft.reason.trim();
    if (reason === '') problems.reason = 'required';
    else if (reason.length > REASON_MAX) problems.reason = 'tooLong';
  }
  return problems;
}

/** The request body of a checked draft. */
export function toDecision(kind: DecisionKind, draft: DecisionDraft): ModerationDecision {
  const message = draft.message.trim();
  switch (kind) {
    case 'approve':
      return { kind, message };
    case 'reject':
    case 'private':
      return { kind, guidelines: [...draft.guidelines], message };
    case 'block':
      return { kind, reason: draft.reason.trim(), mode: draft.blockMode };
    case 'unblock':
      return { kind, reason: draft.reason.trim() };
  }
}

/**
 * Reads the server's field refusals ("guidelines", "guidelines.0", "reason", with codes such
 * as moderation.reason.required) onto the dialog's fields.
 */
export function problemsFromServer(fields: readonly FieldIssue[]): DecisionProblems {
  const problems: DecisionProblems = {};
  for (const issue of fields) {
    const name = issue.field.split('.')[0];
    if (name !== 'guidelines' && name !== 'message' && name !== 'reason') continue;
    if (problems[name]) continue;
    problems[name] = issue.code.endsWith('.required') ? 'required' : 'invalid';
  }
  return problems;
}

/** Adds or removes a guideline, keeping the catalogue's order. */
export function toggleGuideline(
  chosen: readonly GuidelineCode[],
  code: GuidelineCode,
  on: boolean,
  catalogue: readonly GuidelineCode[],
): GuidelineCode[] {
  const next = new Set(chosen);
  if (on) next.add(code);
  else next.delete(code);
  return catalogue.filter((entry) => next.has(entry));
}

const DECISION_ORDER: readonly DecisionKind[] = [
  'approve',
  'reject',
  'private',
  'block',
  'unblock',
];

/**
 * The decisions an item's state allows by the review machine, in the order the page offers
 * them: approve and reject while it waits for review, turn private while its published listing
 * is public, and block or unblock at any time. A case without `draft` is taken to have one.
 */
export function availableDecisions(
  item: Pick<ReviewCase, 'review' | 'product' | 'isPrivate' | 'blocked'> & {
    draft?: ReviewCase['draft'];
  },
): DecisionKind[] {
  const snapshot = {
    review: item.review,
    blocked: item.blocked,
    isPrivate: item.isPrivate,
    hasPublished: item.product !== null,
    hasDraft: item.draft !== null,
  };
  return DECISION_ORDER.filter((kind) => canTransition(DECISION_EVENTS[kind], snapshot));
}
