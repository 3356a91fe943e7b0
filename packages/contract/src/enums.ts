import { z } from 'zod';

/** Review state of an item (spec §4). */
export const REVIEW_STATES = [
  'PREPARE_FOR_SUBMISSION',
  'IN_REVIEW',
  'READY_FOR_OPEN',
  'REJECTED',
  'REJECTED_UPDATE',
] as const;
export const ReviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewState>;

/** Visibility of an item (spec §4). NOT_DEFINED arrives from old data and is read as TRUSTED_TESTER. */
export const VISIBILITIES = ['LISTING', 'UNLISTED', 'TRUSTED_TESTER'] as const;
export const Visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof Visibility>;
export const VISIBILITY_NOT_DEFINED = 'NOT_DEFINED';

/** Reads a visibility the way the spec asks: unknown and NOT_DEFINED become TRUSTED_TESTER. */
export function normalizeVisibility(value: string | null | undefined): Visibility {
  const parsed = Visibility.safeParse(value);
  return parsed.success ? parsed.data : 'TRUSTED_TESTER';
}

/** A visibility as it may arrive over the wire: NOT_DEFINED decodes to TRUSTED_TESTER. */
export const WireVisibility = z.codec(
  z.union([Visibility, z.literal(VISIBILITY_NOT_DEFINED)]),
  Visibility,
  { decode: (value) => normalizeVisibility(value), encode: (value) => value },
);

export const PRODUCT_TYPES = [
  'extension',
  'sidebar',
  'app',
  'pwa',
  'shortcut',
  'theme',
  'curation',
] as const;
export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

/** Product types that are web apps. APP is a "Whalebook App"; PWA and SHORTCUT show as "Web App". */
export const WEB_APP_TYPES = ['app', 'pwa', 'shortcut'] as const satisfies readonly ProductType[];
export type WebAppType = (typeof WEB_APP_TYPES)[number];

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
export const ExtensionCategory = z.enum(EXTENSION_CATEGORIES);
export type ExtensionCategory = z.infer<typeof ExtensionCategory>;

/** The twelve filters of the extension home (spec §2): categories plus sidebar, provider and contest. */
export const EXTENSION_FILTERS = [...EXTENSION_CATEGORIES, 'sidebar', 'naver', 'contest'] as const;
export const ExtensionFilter = z.enum(EXTENSION_FILTERS);
export type ExtensionFilter = z.infer<typeof ExtensionFilter>;

export const EXTENSION_SORTS = ['new', 'popular'] as const;
export const ExtensionSort = z.enum(EXTENSION_SORTS);
export type ExtensionSort = z.infer<typeof ExtensionSort>;

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
export const ThemeCategory = z.enum(THEME_CATEGORIES);
export type ThemeCategory = z.infer<typeof ThemeCategory>;

/** Categories of web apps. */
export const WEB_APP_CATEGORIES = [
  'productivity',
  'education',
  'entertainment',
  'news',
  'tools',
  'shopping',
] as const;
export const WebAppCategory = z.enum(WEB_APP_CATEGORIES);
export type WebAppCategory = z.infer<typeof WebAppCategory>;

/** Category lists per item kind, as served by GET /ajax/categories/{type}. */
export const CATEGORY_TYPES = ['extension', 'theme', 'app'] as const;
export const CategoryType = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof CategoryType>;
export const CATEGORIES_BY_TYPE: Record<CategoryType, readonly string[]> = {
  extension: EXTENSION_CATEGORIES,
  theme: THEME_CATEGORIES,
  app: WEB_APP_CATEGORIES,
};

/** Wallpaper lists (spec §2 themeHome). */
export const THEME_LISTS = ['recommended', 'discover'] as const;
export const ThemeList = z.enum(THEME_LISTS);
export type ThemeList = z.infer<typeof ThemeList>;

/** Providers an item may carry; NAVER,WHALE is read as NAVER with byWhale set. */
export const PROVIDERS = ['NAVER', 'WHALE', 'CONTEST'] as const;
export const Provider = z.enum(PROVIDERS);
export type Provider = z.infer<typeof Provider>;

/** Search result group types, in the order results are shown. PWA and SHORTCUT merge into APP. */
export const SEARCH_GROUP_TYPES = ['EXTENSION', 'THEME', 'APP', 'PWA', 'SHORTCUT'] as const;
export const SearchGroupType = z.enum(SEARCH_GROUP_TYPES);
export type SearchGroupType = z.infer<typeof SearchGroupType>;
export const SEARCH_RESULT_ORDER = ['EXTENSION', 'THEME', 'APP'] as const;

export const BANNER_TYPES = ['extension', 'theme', 'home-inline'] as const;
export const BannerType = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof BannerType>;

/** Contest prizes in display order. Gold and silver have a sole winner. */
export const PRIZES = ['gold', 'silver', 'bronze', 'special'] as const;
export const Prize = z.enum(PRIZES);
export type Prize = z.infer<typeof Prize>;

/** Languages of the interface. English is the fallback. */
export const LANGUAGES = ['en', 'ko'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const FALLBACK_LANGUAGE: Language = 'en';

/** Picks the interface language: the hl value when valid, else the primary subtag, else en. */
export function resolveLanguage(hl: string | null | undefined, browserLanguage?: string): Language {
  const fromHl = Language.safeParse(hl);
  if (fromHl.success) return fromHl.data;
  const primary = browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  const fromBrowser = Language.safeParse(primary);
  return fromBrowser.success ? fromBrowser.data : FALLBACK_LANGUAGE;
}

/** Two-letter region codes an item can be offered in, plus "all". */
// biome-ignore format: a compact table reads better than one code per line
export const REGION_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK',
  'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HU', 'ID', 'IE', 'IL', 'IN', 'IT', 'JP', 'KR',
  'KZ', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PE', 'PH', 'PK', 'PL', 'PT', 'RO', 'RU', 'SA',
  'SE', 'SG', 'TH', 'TR', 'TW', 'UA', 'US', 'VN', 'ZA', 'UZ',
] as const;
export const REGION_ALL = 'all';
export const Region = z.enum([REGION_ALL, ...REGION_CODES]);
export type Region = z.infer<typeof Region>;

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
export const Locale = z.enum([LOCALE_ALL, LOCALE_NOT_DEFINED, ...LOCALE_CODES]);
export type Locale = z.infer<typeof Locale>;
export const ItemLocale = z.enum(LOCALE_CODES);
export type ItemLocale = z.infer<typeof ItemLocale>;
/** The default locale when none is given. */
export const DEFAULT_LOCALE = 'en_US' satisfies ItemLocale;

/** True when a value counts as empty for submission: absent, blank or not_defined (spec §5). */
export function isUnset(value: string | null | undefined): boolean {
  return value == null || value.trim() === '' || value.toLowerCase() === 'not_defined';
}
