/**
 * The contract's enumerations as plain values, without zod, so a page that needs only a list
 * (languages, sorts, filters) does not pull the schema library into its bundle. The zod
 * schemas built from them live in enums.ts.
 */

/** Review state of an item. */
export const REVIEW_STATES = [
  'PREPARE_FOR_SUBMISSION',
  'IN_REVIEW',
  'READY_FOR_OPEN',
  'REJECTED',
  'REJECTED_UPDATE',
] as const;

/** Visibility of an item. NOT_DEFINED arrives from old data and is read as TRUSTED_TESTER. */
export const VISIBILITIES = ['LISTING', 'UNLISTED', 'TRUSTED_TESTER'] as const;

export const VISIBILITY_NOT_DEFINED = 'NOT_DEFINED';

export const PRODUCT_TYPES = [
  'extension',
  'sidebar',
  'app',
  'pwa',
  'shortcut',
  'theme',
  'curation',
] as const;

/** Product types that are web apps. APP is a "Whalebook App"; PWA and SHORTCUT show as "Web App". */
export const WEB_APP_TYPES = [
  'app',
  'pwa',
  'shortcut',
] as const satisfies readonly (typeof PRODUCT_TYPES)[number][];

export type WebAppType = (typeof WEB_APP_TYPES)[number];

/** True for the product types that are web apps. */
export function isWebAppType(productType: string): productType is WebAppType {
  return (WEB_APP_TYPES as readonly string[]).includes(productType);
}

/** The product types a package makes; the manifest says which. */
export type PackageProductType = 'extension' | 'sidebar' | 'theme';

/** The product type a manifest makes: a theme, a sidebar item or an extension. */
export function productTypeOf(manifest: Record<string, unknown>): PackageProductType {
  if (manifest.theme !== undefined) return 'theme';
  if (manifest.sidebar_action !== undefined) return 'sidebar';
  return 'extension';
}

/** Content categories an extension can be filed under. */
export const EXTENSION_CATEGORIES = [
  'social',
  'productivity',
  'shopping',
  'sports',
  'security',
  'search_tools',
  'games',
  'fun',
  'education',
] as const;

/** The twelve filters of the extension home: categories plus sidebar, provider and contest. */
export const EXTENSION_FILTERS = [...EXTENSION_CATEGORIES, 'sidebar', 'naver', 'contest'] as const;

export const EXTENSION_SORTS = ['new', 'popular'] as const;

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

/** Wallpaper lists, /wallpapers/:list. */
export const THEME_LISTS = ['recommended', 'discover'] as const;

/** Providers an item may carry; NAVER,WHALE is read as NAVER with byWhale set. */
export const PROVIDERS = ['NAVER', 'WHALE', 'CONTEST'] as const;

/** Search result group types, in the order results are shown. PWA and SHORTCUT merge into APP. */
export const SEARCH_GROUP_TYPES = ['EXTENSION', 'THEME', 'APP', 'PWA', 'SHORTCUT'] as const;

export const SEARCH_RESULT_ORDER = ['EXTENSION', 'THEME', 'APP'] as const;

export const BANNER_TYPES = ['extension', 'theme', 'home-inline'] as const;

/** Contest prizes in display order. Gold and silver have a sole winner. */
export const PRIZES = ['gold', 'silver', 'bronze', 'special'] as const;

/** Languages of the interface. English is the fallback. */
export const LANGUAGES = ['en', 'ko'] as const;

export const FALLBACK_LANGUAGE: (typeof LANGUAGES)[number] = 'en';

/** Two-letter region codes an item can be offered in, plus "all". */
// biome-ignore format: a compact table reads better than one code per line
export const REGION_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK',
  'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HU', 'ID', 'IE', 'IL', 'IN', 'IT', 'JP', 'KR',
  'KZ', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PE', 'PH', 'PK', 'PL', 'PT', 'RO', 'RU', 'SA',
  'SE', 'SG', 'TH', 'TR', 'TW', 'UA', 'US', 'VN', 'ZA', 'UZ',
] as const;

export const REGION_ALL = 'all';

/** Item locales (the extension _locales set), plus "all" and NOT_DEFINED. */
// biome-ignore format: a compact table reads better than one code per line
export const LOCALE_CODES = [
  'ar', 'am', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'en_AU', 'en_GB', 'en_US', 'es',
  'es_419', 'et', 'fa', 'fi', 'fil', 'fr', 'gu', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'kn',
  'ko', 'lt', 'lv', 'ml', 'mr', 'ms', 'nl', 'no', 'pl', 'pt_BR', 'pt_PT', 'ro', 'ru', 'sk', 'sl',
  'sr', 'sv', 'sw', 'ta', 'te', 'th', 'tr', 'uk', 'vi', 'zh_CN', 'zh_TW',
] as const;

export const LOCALE_ALL = 'all';

export const LOCALE_NOT_DEFINED = 'NOT_DEFINED';

/** The default locale when none is given. */
export const DEFAULT_LOCALE = 'en_US' satisfies (typeof LOCALE_CODES)[number];

/** True when a value counts as empty for submission: absent, blank or not_defined. */
export function isUnset(value: string | null | undefined): boolean {
  return value == null || value.trim() === '' || value.toLowerCase() === 'not_defined';
}

/** Reads a visibility: unknown values and NOT_DEFINED become TRUSTED_TESTER. */
export function normalizeVisibility(
  value: string | null | undefined,
): (typeof VISIBILITIES)[number] {
  return VISIBILITIES.find((entry) => entry === value) ?? 'TRUSTED_TESTER';
}

/** Picks the interface language: the hl value when valid, else the primary subtag, else en. */
export function resolveLanguage(
  hl: string | null | undefined,
  browserLanguage?: string,
): (typeof LANGUAGES)[number] {
  const known = (value: string | null | undefined) => LANGUAGES.find((entry) => entry === value);
  const primary = browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  return known(hl) ?? known(primary) ?? FALLBACK_LANGUAGE;
}
