import {
  type AuditPage,
  type BlockMode,
  type GuidelineCode,
  type Language,
  REVIEW_TRANSITIONS,
  type ReleaseStagingInput,
  type ReviewCase,
  type ReviewEvent,
  type ReviewQueue,
  type StoreStats,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import type { AuditFilter } from '../model/audit-search';

/** GET /admin/api/reviews: items waiting for review, oldest request first. */
export function getReviewQueue(language: Language, signal?: AbortSignal): Promise<ReviewQueue> {
  return api.get<ReviewQueue>('/admin/api/reviews', { query: { hl: language }, signal });
}

/** GET /admin/api/reviews/{id}: the draft next to the product, what changed, the history. */
export function getReviewCase(
  extensionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ReviewCase> {
  return api.get<ReviewCase>(`/admin/api/reviews/${encodeURIComponent(extensionId)}`, {
    query: { hl: language },
    signal,
  });
}

/** GET /admin/api/audit: one page of the log of reviews and curation changes, newest first. */
export function getAuditPage(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>('/admin/api/audit', {
    query: {
      q: filter.q || undefined,
      area: filter.area ?? undefined,
      action: filter.action ?? undefined,
      offset: filter.offset,
      size: filter.size,
    },
    signal,
  });
}

/** GET /admin/api/stats?days=…: page views, the most used items, items by review state. */
export function getStoreStats(
  days: number,
  language: Language,
  signal?: AbortSignal,
): Promise<StoreStats> {
  return api.get<StoreStats>('/admin/api/stats', {
    query: { days, hl: language },
    signal,
  });
}

/** What an administrator decides about one item; each kind is one POST of the API. */
export type ModerationDecision =
  | { kind: 'approve'; message: string; staging?: ReleaseStagingInput }
  | { kind: 'reject'; guidelines: GuidelineCode[]; message: string }
  | { kind: 'private'; guidelines: GuidelineCode[]; message: string }
  | { kind: 'block'; reason: string; mode: BlockMode }
  | { kind: 'unblock'; reason: string };

export type DecisionKind = ModerationDecision['kind'];

/** The review machine's transition behind each decision (packages/contract review-machine.ts). */
export const DECISION_EVENTS = {
  approve: 'approve',
  reject: 'reject',
  private: 'turnPrivate',
  block: 'block',
  unblock: 'unblock',
} as const satisfies Record<DecisionKind, ReviewEvent>;

function decisionBody(decision: ModerationDecision): Record<string, unknown> {
  switch (decision.kind) {
    case 'approve':
      return decision.staging
        ? { message: decision.message, staging: decision.staging }
        : { message: decision.message };
    case 'reject':
    case 'private':
      return { guidelines: decision.guidelines, message: decision.message };
    case 'block':
      return { reason: decision.reason, mode: decision.mode };
    case 'unblock':
      return { reason: decision.reason };
  }
}

/**
 * POST /admin/api/items/{id}/{approve|reject|private|block|unblock}. Approve, reject and turn
 * private name the revision of the case the reviewer saw; the server refuses them with
 * REVIEW_REVISION_CHANGED when the item changed since, and nothing is decided.
 */
export async function submitDecision(
  extensionId: string,
  decision: ModerationDecision,
  revision: number,
  language: Language,
): Promise<void> {
  const takesRevision = REVIEW_TRANSITIONS[DECISION_EVENTS[decision.kind]].takesRevision;
  await api.post(`/admin/api/items/${encodeURIComponent(extensionId)}/${decision.kind}`, {
    query: { hl: language },
    body: { ...decisionBody(decision), ...(takesRevision ? { revision } : {}) },
  });
}
