import { EXTENSION_ID_PATTERN } from '@lagoon/contract';

/** First path segments of the store's own screens; anything else is counted as "/other". */
const KNOWN_SECTIONS = new Set([
  'extensions',
  'wallpapers',
  'whaleapps',
  'detail',
  'search',
  'developers',
  'policies',
  'unsupported',
  'category',
]);

/** Deeper segments tell nothing more about a screen and could carry visitor input. */
const MAX_SEGMENTS = 4;
const SEGMENT = /^[\w-]{1,40}$/;
export const MAX_RECORDED_PATH_LENGTH = 120;

const isItemId = (segment: string) => EXTENSION_ID_PATTERN.test(segment) || segment === ':id';

/**
 * The path analytics records for a page: no item id (/detail/<id> becomes /detail,
 * /detail/<id>/preview becomes /detail/preview), no search keyword, no query or fragment, and
 * only the store's own screens, so the daily counts can never say what one visitor looked at.
 */
export function recordedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  const section = segments[0];
  if (section === undefined) return '/';
  if (!KNOWN_SECTIONS.has(section)) return '/other';
  if (section === 'search') return '/search';
  if (section === 'detail') return segments[2] === 'preview' ? '/detail/preview' : '/detail';
  const kept: string[] = [];
  for (const segment of segments.slice(0, MAX_SEGMENTS)) {
    if (isItemId(segment)) continue;
    if (!SEGMENT.test(segment)) break;
    kept.push(segment);
  }
  return `/${kept.join('/')}`.slice(0, MAX_RECORDED_PATH_LENGTH);
}
