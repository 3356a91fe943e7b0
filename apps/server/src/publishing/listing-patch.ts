import {
  type ErrorCode,
  errorMessage,
  type FieldIssue,
  ICON_MIN_SIZE,
  type ItemPatch,
  isAllowedSize,
  isWebAppType,
  type Language,
  LOCALE_CODES,
  LOCALE_NOT_DEFINED,
  MAX_SLIDES_PER_LOCALE,
  type MediaKind,
  PROMO_IMAGE_SIZES,
  REGION_ALL,
  REGION_CODES,
  SCREENSHOT_SIZES,
} from '@lagoon/contract';
import { categoryTypeOf } from '../catalog/product-repository.js';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { AppError, fieldError } from '../http/errors.js';
import { findUploadedMedia } from '../media/upload-queries.js';
import { keyFromReference } from '../storage/storage.js';

const ITEM_LOCALES = new Set<string>(LOCALE_CODES);
const REGIONS = new Set<string>(REGION_CODES);

/** Refuses a field for a named cause; the field's code is the error's, as the editor reads it. */
function refuse(code: ErrorCode, field: string, language: Language): never {
  throw fieldError(code, field, code, language);
}

interface ResolvedMedia {
  file_key: string;
  width: number;
  height: number;
  derivatives: Record<string, string>;
  created_at: Date | null;
}

/**
 * Finds a media reference among what the draft already shows and what this developer
 * uploaded through an upload session; anything else is refused, so a listing can only hold
 * images that were checked for this developer.
 */
async function resolveMedia(
  db: Db,
  options: { listingId: number; userId: string; kind: MediaKind },
  reference: string,
  field: string,
  language: Language,
): Promise<ResolvedMedia> {
  const key = keyFromReference(reference);
  if (!key) refuse('MEDIA_NOT_UPLOADED', field, language);
  const existing = await db
    .selectFrom('media')
    .select(['file_key', 'width', 'height', 'derivatives', 'created_at'])
    .where('listing_id', '=', options.listingId)
    .where('kind', '=', options.kind)
    .where('file_key', '=', key)
    .executeTakeFirst();
  if (existing) return existing;
  const uploaded = await findUploadedMedia(db, options.userId, options.kind, key);
  if (!uploaded) refuse('MEDIA_NOT_UPLOADED', field, language);
  return { ...uploaded, created_at: null };
}

function requireSize(ok: boolean, field: string, language: Language): asserts ok is true {
  if (!ok) {
    throw new AppError('UNSUPPORTED_IMAGE_RESOLUTION', [
      {
        field,
        code: 'UNSUPPORTED_IMAGE_RESOLUTION',
        message: errorMessage('UNSUPPORTED_IMAGE_RESOLUTION', language),
      },
    ]);
  }
}

async function replaceMedia(
  db: Db,
  listingId: number,
  kind: MediaKind,
  entries: { media: ResolvedMedia; locale: string | null }[],
): Promise<void> {
  await db
    .deleteFrom('media')
    .where('listing_id', '=', listingId)
    .where('kind', '=', kind)
    .execute();
  if (entries.length === 0) return;
  const now = new Date();
  await db
    .insertInto('media')
    .values(
      entries.map((entry, position) => ({
        listing_id: listingId,
        kind,
        locale: entry.locale,
        file_key: entry.media.file_key,
        width: entry.media.width,
        height: entry.media.height,
        position,
        // A slide keeps its age, so the "updated" mark (shown for 14 days) marks only what is new.
        created_at: entry.media.created_at ?? now,
        derivatives: JSON.stringify(entry.media.derivatives ?? {}),
      })),
    )
    .execute();
}

type TextField = 'description' | 'changeLog' | 'name' | 'shortDescription';
const TEXT_COLUMNS = {
  description: 'description',
  changeLog: 'change_log',
  name: 'name',
  shortDescription: 'short_description',
} as const;

/** Writes per-language texts; a language whose texts all become empty is removed. */
async function applyTexts(
  db: Db,
  listingId: number,
  patch: ItemPatch,
  defaultLocale: string,
): Promise<void> {
  const fields = (Object.keys(TEXT_COLUMNS) as TextField[]).filter((field) => patch[field]);
  if (fields.length === 0) return;
  const existing = await db
    .selectFrom('localizations')
    .selectAll()
    .where('listing_id', '=', listingId)
    .execute();
  const byLocale = new Map(existing.map((row) => [row.locale, { ...row }]));
  const fallbackName =
    byLocale.get(defaultLocale)?.name ?? existing.find((row) => row.name)?.name ?? '';
  const touched = new Set<string>();
  for (const field of fields) {
    for (const [locale, text] of Object.entries(patch[field] ?? {})) {
      const row = byLocale.get(locale) ?? {
        listing_id: listingId,
        locale,
        name: fallbackName,
        short_description: null,
        description: '',
        change_log: null,
      };
      const value = (text ?? '').trim();
      if (field === 'description') row.description = value;
      else if (field === 'name') row.name = value;
      else if (field === 'changeLog') row.change_log = value === '' ? null : value;
      else row.short_description = value === '' ? null : value;
      byLocale.set(locale, row);
      touched.add(locale);
    }
  }
  for (const locale of touched) {
    const row = byLocale.get(locale)!;
    const empty =
      row.description === '' &&
      !row.change_log &&
      !row.short_description &&
      (row.name === '' || row.name === fallbackName);
    if (empty && locale !== defaultLocale) {
      await db
        .deleteFrom('localizations')
        .where('listing_id', '=', listingId)
        .where('locale', '=', locale)
        .execute();
      continue;
    }
    // One statement per language, whether the text is new or changed.
    const { listing_id: _listing, locale: _locale, ...texts } = row;
    await db
      .insertInto('localizations')
      .values(row)
      .onConflict((conflict) => conflict.columns(['listing_id', 'locale']).doUpdateSet(texts))
      .execute();
  }
}

/**
 * Applies an editor PATCH to the item's draft listing (inside the caller's transaction).
 * Checks every field against the contract's rules first; a refused field changes nothing.
 * Visibility is the item's and applies at once: hiding a published item must not wait for a
 * review. `itemChanged` says the item itself changed (visibility, or a web app's kind), which
 * visitors see at once when the item is live; everything else waits for approval.
 */
export async function applyListingPatch(
  db: Db,
  item: ItemRow,
  listingId: number,
  patch: ItemPatch,
  context: { userId: string; language: Language },
): Promise<{ itemChanged: boolean }> {
  const { language } = context;
  const webApp = isWebAppType(item.product_type);
  const listing = await db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();

  if ((patch.name || patch.shortDescription) && !webApp) {
    // An extension's or theme's texts are its package's: the editor does not offer them.
    refuse('NAME_FROM_PACKAGE', patch.name ? 'name' : 'shortDescription', language);
  }
  if (patch.productType !== undefined && patch.productType !== item.product_type) {
    const allowed = webApp ? ['pwa', 'shortcut'] : [];
    if (!allowed.includes(patch.productType)) refuse('PRODUCT_TYPE_FIXED', 'productType', language);
  }

  const changes: Record<string, unknown> = {};
  if (patch.category !== undefined) {
    const code = typeof patch.category === 'string' ? patch.category : patch.category?.code;
    if (!code || code.toLowerCase() === 'not_defined') {
      changes.category_code = null;
    } else {
      const known = await db
        .selectFrom('categories')
        .select('code')
        .where('type', '=', categoryTypeOf(item.product_type))
        .where('code', '=', code)
        .executeTakeFirst();
      if (!known) refuse('CATEGORY_NOT_FOR_TYPE', 'category', language);
      changes.category_code = code;
    }
  }
  if (patch.defaultLocale !== undefined) {
    const locale = patch.defaultLocale;
    if (
      locale !== LOCALE_NOT_DEFINED &&
      locale.toLowerCase() !== 'not_defined' &&
      !ITEM_LOCALES.has(locale)
    ) {
      refuse('LANGUAGE_NOT_LISTED', 'defaultLocale', language);
    }
    changes.default_locale = ITEM_LOCALES.has(locale) ? locale : LOCALE_NOT_DEFINED;
  }
  if (patch.regions !== undefined) {
    const regions = [...new Set(patch.regions)];
    const valid =
      (regions.length === 1 && regions[0] === REGION_ALL) ||
      regions.every((region) => REGIONS.has(region));
    if (!valid) refuse('REGION_NOT_LISTED', 'regions', language);
    changes.regions = regions;
  }
  if (patch.matureContent !== undefined) changes.mature_content = patch.matureContent;

  // Media first: resolve and check every reference before anything is written.
  const mediaOptions = (kind: MediaKind) => ({ listingId, userId: context.userId, kind });
  let icon: ResolvedMedia | null | undefined;
  if (patch.icon !== undefined) {
    if (patch.icon === null || patch.icon === '') {
      icon = null;
    } else {
      icon = await resolveMedia(db, mediaOptions('icon'), patch.icon, 'icon', language);
      const fromListing = icon.created_at !== null;
      requireSize(
        fromListing || (icon.width === icon.height && icon.width >= ICON_MIN_SIZE),
        'icon',
        language,
      );
    }
  }
  let images: ResolvedMedia[] | undefined;
  if (patch.image !== undefined) {
    const references =
      patch.image === null ? [] : Array.isArray(patch.image) ? patch.image : [patch.image];
    images = [];
    for (const reference of references.filter((entry) => entry !== '')) {
      const image = await resolveMedia(db, mediaOptions('image'), reference, 'image', language);
      requireSize(isAllowedSize(PROMO_IMAGE_SIZES, image.width, image.height), 'image', language);
      images.push(image);
    }
  }
  let slides: { media: ResolvedMedia; locale: string | null }[] | undefined;
  if (patch.slides !== undefined) {
    slides = [];
    const perLocale = new Map<string, number>();
    for (const [index, slide] of patch.slides.entries()) {
      const field = `slides.${index}`;
      const media = await resolveMedia(db, mediaOptions('slide'), slide.url, field, language);
      requireSize(isAllowedSize(SCREENSHOT_SIZES, media.width, media.height), field, language);
      const bucket = slide.locale ?? 'common';
      const count = (perLocale.get(bucket) ?? 0) + 1;
      if (count > MAX_SLIDES_PER_LOCALE) {
        const issue: FieldIssue = {
          field: 'slides',
          code: 'TOO_MANY_SLIDES',
          message: errorMessage('TOO_MANY_SLIDES', language),
        };
        throw new AppError('TOO_MANY_SLIDES', [issue]);
      }
      perLocale.set(bucket, count);
      slides.push({ media, locale: slide.locale });
    }
  }

  // Then write.
  const defaultLocale = (changes.default_locale as string | undefined) ?? listing.default_locale;
  await db
    .updateTable('listings')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', listingId)
    .execute();
  await applyTexts(db, listingId, patch, defaultLocale);
  if (icon !== undefined)
    await replaceMedia(db, listingId, 'icon', icon ? [{ media: icon, locale: null }] : []);
  if (images !== undefined) {
    await replaceMedia(
      db,
      listingId,
      'image',
      images.map((media) => ({ media, locale: null })),
    );
  }
  if (slides !== undefined) await replaceMedia(db, listingId, 'slide', slides);

  // The item row changes only for what belongs to the item; the caller's review transition
  // stamps it (revision, time) in the same transaction, so a text edit writes it once.
  const itemChanges: Record<string, unknown> = {};
  if (patch.productType !== undefined && patch.productType !== item.product_type) {
    itemChanges.product_type = patch.productType;
  }
  if (patch.status !== undefined && patch.status !== item.visibility) {
    itemChanges.visibility = patch.status;
  }
  const itemChanged = Object.keys(itemChanges).length > 0;
  if (itemChanged) {
    await db.updateTable('items').set(itemChanges).where('id', '=', item.id).execute();
  }
  return { itemChanged };
}
