import type { RatingPage } from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { type Read, read } from '../../lib/read';
import { getRatings } from './api/get-ratings';
import { readView } from './rating-view';

/**
 * /_data/ratings?extensionId&sort&score&page: a page of an item's ratings with its summary, read
 * with the visitor's cookies (their own rating, what they marked helpful or reported). Its
 * addresses: ratingsHref in rating-view.ts.
 */
export function ratingsPage({ request }: LoaderFunctionArgs): Promise<Read<RatingPage>> {
  const search = new URL(request.url).searchParams;
  const extensionId = search.get('extensionId') ?? '';
  return read(() => getRatings(extensionId, readView(search), request.signal), {
    signal: request.signal,
  });
}
