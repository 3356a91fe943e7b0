import type { ItemDetail, ReleaseAnswer } from './store-shapes.js';

/**
 * What a release pipeline asks of an item: its review state, the version visitors get, the
 * version waiting in the draft and the one under review. Read from the developer's item answer
 * (GET /creator/api/extensions/{id}), which shows the draft when there is one.
 */
export interface ItemStatus {
  extensionId: string;
  name: string;
  review: string;
  visibility: string;
  blocked: boolean;
  published: boolean;
  /** The published version browsers install and update to; null before the first approval. */
  liveVersion: string | null;
  /** The draft's version when the draft carries another package than the live one. */
  draftVersion: string | null;
  /** The version the reviewers have in their queue, while the item is in review. */
  versionInReview: string | null;
  lastApprovedAt: string | null;
  reviewNote: { kind: string; message: string | null } | null;
  /**
   * While a release is staged: pilot groups receive `pilotVersion`, every other browser
   * `heldVersion` until `promoteAt` (or a promotion). Only `status` reads it.
   */
  release?: ReleaseAnswer['staged'];
}

export function itemStatusOf(detail: ItemDetail): ItemStatus {
  const liveVersion = detail.product?.version ?? null;
  const shownVersion = detail.draft?.version ?? detail.version ?? null;
  const draftVersion = detail.draft && shownVersion !== liveVersion ? shownVersion : null;
  return {
    extensionId: detail.extensionId,
    name: detail.name,
    review: detail.review,
    visibility: detail.status,
    blocked: detail.blocked,
    published: detail.published,
    liveVersion,
    draftVersion,
    versionInReview: detail.review === 'IN_REVIEW' ? (draftVersion ?? shownVersion) : null,
    lastApprovedAt: detail.lastApprovedAt,
    reviewNote: detail.reviewNote,
  };
}
