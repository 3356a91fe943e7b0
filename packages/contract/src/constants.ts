/** Business constants and limits of the store. */

/**
 * The item lists: pages of HOME_PAGE_SIZE unless a caller asks for another size. The extension
 * home highlights its first HOME_HIGHLIGHT_COUNT items (hasFeature), then shows the rest in groups
 * of HOME_GROUP_SIZE: its first read is the highlighted items and the first group, each "more"
 * one further group.
 */
export const HOME_PAGE_SIZE = 10;
export const HOME_HIGHLIGHT_COUNT = 8;
export const HOME_GROUP_SIZE = 24;

/** Screenshots ("slides"). */
export const MAX_SLIDES_PER_LOCALE = 4;
export const MAX_DISPLAYED_SLIDES = 4;
export const SLIDE_UPDATED_WITHIN_DAYS = 14;

/** Creator profile limits. */
export const CREATOR_NAME_MAX = 32;
export const CREATOR_EMAIL_MAX = 70;
export const CREATOR_HOMEPAGE_MAX = 70;

/** Ages: a child is 1 to 13; developers must be at least 14. */
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 13;
export const DEVELOPER_MIN_AGE = 14;

/** True when the user's age makes them a child (age 1 to 13). */
export function isChildAge(age: number | null | undefined): boolean {
  return age != null && age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX;
}

export interface ImageSize {
  width: number;
  height: number;
}
export const SCREENSHOT_SIZES: readonly ImageSize[] = [
  { width: 1280, height: 800 },
  { width: 640, height: 400 },
];
export const PROMO_IMAGE_SIZES: readonly ImageSize[] = [
  { width: 440, height: 280 },
  { width: 220, height: 140 },
];
export const PROMO_IMAGE_MIN_COUNT = 1;

/** True when width x height is one of the allowed sizes. */
export function isAllowedSize(sizes: readonly ImageSize[], width: number, height: number): boolean {
  return sizes.some((size) => size.width === width && size.height === height);
}

/** Search and autocomplete. */
export const SEARCH_PAGE_SIZE = 100;
export const SEARCH_PAGE = 0;

/** Wallpaper lists. */
export const DISCOVER_PAGE_SIZE = 3;
export const DISCOVER_FIRST_RANDOM = 3;
export const THEMES_FOR_ME_MAX = 16;
export const THEMES_SELECTED_RANDOM = 30;
export const HOT_THEMES_COUNT = 30;

/** Contest winners: 7 in total, a sole gold and a sole silver. */
export const WINNERS_PER_YEAR = 7;
export const WINNER_YEARS = [2018, 2019] as const;

/** Terms dialog width in pixels. */
export const TERMS_DIALOG_WIDTH = 620;

/** Static assets base path and the script chunk load time-out. */
export const ASSETS_BASE_PATH = '/assets/';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Anti-forgery and anti-script-inclusion. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const XSSI_PREFIX = ")]}',\n";

/** Removes the XSSI prefix from a response body when present. */
export function stripXssiPrefix(body: string): string {
  return body.startsWith(XSSI_PREFIX) ? body.slice(XSSI_PREFIX.length) : body;
}

/** Dashboard columns, in order. */
export const DASHBOARD_COLUMNS = [
  'info',
  'status',
  'version',
  'public',
  'updateAt',
  'admin',
] as const;

/** Item ids have the form of a Chromium extension id: 32 letters a to p. */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;
export const DRAFT_ID = 'draft';
export function isExtensionId(value: string): boolean {
  return EXTENSION_ID_PATTERN.test(value);
}
