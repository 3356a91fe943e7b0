import {
  type CreatorItem,
  type CreatorItemDetail,
  GUIDELINES,
  type GuidelineCode,
  type Language,
  type ListingText,
  type PackageInfo,
  type PackageIssueCode,
  packageIssueMessage,
  type ReviewNote,
} from '@lagoon/contract';
import { presentProduct } from '../catalog/product-presenter.js';
import { loadProductParts } from '../catalog/product-repository.js';
import type { Db } from '../db/database.js';
import type { ItemRow, PackageReportRecord } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { fileUrl } from '../storage/storage.js';

/**
 * The caller's own item. Another developer's item answers exactly like a missing one, so ids
 * can't be probed.
 */
export async function loadOwnedItem(db: Db, creatorId: string, id: string): Promise<ItemRow> {
  const item = await db
    .selectFrom('items')
    .selectAll()
    .where('id', '=', id)
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');
  return item;
}

/**
 * A stored report in a language. The item's id fills the words that name it (the store's id
 * replacing a manifest `key`), since the id is made only after the package was inspected.
 */
function presentReport(report: PackageReportRecord, language: Language, itemId: string) {
  const present = (issue: PackageReportRecord['errors'][number]) => ({
    code: issue.code as PackageIssueCode,
    severity: issue.severity,
    path: issue.path,
    message: packageIssueMessage(issue.code as PackageIssueCode, language, {
      ...issue,
      values: { id: itemId, ...issue.values },
    }),
  });
  return { errors: report.errors.map(present), warnings: report.warnings.map(present) };
}

/** Packages by id, as the editor shows them. */
async function loadPackages(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, PackageInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('packages').selectAll().where('id', 'in', ids).execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        fileName: row.file_name,
        version: row.version,
        manifestVersion: row.manifest_version,
        size: Number(row.size),
        sha256: row.sha256,
        permissions: row.permissions,
        hostPermissions: row.host_permissions,
        report: presentReport(row.report, language, row.item_id),
        uploadedAt: row.created_at.toISOString(),
      },
    ]),
  );
}

/**
 * The last rejection or turning private, while it still applies: the item is REJECTED or
 * REJECTED_UPDATE, or a reviewer turned it private and it was not approved since.
 */
async function loadReviewNotes(
  db: Db,
  items: readonly ItemRow[],
  language: Language,
): Promise<Map<string, ReviewNote>> {
  const concerned = items.filter(
    (item) =>
      item.review_state === 'REJECTED' ||
      item.review_state === 'REJECTED_UPDATE' ||
      item.private_at !== null,
  );
  if (concerned.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_events')
    .select(['item_id', 'action', 'guidelines', 'message', 'created_at'])
    .distinctOn('item_id')
    .where(
      'item_id',
      'in',
      concerned.map((item) => item.id),
    )
    .where('action', 'in', ['rejected', 'private'])
    .orderBy('item_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.item_id,
      {
        kind: row.action === 'private' ? 'private' : 'rejected',
        guidelines: row.guidelines.map((code) => ({
          code,
          text: code in GUIDELINES ? GUIDELINES[code as GuidelineCode][language] : code,
        })),
        message: row.message,
        createAt: row.created_at.toISOString(),
      },
    ]),
  );
}

/** The developer's items of the given types, newest change first (the dashboard rows). */
export async function listCreatorItems(
  db: Db,
  creatorId: string,
  types: readonly string[],
  language: Language,
  publicUrl: string,
): Promise<CreatorItem[]> {
  const items = await db
    .selectFrom('items')
    .select('id')
    .where('creator_id', '=', creatorId)
    .where('product_type', 'in', types)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  const parts = await loadProductParts(
    db,
    items.map((item) => item.id),
    { listing: 'draft', language },
  );
  const notes = await loadReviewNotes(
    db,
    parts.map((entry) => entry.item),
    language,
  );
  return parts.map((entry) => {
    const { item } = entry;
    const product = presentProduct(entry, language, publicUrl);
    return {
      extensionId: item.id,
      name: product.name,
      icon: product.icon,
      productType: product.productType,
      review: product.review,
      status: product.status,
      published: item.live,
      hasDraft: item.draft_listing_id !== null && item.published_listing_id !== null,
      blocked: item.blocked,
      version: entry.package?.version ?? null,
      webUrl: entry.listing?.web_url ?? null,
      updateAt: item.updated_at.toISOString(),
      firstApprovedAt: item.first_approved_at?.toISOString() ?? null,
      lastApprovedAt: item.last_approved_at?.toISOString() ?? null,
      reviewNote: notes.get(item.id) ?? null,
    };
  });
}

/**
 * One of the developer's items for the editor: the draft (published=false, falling back to
 * the product) or the product (falling back to the draft), with both parts, every language's
 * texts, the promotional images, the packages and the last review note.
 */
export async function loadCreatorItemDetail(
  db: Db,
  item: ItemRow,
  options: { preferDraft: boolean; language: Language; publicUrl: string },
): Promise<CreatorItemDetail> {
  const { language, publicUrl } = options;
  const [draftParts] = item.draft_listing_id
    ? await loadProductParts(db, [item.id], { listing: 'draft', language })
    : [undefined];
  const [productParts] = item.published_listing_id
    ? await loadProductParts(db, [item.id], { listing: 'published', language })
    : [undefined];
  const draft = draftParts ? presentProduct(draftParts, language, publicUrl) : null;
  const product = productParts ? presentProduct(productParts, language, publicUrl) : null;
  const shownParts = options.preferDraft
    ? (draftParts ?? productParts)
    : (productParts ?? draftParts);
  const shown = options.preferDraft ? (draft ?? product) : (product ?? draft);
  if (!shown || !shownParts?.listing) throw new AppError('EXTENSION_NOT_FOUND');
  const listingId = shownParts.listing.id;

  const texts = await db
    .selectFrom('localizations')
    .select(['locale', 'name', 'short_description', 'description', 'change_log'])
    .where('listing_id', '=', listingId)
    .orderBy('locale')
    .execute();
  const images = shownParts.media
    .filter((entry) => entry.kind === 'image')
    .map((entry) => fileUrl(entry.file_key));
  const icon = shownParts.media.find((entry) => entry.kind === 'icon');
  const slides = shownParts.media
    .filter((entry) => entry.kind === 'slide')
    .map((entry) => ({
      url: fileUrl(entry.file_key),
      locale: entry.locale as CreatorItemDetail['slides'][number]['locale'],
      width: entry.width,
      height: entry.height,
      createAt: new Date(entry.created_at).toISOString(),
    }));

  const listingPackages = await db
    .selectFrom('listings')
    .select(['id', 'package_id'])
    .where('id', 'in', [listingId, item.published_listing_id ?? listingId])
    .execute();
  const packageOf = (id: number | null) =>
    listingPackages.find((row) => row.id === id)?.package_id ?? null;
  const shownPackageId = packageOf(listingId);
  const publishedPackageId = packageOf(item.published_listing_id);
  const packages = await loadPackages(
    db,
    [shownPackageId, publishedPackageId].filter((id): id is number => id !== null),
    language,
  );
  const notes = await loadReviewNotes(db, [item], language);
  // What visitors read now, per language, as the hint for a new version's change log.
  const published = productParts?.listing?.id === listingId ? undefined : productParts;
  const previousChangeLog = (locale: string): string | null | undefined =>
    published &&
    (published.localizations.find((entry) => entry.locale === locale)?.change_log ||
      published.listing?.change_log ||
      null);

  return {
    ...shown,
    // The editor shows every slide of every language, not only the four a visitor sees.
    slides,
    draft,
    product,
    texts: texts.map(
      (entry): ListingText => ({
        locale: entry.locale as ListingText['locale'],
        name: entry.name,
        shortDescription: entry.short_description,
        description: entry.description,
        changeLog: entry.change_log,
        ...(published ? { previousChangeLog: previousChangeLog(entry.locale) } : {}),
      }),
    ),
    images,
    iconSize: icon ? { width: icon.width, height: icon.height } : null,
    package: shownPackageId === null ? null : (packages.get(shownPackageId) ?? null),
    publishedPackage:
      publishedPackageId === null || publishedPackageId === shownPackageId
        ? null
        : (packages.get(publishedPackageId) ?? null),
    published: item.live,
    hasDraft: item.draft_listing_id !== null && item.published_listing_id !== null,
    firstApprovedAt: item.first_approved_at?.toISOString() ?? null,
    lastApprovedAt: item.last_approved_at?.toISOString() ?? null,
    reviewNote: notes.get(item.id) ?? null,
  };
}
