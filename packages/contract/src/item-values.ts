/**
 * The lists that describe items beyond the store's first page, as plain values: the visibility
 * of old data, review states, the categories of wallpapers and web apps, providers, search
 * groups, banners and prizes. They sit apart from values.ts, whose lists the first page reads,
 * so that page does not carry them.
 */
import { EXTENSION_CATEGORIES, VISIBILITIES } from './values.js';

/** The visibility old data may carry; it is read as TRUSTED_TESTER. */
export const VISIBILITY_NOT_DEFINED = 'NOT_DEFINED';

/** Reads a visibility: unknown values and NOT_DEFINED become TRUSTED_TESTER. */
export function normalizeVisibility(
  value: string | null | undefined,
): (typeof VISIBILITIES)[number] {
  return VISIBILITIES.find((entry) => entry === value) ?? 'TRUSTED_TESTER';
}

/** Review state of an item. */
export const REVIEW_STATES = [
  'PREPARE_FOR_SUBMISSION',
  'IN_REVIEW',
  'READY_FOR_OPEN',
  'REJECTED',
  'REJECTED_UPDATE',
] as const;

/** Categories of wallpaper themes. */
export const THEME_CATEGORIES = [
  'nature',
  'city',
  'space',
  'art',
  'animals',
  'minimal',
  'seasons',
] as const;

/** Categories of web apps. */
export const WEB_APP_CATEGORIES = [
  'productivity',
  'education',
  'entertainment',
  'news',
  'tools',
  'shopping',
] as const;

/** Category lists per item kind, as served by GET /ajax/categories/{type}. */
export const CATEGORY_TYPES = ['extension', 'theme', 'app'] as const;

export const CATEGORIES_BY_TYPE: Record<(typeof CATEGORY_TYPES)[number], readonly string[]> = {
  extension: EXTENSION_CATEGORIES,
  theme: THEME_CATEGORIES,
  app: WEB_APP_CATEGORIES,
};

/** Providers an item may carry; NAVER,WHALE is read as NAVER with byWhale set. */
export const PROVIDERS = ['NAVER', 'WHALE', 'CONTEST'] as const;

/** Search result group types, in the order results are shown. PWA and SHORTCUT merge into APP. */
export const SEARCH_GROUP_TYPES = ['EXTENSION', 'THEME', 'APP', 'PWA', 'SHORTCUT'] as const;

export const SEARCH_RESULT_ORDER = ['EXTENSION', 'THEME', 'APP'] as const;

export const BANNER_TYPES = ['extension', 'theme', 'home-inline'] as const;

/** Contest prizes in display order. Gold and silver have a sole winner. */
export const PRIZES = ['gold', 'silver', 'bronze', 'special'] as const;
