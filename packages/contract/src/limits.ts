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

/**
 * One sitemap file (the sitemaps.org protocol): at most 50,000 URLs and 50 MiB uncompressed.
 * Past either, /sitemap.xml becomes a sitemap index of numbered files that each stay within both.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Search and autocomplete: the longest keyword read (longer ones are cut, after white space is
 * collapsed) and the longest `keyword` parameter accepted at all. The last page is
 * SEARCH_PAGE_MAX in search.ts.
 */
export const SEARCH_KEYWORD_MAX = 100;
export const SEARCH_KEYWORD_PARAM_MAX = 200;
/**
 * Searches run on an in-memory index. Until a server's first index is built, at most
 * SEARCH_WAITING_MAX searches wait for it; further ones are answered 503 TEMPORARY_PROBLEM with
 * Retry-After SEARCH_RETRY_AFTER_S.
 */
export const SEARCH_WAITING_MAX = 64;
export const SEARCH_RETRY_AFTER_S = 1;
/**
 * How often each server compares the catalog with its search index (writes that reach the
 * database without going through a server show within this time; the servers' own changes show
 * at once), and how many items one database query of an index build reads.
 */
export const SEARCH_INDEX_CHECK_MS = 10_000;
export const SEARCH_INDEX_BATCH = 1000;

/**
 * A visitor's report of an item to the administrators: the longest explanation, in characters
 * (required for the reason "other", optional for the others).
 */
export const ITEM_REPORT_TEXT_MAX = 1000;

/**
 * Page views (POST /ajax/page-views) one visitor may report in an hour: a signed-in account,
 * otherwise a client address (an IPv6 one by its /64). Past it the call answers 429
 * RATE_LIMITED and nothing is counted, as with the other public counters (likes, helpful
 * votes, reports, the companion's usage reports). Generous for anyone browsing, a view every
 * six seconds; visitors who share one address without signing in share its limit.
 */
export const PAGE_VIEWS_PER_HOUR = 600;

/**
 * Listing icons are square, at least this many pixels a side: uploads in the listing editor are
 * held to it, and a listing goes to review only with an icon this large (a package's smaller
 * icon would be blown up on the store's pages).
 */
export const ICON_MIN_SIZE = 128;

/**
 * Items from elsewhere (extensions the store does not host): the longest name and short
 * description per language, as a store listing's, and the longest update or page address.
 */
export const OUTSIDE_ITEM_NAME_MAX = 75;
export const OUTSIDE_ITEM_DESCRIPTION_MAX = 132;
export const OUTSIDE_ITEM_URL_MAX = 2048;

/**
 * Rollbacks (POST …/extensions/{id}/rollback) one account may make in an hour, counted like the
 * other writes: far more than a release manager undoing a bad release needs, few enough that a
 * runaway script cannot fill the store with repacked versions.
 */
export const ROLLBACKS_PER_HOUR = 30;
