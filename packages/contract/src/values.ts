/**
 * The contract's enumerations as plain values, without zod, so a page that needs only a list
 * (languages, sorts, filters) does not pull the schema library into its bundle. The zod
 * schemas built from them live in enums.ts.
 */

/** Visibility of an item. NOT_DEFINED arrives from old data and is read as TRUSTED_TESTER. */
export const VISIBILITIES = ['LISTING', 'UNLISTED', 'TRUSTED_TESTER'] as const;

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

/** Wallpaper lists, /wallpapers/:list. */
export const THEME_LISTS = ['recommended', 'discover'] as const;

// The visibility read from old data, review states, the categories of wallpapers and web apps, providers, search groups, banners
// and prizes are in item-values.ts, apart so the store's first page does not carry them.

/** Languages of the interface. English is the fallback. */
export const LANGUAGES = ['en', 'ko'] as const;

export const FALLBACK_LANGUAGE: (typeof LANGUAGES)[number] = 'en';

// Where an item is offered and in which languages is in locale-values.ts: not re-exported from
// here, so the store's first page, which reads a few of the lists above, does not carry it.

/** Picks the interface language: the hl value when valid, else the primary subtag, else en. */
export function resolveLanguage(
  hl: string | null | undefined,
  browserLanguage?: string,
): (typeof LANGUAGES)[number] {
  const known = (value: string | null | undefined) => LANGUAGES.find((entry) => entry === value);
  const primary = browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  return known(hl) ?? known(primary) ?? FALLBACK_LANGUAGE;
}
