import {
  type ErrorCode,
  errorMessage,
  type FieldIssue,
  isWebAppType,
  type Language,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { isChosenLocale } from './listing-patch.js';

/** What a review request needs (spec §5), in the order the editor shows the fields. */
const REQUIREMENTS: readonly { field: string; code: ErrorCode }[] = [
  { field: 'defaultLocale', code: 'REQUIRED_LANGUAGE' },
  { field: 'name', code: 'REQUIRED_NAME' },
  { field: 'shortDescription', code: 'REQUIRED_SHORT_DESCRIPTION' },
  { field: 'category', code: 'REQUIRED_CATEGORY' },
  { field: 'icon', code: 'REQUIRED_ICON' },
  { field: 'slides', code: 'REQUIRED_SCREENSHOTS' },
  { field: 'image', code: 'REQUIRED_IMAGE' },
];

/**
 * Checks that a draft can go to review. Every missing field is named in `fields`; the error's
 * code is the first one's, so a client that shows one message shows the first problem.
 * Extensions also need a package. A value of not_defined counts as empty.
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
    .select(['kind'])
    .where('listing_id', '=', listingId)
    .execute();
  const texts = await db
    .selectFrom('localizations')
    .select(['locale', 'name', 'short_description'])
    .where('listing_id', '=', listingId)
    .execute();
  const webApp = isWebAppType(item.product_type);
  const defaultText = texts.find((entry) => entry.locale === listing.default_locale);
  const has = (kind: string) => media.some((entry) => entry.kind === kind);
  const category = listing.category_code;

  const missing = new Set<string>();
  if (!isChosenLocale(listing.default_locale)) missing.add('defaultLocale');
  if (webApp && !defaultText?.name.trim()) missing.add('name');
  if (webApp && !defaultText?.short_description?.trim()) missing.add('shortDescription');
  if (!category || category.toLowerCase() === 'not_defined') missing.add('category');
  if (!has('icon')) missing.add('icon');
  if (!has('slide')) missing.add('slides');
  if (!has('image')) missing.add('image');

  const fields: FieldIssue[] = REQUIREMENTS.filter((entry) => missing.has(entry.field)).map(
    (entry) => ({
      field: entry.field,
      code: entry.code,
      message: errorMessage(entry.code, language),
    }),
  );
  if (fields.length > 0) throw new AppError(fields[0]!.code as ErrorCode, fields);
  if (!webApp && listing.package_id === null) throw new AppError('PACKAGE_REQUIRED');
}
