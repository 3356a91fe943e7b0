import { z } from 'zod';
import { CURATION_ACTIONS } from './curation.js';
import { BlockMode } from './distribution.js';
import { Developer, ExtensionId, Product, Timestamp } from './entities.js';
import { ProductType, ReviewState } from './enums.js';
import { ITEM_REPORT_ACTIONS } from './item-report-values.js';
import { BLOCK_REASON_MAX, REVIEW_GUIDELINES_MAX, REVIEW_MESSAGE_MAX } from './limits.js';
import { GuidelineCodeSchema, PackageInfo } from './publishing.js';
import { RATING_MODERATION_ACTIONS } from './rating-values.js';
import { ReleaseStagingInput, STAGED_RELEASE_ACTIONS } from './releases.js';
import { RELEASE_ACTIONS } from './rollback.js';
import { SCAN_RULE_AUDIT_ACTIONS } from './scan-rules.js';
import { USAGE_DEFAULT_DAYS, USAGE_RANGE_MAX_DAYS } from './usage.js';

/** The moderation console's calls, under /admin/api/ (administrators only). */

/** An item waiting for review, oldest request first. */
export const ReviewQueueEntry = z.object({
  extensionId: ExtensionId,
  name: z.string(),
  icon: z.string().nullable(),
  productType: ProductType,
  developer: Developer.nullable(),
  submittedAt: Timestamp.nullable(),
  /** An update of a published product (rejecting it keeps the product live). */
  isUpdate: z.boolean(),
  version: z.string().nullable(),
  publishedVersion: z.string().nullable(),
  /**
   * Scan rules' matches on the submitted package not cleared, and whether one holds it (also
   * held, with no match, while the rules could not run on it yet).
   */
  scanMatches: z.number().int().optional(),
  scanHeld: z.boolean().optional(),
});
export type ReviewQueueEntry = z.infer<typeof ReviewQueueEntry>;

export const ReviewQueue = z.object({ items: z.array(ReviewQueueEntry) });
export type ReviewQueue = z.infer<typeof ReviewQueue>;

/** One difference between the published product and the draft under review. */
export const ReviewChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ReviewChange = z.infer<typeof ReviewChange>;

/** What the review log records: requests for review and the decisions on them. */
export const REVIEW_ACTIONS = [
  'submitted',
  'approved',
  'rejected',
  'private',
  'blocked',
  'unblocked',
  'cancelled',
] as const;
export const ReviewAction = z.enum(REVIEW_ACTIONS);
export type ReviewAction = z.infer<typeof ReviewAction>;

/**
 * What the log records of the administrator role itself, granted or revoked with
 * `npm run admin` on the server: no account acts, so the entry names the operating-system user
 * and host that ran the command (details `{ by, host }`), and its target is "user:<email>".
 */
export const ROLE_ACTIONS = ['role.grant', 'role.revoke'] as const;
export const RoleAction = z.enum(ROLE_ACTIONS);
export type RoleAction = z.infer<typeof RoleAction>;

/**
 * What the log records of access tokens (tokens.ts): one created or revoked, by its owner or, for
 * a revocation, by an administrator. The target is "token:<id>"; the details name the token
 * (name, kind, scopes, expiry, owner), never its secret. Part of the access area.
 */
export const TOKEN_ACTIONS = ['token.create', 'token.revoke'] as const;
export const TokenAction = z.enum(TOKEN_ACTIONS);
export type TokenAction = z.infer<typeof TokenAction>;

/**
 * The parts of the accountability log: reviews, curation changes, access (who holds the
 * administrator role and access tokens), the moderation of visitors' ratings, the decisions about visitors'
 * reports of items and releases (an item rolled back to an earlier version, by its developer or
 * an administrator).
 */
export const AUDIT_AREAS = [
  'review',
  'curation',
  'access',
  'ratings',
  'reports',
  'releases',
  'scans',
] as const;
export const AuditArea = z.enum(AUDIT_AREAS);
export type AuditArea = z.infer<typeof AuditArea>;

/** Every action the accountability log records, by area in the order of AUDIT_AREAS. */
export const AUDIT_ACTIONS = [
  ...REVIEW_ACTIONS,
  ...CURATION_ACTIONS,
  ...ROLE_ACTIONS,
  ...TOKEN_ACTIONS,
  ...RATING_MODERATION_ACTIONS,
  ...ITEM_REPORT_ACTIONS,
  ...RELEASE_ACTIONS,
  ...STAGED_RELEASE_ACTIONS,
  ...SCAN_RULE_AUDIT_ACTIONS,
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/**
 * An administrator's or developer's action, as the accountability log shows it: a review
 * decision or request ("review-<n>"), a curation change ("curation-<n>"), or a change of the
 * administrator role ("access-<n>").
 */
export const AuditEntry = z.object({
  id: z.string(),
  area: AuditArea,
  action: AuditAction,
  /** The item concerned; null for a curation change that is not about one item. */
  extensionId: ExtensionId.nullable(),
  itemName: z.string().nullable(),
  /**
   * What a curation or role change was about: "banner:12", "item:<id>", "winners:2019/gold",
   * "user:<email>"…
   */
  target: z.string().nullable(),
  /** The account that acted; null for the store itself and for `npm run admin` (see details). */
  actor: z.string().nullable(),
  guidelines: z.array(z.string()),
  /** The reviewer's message, or the reason given for a curation or role change. */
  message: z.string().nullable(),
  /**
   * What a curation change recorded (before and after, names, order), or who ran the command
   * that changed a role and where ({ by, host }); null for reviews.
   */
  details: z.record(z.string(), z.unknown()).nullable(),
  createAt: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * An item's revision: a counter that every change of its draft or package and every review
 * transition (request, withdrawal, decision) raises. A decision names the revision the
 * reviewer saw.
 */
export const ReviewRevision = z.number().int().min(0);

/** GET /admin/api/reviews/{id}: the draft next to the published product, and what changed. */
export const ReviewCase = z.object({
  extensionId: ExtensionId,
  /** The revision shown: approve, reject and turn private send it back. */
  revision: ReviewRevision,
  review: ReviewState,
  blocked: z.boolean(),
  isPrivate: z.boolean(),
  draft: Product.nullable(),
  product: Product.nullable(),
  package: PackageInfo.nullable(),
  publishedPackage: PackageInfo.nullable(),
  changes: z.array(ReviewChange),
  history: z.array(AuditEntry),
});
export type ReviewCase = z.infer<typeof ReviewCase>;

/**
 * The revision a decision was made on (ReviewCase.revision): when the item changed since, the
 * decision is refused with REVIEW_REVISION_CHANGED and nothing happens. Required, so that no
 * decision can land on something its reviewer never saw.
 */
const DecisionRevision = ReviewRevision;

/** The reviewer's message to the developer. */
const DecisionMessage = z.string().trim().max(REVIEW_MESSAGE_MAX).default('');

/** Reject or turn private: at least one guideline from the catalogue, and a message. */
export const ReviewDecisionInput = z.object({
  guidelines: z
    .array(GuidelineCodeSchema)
    .min(1, 'moderation.guidelines.required')
    .max(REVIEW_GUIDELINES_MAX),
  message: DecisionMessage,
  revision: DecisionRevision,
});
export type ReviewDecisionInput = z.infer<typeof ReviewDecisionInput>;

/**
 * Approve: an optional message, kept in the log with the approval, and optionally `staging`: the
 * new version goes to pilot groups first (only for an item that already has a live version).
 */
export const ApproveInput = z.object({
  message: DecisionMessage,
  revision: DecisionRevision,
  staging: ReleaseStagingInput.optional(),
});
export type ApproveInput = z.infer<typeof ApproveInput>;

/** Block or unblock: the reason is kept in the log (and shown to the developer when blocking). */
export const BlockInput = z.object({
  reason: z.string().trim().min(1, 'moderation.reason.required').max(BLOCK_REASON_MAX),
  /**
   * Blocking only: whether managed browsers disable the item (`blocked`) or uninstall it
   * (`removed`). Ignored when unblocking.
   */
  mode: BlockMode.default('blocked'),
});
export type BlockInput = z.infer<typeof BlockInput>;

/** The log's entries per page, unless a request asks for another size. */
export const AUDIT_PAGE_SIZE = 50;
/** The most entries one request of the log gets. */
export const AUDIT_PAGE_SIZE_MAX = 100;
/** The longest search of the log; a longer one is refused. */
export const AUDIT_QUERY_MAX = 100;

/**
 * GET /admin/api/audit?q=&action=&area=&offset=&size=: both logs as one, newest first. The
 * search looks at the item (id and name), the person, the message or reason, and a curation or
 * role change's target and details.
 */
export const AuditPage = z.object({
  items: z.array(AuditEntry),
  totalCount: z.number().int(),
  offset: z.number().int(),
  size: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/**
 * The periods the statistics pages offer (the console's and a developer's item's), in days; the
 * address keeps the choice (?days=7).
 */
export const STATS_PERIODS = [7, 30, 90] as const;
/** The period of GET /admin/api/stats and the statistics pages when none is asked for. */
export const STATS_DEFAULT_DAYS = USAGE_DEFAULT_DAYS;
/** The longest period GET /admin/api/stats answers: as long as an item's usage range. */
export const STATS_MAX_DAYS = USAGE_RANGE_MAX_DAYS;

/** GET /admin/api/stats?days= */
export const StoreStats = z.object({
  days: z.number().int(),
  pageViews: z.array(z.object({ day: z.string(), path: z.string(), count: z.number().int() })),
  pageViewTotals: z.array(z.object({ path: z.string(), count: z.number().int() })),
  topItems: z.array(
    z.object({
      extensionId: ExtensionId,
      name: z.string(),
      productType: ProductType,
      usercount: z.number().int(),
      downloadcount: z.number().int(),
    }),
  ),
  reviewStates: z.array(z.object({ review: ReviewState, count: z.number().int() })),
  blockedCount: z.number().int(),
});
export type StoreStats = z.infer<typeof StoreStats>;
