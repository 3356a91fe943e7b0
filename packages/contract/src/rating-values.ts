/**
 * The limits and choices of ratings and reviews, without the schemas (ratings.ts), so the
 * store's pages can read them without loading the schema library.
 */

/** The longest review text, developer reply and report note, in characters. */
export const RATING_TEXT_MAX = 1000;
export const RATING_REPLY_MAX = 1000;
export const RATING_REPORT_TEXT_MAX = 500;
/** Ratings per page of an item's list: the default and the most one page may ask for. */
export const RATINGS_PAGE_SIZE = 10;
export const RATINGS_PAGE_SIZE_MAX = 50;
/** The last page of an item's list that may be asked for. */
export const RATINGS_PAGE_MAX = 1000;
/**
 * Against floods: how many ratings, reports and helpful votes one account may send per hour
 * (each kind counted apart). Past it the call answers 429 RATE_LIMITED.
 */
export const RATING_WRITES_PER_HOUR = 30;

export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
/** The orders of an item's ratings: newest, most helpful, highest or lowest score first. */
export const RATING_SORTS = ['recent', 'helpful', 'highest', 'lowest'] as const;

/** Why a review is reported. */
export const RATING_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'other'] as const;

/** What administrators do with a reported rating; each is in the accountability log. */
export const RATING_MODERATION_ACTIONS = [
  'rating.hide',
  'rating.restore',
  'rating.dismiss',
] as const;
