import { EXTENSION_ID_PATTERN, RATING_REPLY_MAX, RATINGS_PAGE_MAX } from '@lagoon/contract';

export const RATINGS_PATH = '/developers/ratings';
/** Ratings per page of the developer's list. */
export const CREATOR_RATINGS_PAGE_SIZE = 10;

/** What the address of the ratings page asks for (?item=<id>&page=<n>, n from 1). */
export interface RatingsSearch {
  /** One item's ratings; null for all of the developer's items. */
  item: string | null;
  /** 1-based, as the address shows it. */
  page: number;
}

/** Reads the address; a malformed item or page falls back to every item and the first page. */
export function readRatingsSearch(search: URLSearchParams): RatingsSearch {
  const itemParam = search.get('item');
  const item = itemParam !== null && EXTENSION_ID_PATTERN.test(itemParam) ? itemParam : null;
  const page = Number(search.get('page') ?? '1');
  const valid = Number.isInteger(page) && page >= 1 && page <= RATINGS_PAGE_MAX + 1;
  return { item, page: valid ? page : 1 };
}

/** The address of a search; the first page of every item is plain /developers/ratings. */
export function ratingsPath(search: RatingsSearch): string {
  const params = new URLSearchParams();
  if (search.item) params.set('item', search.item);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${RATINGS_PATH}?${query}` : RATINGS_PATH;
}

/** How many pages a list of `total` ratings takes (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export type ReplyProblem = 'required' | 'tooLong';

/** The reply form's check, the same as the server's (RatingReplyInput): trimmed, 1 to max. */
export function checkReply(text: string): ReplyProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'required';
  return length > RATING_REPLY_MAX ? 'tooLong' : null;
}
