import type { ReviewState } from './enums.js';
import type { ErrorCode } from './error-status.js';
import { ICON_MIN_SIZE } from './limits.js';
import { isUnset, LOCALE_CODES } from './locale-values.js';
import type { ReviewAction } from './moderation.js';
import { isWebAppType } from './values.js';

/**
 * The review state machine: every way an item's review state changes, who may make
 * the change, from which states, what must hold first and what the log records. The server
 * applies these transitions in one module (apps/server/src/items/review-machine.ts); the
 * web app reads the same table to offer only the actions that apply. No zod here, so any page
 * can import it.
 */

/** What can happen to an item under review. */
export const REVIEW_EVENTS = [
  /** The developer asks for review of the draft. */
  'submit',
  /** The developer takes a pending review request back. */
  'withdraw',
  /** The developer changes the draft or its package (the state stays). */
  'edit',
  /** The developer takes a package update back: the draft gets the published package again. */
  'cancelFileUpdate',
  /** A reviewer publishes the draft. */
  'approve',
  /** A reviewer refuses the draft, citing guidelines. */
  'reject',
  /** A reviewer takes the published product out of public view, citing guidelines. */
  'turnPrivate',
  /** An administrator blocks the item. */
  'block',
  /** An administrator lifts a block. */
  'unblock',
] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** What the machine knows of an item: its review state and the flags the guards read. */
export interface ReviewSnapshot {
  review: ReviewState;
  blocked: boolean;
  /** A reviewer turned the published product private. */
  isPrivate: boolean;
  /** The item has a published listing (it was approved once). */
  hasPublished: boolean;
  /** The item has a draft listing (changes visitors don't see yet). */
  hasDraft: boolean;
}

/**
 * Conditions a transition needs. `from` is the state check; the others read the snapshot,
 * except the two marked as needing data, which the server checks while applying:
 * - `readyForReview`: the draft has every field a review request needs and, for an extension,
 *   a package (`missingReviewRequirements`, `needsPackage`);
 * - `packageUpdate`: the draft carries a package other than the published one.
 */
export type ReviewGuard =
  | 'from'
  | 'notBlocked'
  | 'blocked'
  | 'hasDraft'
  | 'hasPublished'
  | 'notPrivate'
  | 'readyForReview'
  | 'packageUpdate';

/** Guards the server checks with data the snapshot does not hold. */
export const DATA_GUARDS: ReadonlySet<ReviewGuard> = new Set(['readyForReview', 'packageUpdate']);

/**
 * Where a transition leads: a state, the same state, or one of two states by a condition of
 * the item before the change (`live`: published and not private; `published`: has a
 * published listing).
 */
export type ReviewTarget =
  | ReviewState
  | 'same'
  | readonly [condition: 'live' | 'published', then: ReviewState, otherwise: ReviewState];

export interface ReviewTransition {
  actor: 'developer' | 'administrator';
  /** The states the transition starts from. */
  from: readonly ReviewState[];
  to: ReviewTarget;
  /**
   * The guards in the order they are checked, each with the error that refuses it (null: the
   * guard names its own errors).
   */
  guards: readonly (readonly [ReviewGuard, ErrorCode | null])[];
  /** What `review_events` records; null for a change the log does not list. */
  records: ReviewAction | null;
  /**
   * Whether the decision names the revision the reviewer saw (body field `revision`); another
   * revision is refused with REVIEW_REVISION_CHANGED.
   */
  takesRevision: boolean;
}

const ALL: readonly ReviewState[] = [
  'PREPARE_FOR_SUBMISSION',
  'IN_REVIEW',
  'READY_FOR_OPEN',
  'REJECTED',
  'REJECTED_UPDATE',
];
const NOT_IN_REVIEW = ALL.filter((state) => state !== 'IN_REVIEW');

/**
 * The one table of review transitions. Every transition bumps the item's revision, and so
 * does every change of a draft or package (`edit`): a decision names the revision it was made
 * on, so a reviewer never approves something other than what they saw.
 */
export const REVIEW_TRANSITIONS = {
  submit: {
    actor: 'developer',
    from: NOT_IN_REVIEW,
    to: 'IN_REVIEW',
    guards: [
      ['notBlocked', 'ITEM_BLOCKED'],
      ['from', 'ALREADY_IN_REVIEW'],
      // REQUIRED_* naming every missing field, then PACKAGE_REQUIRED.
      ['readyForReview', null],
    ],
    records: 'submitted',
    takesRevision: false,
  },
  withdraw: {
    actor: 'developer',
    from: ['IN_REVIEW'],
    // Back to where the item was before the request.
    to: ['live', 'READY_FOR_OPEN', 'PREPARE_FOR_SUBMISSION'],
    guards: [
      ['notBlocked', 'ITEM_BLOCKED'],
      ['from', 'INVALID_STATE_TRANSITION'],
    ],
    records: 'cancelled',
    takesRevision: false,
  },
  edit: {
    actor: 'developer',
    from: NOT_IN_REVIEW,
    to: 'same',
    guards: [
      ['notBlocked', 'ITEM_BLOCKED'],
      ['from', 'ALREADY_IN_REVIEW'],
    ],
    records: null,
    takesRevision: false,
  },
  cancelFileUpdate: {
    actor: 'developer',
    from: NOT_IN_REVIEW,
    to: 'same',
    guards: [
      ['notBlocked', 'ITEM_BLOCKED'],
      ['from', 'ALREADY_IN_REVIEW'],
      ['hasPublished', 'NO_PACKAGE_UPDATE'],
      ['hasDraft', 'NO_PACKAGE_UPDATE'],
      ['packageUpdate', 'NO_PACKAGE_UPDATE'],
    ],
    records: null,
    takesRevision: false,
  },
  approve: {
    actor: 'administrator',
    from: ['IN_REVIEW'],
    to: 'READY_FOR_OPEN',
    guards: [
      ['from', 'INVALID_STATE_TRANSITION'],
      ['hasDraft', 'INVALID_STATE_TRANSITION'],
    ],
    records: 'approved',
    takesRevision: true,
  },
  reject: {
    actor: 'administrator',
    from: ['IN_REVIEW'],
    // An update's published product stays live.
    to: ['published', 'REJECTED_UPDATE', 'REJECTED'],
    guards: [['from', 'INVALID_STATE_TRANSITION']],
    records: 'rejected',
    takesRevision: true,
  },
  turnPrivate: {
    actor: 'administrator',
    from: ALL,
    to: 'same',
    guards: [
      ['hasPublished', 'INVALID_STATE_TRANSITION'],
      ['notPrivate', 'INVALID_STATE_TRANSITION'],
    ],
    records: 'private',
    takesRevision: true,
  },
  block: {
    actor: 'administrator',
    from: ALL,
    to: 'same',
    guards: [['notBlocked', 'INVALID_STATE_TRANSITION']],
    records: 'blocked',
    takesRevision: false,
  },
  unblock: {
    actor: 'administrator',
    from: ALL,
    to: 'same',
    guards: [['blocked', 'INVALID_STATE_TRANSITION']],
    records: 'unblocked',
    takesRevision: false,
  },
} as const satisfies Record<ReviewEvent, ReviewTransition>;

function holds(guard: ReviewGuard, event: ReviewEvent, item: ReviewSnapshot): boolean {
  switch (guard) {
    case 'from':
      return (REVIEW_TRANSITIONS[event].from as readonly ReviewState[]).includes(item.review);
    case 'notBlocked':
      return !item.blocked;
    case 'blocked':
      return item.blocked;
    case 'hasDraft':
      return item.hasDraft;
    case 'hasPublished':
      return item.hasPublished;
    case 'notPrivate':
      return !item.isPrivate;
    case 'readyForReview':
    case 'packageUpdate':
      return true;
  }
}

/**
 * The first guard of a transition the item fails, with its error, or null when the snapshot
 * allows it. The data guards (`DATA_GUARDS`) are left to the server.
 */
export function refusalOf(
  event: ReviewEvent,
  item: ReviewSnapshot,
): { guard: ReviewGuard; code: ErrorCode } | null {
  const guards: ReviewTransition['guards'] = REVIEW_TRANSITIONS[event].guards;
  for (const [guard, code] of guards) {
    if (code !== null && !holds(guard, event, item)) return { guard, code };
  }
  return null;
}

/** Whether the snapshot allows a transition (data guards aside). */
export function canTransition(event: ReviewEvent, item: ReviewSnapshot): boolean {
  return refusalOf(event, item) === null;
}

/**
 * True while a review request waits for a reviewer: the states a decision (approve, reject)
 * starts from. The developer can neither edit nor ask again meanwhile, and the last reviewer's
 * note is history until the next decision.
 */
export function awaitsDecision(review: ReviewState): boolean {
  return (REVIEW_TRANSITIONS.approve.from as readonly ReviewState[]).includes(review);
}

/** The review state a transition leads to from this item. */
export function reviewStateAfter(event: ReviewEvent, item: ReviewSnapshot): ReviewState {
  const target: ReviewTarget = REVIEW_TRANSITIONS[event].to;
  if (target === 'same') return item.review;
  if (typeof target === 'string') return target;
  const [condition, then, otherwise] = target;
  const met = condition === 'live' ? item.hasPublished && !item.isPrivate : item.hasPublished;
  return met ? then : otherwise;
}

// ---- Review readiness -----------------------------------------------------------------------

/** What a review request needs, in the order the editor shows the fields. */
export const REVIEW_REQUIREMENTS = [
  { field: 'defaultLocale', code: 'REQUIRED_LANGUAGE' },
  { field: 'name', code: 'REQUIRED_NAME' },
  { field: 'shortDescription', code: 'REQUIRED_SHORT_DESCRIPTION' },
  { field: 'category', code: 'REQUIRED_CATEGORY' },
  { field: 'icon', code: 'REQUIRED_ICON' },
  { field: 'icon', code: 'REQUIRED_ICON_SIZE' },
  { field: 'slides', code: 'REQUIRED_SCREENSHOTS' },
  { field: 'image', code: 'REQUIRED_IMAGE' },
] as const satisfies readonly { field: string; code: ErrorCode }[];
export type ReviewRequirement = (typeof REVIEW_REQUIREMENTS)[number];

/** The facts of a draft the readiness rule reads, as the server or the editor knows them. */
export interface DraftFacts {
  /** Web apps name themselves in the listing; extensions take their names from the package. */
  webApp: boolean;
  /** An item locale, or anything else (NOT_DEFINED, empty) while none is chosen. */
  defaultLocale: string | null | undefined;
  /** The name and short description in the default language. */
  name: string | null | undefined;
  shortDescription: string | null | undefined;
  /** A category code; empty and not_defined count as none. */
  category: string | null | undefined;
  hasIcon: boolean;
  /**
   * The icon's shorter side in pixels, when known: a package's icon smaller than ICON_MIN_SIZE
   * keeps the draft from review until a larger one is uploaded in the listing editor.
   */
  iconSize?: number | null;
  hasSlides: boolean;
  hasImage: boolean;
}

const ITEM_LOCALES: ReadonlySet<string> = new Set(LOCALE_CODES);

/** True for a default locale that counts as chosen: not_defined counts as empty. */
export function isChosenLocale(locale: string | null | undefined): boolean {
  return locale != null && ITEM_LOCALES.has(locale);
}

/**
 * What keeps a draft from review, in the order of REVIEW_REQUIREMENTS: a chosen default
 * language; for web apps a name and short description in it; a category; an icon at least
 * ICON_MIN_SIZE pixels a side; at least one screenshot; at least one promotional image.
 */
export function missingReviewRequirements(draft: DraftFacts): ReviewRequirement[] {
  const missing = new Set<ErrorCode>();
  if (!isChosenLocale(draft.defaultLocale)) missing.add('REQUIRED_LANGUAGE');
  if (draft.webApp && !draft.name?.trim()) missing.add('REQUIRED_NAME');
  if (draft.webApp && !draft.shortDescription?.trim()) missing.add('REQUIRED_SHORT_DESCRIPTION');
  if (isUnset(draft.category)) missing.add('REQUIRED_CATEGORY');
  if (!draft.hasIcon) missing.add('REQUIRED_ICON');
  else if (draft.iconSize != null && draft.iconSize < ICON_MIN_SIZE) {
    missing.add('REQUIRED_ICON_SIZE');
  }
  if (!draft.hasSlides) missing.add('REQUIRED_SCREENSHOTS');
  if (!draft.hasImage) missing.add('REQUIRED_IMAGE');
  return REVIEW_REQUIREMENTS.filter((entry) => missing.has(entry.code));
}

/** Extensions (and sidebars and themes) go to review with a package; web apps have none. */
export function needsPackage(productType: string): boolean {
  return !isWebAppType(productType);
}
