import {
  BLOCK_REASON_MAX,
  type BlockMode,
  canTransition,
  type FieldIssue,
  type GuidelineCode,
  type ItemReleaseState,
  REVIEW_MESSAGE_MAX,
  type ReviewCase,
  STAGED_RELEASE_DAYS_MAX,
  STAGED_RELEASE_DAYS_MIN,
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
  /** Approving only: the new version goes to pilot groups first (a staged release). */
  staged: boolean;
  /** Staged: days until it reaches everyone by itself, as typed; empty: only when promoted. */
  promoteAfterDays: string;
  /** Staged: whether the developer may promote it to everyone. */
  developerMayPromote: boolean;
}

/** A new decision's fields: nothing chosen, managed browsers told to disable a blocked item. */
export const EMPTY_DECISION: DecisionDraft = {
  guidelines: [],
  message: '',
  reason: '',
  blockMode: 'blocked',
  staged: false,
  promoteAfterDays: '',
  developerMayPromote: false,
};

export const DAYS_MIN = STAGED_RELEASE_DAYS_MIN;
export const DAYS_MAX = STAGED_RELEASE_DAYS_MAX;

/**
 * Whether an approval may go to pilot groups first: only an update of an item with a live
 * version (which everyone else keeps), and only while some group is a pilot group.
 */
export type StagingOption =
  | { available: true }
  | { available: false; reason: 'noLiveVersion' | 'noPilotGroup' };

export function stagingOption(
  release: ItemReleaseState | null | undefined,
  hasPublished: boolean,
): StagingOption {
  if (!hasPublished || !release?.liveVersion) return { available: false, reason: 'noLiveVersion' };
  if (!release.hasPilotGroups) return { available: false, reason: 'noPilotGroup' };
  return { available: true };
}

export type DecisionField = 'guidelines' | 'message' | 'reason' | 'days';
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
  if (kind === 'approve' && draft.staged && promoteAfterDays(draft) === undefined) {
    problems.days = 'invalid';
  }
  return problems;
}

/**
 * The typed days until a staged release reaches everyone: null when left empty (only when
 * promoted), undefined when not a whole number from DAYS_MIN to DAYS_MAX.
 */
export function promoteAfterDays(draft: Pick<DecisionDraft, 'promoteAfterDays'>) {
  const typed = draft.promoteAfterDays.trim();
  if (typed === '') return null;
  if (!/^\d{1,3}$/.test(typed)) return undefined;
  const days = Number(typed);
  return days >= DAYS_MIN && days <= DAYS_MAX ? days : undefined;
}

/** The request body of a checked draft. */
export function toDecision(kind: DecisionKind, draft: DecisionDraft): ModerationDecision {
  const message = draft.message.trim();
  switch (kind) {
    case 'approve':
      return draft.staged
        ? {
            kind,
            message,
            staging: {
              promoteAfterDays: promoteAfterDays(draft) ?? null,
              developerMayPromote: draft.developerMayPromote,
            },
          }
        : { kind, message };
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
