/**
 * Limits of listing texts and review decisions, read by the server's checks, the developer's
 * editor and the admin console. Kept apart from constants.ts, which the first page loads.
 */

/**
 * Listing texts: the longest name and short description (web apps write both; an
 * extension's come from its package), and the longest description or change log per language.
 */
export const LISTING_NAME_MAX = 75;
export const LISTING_SHORT_DESCRIPTION_MAX = 132;
export const LISTING_TEXT_MAX = 16_000;
/** The per-language text limits by editor field. */
export const LISTING_TEXT_LIMITS = {
  name: LISTING_NAME_MAX,
  shortDescription: LISTING_SHORT_DESCRIPTION_MAX,
  description: LISTING_TEXT_MAX,
  changeLog: LISTING_TEXT_MAX,
} as const;
/** The longest web-app address a developer can register. */
export const WEB_APP_URL_MAX = 2048;

/**
 * Review decisions: the reviewer's message to the developer (approve, reject, turn private),
 * the reason kept in the log for a block or unblock, and how many guidelines one decision cites.
 */
export const REVIEW_MESSAGE_MAX = 2000;
export const BLOCK_REASON_MAX = 500;
export const REVIEW_GUIDELINES_MAX = 12;
