import type { Language, ReviewCase, ReviewQueueEntry } from '@lagoon/contract';
import { sql } from 'kysely';
import { loadAuditLog } from '../audit/audit-log.js';
import { presentProduct } from '../catalog/product-presenter.js';
import { loadProductParts } from '../catalog/product-repository.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { loadCreatorItemDetail } from '../publishing/creator-items.js';
import { queueScanSummary } from '../scan-rules/rule-queries.js';
import { changesBetween } from './review-changes.js';

/** How many lines of an item's history its review case shows, newest first. */
const CASE_HISTORY_SIZE = 50;

interface ReadOptions {
  language: Language;
  publicUrl: string;
}

/** The items in review, oldest request first, with the version each would replace. */
export async function loadReviewQueue(
  db: Db,
  { language, publicUrl }: ReadOptions,
): Promise<ReviewQueueEntry[]> {
  const rows = await db
    .selectFrom('items')
    .select(['id'])
    .where('review_state', '=', 'IN_REVIEW')
    .orderBy(sql`submitted_at asc nulls first`)
    .orderBy('id')
    .execute();
  const drafts = await loadProductParts(
    db,
    rows.map((row) => row.id),
    { listing: 'draft', language },
  );
  const published = await loadProductParts(
    db,
    drafts
      .filter((entry) => entry.item.published_listing_id !== null)
      .map((entry) => entry.item.id),
    { listing: 'published', language },
  );
  const publishedVersion = new Map(
    published.map((entry) => [entry.item.id, entry.package?.version ?? null]),
  );
  const scans = await queueScanSummary(
    db,
    rows.map((row) => row.id),
  );
  return drafts.map((entry) => {
    const product = presentProduct(entry, language, publicUrl);
    const scan = scans.get(entry.item.id);
    return {
      extensionId: entry.item.id,
      name: product.name,
      icon: product.icon,
      productType: product.productType,
      developer: product.developer,
      submittedAt: entry.item.submitted_at?.toISOString() ?? null,
      isUpdate: entry.item.published_listing_id !== null,
      version: entry.package?.version ?? null,
      publishedVersion: publishedVersion.get(entry.item.id) ?? null,
      scanMatches: scan?.count ?? 0,
      scanHeld: scan?.held ?? false,
    };
  });
}

/**
 * One item as a reviewer sees it: the draft next to the published product, what changed
 * between them and the item's history. EXTENSION_NOT_FOUND for an unknown id.
 */
export async function loadReviewCase(
  db: Db,
  itemId: string,
  { language, publicUrl }: ReadOptions,
): Promise<ReviewCase> {
  const item = await db.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  // The revision is read before the listing it stands for: a change in between can only
  // make a decision on this case fail (REVIEW_REVISION_CHANGED), never pass unseen.
  const detail = await loadCreatorItemDetail(db, item, { preferDraft: true, language, publicUrl });
  const draftPackage = detail.package;
  const productPackage = detail.publishedPackage ?? (detail.product ? detail.package : null);
  const history = await loadAuditLog(db, { itemId: item.id }, 0, CASE_HISTORY_SIZE);
  return {
    extensionId: item.id,
    revision: item.revision,
    review: detail.review,
    blocked: item.blocked,
    isPrivate: item.private_at !== null,
    draft: detail.draft,
    product: detail.product,
    package: item.draft_listing_id !== null ? draftPackage : null,
    publishedPackage: detail.product ? productPackage : null,
    changes: changesBetween(detail.product, detail.draft ?? detail.product, {
      before: detail.product ? productPackage : null,
      after: draftPackage,
    }),
    history: history.items,
  };
}
