import {
  type ErrorCode,
  errorMessage,
  type FieldIssue,
  isWebAppType,
  type Language,
  missingReviewRequirements,
  needsPackage,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/**
 * Checks that a draft can go to review, by the contract's rule (the editor checks the same
 * before sending). Every missing field is named in `fields`; the error's code is the first
 * one's, so a client that shows one message shows the first problem. Extensions also need a
 * package (PACKAGE_REQUIRED).
 */
export async function assertReadyForReview(
  db: Db,
  item: ItemRow,
  listingId: number,
  language: Language,
): Promise<void> {
  const listing = await db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  const media = await db
    .selectFrom('media')
    .select(['kind', 'width', 'height'])
    .where('listing_id', '=', listingId)
    .execute();
  const texts = await db
    .selectFrom('localizations')
    .select(['locale', 'name', 'short_description'])
    .where('listing_id', '=', listingId)
    .execute();
  const defaultText = texts.find((entry) => entry.locale === listing.default_locale);
  const has = (kind: string) => media.some((entry) => entry.kind === kind);
  const icon = media.find((entry) => entry.kind === 'icon');

  const missing = missingReviewRequirements({
    webApp: isWebAppType(item.product_type),
    defaultLocale: listing.default_locale,
    name: defaultText?.name,
    shortDescription: defaultText?.short_description,
    category: listing.category_code,
    hasIcon: icon !== undefined,
    iconSize: icon ? Math.min(icon.width, icon.height) : null,
    hasSlides: has('slide'),
    hasImage: has('image'),
  });
  const fields: FieldIssue[] = missing.map((entry) => ({
    field: entry.field,
    code: entry.code,
    message: errorMessage(entry.code, language),
  }));
  if (fields.length > 0) throw new AppError(fields[0]!.code as ErrorCode, fields);
  if (needsPackage(item.product_type) && listing.package_id === null) {
    throw new AppError('PACKAGE_REQUIRED');
  }
}
