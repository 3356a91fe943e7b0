/**
 * The regions an item is offered in and the locales it is listed in, as plain values: the
 * listing editor's and the server's tables, apart from values.ts so the store's first page,
 * which reads only a few of those lists, does without them.
 */

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
