import type { LikeState } from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { type Read, read } from '../../lib/read';
import { type DiscoverPage, getDiscoverPage } from './api/get-themes';
import { getLikeState } from './api/likes';

/**
 * /_data/discover: the random first page of the discover list, or with after (the random
 * page's ids) and cursor the ordered page that follows (its address: discoverPageHref).
 */
export function discoverPage({ request }: LoaderFunctionArgs): Promise<Read<DiscoverPage>> {
  const search = new URL(request.url).searchParams;
  const after = search.get('after');
  const previous: DiscoverPage | null =
    after === null
      ? null
      : { themes: [], randomIds: after.split(',').filter(Boolean), cursor: search.get('cursor') };
  return read(() => getDiscoverPage(previous, request.signal), { signal: request.signal });
}

/**
 * /_data/like?extensionId: a wallpaper's exact like count and whether the visitor likes it,
 * read with the visitor's cookies once the page is in the browser (a rendered page is drawn
 * for everyone, with a count the catalog may have cached a few seconds).
 */
export function likeState({ request }: LoaderFunctionArgs): Promise<Read<LikeState>> {
  const extensionId = new URL(request.url).searchParams.get('extensionId') ?? '';
  return read(() => getLikeState(extensionId, request.signal), { signal: request.signal });
}
